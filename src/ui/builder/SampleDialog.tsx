// Armies to start from: the sample armies by nation, each with its points, theatre, years and
// one line on how it fights; "Start from this army" adds a copy to the player's lists.
import { armyTotal } from '../../engine';
import { CATALOG_BY_ID } from '../../data/catalog';
import { SAMPLE_ARMIES, sampleNation, type SampleArmy } from '../../data/sampleArmies';
import { useAppStoreApi } from '../../store/context';
import { Dialog } from '../Dialog';

function groups(): [string, SampleArmy[]][] {
  const byNation = new Map<string, SampleArmy[]>();
  for (const s of SAMPLE_ARMIES) {
    const n = sampleNation(s) ?? 'First games';
    byNation.set(n, [...(byNation.get(n) ?? []), s]);
  }
  return [...byNation.entries()];
}

export function SampleDialog({ onClose }: { onClose(): void }) {
  const appStore = useAppStoreApi();
  return (
    <Dialog title="Start from a sample army" onClose={onClose} wide>
      <p className="muted">A legal army to play at once or to change: a copy is added to your lists.</p>
      <div className="sample-armies">
        {groups().map(([nation, armies]) => (
          <section key={nation} aria-label={nation}>
            <h3>{nation}</h3>
            <ul>
              {armies.map((s) => (
                <li key={s.id} className="sample-army" data-testid={`sample-${s.id}`}>
                  <div>
                    <strong>{s.list.name}</strong>{' '}
                    <span className="muted">
                      {armyTotal(s.list, CATALOG_BY_ID)} of {s.list.pointLimit} points
                      {s.theatre && s.years
                        ? ` · ${s.theatre}, ${s.years[0] === s.years[1] ? s.years[0] : `${s.years[0]}-${s.years[1]}`}`
                        : ''}
                    </span>
                    <p>{s.description}</p>
                  </div>
                  <button
                    type="button"
                    aria-label={`Start from ${s.list.name}`}
                    onClick={() => {
                      appStore.getState().builder.startFrom(s.list);
                      onClose();
                    }}
                  >
                    Start from this army
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
