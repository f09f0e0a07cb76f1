// The online game's waiting room (docs/playing.md, "Play online"), a screen of its own (no game of this screen behind
// it): to the host, the code and the link to send (with a copy button: the link names the game
// only, never this browser's seat token); to the friend who joined, what to do now; who is at the
// table and who is ready, and for a player whose army is not in yet, their own list to pick (the
// friend is first offered an army other than the host's first offer: store/online/onlineLobby.ts). Each
// list is shown to the other side only once both are ready (the server names them then), but the
// custom cards a ready list uses are shown at once (docs/online.md "Custom cards"); the game
// starts by itself.
import { useEffect, useId, useRef, useState } from 'react';
import type { UnitDef } from '../../engine';
import { TEAM_CSS } from '../../render/viewModel';
import { useAppStoreApi, useOnline } from '../../store/context';
import { inviteLink, myTeam, seatStatus } from '../../store/online/online';
import { lobbyArmy, lobbyPlace } from '../../store/online/onlineLobby';
import { ArmySelect, useArmyChoices } from '../ArmyChoice';
import { ScreenNav } from '../ScreenNav';
import { StatCard } from '../StatCard';
import './online.css';

const SEAT_NAMES = ['Player 1 (blue)', 'Player 2 (red)'] as const;

/** A ready seat's custom cards, each marked as a player's own card, to read before the game starts. */
export function SeatCards({ cards, mine }: { cards: readonly UnitDef[]; mine: boolean }) {
  return (
    <details className="seat-cards" data-testid="seat-cards">
      <summary>
        {cards.length} custom card{cards.length === 1 ? '' : 's'} in {mine ? 'your' : 'this'} army:{' '}
        {cards.map((c) => c.name).join(', ')}
      </summary>
      {cards.map((c) => (
        <div key={c.id}>
          <p className="muted">Custom card (made by a player, not from the original game)</p>
          <StatCard def={c} expanded />
        </div>
      ))}
    </details>
  );
}

export function OnlineLobby() {
  const appStore = useAppStoreApi();
  const session = useOnline((s) => s.session);
  const busy = useOnline((s) => s.busy);
  const message = useOnline((s) => s.message);
  const choices = useArmyChoices();
  const [key, setKey] = useState(() => (session ? lobbyArmy(choices, session) : choices[0]).key);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A screen of its own: its heading takes the focus, as the welcome screen's does.
  useEffect(() => heading.current?.focus(), []);
  if (!session || session.started) return null;
  const team = myTeam(session);
  const place = lobbyPlace(session);
  const link = inviteLink(location.origin, location.pathname, session.gameId);
  const mine = team === null ? null : session.seats[team];
  const list = choices.find((c) => c.key === key)?.list ?? choices[0].list;
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="online-lobby-screen">
      <header className="online-lobby-bar">
        <ScreenNav />
      </header>
      <main className="online-lobby" aria-labelledby={`${id}-title`} data-testid="online-lobby">
        <div className="online-lobby-card">
          <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>
            Online game <code data-testid="game-code">{session.gameId}</code>
          </h1>
          {place === 'joiner' && (
            <p data-testid="lobby-joined">
              You have joined your friend&apos;s game as {SEAT_NAMES[team ?? 0]}. Pick your army and press Ready: the
              game starts when both armies are in.
            </p>
          )}
          {place === 'host' ? (
            <>
              <p>Send this link (or the code) to your friend: it opens the game and gives them the other seat.</p>
              <p className="inline link-row">
                <input
                  readOnly
                  value={link}
                  aria-label="Invitation link"
                  data-testid="invite-link"
                  onFocus={(e) => e.target.select()}
                />
                <button type="button" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </button>
              </p>
            </>
          ) : place === 'watcher' ? (
            <p>You are watching: the game starts when both players are ready.</p>
          ) : null}
          <ul className="seats" aria-label="Seats">
            {session.seats.map((s) => (
              <li key={s.team} style={{ borderLeftColor: TEAM_CSS[s.team] }}>
                <strong>{SEAT_NAMES[s.team]}</strong>
                {s.team === team ? ' (you)' : ''}: {seatStatus(s, session.seats)}
                {s.name ? ` · ${s.name}` : ''}
                {s.cards && s.cards.length > 0 && <SeatCards cards={s.cards} mine={s.team === team} />}
              </li>
            ))}
          </ul>
          {mine && !mine.ready && (
            <form
              className="inline"
              onSubmit={(e) => {
                e.preventDefault();
                void appStore.getState().online.ready(list);
              }}
            >
              <label htmlFor={`${id}-army`}>Your army</label>
              <ArmySelect id={`${id}-army`} choices={choices} value={key} onChange={setKey} />
              <button type="submit" className="primary" disabled={busy}>
                Ready
              </button>
            </form>
          )}
          {mine?.ready && (
            <p className="muted">
              Your army is in. The other list is shown once both are ready; the game then starts by itself.
            </p>
          )}
          {message && (
            <p className="why" role="alert">
              {message}
            </p>
          )}
          <div className="buttons">
            <button
              type="button"
              onClick={() => {
                appStore.getState().online.leave();
                appStore.getState().ui.go('welcome');
              }}
              title="Back to the welcome screen; the online game is kept, to resume from there or from New game → Play online"
            >
              Leave
            </button>
          </div>
        </div>
      </main>
    </div>
  );
}
