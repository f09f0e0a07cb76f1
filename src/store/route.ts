// Which screen is shown, kept in the address's hash so that links and the back button work:
// `#/battle` (the default), `#/builder`, and `#/builder?list=CODE` to open a shared list. The route itself is in the UI slice (slices/ui.ts).

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
