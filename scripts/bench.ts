// npm run bench: how fast the engine is, measured and printed (never asserted in tests).
// - complete random 200-point games per second (setup to the end, random legal actions), on
//   random legal armies from the whole catalog, a quarter of them with custom cards
//   (tests/property/randomArmies.ts, customCards.ts);
// - median and 99th percentile time of legalActions and applyAction in the middle of games;
// - reachable-hex and line-of-sight queries per second on a 6-tile battlefield;
// - reading scenarios of 1,000 and 8,000 units.
import seedrandom from 'seedrandom';
import {
  applyAction,
  budgetOf,
  getBoard,
  hasLineOfSight,
  legalActions,
  loadScenario,
  reachableHexes,
  readScenarioText,
  type GameState,
} from '../src/engine';
import { occupiedHexes } from '../src/engine/derived/occupancy';
import { pickAction, playRandomGame } from '../tests/property/randomPlay';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { TILES } from '../src/data/tiles';
import { bigScenario } from './bigScenario';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function fmt(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}

// 1. Whole games.
let games = 0;
let actions = 0;
const t0 = performance.now();
while (performance.now() - t0 < seconds * 1000) {
  actions += playRandomGame(`bench-${games}`).actions.length;
  games++;
}
const gameSecs = (performance.now() - t0) / 1000;
console.log(
  `random 200-point games (full-catalog armies):  ${(games / gameSecs).toFixed(1)} games/s  (${games} games, ${Math.round(actions / games)} actions per game, ${(actions / gameSecs).toFixed(0)} actions/s; each action picked from legalActions' full list)`,
);

// 1b. Whole games as an AI's playouts run them: each action drawn by the engine's playout
// sampler (randomAction), which builds only the kind of action it picks.
// Also per CPU second of this process (process.cpuUsage), which a machine shared with other work
// moves far less than the wall clock.
let playouts = 0;
let playoutActions = 0;
const t0b = performance.now();
const cpu0b = process.cpuUsage();
while (performance.now() - t0b < seconds * 1000) {
  playoutActions += playRandomGame(`playout-${playouts}`, { policy: 'sampler' }).actions.length;
  playouts++;
}
const playoutSecs = (performance.now() - t0b) / 1000;
const playoutCpu = process.cpuUsage(cpu0b);
const playoutCpuSecs = (playoutCpu.user + playoutCpu.system) / 1e6;
console.log(
  `random 200-point playouts (full-catalog armies): ${(playouts / playoutSecs).toFixed(1)} games/s, ${(playouts / playoutCpuSecs).toFixed(1)} games per CPU second  (${playouts} games, ${Math.round(playoutActions / playouts)} actions per game; actions from the playout sampler)`,
);

// 2. legalActions and applyAction in mid-game states (turns 2-4).
const mids: GameState[] = [];
for (let g = 0; mids.length < 400; g++) {
  playRandomGame(`mid-${g}`, {
    check: (s) => {
      if (s.turn >= 2 && s.turn <= 4 && s.phase !== 'setup' && Math.random() < 0.05) mids.push(s);
    },
  });
}
const legalTimes: number[] = [];
const applyTimes: number[] = [];
const rng = seedrandom('apply');
for (const s of mids) {
  let t = performance.now();
  const legal = legalActions(s);
  legalTimes.push(performance.now() - t);
  const a = pickAction(rng, legal);
  t = performance.now();
  applyAction(s, a);
  applyTimes.push(performance.now() - t);
}
legalTimes.sort((a, b) => a - b);
applyTimes.sort((a, b) => a - b);
console.log(
  `legalActions (mid-game): median ${fmt(percentile(legalTimes, 50))}, p99 ${fmt(percentile(legalTimes, 99))}`,
);
console.log(
  `applyAction (mid-game):  median ${fmt(percentile(applyTimes, 50))}, p99 ${fmt(percentile(applyTimes, 99))}`,
);

// 3. Queries on a 6-tile battlefield.
let six: GameState | null = null;
for (let g = 0; !six; g++) {
  playRandomGame(`six-${g}`, {
    points: 300,
    check: (s) => {
      if (!six && s.turn === 2 && s.phase === 'movement') six = s;
    },
  });
}
const field = six as GameState;
const board = getBoard(field.map);
const units = Object.values(field.units).filter((u) => u.status === 'map');
let reach = 0;
let t1 = performance.now();
while (performance.now() - t1 < 1000) {
  const u = units[reach % units.length];
  reachableHexes(field, u, budgetOf(field, u, 'normal'));
  reach++;
}
console.log(
  `reachable hexes (${field.map.cols}x${field.map.rows}): ${Math.round(reach / ((performance.now() - t1) / 1000))} queries/s`,
);
const occ = occupiedHexes(field);
let sights = 0;
const srng = seedrandom('los');
t1 = performance.now();
while (performance.now() - t1 < 1000) {
  for (let k = 0; k < 1000; k++) {
    hasLineOfSight(board, Math.floor(srng() * board.size), Math.floor(srng() * board.size), (i) => occ[i] === 1);
  }
  sights += 1000;
}
console.log(
  `line of sight (${field.map.cols}x${field.map.rows}): ${Math.round(sights / ((performance.now() - t1) / 1000))} queries/s`,
);

// 4. Loading big scenarios (docs/records.md, "Scenario files": loading grows linearly with the units). Reading
// the file's text as the game does (readScenarioText: parse, loadScenario, then the full
// validateState of the state it sets up), and loadScenario alone.
for (const n of [1000, 8000]) {
  const text = JSON.stringify(bigScenario(n));
  const ctx = { catalog: CATALOG_BY_ID, tiles: TILES };
  const times: number[] = [];
  const loadTimes: number[] = [];
  for (let k = 0; k < 3; k++) {
    let t = performance.now();
    const read = readScenarioText(text, ctx);
    times.push(performance.now() - t);
    if (!read.ok) throw new Error(`the ${n}-unit scenario does not load: ${read.error[0].message}`);
    const value = JSON.parse(text) as unknown;
    t = performance.now();
    loadScenario(value, ctx);
    loadTimes.push(performance.now() - t);
  }
  console.log(
    `a scenario of ${n} units (${(text.length / 1024).toFixed(0)} kB): read and checked in ${fmt(Math.min(...times))}, loadScenario alone ${fmt(Math.min(...loadTimes))} (best of 3)`,
  );
}
