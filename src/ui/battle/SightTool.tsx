// The line-of-sight tool's button and answer, over the map's top right corner (docs/playing.md
// "Line of sight"): the store works out the answer with the engine (store/view/sightTool.ts, hoverPanels.ts); this only
// shows it. It gives no order, so it stays usable in a replay and while the other side decides.
import { useAppKept } from '../../store/context';
import { useCommands } from '../../store/commands/commands';
import { sameSightTool, sightToolView } from '../../store/view/hoverPanels';

export function SightTool() {
  const { toggleSightTool } = useCommands();
  // Its answer, kept while equal (store/view/hoverPanels.ts): while the tool is off, a hover renders nothing here.
  const { on, answer, clear } = useAppKept(sightToolView, sameSightTool);
  return (
    <div className="sight-tool">
      <button
        type="button"
        aria-pressed={on}
        onClick={toggleSightTool}
        title="Line of sight between two hexes, as the rules judge an attack's (L; Escape closes)"
      >
        Line of sight
      </button>
      {answer && (
        <p role="status" data-testid="sight-answer" data-clear={clear === null ? undefined : String(clear)}>
          {answer}
        </p>
      )}
    </div>
  );
}
