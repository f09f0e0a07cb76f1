// The welcome screen (docs/playing.md "Starting a game"): the first screen of a new visitor, and "Home"
// in the screen navigation later. It names the ways in: the tutorial, a game against the computer,
// a friend at this screen (hot seat) or online, and the army builder; a game in progress is one
// click away. What the plain page opens is decided in the store (store/page/welcome.ts).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppStoreApi, useGame } from '../../store/context';
import { aiSeat, HUMAN, HUMANS, type Players } from '../../store/game/players';
import { routeHash } from '../../store/page/route';
import { gameInProgress } from '../../store/page/welcome';
import { useNoConnection } from '../online/NeedsConnection';
import { OnlineReminder } from '../online/OnlineReminder';
import { ScreenNav } from '../ScreenNav';
import { startFirstBattle } from '../tutorial/TutorialOverlay';
import './welcome.css';

// Loaded when a way in is chosen, not with the first screen (quick to open).
const NewGameDialog = lazy(() => import('../NewGameDialog').then((m) => ({ default: m.NewGameDialog })));

/** A game against the computer: the player takes the first side, the AI at its middle level the other. */
const AGAINST_THE_AI: Players = [HUMAN, aiSeat('normal')];

type Way = { title: string; players: Players; online: boolean };

const WAYS: Record<'computer' | 'friend' | 'online', Way> = {
  computer: { title: 'Play the computer', players: AGAINST_THE_AI, online: false },
  friend: { title: 'Play a friend here', players: HUMANS, online: false },
  online: { title: 'Play online', players: HUMANS, online: true },
};

export function Welcome() {
  const appStore = useAppStoreApi();
  const heading = useRef<HTMLHeadingElement>(null);
  const [way, setWay] = useState<keyof typeof WAYS | null>(null);
  const going = useGame((s) => gameInProgress(s.game, s.actions.length));
  const turn = useGame((s) => (s.game.turn === 0 ? 'the setup' : `turn ${s.game.turn}`));
  const names = useGame((s) => `${s.game.teams[0].name} vs ${s.game.teams[1].name}`);
  // Everything but online play works offline (the service worker keeps the site): the online way says so.
  const offline = useNoConnection()?.offline === true;
  // The screen's heading takes the focus, so a keyboard or screen reader user starts at its top.
  useEffect(() => heading.current?.focus(), []);
  const chosen = way && WAYS[way];
  return (
    <div className="welcome-screen">
      <header className="welcome-bar">
        <ScreenNav />
      </header>
      <main className="welcome" aria-labelledby="welcome-title">
        <h1 id="welcome-title" ref={heading} tabIndex={-1}>
          A&amp;A Miniatures: Reloaded
        </h1>
        <p className="welcome-lede">
          Squads, tanks and guns of the Second World War on a battlefield of hexes, by the rules of Axis &amp; Allies
          Miniatures. Every die is shown with its odds first.
        </p>
        {going && (
          <p className="welcome-resume">
            <button
              type="button"
              className="primary"
              data-testid="welcome-resume"
              onClick={() => appStore.getState().ui.go('battle')}
            >
              Back to your game
            </button>{' '}
            <span className="muted">
              {names}, {turn}
            </span>
          </p>
        )}
        <OnlineReminder />
        <ul className="welcome-ways" aria-label="Ways to play">
          <li>
            <button
              type="button"
              className="way"
              data-testid="welcome-learn"
              onClick={() => startFirstBattle(appStore)}
            >
              <strong>Learn to play</strong>
              <span>
                One guided turn against a scripted enemy: moving, Defensive Fire, attacking with the odds, scoring. A
                few minutes.
              </span>
            </button>
          </li>
          <li>
            <button type="button" className="way" data-testid="welcome-computer" onClick={() => setWay('computer')}>
              <strong>Play the computer</strong>
              <span>Your army against the AI: pick the armies, the battlefield and how hard it plays.</span>
            </button>
          </li>
          <li>
            <button type="button" className="way" data-testid="welcome-friend" onClick={() => setWay('friend')}>
              <strong>Play a friend here</strong>
              <span>Two players at this screen, passing it between turns (hot seat).</span>
            </button>
          </li>
          <li>
            <button type="button" className="way" data-testid="welcome-online" onClick={() => setWay('online')}>
              <strong>Play a friend online</strong>
              <span>Host a game and send your friend a link, or type the code they sent you.</span>
              {offline && (
                <span className="needs-connection" data-testid="welcome-online-offline">
                  Online play needs a connection: this device is offline.
                </span>
              )}
            </button>
          </li>
          <li>
            <a className="way" href={routeHash('builder')} data-testid="welcome-builder">
              <strong>Build an army</strong>
              <span>Choose your units within a point limit, save the list and share it.</span>
            </a>
          </li>
        </ul>
      </main>
      {chosen && (
        <Suspense fallback={null}>
          <NewGameDialog
            title={chosen.title}
            players={chosen.players}
            online={chosen.online}
            onClose={() => setWay(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
