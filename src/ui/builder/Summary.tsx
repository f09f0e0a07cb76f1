// Always in view beside the list: the total against the limit (R1.2), the map tiles the game
// calls for (R1.7), the side (R1.1), the Commander and his grade with what each costs (R1.3),
// and every problem and warning (R1.8).
import {
  listCatalog,
  battlefieldGrid,
  commanderCost,
  commanderDef,
  commanderHvtPoints,
  COMMANDER_GRADES,
  GRADES,
  knownModels,
  officerModels,
  TILE_COLS,
  TILE_ROWS,
  type ArmyList,
  type ArmyReport,
} from '../../engine';
import { clearCommander, setCommander } from '../../store/builder/armyEdit';
import { useListEdits } from './edits';
import { useFullCatalog } from '../../store/context';

function CommanderPicker({ list, labels }: { list: ArmyList; labels: string[] }) {
  const fullCatalog = useFullCatalog();
  const { change } = useListEdits();
  const officers = officerModels(list, listCatalog(list, fullCatalog));
  const c = list.commander;
  const leader = commanderDef(list, listCatalog(list, fullCatalog));
  return (
    <fieldset className="commander">
      <legend>Commander (R1.3)</legend>
      <select
        aria-label="Commander"
        value={c ? `${c.unit}:${c.model}` : ''}
        onChange={(e) => {
          if (e.target.value === '') return change(clearCommander, 'No Commander.');
          const [unit, model] = e.target.value.split(':').map(Number);
          change(
            (l) => setCommander(l, unit, model, c?.grade ?? 'commander'),
            `${listCatalog(list, fullCatalog)[list.units[unit].models[model]].name} of ${labels[unit]} is the Commander.`,
          );
        }}
      >
        <option value="">{officers.length === 0 ? 'No Officer in the army yet' : 'Choose an Officer…'}</option>
        {officers.map((o) => (
          <option key={`${o.unit}:${o.model}`} value={`${o.unit}:${o.model}`}>
            {o.def.name}, {labels[o.unit]}
          </option>
        ))}
        {c && !officers.some((o) => o.unit === c.unit && o.model === c.model) && (
          <option value={`${c.unit}:${c.model}`}>Not an Officer</option>
        )}
      </select>
      {officers.length === 0 && (
        <p className="muted">
          An Infantry Officer joins a squad through its Officer swap; a vehicle officer is added from the catalog.
        </p>
      )}
      <div className="grades" role="radiogroup" aria-label="Commander grade">
        {GRADES.map((g) => {
          const grade = COMMANDER_GRADES[g];
          return (
            <label key={g} className={c?.grade === g ? 'grade chosen' : 'grade'}>
              <input
                type="radio"
                name="grade"
                checked={c?.grade === g}
                disabled={!c}
                onChange={() =>
                  change(
                    (l) => (l.commander ? setCommander(l, l.commander.unit, l.commander.model, g) : l),
                    `${grade.name}.`,
                  )
                }
              />
              <span>
                <strong>{grade.name}</strong> ×{grade.multiplier}
                {leader ? ` = ${commanderCost(leader, g)} pts` : ''}
                <br />
                <span className="muted">High Value Target {commanderHvtPoints(list, fullCatalog, g)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function Summary({ list, report, labels }: { list: ArmyList; report: ArmyReport; labels: string[] }) {
  const fullCatalog = useFullCatalog();
  const over = report.total > list.pointLimit;
  const grid = report.tiles > 0 ? battlefieldGrid(report.tiles) : null;
  const defs = list.units.flatMap((u) => knownModels(u, listCatalog(list, fullCatalog)));
  const nations = [...new Set(defs.map((d) => d.nation))];
  return (
    <aside className="panel summary" aria-label="Army summary">
      <div className={over ? 'total over' : 'total'}>
        <div className="total-line">
          <span data-testid="army-total">{report.total}</span>
          <span className="limit"> / {list.pointLimit} pts</span>
          <span className="left">
            {over ? `${report.total - list.pointLimit} over` : `${list.pointLimit - report.total} left`}
          </span>
        </div>
        {over ? (
          // Over the limit (R1.2) the whole bar is the total, its value past `high`, so the browser
          // draws it in its "even less good" (red) colour; the class carries our own red.
          <meter
            className="over"
            min={0}
            max={report.total}
            low={list.pointLimit}
            high={list.pointLimit}
            optimum={0}
            value={report.total}
            aria-label="Points spent"
            aria-valuetext={`${report.total} of ${list.pointLimit} points: ${report.total - list.pointLimit} over the limit`}
          />
        ) : (
          <meter
            min={0}
            max={list.pointLimit}
            value={report.total}
            aria-label="Points spent"
            aria-valuetext={`${report.total} of ${list.pointLimit} points`}
          />
        )}
      </div>
      <dl className="facts">
        <div>
          <dt>Map (R1.7)</dt>
          <dd data-testid="army-tiles">
            {report.tiles} tiles{grid ? `, ${grid.width * TILE_COLS} × ${grid.height * TILE_ROWS} hexes` : ''}
          </dd>
        </div>
        <div>
          <dt>Side</dt>
          <dd data-testid="army-side">
            {report.side ?? (defs.length > 0 ? 'both sides' : '—')}
            {nations.length > 0 && <span className="muted"> · {nations.join(', ')}</span>}
          </dd>
        </div>
        <div>
          <dt>Units</dt>
          <dd>
            {list.units.length} unit{list.units.length === 1 ? '' : 's'}, {defs.length} model
            {defs.length === 1 ? '' : 's'}
          </dd>
        </div>
      </dl>
      <CommanderPicker list={list} labels={labels} />
      <section className="problems" aria-labelledby="problems-title">
        <h3 id="problems-title">{report.errors.length > 0 ? `Problems (${report.errors.length})` : 'Problems'}</h3>
        {report.errors.length === 0 ? (
          <p className="legal" data-testid="army-legal">
            ✔ No problems: the army is legal.
          </p>
        ) : (
          <ul data-testid="army-errors">
            {report.errors.map((e) => (
              <li key={e.message}>{e.message}</li>
            ))}
          </ul>
        )}
      </section>
      {report.warnings.length > 0 && (
        <section className="warnings" aria-labelledby="warnings-title">
          <h3 id="warnings-title">Warnings ({report.warnings.length})</h3>
          <ul data-testid="army-warnings">
            {report.warnings.map((w) => (
              <li key={w.message}>{w.message}</li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
