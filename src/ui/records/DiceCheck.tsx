// "Verify the dice" in the replay of a finished online game (docs/online.md "Provably fair
// dice"), for either player or a spectator: the page checks every die it was shown against the key
// the server revealed, mixed with the players' contributions (a player's own among them), and the
// commitment it published at the start, and says the answer in words; once asked, the keys and
// the shell commands that recompute them are one click away, for a person who checks without us.
// A game created before keyed dice says it cannot be verified instead; hot-seat, AI and scenario
// games (no online session) show nothing.
import { useAppStoreApi, useOnline } from '../../store/context';
import { diceByHand, diceUncheckable } from '../../store/online/online';

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
      {check && <ByHand session={session} />}
    </>
  );
}

/** The keys and the commands that recompute them, for a person who checks without this page's code. */
function ByHand({ session }: { session: Parameters<typeof diceByHand>[0] }) {
  const hand = diceByHand(session);
  if (!hand) return null;
  return (
    <details className="dice-check dice-by-hand" data-testid="dice-by-hand">
      <summary>Check the key by hand</summary>
      <dl>
        <dt>Commitment shown at the start</dt>
        <dd>
          <code>{hand.commitment}</code>
        </dd>
        <dt>Server's key, revealed</dt>
        <dd>
          <code>{hand.serverKey}</code>
        </dd>
        {hand.contributions && (
          <>
            <dt>Players' contributions (first seat, second seat)</dt>
            <dd>
              <code>{hand.contributions[0]}</code> <code>{hand.contributions[1]}</code>
            </dd>
          </>
        )}
        <dt>Key the dice rolled under</dt>
        <dd>
          <code>{hand.gameKey}</code>
        </dd>
        {hand.pledged && (
          <>
            <dt>The other player's pledge, seen before this browser revealed its contribution</dt>
            <dd>
              <code>{hand.pledged.pledge}</code>
            </dd>
          </>
        )}
      </dl>
      <p>
        {hand.contributions
          ? 'The first command prints the commitment, the second the key the dice rolled under. '
          : "The command prints the commitment; with no contribution mixed in, the dice rolled under the server's key itself. "}
        {hand.pledged &&
          "The third prints the other player's pledge, from the contribution the server showed for them. "}
        Every eight words of dice are one HMAC-SHA-256 under that key, and a die is 1 + (word mod 6), a word of
        4,294,967,292 or more drawn again (docs/online.md, "Provably fair dice"). The commands need sha256sum, xxd and
        OpenSSL (on macOS, shasum -a 256 for the first).
      </p>
      {hand.commands.map((c) => (
        <pre key={c}>
          <code>{c}</code>
        </pre>
      ))}
    </details>
  );
}
