// The builder and the online waiting room show a list's own custom cards (docs/armies.md "Custom
// cards travel with the list", docs/online.md "Custom cards"): a list imported with a card this
// browser does not keep still shows every model, and a ready seat's cards are marked custom.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { unitCosts, unitLabels, validateArmy } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { Roster } from '../../src/ui/builder/Roster';
import { Summary } from '../../src/ui/builder/Summary';
import { UnitCard } from '../../src/ui/builder/UnitCard';
import { SeatCards } from '../../src/ui/online/OnlineLobby';
import { CUSTOM_LIST, SUPER_SHERMAN } from '../customCards';
import { browserDeps } from '../../src/store/appStore';
import { inStore, gameStore } from './fixtures';

/** The store the components read (main.tsx makes the page's the same way). */
const appStore = gameStore(browserDeps());

describe('a list with its own custom card in the builder', () => {
  const list = CUSTOM_LIST;
  const report = validateArmy(list, CATALOG_BY_ID);
  const labels = unitLabels(list, CATALOG_BY_ID);
  const costs = unitCosts(list, CATALOG_BY_ID);

  it("shows the custom unit's card, its roster line and the army's total", () => {
    const unit = renderToString(
      inStore(appStore, createElement(UnitCard, { list, index: 1, label: labels[1], cost: costs[1], problems: [] })),
    );
    expect(unit).toContain('Super Sherman');
    expect(unit).toContain('25');
    const roster = renderToString(inStore(appStore, createElement(Roster, { list, report, labels, costs })));
    expect(roster).toContain('Super Sherman');
    const summary = renderToString(inStore(appStore, createElement(Summary, { list, report, labels })));
    expect(summary).toContain('76');
  });
});

describe('the waiting room', () => {
  it("shows a ready seat's custom cards, each marked as a player's card", () => {
    const html = renderToString(
      inStore(appStore, createElement(SeatCards, { cards: [SUPER_SHERMAN], mine: false })),
    ).replace(/<!-- -->/g, '');
    expect(html).toContain('1 custom card in this army: Super Sherman');
    expect(html).toContain('Custom card (made by a player, not from the original game)');
    expect(html).toContain('Vehicle Medium Tank');
  });
});
