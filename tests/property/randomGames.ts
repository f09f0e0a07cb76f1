// Property tests: complete random games (random legal armies from the whole catalog, custom cards
// in a quarter of them, random battlefields of 2, 4 and 6 tiles, the full setup, random legal
// actions: uniformly random, or aggressive for combat) checked after every action. The run is
// split between the files randomGames.*.test.ts, which Vitest runs side by side; each file checks
// its share of the games 0..PROPERTY_GAMES-1. `npm test` runs DEFAULT_GAMES of them (a fast
// loop); `npm run test:property:full` runs 2,000, and `npm run fuzz` those 2,000 and then
// scripts/fuzz.ts's longer run with every check at full strength.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type GameState } from '../../src/engine';
import { setCacheChecks } from '../../src/engine/derived/cacheCheck';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import {
  brokenInvariants,
  flowProblems,
  illegalActionProblems,
  notPlainJson,
  refusedListedActions,
} from './invariants';
import { playRandomGame, type ArmyDraw, type Policy } from './randomPlay';
import { featuredDraw, sizeOf } from './gamePlan';

/**
 * Games in `npm test`'s run, a third of the 300 it played before: every card still plays (gamePlan.ts
 * features more cards an army in a shorter run); the 2,000 of full strength are in
 * `npm run fuzz` (docs/development.md "Tests").
 */
export const DEFAULT_GAMES = 100;
export const PROPERTY_GAMES = Number(process.env.PROPERTY_GAMES ?? DEFAULT_GAMES);
/**
 * A full-listed game applies every listed action of every state (refusedListedActions), and each
 * applied action is checked for stale caches (cacheCheck.ts): on all of them that check was about
 * half of the property test's time (a CPU profile of randomGames.3, 2026-12-02). `npm test` checks
 * the caches of one listed action in CACHE_CHECK_STRIDE there, and of every action the games play;
 * `npm run test:property:full` (PROPERTY_CACHE_STRIDE=1) and `npm run fuzz` check them all.
 */
const CACHE_CHECK_STRIDE = Math.max(1, Number(process.env.PROPERTY_CACHE_STRIDE ?? 10));
/** How many files share the run (randomGames.1.test.ts ...). */
export const PARTS = 4;
const CHUNK = 50;

function replay(initial: GameState, actions: Action[]): GameState {
  let s = initial;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`replay refused ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** How game n of the run is played: every 10th from the full list, the other odd ones aggressively, the even ones by the sampler. */
export function propertyGame(
  n: number,
  games = PROPERTY_GAMES,
): { seed: string; points: number; policy: Policy; fullListed: boolean; armies: ArmyDraw } {
  const full = n % 10 === 0;
  return {
    seed: `property-${n}`,
    points: sizeOf(n),
    policy: full ? 'full' : n % 2 === 1 ? 'aggressive' : 'sampler',
    fullListed: full,
    armies: { featured: featuredDraw(n, games, CATALOG_BY_ID) },
  };
}

/** refusedListedActions, the caches checked after one action in `stride` (the first, and so on). */
function listedActionsRefused(state: GameState, listed: readonly Action[], stride: number): string[] {
  const checked = listed.filter((_, i) => i % stride === 0);
  const unchecked = listed.filter((_, i) => i % stride !== 0);
  let refused: string[];
  setCacheChecks(false);
  try {
    refused = refusedListedActions(state, unchecked);
  } finally {
    setCacheChecks(true);
  }
  return [...refused, ...refusedListedActions(state, checked)];
}

/**
 * One game, with: the invariants of every state (population, no negative Speed or damage, plain
 * JSON), the flow from each state to the next (phases in order, each unit activated once a
 * phase, alternation, the turn limit, a score that never falls), the listed actions (all of them
 * in every 10th game, a sample otherwise), random unlisted actions refused with a rule and no
 * change, the end reached, and the replay of the seed and the action log reaching the identical
 * final state.
 */
function checkGame(n: number): string[] {
  const plan = propertyGame(n);
  const problems: string[] = [];
  const seen = new WeakSet<object>();
  let k = 0;
  let prev: GameState | null = null;
  const game = playRandomGame(plan.seed, {
    points: plan.points,
    policy: plan.policy,
    armies: plan.armies,
    check: (state, _action, events) => {
      k++;
      for (const p of brokenInvariants(state, seen)) problems.push(`step ${k}: ${p}`);
      if (prev !== null) for (const p of flowProblems(prev, state)) problems.push(`step ${k}: ${p}`);
      prev = state;
      // No attack (or anything else) reports NaN or an infinite number.
      const bad = notPlainJson(events, '$events', seen);
      if (bad) problems.push(`step ${k}: an event is not plain JSON: ${bad}`);
      if (state.phase === 'ended') return;
      if (plan.fullListed || k % 25 === 0) {
        const legal = legalActions(state);
        if (legal.length === 0) problems.push(`step ${k}: no legal action`);
        // The sample of five in the other games costs little: every one of them has its caches checked.
        const refused = plan.fullListed
          ? listedActionsRefused(state, legal, CACHE_CHECK_STRIDE)
          : refusedListedActions(state, legal.slice(0, 5));
        for (const p of refused) problems.push(`step ${k}: listed action refused: ${p}`);
        for (const p of illegalActionProblems(state, legal, `illegal-${n}-${k}`, 4)) problems.push(`step ${k}: ${p}`);
      }
    },
  });
  expect(game.final.phase).toBe('ended');
  const again = replay(game.initial, game.actions);
  if (JSON.stringify(again) !== JSON.stringify(game.final))
    problems.push('the replay of the seed and the actions reached another state');
  const round = JSON.parse(JSON.stringify(game.final));
  if (JSON.stringify(round) !== JSON.stringify(game.final) || notPlainJson(round))
    problems.push('the final state does not survive a JSON round trip');
  return problems;
}

/** The games of part `part` (0-based) of PARTS: a range of the run, in chunks of CHUNK games. */
export function gamesOfPart(part: number, games = PROPERTY_GAMES): [start: number, end: number] {
  return [Math.floor((part * games) / PARTS), Math.floor(((part + 1) * games) / PARTS)];
}

/** The tests of one part of the run. */
export function describeRandomGames(part: number): void {
  const [first, last] = gamesOfPart(part);
  describe(`complete random games ${first + 1}-${last} of ${PROPERTY_GAMES}`, () => {
    // Every action also checks the caches it handed on against a fresh computation (cacheCheck.ts).
    beforeAll(() => setCacheChecks(true));
    afterAll(() => setCacheChecks(false));
    for (let start = first; start < last; start += CHUNK) {
      const end = Math.min(last, start + CHUNK);
      it(`games ${start + 1}-${end}: every invariant holds after every action`, () => {
        const problems: string[] = [];
        for (let n = start; n < end; n++) {
          for (const p of checkGame(n)) problems.push(`game ${n}: ${p}`);
          if (problems.length > 20) break;
        }
        expect(problems).toEqual([]);
      }, 300_000);
    }
  });
}
