// The builder's top bar: the saved lists (open, new, duplicate, delete), import and share, the
// printable roster, and the way to battle.
import { useId, useState } from 'react';
import type { SavedArmy } from '../../store/files/armyFormat';
import { useAppStoreApi, useBuilder, useFullCatalog } from '../../store/context';
import { validateArmy } from '../../engine';
import { opponentSample } from '../../data/sampleArmies';
import { ScreenNav } from '../ScreenNav';
import { NewGameDialog } from '../NewGameDialog';
import { DeleteDialog, ImportDialog, ShareDialog } from './ListDialogs';
import { SampleDialog } from './SampleDialog';

type Open = 'share' | 'import' | 'delete' | 'battle' | 'samples' | null;

export function ListBar({ army }: { army: SavedArmy }) {
  const appStore = useAppStoreApi();
  const armies = useBuilder((s) => s.armies);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const store = appStore.getState().builder;
  const pickerId = useId();
  return (
    <header className="phase-bar builder-bar">
      <h1>A&amp;A Miniatures: Reloaded</h1>
      <ScreenNav />
      <div className="bar-group">
        <label className="list-picker" htmlFor={pickerId}>
          List
        </label>
        <select id={pickerId} className="list-picker" value={army.id} onChange={(e) => store.open(e.target.value)}>
          {armies.map((a) => (
            <option key={a.id} value={a.id}>
              {a.list.name}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => store.create()}>
          New
        </button>
        <button type="button" onClick={() => setOpen('samples')} title="Start from one of the sample armies">
          Samples…
        </button>
        <button type="button" onClick={() => store.duplicate(army.id)} aria-label={`Duplicate ${army.list.name}`}>
          Duplicate
        </button>
        <button type="button" onClick={() => setOpen('delete')} aria-label={`Delete ${army.list.name}`}>
          Delete
        </button>
      </div>
      <div className="bar-group">
        <button type="button" onClick={() => setOpen('import')}>
          Import…
        </button>
        <button type="button" onClick={() => setOpen('share')}>
          Share…
        </button>
        <button type="button" onClick={() => window.print()} title="A roster of the list, with its stat cards">
          Print
        </button>
        <button type="button" className="primary" onClick={() => setOpen('battle')}>
          Start battle…
        </button>
      </div>
      {open === 'share' && <ShareDialog army={army} onClose={close} />}
      {open === 'import' && <ImportDialog onClose={close} />}
      {open === 'delete' && <DeleteDialog army={army} onClose={close} />}
      {open === 'samples' && <SampleDialog onClose={close} />}
      {open === 'battle' && <BattleDialog army={army} armies={armies} onClose={close} />}
    </header>
  );
}

/**
 * This list against another saved one; with no other saved, against a sample army of the other
 * side (R1.1) at the nearest point limit, said in the dialog, rather than the list against itself.
 */
function BattleDialog({ army, armies, onClose }: { army: SavedArmy; armies: readonly SavedArmy[]; onClose(): void }) {
  const fullCatalog = useFullCatalog();
  const other = armies.find((a) => a.id !== army.id);
  if (other)
    return <NewGameDialog title="Start a battle" lists={[`saved:${army.id}`, `saved:${other.id}`]} onClose={onClose} />;
  const side = validateArmy(army.list, fullCatalog).side;
  const sample = opponentSample(side, army.list.pointLimit);
  return (
    <NewGameDialog
      title="Start a battle"
      lists={[`saved:${army.id}`, `sample:${sample.id}`]}
      secondNote="Player 2 plays a sample army: choose another list if you like."
      onClose={onClose}
    />
  );
}
