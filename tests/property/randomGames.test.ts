// Property tests: complete random games (random armies from the catalog, random battlefields
// of 2, 4 and 6 tiles, the full setup, random legal actions: uniformly random, or aggressive
// for combat) checked after every action. See
// scripts/fuzz.ts for a longer run with every check at full strength (npm run fuzz).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type GameState } from '../../src/engine';
import { setCacheChecks } from '../../src/engine/derived/cacheCheck';
import { brokenInvariants, flowProblems, illegalActionProblems, notPlainJson, refusedListedActions } from './invariants';
import { playRandomGame, type Policy } from './randomPlay';

const GAMES = Number(process.env.PROPERTY_GAMES ?? 2000);
const CHUNK = 250;

function replay(initial: GameState, actions: Action[]): GameState {
  let s = initial;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`replay refused ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/**
 * One game, with: the invariants of every state (population, no negative Speed or damage, plain
 * JSON), the flow from each state to the next (phases in order, each unit activated once a
 * phase, alternation, the turn limit, a score that never falls), the listed actions (all of them in every `fullEvery`-th game, a sample otherwise),
 * random unlisted actions refused with a rule and no change, the end reached, and the replay of
 * the seed and the action log reaching the identical final state.
 */
function checkGame(n: number, opts: { points: number; policy: Policy; fullListed: boolean }): string[] {
  const problems: string[] = [];
  const seen = new WeakSet<object>();
  let k = 0;
  let prev: GameState | null = null;
  const game = playRandomGame(`property-${n}`, {
    points: opts.points,
    policy: opts.policy,
    check: (state, _action, events) => {
      k++;
      for (const p of brokenInvariants(state, seen)) problems.push(`step ${k}: ${p}`);
      if (prev !== null) for (const p of flowProblems(prev, state)) problems.push(`step ${k}: ${p}`);
      prev = state;
      // Issue 12 point 3: no attack (or anything else) reports NaN or an infinite number.
      const bad = notPlainJson(events, '$events', seen);
      if (bad) problems.push(`step ${k}: an event is not plain JSON: ${bad}`);
      if (state.phase === 'ended') return;
      if (opts.fullListed || k % 25 === 0) {
        const legal = legalActions(state);
        if (legal.length === 0) problems.push(`step ${k}: no legal action`);
        for (const p of refusedListedActions(state, opts.fullListed ? legal : legal.slice(0, 5))) problems.push(`step ${k}: listed action refused: ${p}`);
        for (const p of illegalActionProblems(state, legal, `illegal-${n}-${k}`, 4)) problems.push(`step ${k}: ${p}`);
      }
    },
  });
  expect(game.final.phase).toBe('ended');
  const again = replay(game.initial, game.actions);
  if (JSON.stringify(again) !== JSON.stringify(game.final)) problems.push('the replay of the seed and the actions reached another state');
  const round = JSON.parse(JSON.stringify(game.final));
  if (JSON.stringify(round) !== JSON.stringify(game.final) || notPlainJson(round)) problems.push('the final state does not survive a JSON round trip');
  return problems;
}

describe(`${GAMES} complete random games`, () => {
  // Every action also checks the caches it handed on against a fresh computation (cacheCheck.ts).
  beforeAll(() => setCacheChecks(true));
  afterAll(() => setCacheChecks(false));
  for (let start = 0; start < GAMES; start += CHUNK) {
    const end = Math.min(GAMES, start + CHUNK);
    it(`games ${start + 1}-${end}: every invariant holds after every action`, () => {
      const problems: string[] = [];
      for (let n = start; n < end; n++) {
        // Every 10th game picks from legalActions' full list (and applies every listed action
        // of every state); of the others, the odd ones play aggressively (combat, Defensive Fire,
        // losses) and the even ones use the playout sampler. Sizes: 100, 200 and 300 points.
        const full = n % 10 === 0;
        const policy: Policy = full ? 'full' : n % 2 === 1 ? 'aggressive' : 'sampler';
        const points = [100, 200, 300][n % 3];
        for (const p of checkGame(n, { points, policy, fullListed: full })) problems.push(`game ${n}: ${p}`);
        if (problems.length > 20) break;
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }
});
