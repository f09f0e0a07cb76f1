// Dialogs of the list bar: share or export a list, import one, delete one, and start a battle
// between two lists.
import { useId, useState } from 'react';
import type { SavedArmy } from '../../store/armyFormat';
import { armyFileName, LIMITS, makeArmyFile } from '../../store/armyFormat';
import { armyStore, useArmies } from '../../store/armyStore';
import { gameStore } from '../../store/gameStore';
import { quickDeploy } from '../../store/quickDeploy';
import { routeStore } from '../../store/route';
import { encodeShareCode, shareLink } from '../../store/shareCode';
import { uiStore } from '../../store/uiStore';
import { CATALOG_BY_ID } from '../../data/catalog';
import { validateArmy } from '../../engine';
import { Dialog } from '../Dialog';

export function ShareDialog({ army, onClose }: { army: SavedArmy; onClose(): void }) {
  const code = encodeShareCode(army.list);
  const link = shareLink(army.list, `${location.origin}${location.pathname}`);
  const [status, setStatus] = useState('');
  const copy = (text: string, what: string) => {
    navigator.clipboard
      .writeText(text)
      .then(() => setStatus(`${what} copied.`))
      .catch(() => setStatus(`Select the ${what.toLowerCase()} and copy it with Ctrl+C.`));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([makeArmyFile(army)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = armyFileName(army.list);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(`Saved as ${a.download}.`);
  };
  return (
    <Dialog title={`Share “${army.list.name}”`} onClose={onClose}>
      <p className="muted">Anyone can open the list from the code or the link; importing adds it as a new list.</p>
      <label className="field">
        Share code
        <textarea readOnly rows={3} value={code} data-testid="share-code" onFocus={(e) => e.target.select()} />
      </label>
      <div className="buttons">
        <button type="button" onClick={() => copy(code, 'Code')}>
          Copy code
        </button>
      </div>
      <label className="field">
        Link that opens the builder with the list
        <input readOnly value={link} data-testid="share-link" onFocus={(e) => e.target.select()} />
      </label>
      <div className="buttons">
        <button type="button" onClick={() => copy(link, 'Link')}>
          Copy link
        </button>
        <button type="button" onClick={download}>
          Download list file (.json)
        </button>
      </div>
      <p role="status" className="status">
        {status}
      </p>
    </Dialog>
  );
}

export function ImportDialog({ onClose }: { onClose(): void }) {
  const [text, setText] = useState('');
  const notice = useArmies((s) => s.notice);
  const fileId = useId();
  const close = () => {
    // The refusal was shown here; it need not stay on the page behind.
    if (armyStore.getState().notice?.kind === 'error') armyStore.getState().tell(null);
    onClose();
  };
  const run = (input: string, from: string) => {
    if (armyStore.getState().importText(input, from).ok) onClose();
  };
  return (
    <Dialog title="Import a list" onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run(text, 'The share code');
        }}
      >
        <label className="field">
          Share code or link
          <textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder="AAM1.…" />
        </label>
        <div className="buttons">
          <button type="submit" className="primary">
            Import the code
          </button>
        </div>
      </form>
      <label className="field" htmlFor={fileId}>
        Or a list file (.json)
      </label>
      <input
        id={fileId}
        type="file"
        accept=".json,application/json"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > LIMITS.text * 4) {
            armyStore.getState().tell({ kind: 'error', text: `The file was not imported: it is too large (${file.size} bytes; a list is a few kilobytes).` });
            return;
          }
          void file.text().then((t) => run(t, 'The file'));
        }}
      />
      {notice?.kind === 'error' && (
        <p className="why" role="alert" data-testid="import-error">
          {notice.text}
        </p>
      )}
    </Dialog>
  );
}

export function DeleteDialog({ army, onClose }: { army: SavedArmy; onClose(): void }) {
  return (
    <Dialog title={`Delete “${army.list.name}”?`} onClose={onClose}>
      <p>The list is removed from this browser. Export it first to keep a copy.</p>
      <div className="buttons">
        <button
          type="button"
          className="danger"
          onClick={() => {
            armyStore.getState().remove(army.id);
            onClose();
          }}
        >
          Delete the list
        </button>
        <button type="button" onClick={onClose}>
          Keep it
        </button>
      </div>
    </Dialog>
  );
}

const PLAYERS = ['Player 1 (blue, from the bottom edge)', 'Player 2 (red, from the top edge)'] as const;

export function BattleDialog({ onClose }: { onClose(): void }) {
  const armies = useArmies((s) => s.armies);
  const currentId = useArmies((s) => s.currentId);
  const [ids, setIds] = useState<[string, string]>(() => {
    const other = armies.find((a) => a.id !== currentId)?.id ?? currentId ?? '';
    return [currentId ?? '', other];
  });
  const [error, setError] = useState('');
  const chosen = ids.map((id) => armies.find((a) => a.id === id));
  const preview = chosen[0] && chosen[1] ? quickDeploy([chosen[0].list, chosen[1].list], 'preview', CATALOG_BY_ID) : null;
  const start = () => {
    if (!preview?.ok) return;
    const r = gameStore.getState().newGameFromLists(chosen[0]!.list, chosen[1]!.list);
    if (!r.ok) return setError(r.errors.join('; '));
    uiStore.getState().select(null);
    routeStore.getState().go('battle');
  };
  const reasonId = useId();
  return (
    <Dialog title="Start a battle" onClose={onClose} wide>
      <p className="muted">
        Choose a saved list for each player. The battlefield is sized for the larger point limit (R1.7); for now every unit is placed for
        you in its deployment zone, the Objective Markers are set, and Aircraft start in Reserve (R3.3).
      </p>
      <div className="players">
        {PLAYERS.map((player, t) => {
          const army = chosen[t];
          const report = army ? validateArmy(army.list, CATALOG_BY_ID) : null;
          return (
            <div key={player} className="player">
              <label className="field" htmlFor={`${reasonId}-${t}`}>
                {player}
              </label>
              <select id={`${reasonId}-${t}`} value={ids[t]} onChange={(e) => setIds((prev) => (t === 0 ? [e.target.value, prev[1]] : [prev[0], e.target.value]))}>
                  {armies.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.list.name}
                    </option>
                  ))}
              </select>
              {report && (
                <p className={report.errors.length ? 'why' : 'legal'}>
                  {report.errors.length
                    ? `Not ready: ${report.errors.length} problem${report.errors.length > 1 ? 's' : ''} to fix in the builder.`
                    : `Legal · ${report.total} / ${army!.list.pointLimit} pts`}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {preview && !preview.ok && (
        <ul className="why" id={reasonId} data-testid="battle-problems">
          {preview.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {preview?.ok && preview.notes.length > 0 && (
        <ul className="muted">
          {preview.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {error && <p className="why">{error}</p>}
      <div className="buttons">
        <button type="button" className="primary" aria-disabled={!preview?.ok || undefined} aria-describedby={preview?.ok ? undefined : reasonId} onClick={start}>
          Start the battle
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
