// The printable roster (shown only when printing): every unit with its models and cost, the
// Commander, the total, and the stat line of every card in the list.
import {
  listCatalog,
  COMMANDER_GRADES,
  commanderDef,
  commanderHvtPoints,
  knownModels,
  type ArmyList,
  type ArmyReport,
  type Profile,
  type UnitDef,
} from '../../engine';
import { abilityLabel } from '../../data/abilities';
import { useFullCatalog } from '../../store/context';

function counted(models: string[], list: ArmyList, fullCatalog: Readonly<Record<string, UnitDef>>): string {
  const counts = new Map<string, number>();
  for (const id of models) counts.set(id, (counts.get(id) ?? 0) + 1);
  // A card a player made is marked on the printed roster too (docs/armies.md, "Your own cards").
  return [...counts]
    .map(
      ([id, n]) =>
        `${n > 1 ? `${n}× ` : ''}${listCatalog(list, fullCatalog)[id]?.name ?? id}${listCatalog(list, fullCatalog)[id]?.custom ? ' (custom)' : ''}`,
    )
    .join(', ');
}

const bands = (p: Profile | null) => (p ? p.map((b) => b ?? '-').join('/') : '—');

function Head({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function Roster({
  list,
  report,
  labels,
  costs,
}: {
  list: ArmyList;
  report: ArmyReport;
  labels: string[];
  costs: number[];
}) {
  const fullCatalog = useFullCatalog();
  const leader = commanderDef(list, listCatalog(list, fullCatalog));
  const cards: UnitDef[] = [
    ...new Map(
      list.units.flatMap((u) => knownModels(u, listCatalog(list, fullCatalog))).map((d) => [d.id, d]),
    ).values(),
  ];
  return (
    <section className="roster" aria-label="Printable roster">
      <h1>{list.name}</h1>
      <p>
        {report.total} / {list.pointLimit} points · {report.side ?? 'both sides'} · {report.tiles} map tiles
        {leader &&
          list.commander &&
          ` · ${COMMANDER_GRADES[list.commander.grade].name}: ${leader.name} (${labels[list.commander.unit]}), High Value Target ${commanderHvtPoints(list, fullCatalog, list.commander.grade)}`}
        {report.errors.length > 0 && ` · NOT LEGAL: ${report.errors.length} problem(s)`}
      </p>
      <table>
        <Head columns={['Unit', 'Models', 'Points']} />
        <tbody>
          {list.units.map((u, i) => (
            <tr key={i}>
              <th scope="row">{labels[i]}</th>
              <td>{counted(u.models, list, fullCatalog)}</td>
              <td className="num">{costs[i]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="num">{report.total}</td>
          </tr>
        </tfoot>
      </table>
      <h2>Stat cards</h2>
      <table>
        <Head columns={['Card', 'Type', 'Cost', 'Speed', 'Defense', 'vs Infantry', 'vs Vehicle', 'Abilities']} />
        <tbody>
          {cards.map((d) => (
            <tr key={d.id}>
              <th scope="row">
                {d.name}
                {d.custom ? ' (custom card)' : ''}
              </th>
              <td>
                {d.typeLine}, {d.nation}
              </td>
              <td className="num">{d.cost}</td>
              <td className="num">{d.speed}</td>
              <td className="num">{typeof d.defense === 'number' ? d.defense : d.defense.join('/')}</td>
              <td>{bands(d.attack.infantry)}</td>
              <td>{bands(d.attack.vehicle)}</td>
              <td>{d.abilities.map((a) => abilityLabel(a.id, a.n, a.weapon)).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
