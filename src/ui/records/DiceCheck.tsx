// "Verify the dice" in the replay of a finished online game (docs/online.md "Provably fair
// dice"), for either player or a spectator: the page checks every die it was shown against the key
// the server revealed, mixed with the players' contributions (a player's own among them), and the
// commitment it published at the start, and says the answer in words.
// A game created before keyed dice says it cannot be verified instead; hot-seat, AI and scenario
// games (no online session) show nothing.
import { useAppStoreApi, useOnline } from '../../store/context';
import { diceUncheckable } from '../../store/online/online';

export function DiceCheck() {
  const appStore = useAppStoreApi();
  const session = useOnline((s) => s.session);
  // The key is revealed once the game is over: before that there is nothing to check.
  if (!session?.revealed) return null;
  const why = diceUncheckable(session);
  if (why) {
    return (
      <p className="dice-check" data-testid="dice-check">
        {why}
      </p>
    );
  }
  const check = session.diceCheck;
  return (
    <>
      <button
        type="button"
        onClick={() => appStore.getState().online.verifyDice()}
        title="Check every die of this game against the key the server revealed, mixed with the players' contributions, and the commitment it gave at the start"
      >
        Verify the dice
      </button>
      {check && (
        <p
          className={`dice-check ${check.ok ? 'dice-check-ok' : 'dice-check-failed'}`}
          role="status"
          data-testid="dice-check"
        >
          {check.ok ? '✔ ' : '✘ '}
          {check.text}
        </p>
      )}
    </>
  );
}
