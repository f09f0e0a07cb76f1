// The facing a unit is placed with (R3.3, R5.5): six buttons around a hex, one per hexside, the
// chosen one lit. Q / W turn it too (commands.pivotSelected). When the battlefield is shown
// turned a quarter, the control turns with it, so each button sits where its hexside is on screen.
import { DIR_NAMES, DIRS, type Dir } from '../../engine';
import { useBoardTurn } from '../../store/appStore';

const WORDS = ['east', 'south-east', 'south-west', 'west', 'north-west', 'north-east'] as const;
const R = 44;

export function FacingControl({ facing, onChange }: { facing: Dir; onChange(d: Dir): void }) {
  const turn = (useBoardTurn() * Math.PI) / 2;
  return (
    <div className="facing-control" role="group" aria-label="Facing">
      <svg viewBox="-60 -60 120 120" aria-hidden style={{ transform: `translate(-50%, -50%) rotate(${turn}rad)` }}>
        <polygon
          points={[0, 1, 2, 3, 4, 5].map((i) => `${Math.cos(((60 * i - 30) * Math.PI) / 180) * 26},${Math.sin(((60 * i - 30) * Math.PI) / 180) * 26}`).join(' ')}
          className="facing-hex"
        />
        <line x1={0} y1={0} x2={Math.cos((facing * Math.PI) / 3) * 24} y2={Math.sin((facing * Math.PI) / 3) * 24} className="facing-arrow" />
        <circle r={5} className="facing-dot" />
      </svg>
      {DIRS.map((d) => {
        const a = (d * Math.PI) / 3 + turn;
        return (
          <button
            key={d}
            type="button"
            className="facing-button"
            style={{ left: `calc(50% + ${Math.cos(a) * R}px)`, top: `calc(50% + ${Math.sin(a) * R}px)` }}
            aria-pressed={facing === d}
            aria-label={`Face ${WORDS[d]}`}
            title={`Face ${WORDS[d]} (Q / W turn)`}
            onClick={() => onChange(d)}
          >
            {DIR_NAMES[d]}
          </button>
        );
      })}
    </div>
  );
}
