// A stat card as a player knows it: type line, cost, Speed, Defense, attack dice by range
// band, and abilities with their explanations.
import { ABILITY_TEXT, abilityLabel } from '../data/abilities';
import type { Profile, UnitDef } from '../engine';

function bands(p: Profile | null): string {
  if (!p) return '—';
  return p.map((b) => (b === null ? '-' : String(b))).join(' / ');
}

/** `expanded` shows every ability's explanation at once (the builder's card dialog). */
export function StatCard({ def, count, expanded }: { def: UnitDef; count?: number; expanded?: boolean }) {
  const defense = typeof def.defense === 'number' ? String(def.defense) : `${def.defense[0]}/${def.defense[1]}`;
  return (
    <article className="stat-card" aria-label={`Stat card: ${def.name}`}>
      <header>
        <h3>
          {count && count > 1 ? <span className="count">{count}×</span> : null}
          {def.name}
        </h3>
        <div className="type-line">
          {def.typeLine} · {def.nation} · {def.cost} pts
        </div>
      </header>
      <dl className="stats">
        <div>
          <dt>Speed</dt>
          <dd>{def.speed}</dd>
        </div>
        <div>
          <dt>Defense</dt>
          <dd>{defense}</dd>
        </div>
      </dl>
      <table className="attack">
        <thead>
          <tr>
            <th scope="col">Attack</th>
            <th scope="col">Short 0-1</th>
            <th scope="col">Med 2-4</th>
            <th scope="col">Long 5-8</th>
          </tr>
        </thead>
        <tbody>
          {(['infantry', 'vehicle'] as const).map((kind) => (
            <tr key={kind}>
              <th scope="row">{kind === 'infantry' ? 'vs Infantry' : 'vs Vehicle'}</th>
              {def.attack[kind] ? def.attack[kind]!.map((b, i) => <td key={i}>{b ?? '-'}</td>) : <td colSpan={3}>{bands(null)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {def.abilities.length > 0 && (
        <ul className="abilities">
          {def.abilities.map((a) => (
            <li key={a.id}>
              <details open={expanded}>
                <summary>{abilityLabel(a.id, a.n, a.weapon)}</summary>
                <p>
                  {ABILITY_TEXT[a.id].text} <span className="rule">({ABILITY_TEXT[a.id].rule})</span>
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
