// The replay's controls over the map: first, back, forward, last, a slider over every action,
// a jump to each turn and phase, and the way back to the live game. The keys do the same
// (Left / Right, Home / End, Page Up / Page Down for the phases, Escape to leave). A finished
// online game's replay also verifies its dice (DiceCheck).
import { useGame, useReplayIndex } from '../../store/context';
import { useCommands } from '../../store/commands/commands';
import { positionLabel, replayMarks, stateAt } from '../../store/view/replay';
import { DiceCheck } from './DiceCheck';

export function ReplayBar() {
  const { closeReplay, replayTo, stepReplay } = useCommands();
  const replay = useReplayIndex();
  const game = useGame((s) => s.game);
  const steps = useGame((s) => s.steps);
  if (replay === null) return null;
  const last = steps.length;
  const index = Math.min(replay, last);
  const marks = replayMarks({ game, steps });
  const current = [...marks].reverse().find((m) => m.index <= index);
  return (
    <section className="replay-bar" aria-label="Replay">
      <strong className="replay-title">Replay</strong>
      <button
        type="button"
        onClick={() => replayTo(0)}
        disabled={index === 0}
        title="The start (Home)"
        aria-label="First"
      >
        |◀
      </button>
      <button
        type="button"
        onClick={() => stepReplay(-1)}
        disabled={index === 0}
        title="One action back (Left)"
        aria-label="Back"
      >
        ◀
      </button>
      <button
        type="button"
        onClick={() => stepReplay(1)}
        disabled={index === last}
        title="One action forward (Right)"
        aria-label="Forward"
      >
        ▶
      </button>
      <button
        type="button"
        onClick={() => replayTo(last)}
        disabled={index === last}
        title="Now (End)"
        aria-label="Last"
      >
        ▶|
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={index}
        aria-label="Position in the game"
        onChange={(e) => replayTo(Number(e.target.value))}
      />
      {/* The turn and phase are the jump list's current entry, beside it. */}
      <span
        className="replay-where"
        data-testid="replay-position"
        title={positionLabel(stateAt({ game, steps }, index))}
      >
        Step {index} of {last}
      </span>
      <select
        aria-label="Jump to a turn or phase"
        value={current?.index ?? 0}
        onChange={(e) => replayTo(Number(e.target.value))}
      >
        {marks.map((m) => (
          <option key={m.index} value={m.index}>
            {m.label}
          </option>
        ))}
      </select>
      <button type="button" className="primary" onClick={closeReplay} title="Back to the live game (Escape)">
        Leave
      </button>
      <DiceCheck />
    </section>
  );
}
