// Attack preview speed (computed on every hover: docs/architecture.md, "Attack preview"). Each bench call is one
// previewAttack, from the legality check to the odds, so ms per preview = 1000 / hz.
// Run: npx vitest bench --run bench/attackPreview.bench.ts
import { bench, describe } from 'vitest';
import { previewAttack, type AttackPreviewRequest, type GameState } from '../src/engine';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { atPhase, card, testGame, testMap, type TestUnit } from '../tests/helpers';

const gun = card('gun', 'Vehicle Heavy Tank', {
  speed: 3,
  defense: [7, 6],
  attack: { infantry: [10, 8, 6], vehicle: [18, 16, 14] },
});
const cards = [
  gun,
  CATALOG_BY_ID['m4a1-sherman'],
  CATALOG_BY_ID['guards-t-34-76'],
  CATALOG_BY_ID['bm-13-katyusha-rocket-launcher'],
];

function game(units: TestUnit[]): GameState {
  return atPhase(
    testGame({ map: testMap(12, 8, { '6,3': { terrain: 'forest' } }), units, cards, script: [6, 6, 1, 1] }),
    'assault',
    0,
  );
}

const state = game([
  { id: 'rifles', team: 0, models: ['rifle', 'rifle', 'rifle', 'rifle', 'rifle', 'rifle'], at: [1, 3] },
  { id: 'gun', team: 0, models: ['gun'], at: [1, 5], facing: 0 },
  { id: 't34', team: 0, models: ['guards-t-34-76'], at: [2, 1], facing: 0 },
  { id: 'kat', team: 0, models: ['bm-13-katyusha-rocket-launcher'], at: [2, 6] },
  { id: 'squad', team: 1, models: ['rifle', 'rifle', 'para', 'officer'], at: [3, 3] },
  { id: 'sherman', team: 1, models: ['m4a1-sherman'], at: [4, 5], facing: 3 },
  { id: 'enemyT34', team: 1, models: ['guards-t-34-76'], at: [4, 1], facing: 3 },
  { id: 'woods', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [6, 3] },
  { id: 'tank', team: 1, models: ['tank'], at: [6, 3], facing: 3 },
]);

const model = (unit: string) => state.units[unit].models[0].id;
const cases: [string, AttackPreviewRequest][] = [
  ['rifleman (8 dice) at a squad of 3 kinds (3 previews)', { unit: 'rifles', model: model('rifles'), target: 'squad' }],
  ['16-die gun at a Sherman (4 defense dice)', { unit: 'gun', model: model('gun'), target: 'sherman' }],
  ['Versatile Warmachine both sides (T-34 at T-34)', { unit: 't34', model: model('t34'), target: 'enemyT34' }],
  [
    'Blast into a Forest hex: 3 riflemen and a tank (two profiles)',
    { unit: 'kat', model: model('kat'), target: 'woods' },
  ],
];

for (const [, req] of cases) {
  const r = previewAttack(state, req);
  if (!r.ok) throw new Error(`bench setup refused: ${r.error.message}`);
}

let sink = 0;
describe('previewAttack, one call', () => {
  for (const [name, req] of cases) {
    bench(name, () => {
      const r = previewAttack(state, req);
      if (r.ok) sink += r.value.named.length;
    });
  }
});

export { sink };
