// The hard player: Monte Carlo search over the normal player's best candidates (flat, with
// successive halving). Each playout applies a candidate to a blindfolded copy of the position
// (blindfold.ts: the agent's own dice, never the game's), plays on through the real engine with
// the normal player on both sides to the end of the turn (the markers scored), and reads the
// position's worth (evaluation.ts evaluate). Halving: the budget is cut
// into rounds; after each the worse half drops. Normal's choice is played unless a candidate
// leads it by more than one standard error of their paired differences (pairedLead).
import type { Action, GameState, TeamId } from '../engine';
import { agentRandom, blindfold, type Random } from './blindfold';
import { prefixRoot, type PrefixNode, type Walker } from './prefix';
import type { Scored } from './normal';
import { playOut } from './rollout';
import type { Budget } from './types';
import { evaluate } from './evaluation';

/** The hard player's default budget (1 s a decision: docs/ai.md, "hard: search under a time budget"). */
const DEFAULT_THINK_MS = 1000;
/** How many of the normal player's best actions are searched. */
const CANDIDATES = 6;

export interface SearchResult {
  best: Scored;
  playouts: number;
  mean: number;
}

/**
 * One playout: the candidate, then the normal player on both sides to the end of the turn (the
 * markers scored, R7.1); the worth for `team`. `root` holds what earlier playouts of this
 * candidate found before their first die.
 *
 * Why the end of the turn: a first version stopped after one exchange of activations, and in the
 * Movement Phase no die is rolled in one exchange (but for a rare movement roll or Defensive
 * Fire), so every playout of a candidate ended in the same position and the search was a
 * two-ply lookahead of `evaluate`; what a move is for (what it can shoot and be shot by in the
 * Assault Phase, the markers held when the turn is scored) lay beyond it. Measured on the same
 * seeds, playouts to the end of the turn won more games at a third of the playouts.
 */
function playout(root: PrefixNode, team: TeamId, candidate: Action, seed: string, random: Random): number {
  const w = playOn(root, candidate, seed, random);
  if (!w) return -Infinity;
  if (!w.node) return evaluate(w.state, team);
  return (w.node.worth ??= evaluate(w.state, team));
}

/** The playout's moves: the candidate, then normal on both sides to the end of the turn; null if the candidate is refused. */
function playOn(root: PrefixNode, candidate: Action, seed: string, random: Random): Walker | null {
  const turn = root.state.turn;
  return playOut(root, candidate, seed, random, { faithful: false, until: (s) => s.turn !== turn });
}

/** Where one playout of `candidate` ends (for tests): a blindfolded position, the turn's markers scored. */
export function playoutEnd(state: GameState, candidate: Action, seed: string): GameState | null {
  return (
    playOn(prefixRoot(blindfold(state, `${seed}|prefix`)), candidate, `${seed}|0`, agentRandom(seed, 'rollout|0'))
      ?.state ?? null
  );
}

/**
 * A candidate's worth: the playouts' mean, plus half the normal player's score. The playouts see
 * the dice and the replies to come but stop at the end of the turn; the score also weighs the
 * markers and threats of the turns after (position.ts).
 */
const PRIOR = 0.5;

interface Arm {
  s: Scored;
  /** The k-th playout's worth (the k-th playouts of all arms share their dice and picks). */
  v: number[];
  sum: number;
}

function worth(c: Arm): number {
  return c.sum / c.v.length + PRIOR * c.s.score;
}

/**
 * How far a candidate is ahead of normal's choice, and the standard error of that lead, from
 * their playouts' worths `cand[k]` and `inc[k]` (the k-th playouts of both ran on the same dice
 * and picks: common random numbers) and the prior's part of the lead (`prior`: half the score
 * gap). The spread is that of the paired differences, which leaves out the luck both shared: a
 * lucky stream lifts both worths alike. (Comparing the two means' spreads, as a first version
 * did, counts that shared luck twice and hides real leads in it.) Only the first n playouts of
 * each, n the fewer of the two, are compared, so both are read under the same dice.
 */
export function pairedLead(
  cand: readonly number[],
  inc: readonly number[],
  prior: number,
): { diff: number; se: number } {
  const n = Math.min(cand.length, inc.length);
  if (n < 2) return { diff: 0, se: Infinity };
  let sum = 0;
  let sq = 0;
  for (let k = 0; k < n; k++) {
    const d = cand[k] - inc[k];
    sum += d;
    sq += d * d;
  }
  const mean = sum / n;
  const variance = (Math.max(0, sq / n - mean * mean) * n) / (n - 1);
  return { diff: mean + prior, se: Math.sqrt(variance / n) };
}

/**
 * Searches the best candidates of `scored` under the budget. Normal's choice stays in the race
 * to the end and is replaced only by a candidate whose worth is higher by more than the noise
 * (one standard error of the paired difference): playouts are noisy, and a lucky few must not
 * overturn the exact odds. The k-th playouts of all candidates share their dice streams
 * (common random numbers), so the candidates are compared under the same luck.
 */
export function search(
  state: GameState,
  team: TeamId,
  scored: readonly Scored[],
  seed: string,
  budget: Budget,
): SearchResult {
  const ranked = [...scored].sort((a, b) => b.score - a.score);
  const arms: Arm[] = ranked.slice(0, CANDIDATES).map((s) => ({ s, v: [], sum: 0 }));
  const incumbent = arms[0];
  if (arms.length === 1) return { best: incumbent.s, playouts: 0, mean: 0 };
  let alive = arms;
  const ms = budget.ms ?? (budget.playouts === undefined ? DEFAULT_THINK_MS : undefined);
  const cap = budget.playouts ?? Infinity;
  const start = performance.now();
  const rounds = Math.ceil(Math.log2(alive.length));
  const root = prefixRoot(blindfold(state, `${seed}|prefix`));
  let total = 0;
  const out = () => total >= cap || (ms !== undefined && performance.now() - start >= ms);
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    // Each round gets an equal share of what is left of the budget.
    const roundCap =
      cap === Infinity ? Infinity : total + Math.max(alive.length, Math.floor((cap - total) / (rounds - round)));
    const roundEnd = ms === undefined ? Infinity : start + ((round + 1) * ms) / rounds;
    do {
      for (const c of alive) {
        const k = c.v.length;
        const v = playout(root, team, c.s.action, `${seed}|${k}`, agentRandom(seed, `rollout|${k}`));
        c.v.push(v);
        c.sum += v;
        total++;
      }
    } while (!out() && total < roundCap && performance.now() < roundEnd);
    alive.sort((a, b) => worth(b) - worth(a));
    if (out()) break;
    // The worse half drops; normal's choice stays.
    const kept = alive.slice(0, Math.ceil(alive.length / 2));
    alive = kept.includes(incumbent) ? kept : [...kept, incumbent];
  }
  let best = incumbent;
  let bestLead = 0;
  for (const c of alive) {
    if (c === incumbent || c.v.length === 0) continue;
    const { diff, se } = pairedLead(c.v, incumbent.v, PRIOR * (c.s.score - incumbent.s.score));
    if (diff > se && diff > bestLead) {
      best = c;
      bestLead = diff;
    }
  }
  const n = best.v.length;
  return { best: best.s, playouts: total, mean: n > 0 ? best.sum / n : 0 };
}
