// The offer of a new version of the game (docs/playing.md "Installing and playing offline"): the
// service worker (vite.config.ts offlineApp) fetches a new version in the background and waits;
// this bar says so, and the new version takes over only when the player presses Reload, never in
// the middle of a move. Nothing is lost by it: the game in progress is saved after every action
// and saved games and army lists live in the browser's storage (store/files/persistence.ts),
// which the service worker never touches (it replaces only its own cache of the site's files).
import { useState, useSyncExternalStore } from 'react';

/** The function that hands the page to the waiting version and reloads, once one is waiting. */
let waiting: (() => void) | null = null;
const listeners = new Set<() => void>();

/** A new version is installed and waiting (src/main.tsx, from the service worker's registration): offer it. */
export function offerUpdate(reload: () => void): void {
  waiting = reload;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const current = () => waiting;

export function UpdateOffer() {
  const reload = useSyncExternalStore(subscribe, current, current);
  const [later, setLater] = useState(false);
  if (!reload || later) return null;
  return (
    <div className="update-offer" role="status" data-testid="update-offer">
      <span>
        <strong>Update available</strong> — reload to use it. Your game in progress and your saved games are kept.
      </span>
      <button type="button" className="primary" onClick={reload}>
        Reload
      </button>
      <button type="button" onClick={() => setLater(true)}>
        Later
      </button>
    </div>
  );
}
