// The phase bar's records controls: undo (with the reason it is refused, as its title and as a
// message when pressed anyway), the replay, saving to and loading from a file, and the result of
// an ended game. The message line under the bar says what happened.
import { useRef } from 'react';
import { useGame } from '../../store/gameStore';
import { undoBlocker } from '../../store/history';
import { closeReplay, loadFromFile, openReplay, saveToFile, undoLast } from '../../store/recordsCommands';
import { recordsStore, useRecords } from '../../store/recordsStore';

export function RecordsControls() {
  const game = useGame((s) => s.game);
  const actions = useGame((s) => s.actions);
  const steps = useGame((s) => s.steps);
  const replay = useRecords((s) => s.replay);
  const endClosed = useRecords((s) => s.endScreenClosedFor);
  const file = useRef<HTMLInputElement>(null);
  const refusal = replay ? 'Leave the replay first: undo takes back an action of the live game.' : undoBlocker({ game, actions, steps });
  return (
    <div className="records-controls">
      {/* aria-disabled, not disabled: the button stays focusable and a press says why it is refused. */}
      <button type="button" aria-disabled={refusal !== null} data-testid="undo" title={refusal ?? 'Take back the last action (U or Ctrl+Z)'} onClick={undoLast}>
        Undo
      </button>
      {replay ? (
        <button type="button" className="primary" onClick={closeReplay} title="Back to the live game (Escape)">
          Leave replay
        </button>
      ) : (
        <button type="button" onClick={() => openReplay()} title="Step through the game so far">
          Replay
        </button>
      )}
      <button type="button" onClick={saveToFile} title="Save the game as a file">
        Save
      </button>
      <button type="button" onClick={() => file.current?.click()} title="Load a game from a file (the current game is replaced)">
        Load
      </button>
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
      {game.phase === 'ended' && !replay && endClosed === game && (
        <button type="button" onClick={() => recordsStore.getState().reopenEndScreen()}>
          Result
        </button>
      )}
      <RecordsNotice />
    </div>
  );
}

function RecordsNotice() {
  const notice = useRecords((s) => s.notice);
  if (!notice) return null;
  return (
    <p className={`records-notice ${notice.kind}`} role="status" data-testid="records-notice">
      {notice.text}
      <button type="button" aria-label="Dismiss" onClick={() => recordsStore.getState().clearNotice()}>
        ×
      </button>
    </p>
  );
}
