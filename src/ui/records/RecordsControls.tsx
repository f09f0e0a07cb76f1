// The phase bar's records controls: undo (with the reason it is refused, as its title and as a
// message when pressed anyway), the replay, saving to and loading from a file, and the result of
// an ended game. The message line under the bar says what happened.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAppStoreApi, useGame, useOnline, useRecords, useReplaying } from '../../store/context';
import { onlineUndoRefusal } from '../../store/online/online';
import { UNDO_IN_REPLAY, undoRefusal } from '../../store/slices/game';
import { useCommands } from '../../store/commands/commands';
import { openSavedGames, SaveBanners } from './SaveBanners';

// Not on the first screen: loaded when first opened, so the page opens quickly (docs/development.md, "Opening the page").
const SavedGamesDialog = lazy(() => import('./SavedGames').then((m) => ({ default: m.SavedGamesDialog })));

export function RecordsControls() {
  const appStore = useAppStoreApi();
  const { closeReplay, openReplay, undoLast } = useCommands();
  const game = useGame((s) => s.game);
  const actions = useGame((s) => s.actions);
  const steps = useGame((s) => s.steps);
  const players = useGame((s) => s.players);
  const replay = useReplaying();
  const endClosed = useRecords((s) => s.endScreenClosedFor);
  const listOpen = useRecords((s) => s.listOpen);
  // The same words as a refused press (undoLast) says; worked out when the game or the replay changes, not on every hover.
  const session = useOnline((s) => s.session);
  const refusal = useMemo(
    () =>
      session
        ? replay
          ? UNDO_IN_REPLAY
          : onlineUndoRefusal({ game, actions, steps }, session)
        : undoRefusal({ game, actions, steps, players }, replay),
    [game, actions, steps, players, replay, session],
  );
  return (
    <div className="records-controls">
      {/* aria-disabled, not disabled: the button stays focusable and a press says why it is refused. */}
      <button
        type="button"
        aria-disabled={refusal !== null}
        data-testid="undo"
        title={
          refusal ??
          (session
            ? 'Ask the other player to let you take back your last action (U or Ctrl+Z)'
            : 'Take back the last action (U or Ctrl+Z)')
        }
        onClick={undoLast}
      >
        Undo
      </button>
      {/* One button, pressed while the replay is open: the bar keeps its layout either way. */}
      <button
        type="button"
        aria-pressed={replay}
        onClick={() => (replay ? closeReplay() : openReplay())}
        title={replay ? 'Leave the replay, back to the live game (Escape)' : 'Step through the game so far'}
      >
        Replay
      </button>
      <FileMenu />
      {game.phase === 'ended' && !replay && endClosed === game && (
        <button type="button" onClick={() => appStore.getState().records.reopenEndScreen()}>
          Result
        </button>
      )}
      <RecordsNotice />
      <SaveBanners />
      {listOpen && (
        <Suspense fallback={null}>
          <SavedGamesDialog />
        </Suspense>
      )}
    </div>
  );
}

/** Saved games, save and load, in one menu: the phase bar has no room for more buttons at 1280 px. */
function FileMenu() {
  const appStore = useAppStoreApi();
  const { loadFromFile, saveToFile } = useCommands();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    // A click anywhere else, or Escape, closes the menu.
    const away = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node)) setOpen(false);
    };
    // Used up: the board's keys (shortcuts.ts) do not also leave the replay or drop the selection.
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      setOpen(false);
    };
    window.addEventListener('pointerdown', away);
    window.addEventListener('keydown', onEscape, true);
    return () => {
      window.removeEventListener('pointerdown', away);
      window.removeEventListener('keydown', onEscape, true);
    };
  }, [open]);
  return (
    <div className="records-menu" ref={menu}>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
        title="Saved games, or save the game to a file, or load one"
      >
        File ▾
      </button>
      {open && (
        <div className="records-menu-items">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              openSavedGames(appStore);
            }}
            title="The games kept in this browser: open, rename, delete, export"
          >
            Saved games…
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              saveToFile();
            }}
          >
            Save to file
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              file.current?.click();
            }}
            title="The current game is replaced by the one in the file"
          >
            Load from file…
          </button>
        </div>
      )}
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="load-file"
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = ''; // the same file may be picked again
          if (picked) void loadFromFile(picked);
        }}
      />
    </div>
  );
}

function RecordsNotice() {
  const appStore = useAppStoreApi();
  const notice = useRecords((s) => s.notice);
  if (!notice) return null;
  return (
    <p className={`records-notice ${notice.kind}`} role="status" data-testid="records-notice">
      {notice.text}
      <button type="button" aria-label="Dismiss" onClick={() => appStore.getState().records.clearNotice()}>
        ×
      </button>
    </p>
  );
}
