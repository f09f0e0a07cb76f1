// docs/playing.md: "Help (?) lists every key". The help overlay's Keys tab listed SHORTCUTS only, leaving
// out Ctrl+Z / Cmd+Z (undo) and the replay's keys (Home, End, PageUp, PageDown, and what the
// arrows and Escape do there). It now lists them from the data handleShortcut uses.
// Found by an accessibility audit.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HelpOverlay } from '../../src/ui/HelpOverlay';
import { REPLAY_KEYS, SHORTCUTS } from '../../src/ui/shortcuts';
import { browserDeps } from '../../src/store/appStore';
import { inStore, gameStore } from './fixtures';

/** The store the components read (main.tsx makes the page's the same way). */
const appStore = gameStore(browserDeps());

/** The Keys tab's rows, as [key, what it does]. */
function rows(): [string, string][] {
  const html = renderToString(inStore(appStore, createElement(HelpOverlay, { onClose: () => {} })));
  const unescaped = (t: string) =>
    t
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<kbd>([^<]*)<\/kbd><\/th><td>([^<]*)<\/td>/g)].map((m) => [m[1], unescaped(m[2])]);
}

describe('the help overlay lists every key', () => {
  const listed = rows();
  const keys = listed.map(([k]) => k);

  it('lists Ctrl+Z (Cmd+Z) as undo', () => {
    expect(listed.find(([k]) => k === 'Ctrl+Z')?.[1]).toMatch(/Undo.*Cmd\+Z/);
  });

  it("lists the replay's keys: Home, End, PageUp, PageDown, and the arrows and Escape there", () => {
    for (const k of ['Home', 'End', 'PageUp', 'PageDown']) expect(keys).toContain(k);
    for (const s of REPLAY_KEYS) expect(listed).toContainEqual([s.key, s.label]);
  });

  it('still lists every live-game shortcut', () => {
    for (const s of SHORTCUTS)
      expect(listed).toContainEqual([s.key.length === 1 ? s.key.toUpperCase() : s.key, s.label]);
  });
});
