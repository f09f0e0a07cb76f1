// Which screen is shown, kept in the address's hash so that links and the back button work:
// `#/battle` (the default), `#/welcome` (the first screen of a new visitor, docs/playing.md "Starting a
// game"), `#/builder`, and `#/builder?list=CODE` to open a shared list. The route itself is in
// the UI slice (slices/ui.ts).

export type Screen = 'welcome' | 'battle' | 'builder';

export interface Route {
  screen: Screen;
  /** A share code carried by the link, to import once. */
  list: string | null;
}

export function parseRoute(hash: string): Route {
  const [path, query = ''] = hash.replace(/^#/, '').split('?', 2);
  const screen: Screen = path === '/builder' ? 'builder' : path === '/welcome' ? 'welcome' : 'battle';
  return { screen, list: screen === 'builder' ? new URLSearchParams(query).get('list') : null };
}

/** The address names a screen (`#/builder`, `#/battle`, `#/records`...): it was asked for, not the plain page. */
export function namesScreen(hash: string): boolean {
  return hash.replace(/^#\/?/, '') !== '';
}

export function routeHash(screen: Screen): string {
  return `#/${screen}`;
}
