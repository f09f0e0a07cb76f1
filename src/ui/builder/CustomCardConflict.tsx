// The choice when a list or a card file brings a custom card whose id a kept card has, with
// other content (docs/armies.md, "Your own cards"): keep mine, take theirs, or keep both (the
// incoming card under a new id). Nothing is changed until the player chooses.
import { useAppStoreApi, useCustomCards } from '../../store/context';
import { Dialog } from '../Dialog';
import { StatCard } from '../StatCard';

export function CustomCardConflict() {
  const appStore = useAppStoreApi();
  const conflict = useCustomCards((s) => s.conflicts[0]);
  const waiting = useCustomCards((s) => s.conflicts.length);
  if (!conflict) return null;
  const choose = (choice: 'mine' | 'theirs' | 'both') => appStore.getState().customCards.resolveConflict(choice);
  return (
    // Escape keeps the kept card: the choice that changes nothing.
    <Dialog title={`Two versions of “${conflict.kept.name}”`} onClose={() => choose('mine')} wide>
      <p>
        The incoming card has the id <code>{conflict.kept.id}</code> of a card kept in this browser, with other numbers.
        {waiting > 1 ? ` (${waiting - 1} more to choose after this one.)` : ''}
      </p>
      <div className="conflict-cards">
        <div>
          <h3>Mine (kept)</h3>
          <StatCard def={conflict.kept} />
        </div>
        <div>
          <h3>Theirs (incoming)</h3>
          <StatCard def={conflict.incoming} />
        </div>
      </div>
      <div className="buttons">
        <button type="button" className="primary" onClick={() => choose('mine')}>
          Keep mine
        </button>
        <button type="button" onClick={() => choose('theirs')}>
          Take theirs
        </button>
        <button type="button" onClick={() => choose('both')}>
          Keep both (theirs under a new id)
        </button>
      </div>
    </Dialog>
  );
}
