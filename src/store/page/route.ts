// Which screen is shown, kept in the address's hash so that links and the back button work:
// `#/battle` (the default), `#/welcome` (the first screen of a new visitor, docs/playing.md "Starting a
// game"), `#/builder`, and `#/builder?list=CODE` to open a shared list. The route itself is in
// the UI slice (slices/ui.ts). `#/maps` is the tile editor, `#/maps?tile=CODE` a shared tile to offer
// (docs/maps.md, "The tile editor").

export type Screen = 'welcome' | 'battle' | 'builder' | 'maps';

const SCREEN_PATHS: Record<string, Screen> = { '/builder': 'builder', '/welcome': 'welcome', '/maps': 'maps' };

export interface Route {
  screen: Screen;
  /** A share code carried by the link, to import once. */
  list: string | null;
  /** A shared tile's code carried by the link (`#/maps?tile=CODE`), to offer once. */
  tile?: string;
}

export function parseRoute(hash: string): Route {
  const [path, query = ''] = hash.replace(/^#/, '').split('?', 2);
  const screen: Screen = Object.hasOwn(SCREEN_PATHS, path) ? SCREEN_PATHS[path] : 'battle';
  const params = new URLSearchParams(query);
  const tile = screen === 'maps' ? params.get('tile') : null;
  return { screen, list: screen === 'builder' ? params.get('list') : null, ...(tile ? { tile } : {}) };
}

/** The address names a screen (`#/builder`, `#/battle`, `#/records`...): it was asked for, not the plain page. */
export function namesScreen(hash: string): boolean {
  return hash.replace(/^#\/?/, '') !== '';
}

export function routeHash(screen: Screen): string {
  return `#/${screen}`;
}
