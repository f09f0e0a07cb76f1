// The map's lit hexes and the clicks come from one source (store/hexIntents.ts): one intent per
// hex, built from the engine's legal actions and the selection. Nothing lit may be refused.
import { describe, expect, it } from 'vitest';
import { awaiting, parseHexLabel } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { createAppStore, type AppStore } from '../../src/store/appStore';
import { overlayFor } from '../../src/store/overlay';

const F8 = parseHexLabel('F8')!;
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function lessonStore(): AppStore {
  const store = createAppStore({ listStorage: null, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });
  const r = store.getState().tutorial.start('first-battle');
  if (!r.ok) throw new Error('the lesson does not start');
  return store;
}

describe('the tutorial after its Defensive Fire step (R4.3: each unit is activated once a phase)', () => {
  it('lights no hex for the squad that already moved, and draws no route to one', async () => {
    const store = lessonStore();
    store.getState().ui.select('rifles');
    expect(store.getState().game.dispatch({ type: 'move', unit: 'rifles', path: [F8] })).toBe(true);
    await settle();
    expect(store.getState().game.dispatch({ type: 'defensiveFire', unit: 'sherman', at: 'to' })).toBe(true);
    await settle();
    const s = store.getState();
    expect(awaiting(s.game.game)).toMatchObject({ kind: 'activate', team: 0 });
    expect(s.ui.selected).toBe('rifles');
    const hover = parseHexLabel('F7')!;
    const overlay = overlayFor({ game: s.game.game, selected: 'rifles', hover, intent: s.ui.intent, showArcs: false });
    expect(overlay.marks.filter((m) => m.kind === 'reach' || m.kind === 'reachRoll')).toEqual([]);
    expect(overlay.route).toBeNull();
  });
});
