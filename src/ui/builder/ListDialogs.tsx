// Dialogs of the list bar: share or export a list, import one, delete one. Starting a battle
// between two lists is the new game dialog (ui/NewGameDialog.tsx).
import { useId, useState } from 'react';
import type { SavedArmy } from '../../store/files/armyFormat';
import { armyFileName, LIMITS, makeArmyFile } from '../../store/files/armyFormat';
import { useAppStoreApi, useBuilder } from '../../store/context';
import { encodeShareCode, shareLink } from '../../store/files/shareCode';
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
  const appStore = useAppStoreApi();
  const [text, setText] = useState('');
  const notice = useBuilder((s) => s.notice);
  const fileId = useId();
  const close = () => {
    // The refusal was shown here; it need not stay on the page behind.
    if (appStore.getState().builder.notice?.kind === 'error') appStore.getState().builder.tell(null);
    onClose();
  };
  const run = (input: string, from: string) => {
    if (appStore.getState().builder.importText(input, from).ok) onClose();
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
            appStore.getState().builder.tell({
              kind: 'error',
              text: `The file was not imported: it is too large (${file.size} bytes; a list is a few kilobytes).`,
            });
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
  const appStore = useAppStoreApi();
  return (
    <Dialog title={`Delete “${army.list.name}”?`} onClose={onClose}>
      <p>The list is removed from this browser. Export it first to keep a copy.</p>
      <div className="buttons">
        <button
          type="button"
          className="danger"
          onClick={() => {
            appStore.getState().builder.remove(army.id);
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
