// How long validateState takes to read a saved game state (docs/architecture.md "Input formats"):
// a game file, the autosave and the game server's saved games go through it. The states: those
// of four random games every 25 actions (mid-game states of 12-20 units), and every
// state of it owing a decision mid-resolution (an attack under way, a Defensive Fire volley, a
// reroll). Processor time of the process (process.cpuUsage), medians of `runs` rounds; printed,
// never asserted. Run: npx vite build --ssr scripts/measureValidateState.ts --outDir
// .cli/measureValidateState --emptyOutDir --logLevel error &&
// node .cli/measureValidateState/measureValidateState.js [runs]
import { loadavg } from 'node:os';
import { validateState, type GameState } from '../src/engine';
import { playRandomGame } from '../tests/property/randomPlay';

const runs = Number(process.argv[2] ?? 30);
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

const plain: GameState[] = [];
const owing: GameState[] = [];
for (let g = 0; g < 4; g++) {
  let n = 0;
  playRandomGame(`measure-validate-${g}`, {
    policy: g % 2 === 0 ? 'aggressive' : 'full',
    check: (s) => {
      n++;
      if (s.pending.length > 0 || s.resume.length > 0) owing.push(copy(s));
      else if (n % 25 === 0 && s.turn >= 1) plain.push(copy(s));
    },
  });
}

/** Microseconds of processor time per state: the median of `runs` rounds over all the states. */
function perState(states: GameState[]): number {
  const rounds: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    for (const s of states) {
      const r = validateState(s);
      if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
    }
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / states.length);
  }
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(rounds.length / 2)];
}

const units = plain.map((s) => Object.keys(s.units).length);
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}; ${runs} rounds`,
);
console.log(
  `${plain.length} mid-game states (${Math.min(...units)}-${Math.max(...units)} units): ${perState(plain).toFixed(0)} µs CPU per state`,
);
console.log(`${owing.length} states owing a decision mid-resolution: ${perState(owing).toFixed(0)} µs CPU per state`);
