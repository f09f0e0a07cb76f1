/// <reference types="vite-plugin-pwa/vanillajs" />
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AiPool, poolSize, type MessagePort } from './ai';
import { readAddress, withJoin } from './store/page/address';
import { browserDeps, createAppStore } from './store/appStore';
import { browserStorage } from './store/files/armyLists';
import { StoreProvider } from './store/context';
import { socketConnection } from './store/online/onlineConnection';
import { installEffects } from './store/effects/effects';
import { gameInProgress, opensWelcome } from './store/page/welcome';
import { App } from './ui/App';
import { offerUpdate, UpdateOffer } from './ui/UpdateOffer';
import './ui/styles.css';
import './ui/touch.css';

/** How often an open page asks the server for a new version of the site (ms). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

// The page's one store (docs/architecture.md, "src/store"): made here, handed to the components
// through StoreProvider and to what else needs it (the address, the other tabs, the AI's worker).
const appStore = createAppStore(browserDeps());
// What follows its changes by itself: an AI side decides, the lesson follows, a unit that can only
// stay stays, the address follows the screen and the online game, the other tabs are told.
installEffects(appStore);

// `?seed=...` starts a new game with that seed (to share or reproduce a game), `?tiles=4`,
// `?tiles=6` or `?tiles=6&tall=1` one on a bigger battlefield; the parameters are then dropped
// from the address so that a reload resumes the autosaved game instead.
const asked = readAddress(location.search);
// The plain page opens the welcome screen unless a game is in progress here (store/page/welcome.ts);
// its own address (#/welcome) then keeps it there across a reload.
const opened = appStore.getState();
if (
  opensWelcome({
    address: asked,
    hash: location.hash,
    from: opened.firstGameFrom,
    inProgress: gameInProgress(opened.game.game, opened.game.actions.length),
  })
) {
  opened.ui.go('welcome', true);
}
if (asked.newGame) {
  appStore
    .getState()
    .startGame({ kind: 'quick', ...(asked.seed !== null ? { seed: asked.seed } : {}), field: asked.field });
  history.replaceState(null, '', `${location.pathname}${asked.rest ? `?${asked.rest}` : ''}${location.hash}`);
}

// Online games (docs/online.md): the line to the game server (served with the page) opens at the first
// online request, so a hot-seat game never opens one. `?join=CODE` (an invitation, or the online
// game's own address after a reload) joins that game: this browser's kept seat, else a free
// seat, else to watch. The address follows the online game, so a reload comes back to it.
appStore.getState().online.connect(() => socketConnection(), browserStorage());
if (asked.join) {
  void appStore
    .getState()
    .online.join(asked.join)
    .then((refused) => {
      if (!refused) return;
      appStore.getState().records.say(`Online game ${asked.join}: ${refused}`);
      history.replaceState(null, '', `${location.pathname}${withJoin(location.search, null)}${location.hash}`);
    });
}

// The AI thinks in a Web Worker, never on the page's thread (docs/ai.md, "For the UI"): the store's AI
// slice asks it whenever an AI side must decide, and for the human's Suggest. The worker is
// started at the first question, not with the page (docs/development.md, "Opening the page": quick to open; a game
// between two humans never loads it).
function lazyWorkerPort(start: () => Worker): MessagePort {
  let worker: Worker | null = null;
  const port: MessagePort = {
    onmessage: null,
    postMessage(msg) {
      if (!worker) {
        worker = start();
        // A Worker's onmessage takes a full MessageEvent; the client reads only its data.
        worker.onmessage = (e: MessageEvent) => port.onmessage?.(e);
      }
      worker.postMessage(msg);
    },
  };
  return port;
}
// A pool of workers, one per core the browser reports (at most eight): the hard and expert players
// search in all of them at once (docs/ai.md, "The pool"); each is started at its first question.
appStore
  .getState()
  .ai.connect(
    new AiPool(
      Array.from({ length: poolSize(navigator.hardwareConcurrency) }, () =>
        lazyWorkerPort(() => new Worker(new URL('./ai/worker.ts', import.meta.url), { type: 'module' })),
      ),
    ),
  );

// The service worker that keeps the site for offline play and installing (vite.config.ts offlineApp,
// docs/hosting.md "The service worker"), in builds only: the dev server and the tests run without
// one. A new version waits for the player's choice (UpdateOffer), and a page left open for days
// asks for one every hour as well as at each load.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      onNeedRefresh: () => offerUpdate(() => void update(true)),
      onRegisteredSW: (_url, registration) => {
        if (registration) setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
      },
    });
  });
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={appStore}>
      <App />
      <UpdateOffer />
    </StoreProvider>
  </StrictMode>,
);
