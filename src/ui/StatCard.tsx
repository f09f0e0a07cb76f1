// A stat card as a player knows it: type line, cost, Speed, Defense, attack dice by range
// band, and abilities with their explanations.
import { ABILITY_TEXT, abilityLabel, abilityText, rangeBandHeaders } from '../data/abilities';
import type { Ability, Profile, UnitDef } from '../engine';
import { CustomBadge } from './CustomBadge';

function bands(p: Profile | null): string {
  if (!p) return '—';
  return p.map((b) => (b === null ? '-' : String(b))).join(' / ');
}

/**
 * `expanded` shows every ability's explanation at once (the builder's card dialog). `fromSquad`:
 * the abilities the model takes from its squad's Basic Infantry card (the engine's
 * squadAbilities), listed after its own and counted in its range bands.
 */
export function StatCard({
  def,
  count,
  expanded,
  fromSquad = [],
}: {
  def: UnitDef;
  count?: number;
  expanded?: boolean;
  fromSquad?: readonly Ability[];
}) {
  const defense = typeof def.defense === 'number' ? String(def.defense) : `${def.defense[0]}/${def.defense[1]}`;
  const abilities = [
    ...def.abilities.map((a) => ({ a, inherited: false })),
    ...fromSquad.map((a) => ({ a, inherited: true })),
  ];
  return (
    <article className="stat-card" aria-label={`Stat card: ${def.name}`}>
      <header>
        <h3>
          {count && count > 1 ? <span className="count">{count}×</span> : null}
          {def.name}
          {def.custom && <CustomBadge />}
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
            {/* R6.1: the bands as this model has them (Extended or Limited Range, its squad's too). */}
            {rangeBandHeaders([...def.abilities, ...fromSquad]).map((b) => (
              <th
                key={b.name}
                scope="col"
                title={b.hexes === null ? 'Out of range: nothing beyond Medium (Limited Range, R6.1)' : undefined}
              >
                {b.name} {b.hexes ?? '—'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(['infantry', 'vehicle'] as const).map((kind) => (
            <tr key={kind}>
              <th scope="row">{kind === 'infantry' ? 'vs Infantry' : 'vs Vehicle'}</th>
              {def.attack[kind] ? (
                def.attack[kind]!.map((b, i) => <td key={i}>{b ?? '-'}</td>)
              ) : (
                <td colSpan={3}>{bands(null)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {abilities.length > 0 && (
        <ul className="abilities">
          {abilities.map(({ a, inherited }) => (
            <li key={`${a.id}${inherited ? '-squad' : ''}`}>
              <details open={expanded}>
                <summary>
                  {abilityLabel(a.id, a.n, a.weapon)}
                  {inherited && <span className="from-squad"> (from the squad's Basic Infantry)</span>}
                </summary>
                <p>
                  {abilityText(a.id, a.n)} <span className="rule">({ABILITY_TEXT[a.id].rule})</span>
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
