// The line-of-sight tool's button and answer, over the map's top right corner (docs/playing.md
// "Line of sight"): the store works out the answer with the engine (store/view/sightTool.ts); this only
// shows it. It gives no order, so it stays usable in a replay and while the other side decides.
import { hexLabel } from '../../engine';
import { useUi, useViewedGame } from '../../store/context';
import { useCommands } from '../../store/commands/commands';
import { sightShown } from '../../store/view/sightTool';

export function SightTool() {
  const { toggleSightTool } = useCommands();
  const game = useViewedGame();
  const pick = useUi((s) => s.sight);
  const hover = useUi((s) => s.hover);
  const shown = sightShown(game, pick, hover);
  let answer: string | null = null;
  if (pick) {
    if (!shown) answer = 'Line of sight: click a first hex (or a unit).';
    else if (!shown.report) answer = `From ${hexLabel(shown.from)}: point at or click a second hex.`;
    else answer = shown.report.text;
  }
  return (
    <div className="sight-tool">
      <button
        type="button"
        aria-pressed={pick !== null}
        onClick={toggleSightTool}
        title="Line of sight between two hexes, as the rules judge an attack's (L; Escape closes)"
      >
        Line of sight
      </button>
      {answer && (
        <p role="status" data-testid="sight-answer" data-clear={shown?.report ? String(shown.report.clear) : undefined}>
          {answer}
        </p>
      )}
    </div>
  );
}
