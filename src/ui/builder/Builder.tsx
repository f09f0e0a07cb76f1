// The army builder: the catalog, the list being built, and its summary, always in view.
import { useEffect, useMemo } from 'react';
import { listCatalog, own, unitCosts, unitLabels, validateArmy } from '../../engine';
import type { SavedArmy } from '../../store/files/armyFormat';
import { useAppStoreApi, useBuilder, useFullCatalog, useRoute } from '../../store/context';
import { currentArmy } from '../../store/slices/builder';
import { Dialog } from '../Dialog';
import { StatCard } from '../StatCard';
import { ArmySettings } from './ArmySettings';
import { CardActions } from './CardActions';
import { CardEditor } from './CardEditor';
import { CatalogBrowser } from './CatalogBrowser';
import { CustomCardConflict } from './CustomCardConflict';
import { ListBar } from './ListBar';
import { Roster } from './Roster';
import { Summary } from './Summary';
import { UnitCard } from './UnitCard';

function NoticeBanner() {
  const appStore = useAppStoreApi();
  const notice = useBuilder((s) => s.notice);
  if (!notice) return null;
  return (
    <div
      className={`notice ${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-testid="builder-notice"
    >
      <span>{notice.text}</span>
      <button type="button" aria-label="Dismiss" onClick={() => appStore.getState().builder.tell(null)}>
        ×
      </button>
    </div>
  );
}

function StatCardDialog() {
  const appStore = useAppStoreApi();
  const id = useBuilder((s) => s.card);
  const list = useBuilder((s) => currentArmy(s)?.list);
  const catalog = useFullCatalog();
  // A model's card, the list's own custom cards included (docs/armies.md "Custom cards travel with the list").
  const def = id ? own(list ? listCatalog(list, catalog) : catalog, id) : undefined;
  if (!def) return null;
  return (
    <Dialog title={def.name} onClose={() => appStore.getState().builder.showCard(null)}>
      <StatCard def={def} expanded />
      <CardActions def={def} />
    </Dialog>
  );
}

function BuilderScreen({ army }: { army: SavedArmy }) {
  const list = army.list;
  // The catalog with the kept custom cards: a card changed in the editor is checked again.
  const catalog = useFullCatalog();
  const report = useMemo(() => validateArmy(list, catalog), [list, catalog]);
  const labels = useMemo(() => unitLabels(list, catalog), [list, catalog]);
  const costs = useMemo(() => unitCosts(list, catalog), [list, catalog]);
  const announcement = useBuilder((s) => s.announcement);
  return (
    <>
      <ListBar army={army} />
      <main className="builder">
        <CatalogBrowser list={list} report={report} />
        <section className="panel army" aria-labelledby="army-title">
          <NoticeBanner />
          <ArmySettings key={army.id} list={list} report={report} />
          <h2 id="army-title">
            Units <span className="muted">({list.units.length})</span>
          </h2>
          {list.units.length === 0 ? (
            <p className="hint empty">
              No units yet. In the catalog, add Basic Infantry to build a squad of 6 (then swap in an Officer,
              Specialists or an MG Team), and add vehicles, artillery and other units. Pick an Officer as your
              Commander.
            </p>
          ) : (
            <ol className="units">
              {list.units.map((_, i) => (
                <li key={i}>
                  <UnitCard
                    list={list}
                    index={i}
                    label={labels[i]}
                    cost={costs[i]}
                    problems={report.errors.filter((e) => e.unit === i)}
                  />
                </li>
              ))}
            </ol>
          )}
        </section>
        <Summary list={list} report={report} labels={labels} />
      </main>
      <Roster list={list} report={report} labels={labels} costs={costs} />
      <StatCardDialog />
      <CardEditor />
      <CustomCardConflict />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

export function Builder() {
  const appStore = useAppStoreApi();
  const army = useBuilder(currentArmy);
  const { list: code } = useRoute();
  useEffect(() => {
    // A shared link: import its list once, then drop the code from the address. The store,
    // not this render's value, says whether it is still to do (StrictMode runs effects twice).
    const pending = appStore.getState().ui.route.list;
    if (pending) {
      appStore.getState().ui.go('builder', true);
      appStore.getState().builder.importText(pending, 'The link');
    }
    // A refused link leaves the lists as they were: open one, or a new one when there is none.
    appStore.getState().builder.ensureCurrent();
  }, [code, appStore]);
  return army ? <BuilderScreen army={army} /> : null;
}
