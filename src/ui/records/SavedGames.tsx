// The saved games (docs/playing.md, "Undo, saving and replays"): every game kept in the browser, the last saved first, with
// its name, armies, turn and date; open, rename, delete (not the game being played) and export
// (a game file). An unreadable save is listed with what is wrong with it; it may be downloaded as
// it is stored, or deleted, never opened.
import { useMemo, useState } from 'react';
import { PHASE_NAMES } from '../../store/view/decision';
import { useAppStoreApi, useRecords } from '../../store/context';
import { useCommands } from '../../store/commands/commands';
import type { ListedSave } from '../../store/files/persistence';
import { Dialog } from '../Dialog';

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? 'unknown date'
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Mounted while the list is open (RecordsControls, which loads this module when it is first opened). */
export function SavedGamesDialog() {
  const appStore = useAppStoreApi();
  return <SavedGames onClose={() => appStore.getState().records.showList(false)} />;
}

function SavedGames({ onClose }: { onClose(): void }) {
  const appStore = useAppStoreApi();
  const current = useRecords((s) => s.slot.id);
  const written = useRecords((s) => s.written);
  // Read again after every change made here (and after this tab saves).
  const [version, setVersion] = useState(0);
  const saves = useMemo(() => appStore.getState().records.list(), [version, written, current, appStore]);
  const refresh = () => setVersion((v) => v + 1);
  return (
    <Dialog title="Saved games" onClose={onClose} wide>
      <p className="saves-intro">
        Every game is saved in this browser after every move, each under its own name. A new game or a{' '}
        <code>?seed=</code> link starts a new saved game: the one before stays here.
      </p>
      {saves.length === 0 ? (
        <p data-testid="no-saves">
          No game is saved in this browser yet
          {written.actions === null ? '' : ' (the storage refused to keep this one)'}.
        </p>
      ) : (
        <ul className="saves" data-testid="saved-games">
          {saves.map((save) => (
            <SaveRow key={save.id} save={save} current={save.id === current} changed={refresh} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** Delete asks once more: a saved game deleted is gone. */
function DeleteButton({ id, changed }: { id: string; changed(): void }) {
  const appStore = useAppStoreApi();
  const [sure, setSure] = useState(false);
  return sure ? (
    <button
      type="button"
      className="danger"
      onClick={() => appStore.getState().records.remove(id) && changed()}
      onBlur={() => setSure(false)}
      autoFocus
    >
      Delete for good
    </button>
  ) : (
    <button type="button" onClick={() => setSure(true)}>
      Delete
    </button>
  );
}

function SaveRow({ save, current, changed }: { save: ListedSave; current: boolean; changed(): void }) {
  const appStore = useAppStoreApi();
  const { exportSave } = useCommands();
  const [naming, setNaming] = useState<string | null>(null);
  const records = appStore.getState().records;
  if (!save.ok) {
    return (
      <li className="save unreadable" data-testid="saved-game">
        <div className="save-what">
          <strong>Unreadable saved game</strong>{' '}
          <span className="save-id">
            ({save.id}, {Math.ceil(save.chars / 1024)} KB)
          </span>
          <p className="why">
            It cannot be opened: {save.problem}. It is kept as it is; download it to mend it or to report it.
          </p>
        </div>
        <div className="save-actions">
          <button type="button" onClick={() => exportSave(save.id)}>
            Download as stored
          </button>
          <DeleteButton id={save.id} changed={changed} />
        </div>
      </li>
    );
  }
  const { info } = save;
  const turn =
    info.phase === 'ended'
      ? 'ended'
      : info.turn === 0
        ? 'setting up'
        : `turn ${info.turn}${info.turns ? ` of ${info.turns}` : ''}, ${PHASE_NAMES[info.phase]}`;
  return (
    <li className={current ? 'save current' : 'save'} data-testid="saved-game">
      <div className="save-what">
        {naming === null ? (
          <strong className="save-name">{info.name}</strong>
        ) : (
          <form
            className="inline"
            onSubmit={(e) => {
              e.preventDefault();
              if (records.rename(info.id, naming)) changed();
              setNaming(null);
            }}
          >
            <input
              aria-label="Name"
              value={naming}
              maxLength={80}
              autoFocus
              onChange={(e) => setNaming(e.target.value)}
            />
            <button type="submit">Keep</button>
          </form>
        )}
        {current && <span className="save-current"> (this game)</span>}
        <div className="save-facts">
          {info.armies[0]} vs {info.armies[1]} · {turn} · {info.actions} action{info.actions === 1 ? '' : 's'} ·{' '}
          {when(info.savedAt)}
        </div>
      </div>
      <div className="save-actions">
        {!current && (
          <button type="button" onClick={() => records.openSave(info.id)}>
            Open
          </button>
        )}
        <button type="button" onClick={() => setNaming(naming === null ? info.name : null)}>
          Rename
        </button>
        <button type="button" onClick={() => exportSave(info.id)} title="Download it as a game file">
          Export
        </button>
        {!current && <DeleteButton id={info.id} changed={changed} />}
      </div>
    </li>
  );
}
