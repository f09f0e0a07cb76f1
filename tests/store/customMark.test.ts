// The Custom mark (docs/armies.md, "Your own cards"): a card a player made says so on its stat
// card (the builder's card dialog and the battle's unit panel both show StatCard) and beside its
// name wherever the builder names it (CardButton); a catalog card carries no mark.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { CardButton } from '../../src/ui/builder/CardButton';
import { StatCard } from '../../src/ui/StatCard';
import { browserDeps } from '../../src/store/appStore';
import { inStore, gameStore } from './fixtures';

/** The store the components read (main.tsx makes the page's the same way). */
const appStore = gameStore(browserDeps());

const sherman = CATALOG_BY_ID['m4a1-sherman'];
const { sourceRow: _sourceRow, ...catalogSherman } = sherman;
const mine = { ...catalogSherman, id: 'custom-sherman', name: 'My Sherman', custom: true as const };

function text(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
}

describe('the Custom mark', () => {
  it('on the stat card of a custom card, with its words for screen readers; not on a catalog card', () => {
    expect(text(renderToString(inStore(appStore, createElement(StatCard, { def: mine }))))).toContain(
      'My ShermanCustom card',
    );
    expect(renderToString(inStore(appStore, createElement(StatCard, { def: sherman })))).not.toContain('custom-badge');
  });

  it('beside the name that opens the card, whose label says it too', () => {
    const html = renderToString(inStore(appStore, createElement(CardButton, { def: mine })));
    expect(html).toContain('aria-label="Stat card: My Sherman (custom card)"');
    expect(html).toContain('class="custom-badge"');
    expect(renderToString(inStore(appStore, createElement(CardButton, { def: sherman })))).not.toContain('custom');
  });
});
