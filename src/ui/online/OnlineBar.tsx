// The online game's status line on the battle screen (docs/playing.md, "Play online"): the game's code, the team this
// browser plays (or "watching"), "Waiting for <team>" while the other side owes the decision (no
// hand-off screen online: each browser acts only for its own team), the other player's browser
// "disconnected" / "back", this browser's own line down, a refusal of the server, a dice key the
// server told without this player's contribution, and the other player's request to take back
// their last action, to accept or refuse.
import { TEAM_CSS } from '../../render/viewModel';
import { useAppStoreApi, useGame, useOnline } from '../../store/context';
import { myTeam, otherTeam, waitingFor } from '../../store/online/online';
import './online.css';

export function OnlineBar() {
  const appStore = useAppStoreApi();
  const session = useOnline((s) => s.session);
  const line = useOnline((s) => s.line);
  const message = useOnline((s) => s.message);
  const game = useGame((s) => s.game);
  const steps = useGame((s) => s.actions.length);
  if (!session?.started) return null;
  const team = myTeam(session);
  const waiting = waitingFor(game, session);
  const asked = session.undoAsked;
  const peer = team === null ? null : session.peer;
  return (
    // data-steps: how many of the server's steps this page holds, so a test acts on the position the
    // page shows, not on one the server has and the page has not received yet (e2e/online.spec.ts).
    <div className="online-bar" data-testid="online-bar" data-steps={steps} aria-live="polite">
      <span className="online-code" title="The game's code: a friend types it in New game → Play online to watch">
        Online <code>{session.gameId}</code>
      </span>
      {team === null ? (
        <span className="online-role" data-testid="spectator">
          Watching (read-only)
        </span>
      ) : (
        <span className="online-role" style={{ borderColor: TEAM_CSS[team] }}>
          You play {game.teams[team].name}
        </span>
      )}
      {session.diceWarning && (
        // For the whole game: the player learns at the start, not only from Verify the dice at the end.
        <span className="online-message" role="alert" data-testid="dice-warning">
          {session.diceWarning}
        </span>
      )}
      {waiting && (
        <span className="online-waiting" data-testid="waiting-for">
          {waiting}…
        </span>
      )}
      {peer === 'disconnected' && team !== null && (
        <span className="online-peer away" data-testid="peer-state">
          {game.teams[otherTeam(team)].name}: disconnected (their moves wait for them)
        </span>
      )}
      {peer === 'back' && team !== null && (
        <span className="online-peer" data-testid="peer-state">
          {game.teams[otherTeam(team)].name}: back
        </span>
      )}
      {line === 'disconnected' && (
        <span className="online-peer away" data-testid="line-down">
          Connection lost: reconnecting…
        </span>
      )}
      {asked && team !== null && asked.by !== team && (
        <span className="online-ask" role="group" aria-label="Undo asked">
          {game.teams[asked.by].name} asks to take back their last action.{' '}
          <button type="button" onClick={() => appStore.getState().online.answerUndo(true)}>
            Accept
          </button>
          <button type="button" onClick={() => appStore.getState().online.answerUndo(false)}>
            Refuse
          </button>
        </span>
      )}
      {asked && asked.by === team && (
        <span className="online-ask">Asked to take back your last action: waiting for the answer…</span>
      )}
      {message && (
        <span className="online-message" role="alert">
          {message}{' '}
          <button
            type="button"
            className="link"
            aria-label="Dismiss"
            onClick={() => appStore.getState().online.clearMessage()}
          >
            ×
          </button>
        </span>
      )}
    </div>
  );
}
