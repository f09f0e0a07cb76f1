// Two stores side by side (docs/architecture.md, "src/store"): a test, the replay or a spectator
// view holds a store of its own. Nothing is shared: a game, a selection, a command or a component
// reads and changes only the store it was given.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import type { AppStore } from '../../src/store/appStore';
import { commandsFor } from '../../src/store/commands/commands';
import { useGame, useUi } from '../../src/store/context';
import { gameStore, inStore } from './fixtures';

const newStore = () => gameStore({ listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });

/** What a component of each tree reads: the game's seed and the unit selected. */
function Shown() {
  const seed = useGame((s) => s.initial.seed);
  const selected = useUi((s) => s.selected ?? 'none');
  return createElement('p', null, `${seed} ${selected}`);
}

function shown(store: AppStore): string {
  // Rendering on the server reads the store's initial state: let it read the state now.
  (store as { getInitialState: () => unknown }).getInitialState = () => store.getState();
  return renderToString(inStore(store, createElement(Shown)));
}

describe('two stores', () => {
  it('hold their own games: a game begun, an action played or a unit selected in one leaves the other as it was', () => {
    const a = newStore();
    const b = newStore();
    a.getState().startGame({ kind: 'quick', seed: 'store-a', field: null });
    b.getState().startGame({ kind: 'quick', seed: 'store-b', field: null });
    const before = b.getState();
    commandsFor(a).cycleUnits();
    expect(a.getState().ui.selected).not.toBeNull();
    expect(b.getState().ui.selected).toBeNull();
    commandsFor(a).holdSelected();
    expect(a.getState().game.actions).toHaveLength(1);
    expect(b.getState().game).toBe(before.game);
    expect(b.getState().records).toBe(before.records);
    expect(a.getState().records.slot.id).not.toBe(b.getState().records.slot.id);
  });

  it('each command set acts on its own store, made once per store', () => {
    const a = newStore();
    const b = newStore();
    expect(commandsFor(a)).toBe(commandsFor(a));
    expect(commandsFor(a)).not.toBe(commandsFor(b));
    b.getState().startGame({ kind: 'quick', seed: 'store-b-only', field: null });
    commandsFor(b).cycleUnits();
    expect(a.getState().ui.selected).toBeNull();
  });

  it('a component reads the store its StoreProvider hands down, not another', () => {
    const a = newStore();
    const b = newStore();
    a.getState().startGame({ kind: 'quick', seed: 'shown-a', field: null });
    b.getState().startGame({ kind: 'quick', seed: 'shown-b', field: null });
    commandsFor(b).cycleUnits();
    const picked = b.getState().ui.selected!;
    expect(shown(a)).toContain('shown-a none');
    expect(shown(b)).toContain(`shown-b ${picked}`);
  });

  it('a component outside any StoreProvider says so, rather than read a store of no one', () => {
    expect(() => renderToString(createElement(Shown))).toThrow(/StoreProvider/);
  });
});
