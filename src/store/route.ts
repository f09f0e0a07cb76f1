// Which screen is shown, kept in the address's hash so that links and the back button work:
// `#/battle` (the default), `#/builder`, and `#/builder?list=CODE` to open a shared list.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type Screen = 'battle' | 'builder';

export interface Route {
  screen: Screen;
  /** A share code carried by the link, to import once. */
  list: string | null;
}

export function parseRoute(hash: string): Route {
  const [path, query = ''] = hash.replace(/^#/, '').split('?', 2);
  const screen: Screen = path === '/builder' ? 'builder' : 'battle';
  return { screen, list: screen === 'builder' ? new URLSearchParams(query).get('list') : null };
}

export function routeHash(screen: Screen): string {
  return `#/${screen}`;
}

interface RouteStore {
  route: Route;
  /** Shows a screen; `replace` leaves no history entry (dropping a link's code after reading it). */
  go(screen: Screen, replace?: boolean): void;
}

const hasWindow = typeof window !== 'undefined';

export const routeStore = createStore<RouteStore>()((set) => ({
  route: parseRoute(hasWindow ? location.hash : ''),
  go(screen, replace = false) {
    const hash = routeHash(screen);
    if (hasWindow && location.hash !== hash) {
      if (replace) history.replaceState(null, '', hash);
      else history.pushState(null, '', hash);
    }
    set({ route: { screen, list: null } });
  },
}));

if (hasWindow) {
  window.addEventListener('hashchange', () => routeStore.setState({ route: parseRoute(location.hash) }));
  window.addEventListener('popstate', () => routeStore.setState({ route: parseRoute(location.hash) }));
}

export function useRoute(): Route {
  return useStore(routeStore, (s) => s.route);
}
