// R6.3 line of sight speed: random sight checks on a seeded random 30x16 battlefield (480 hexes)
// with 20 occupied hexes. Each bench call makes PAIRS checks, so checks per second = hz * PAIRS.
// Run: npx vitest bench --run bench/lineOfSight.bench.ts
import seedrandom from 'seedrandom';
import { bench, describe } from 'vitest';
import { distance, getBoard, hasLineOfSight, traceSight, type Occupied } from '../src/engine';
import { randomMap, testMap } from '../tests/helpers';

const PAIRS = 1000;
const board = getBoard(randomMap('bench', 30, 16, { blocking: 0.15, features: 0.05 }));
// The worst case: nothing blocks, so every walk runs to the target.
const openBoard = getBoard(testMap(30, 16));
const nobody: Occupied = () => false;
const rng = seedrandom('bench-pairs');

const held = new Uint8Array(board.size);
for (let n = 0; n < 20; ) {
  const i = Math.floor(rng() * board.size);
  if (!held[i]) {
    held[i] = 1;
    n++;
  }
}
const occupied: Occupied = (i) => held[i] === 1;

function pairs(maxRange: number): Int32Array {
  const out = new Int32Array(PAIRS * 2);
  for (let k = 0; k < PAIRS; ) {
    const i = Math.floor(rng() * board.size);
    const j = Math.floor(rng() * board.size);
    if (distance(board.hexAt[i], board.hexAt[j]) > maxRange) continue;
    out[2 * k] = i;
    out[2 * k + 1] = j;
    k++;
  }
  return out;
}

const anywhere = pairs(Infinity);
const inRange = pairs(8);
let sink = 0;

describe(`${PAIRS} sight checks, 30x16 random map, 20 occupied hexes`, () => {
  bench('hasLineOfSight, any two hexes', () => {
    for (let k = 0; k < PAIRS; k++) if (hasLineOfSight(board, anywhere[2 * k], anywhere[2 * k + 1], occupied)) sink++;
  });
  bench('hasLineOfSight, within range 8', () => {
    for (let k = 0; k < PAIRS; k++) if (hasLineOfSight(board, inRange[2 * k], inRange[2 * k + 1], occupied)) sink++;
  });
  bench('hasLineOfSight, any two hexes, open map (no early exit)', () => {
    for (let k = 0; k < PAIRS; k++) if (hasLineOfSight(openBoard, anywhere[2 * k], anywhere[2 * k + 1], nobody)) sink++;
  });
  bench('traceSight (full report), within range 8', () => {
    for (let k = 0; k < PAIRS; k++) if (traceSight(board, inRange[2 * k], inRange[2 * k + 1], occupied).clear) sink++;
  });
});

export { sink };
