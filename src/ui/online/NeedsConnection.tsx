// Online play needs a connection (docs/playing.md "Installing and playing offline"): everything
// else works offline once the site has been visited (the service worker keeps it), so the online
// entry points say so plainly when the browser is offline or the game server cannot be reached,
// rather than waiting for a request to fail.
import { useSyncExternalStore } from 'react';
import { useOnline } from '../../store/context';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/**
 * Why online play cannot start now, or null when it may: the browser says it is offline (then
 * nothing online is worth trying), or the line to the game server went down (the page keeps
 * trying it, so a request may still be tried).
 */
export function useNoConnection(): { offline: boolean; why: string } | null {
  const onLine = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const line = useOnline((s) => s.line);
  if (!onLine) return { offline: true, why: 'This device is offline.' };
  if (line === 'disconnected') return { offline: false, why: 'The game server cannot be reached.' };
  return null;
}

/** The notice at an online entry point, or nothing while a connection is there. */
export function NeedsConnection() {
  const none = useNoConnection();
  if (!none) return null;
  return (
    <p className="needs-connection" role="alert" data-testid="needs-connection">
      <strong>Online play needs a connection.</strong> {none.why} Games at this screen, against the computer, the army
      builder, the tutorial, saved games and replays work without one.
    </p>
  );
}
