// The facing a unit is placed with (R3.3, R5.5): six buttons around a hex, one per hexside, the
// chosen one lit. Q / W turn it too (commands.pivotSelected). When the battlefield is shown
// turned a quarter, the control turns with it, so each button sits where its hexside is on
// screen, and each is named by where it points there (facingNames.ts), as the unit card and the
// log name it. `data-dir` keeps the engine's number of the hexside.
import { DIRS, type Dir } from '../../engine';
import { useBoardTurn } from '../../store/context';
import { facingName, facingWord } from '../../store/view/facingNames';

const R = 44;

export function FacingControl({ facing, onChange }: { facing: Dir; onChange(d: Dir): void }) {
  const quarterTurns = useBoardTurn();
  const turn = (quarterTurns * Math.PI) / 2;
  return (
    <div className="facing-control" role="group" aria-label="Facing">
      <svg viewBox="-60 -60 120 120" aria-hidden style={{ transform: `translate(-50%, -50%) rotate(${turn}rad)` }}>
        <polygon
          points={[0, 1, 2, 3, 4, 5]
            .map(
              (i) =>
                `${Math.cos(((60 * i - 30) * Math.PI) / 180) * 26},${Math.sin(((60 * i - 30) * Math.PI) / 180) * 26}`,
            )
            .join(' ')}
          className="facing-hex"
        />
        <line
          x1={0}
          y1={0}
          x2={Math.cos((facing * Math.PI) / 3) * 24}
          y2={Math.sin((facing * Math.PI) / 3) * 24}
          className="facing-arrow"
          data-testid="facing-arrow"
        />
        <circle r={5} className="facing-dot" data-testid="facing-dot" />
      </svg>
      {DIRS.map((d) => {
        const a = (d * Math.PI) / 3 + turn;
        const word = facingWord(d, quarterTurns);
        return (
          <button
            key={d}
            type="button"
            className="facing-button"
            data-dir={d}
            style={{ left: `calc(50% + ${Math.cos(a) * R}px)`, top: `calc(50% + ${Math.sin(a) * R}px)` }}
            aria-pressed={facing === d}
            aria-label={`Face ${word}`}
            title={`Face ${word} (Q / W turn)`}
            onClick={() => onChange(d)}
          >
            {facingName(d, quarterTurns)}
          </button>
        );
      })}
    </div>
  );
}
