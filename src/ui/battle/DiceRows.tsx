// The rows of one roll (store/view/diceRows.ts): each die drawn, successes marked; while `rolling`
// the faces tumble and the results wait. Shown by the dice tray and the hot-seat cover.
import type { DiceRow } from '../../store/view/diceRows';
import { DieFace } from './DieFace';

export function DiceRows({ rows, rolling = false }: { rows: readonly DiceRow[]; rolling?: boolean }) {
  return (
    <>
      {rows.map((r, i) => (
        <div key={i} className="dice-row">
          <span className="dice-label">
            {r.label}
            {r.result && !rolling ? <strong className="dice-result"> → {r.result}</strong> : null}
          </span>
          <span className="dice">
            {r.dice.map((d, k) => (
              <DieFace
                key={k}
                face={rolling ? ((d + k + i) % 6) + 1 : d}
                success={!rolling && d + r.modifier >= r.target}
                rerolled={!rolling && r.rerolled === k}
              />
            ))}
          </span>
        </div>
      ))}
    </>
  );
}
