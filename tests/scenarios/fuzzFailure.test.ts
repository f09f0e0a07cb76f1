// A game `npm run fuzz` finds failing is written as a scenario and an actions file
// (docs/scenarios.md): loading that scenario gives the very state the fuzzer's game started from, and its
// actions reach the same end, so `npm run scenario -- <scenario> <actions>` replays the failure.
import { describe, expect, it } from 'vitest';
import { applyAction, loadScenario, type Action } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { TILES } from '../../src/data/tiles';
import { failureFiles } from '../property/failureScenario';
import { playRandomGame } from '../property/randomPlay';

describe('a fuzzed game as a scenario file', () => {
  // fuzz-3's armies field three random custom cards (tests/property/customCards.ts): the scenario brings them as its own cards.
  for (const [seed, points] of [
    ['fuzz-0', 100],
    ['fuzz-4', 200],
    ['fuzz-3', 100],
  ] as const) {
    it(`${seed} (${points} points): the scenario loads as the game's first state and its actions replay to the same end`, () => {
      const game = playRandomGame(seed, { points, policy: 'aggressive' });
      const files = failureFiles(game.initial, game.actions, seed);
      const custom = Object.keys(game.initial.defs).filter((id) => !Object.hasOwn(CATALOG_BY_ID, id));
      expect(((JSON.parse(files.scenario) as { cards?: { id: string }[] }).cards ?? []).map((c) => c.id)).toEqual(
        custom,
      );
      if (seed === 'fuzz-3') expect(custom.length).toBe(3);
      const loaded = loadScenario(JSON.parse(files.scenario), { catalog: CATALOG_BY_ID, tiles: TILES });
      if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join('\n'));
      expect(loaded.state).toEqual(game.initial);
      let state = loaded.state;
      for (const a of JSON.parse(files.actions) as Action[]) {
        const r = applyAction(state, a);
        if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.message}`);
        state = r.state;
      }
      expect(state).toEqual(game.final);
    });
  }
});
