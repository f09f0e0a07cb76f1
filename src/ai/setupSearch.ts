// The hard player in the setup (R3.2 Objective Markers, R3.3 deployment, Scout moves): a search
// over the normal player's best setup choices, each played out to the end of the game.
//
// Why the whole game: measured on 20 random 100-point setups (docs/ai.md), normal against itself
// wins the same setup with the same team whatever the dice (93 of 100 games with five dice
// seeds each), and the side that loses it wins 35 variants of 190 when it picks among normal's
// three best setup choices, against 3 of 190 when it does so in turn 1: the setup decides the
// game far more than the dice or any later move. The opponent is normal, whose play hardly
// depends on the dice, so a playout with normal on both sides (as normal itself chooses, every
// unit weighed; ties to the first) foretells the game, and a setup choice is judged by how that
// game ends (evaluation.ts evaluate: a win is worth 1,000 OP plus the margin).
import type { Action, GameState, TeamId } from '../engine';
import { agentRandom, blindfold } from './blindfold';
import type { Scored } from './normal';
import { prefixRoot } from './prefix';
import { playOut } from './rollout';
import { armOf, type RootShare } from './search/share';
import type { Budget } from './types';
import { evaluate } from './evaluation';

/**
 * How many distinct setup choices (a hex for a marker, a unit and hex for a deployment) may be
 * searched, best-scored first; the budget decides how many are (one game playout each, then a
 * second round). Measured (docs/ai.md): 14 choices with one playout each won more than 8 with two.
 */
const SETUP_CANDIDATES = 32;
/**
 * A game playout from the setup costs about this many of search.ts's turn-long playouts (CPU
 * time on 100-point armies: about 54 ms against 1.9 ms), so a playout budget buys that many
 * fewer here and a setup decision takes about the time of any other.
 */
export const GAME_PLAYOUT_COST = 28;
/** The setup's default think time, ms, when the budget names none (the agent passes its level's: types.ts THINK_MS). */
const DEFAULT_SETUP_MS = 1000;
/** How much better (OP, over the same dice) a choice must end than normal's to replace it. */
const MARGIN = 0.5;

/** A choice's key without its facing: one deployment hex is one candidate, at its best-scored facing. */
function choiceKey(a: Action): string {
  return JSON.stringify({ ...a, facing: undefined });
}

/** normal's best-scored action for each distinct choice, best first, the first `n`. */
export function setupCandidates(scored: readonly Scored[], n: number): Scored[] {
  const best = new Map<string, Scored>();
  for (const s of scored) {
    const key = choiceKey(s.action);
    const known = best.get(key);
    if (!known || s.score > known.score) best.set(key, s);
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, n);
}

/** A setup playout has no stop of its own: it runs until the game has ended. */
const toTheEnd = () => false;

/** Where one game playout of `candidate` ends (for tests): a blindfolded position, the game ended. */
export function setupPlayoutEnd(state: GameState, candidate: Action, seed: string): GameState | null {
  return (
    playOut(prefixRoot(blindfold(state, `${seed}|setup`)), candidate, `${seed}|0`, agentRandom(seed, 'setup|0'), {
      faithful: true,
      until: toTheEnd,
    })?.state ?? null
  );
}

interface Arm {
  s: Scored;
  v: number[];
}

export interface SetupSearchResult {
  best: Scored;
  playouts: number;
  mean: number;
  /** Each choice's playouts paired with normal's choice and its summed lead, for a pool to merge (share.ts). */
  share: RootShare;
}

/**
 * The order in which one searcher of a pool plays the choices out: normal's choice first (every
 * lead is measured against it), then the others from the searcher's own offset, so a pool whose
 * budget ends mid-round has played out different choices in different workers.
 */
function poolOrder(arms: readonly Arm[], shard: number): Arm[] {
  const rest = arms.slice(1);
  if (shard === 0 || rest.length === 0) return [...arms];
  const offset = (shard * 7) % rest.length;
  return [arms[0], ...rest.slice(offset), ...rest.slice(0, offset)];
}

/**
 * How a setup decision's game playouts are spent over `choices` choices (0 is normal's, the rest
 * in normal's order): round after round, each choice once, `worth(choice, k)` playing it out over
 * the k-th dice, until `out(total)` says the budget is spent. Answers each choice's worths by
 * dice (`[choice][k]`). Apart from the search, so a study can replay the rule on worths it has
 * (docs/ai.md, "The setup search's budget").
 */
export function spendRoundRobin(
  choices: number,
  worth: (choice: number, k: number) => number,
  out: (total: number) => boolean,
): number[][] {
  const v: number[][] = Array.from({ length: choices }, () => []);
  let total = 0;
  for (let k = 0; !out(total); k++)
    for (let c = 0; c < choices; c++) {
      if (out(total)) break;
      v[c].push(worth(c, k));
      total++;
    }
  return v;
}

/** The choice played: normal's (0) unless another's mean lead over it, over the same dice, beats MARGIN. */
export function leadingChoice(worths: readonly (readonly number[])[]): number {
  let best = 0;
  let bestLead = MARGIN;
  for (let c = 1; c < worths.length; c++) {
    const n = Math.min(worths[c].length, worths[0].length);
    if (n === 0) continue;
    let lead = 0;
    for (let k = 0; k < n; k++) lead += worths[c][k] - worths[0][k];
    lead /= n;
    if (lead > bestLead) {
      best = c;
      bestLead = lead;
    }
  }
  return best;
}

/**
 * Searches the setup decision owed by `team`: each of normal's best choices played out to the
 * end of the game, round after round (the k-th playouts of all choices share their dice), until
 * the budget is spent (a playout budget counts each game playout as GAME_PLAYOUT_COST). Normal's choice stands unless another choice ends
 * better by more than MARGIN over the same dice.
 */
export function searchSetup(
  state: GameState,
  team: TeamId,
  scored: readonly Scored[],
  seed: string,
  budget: Budget,
  shard = 0,
  candidates = SETUP_CANDIDATES,
): SetupSearchResult {
  const arms: Arm[] = poolOrder(
    setupCandidates(scored, candidates).map((s) => ({ s, v: [] })),
    shard,
  );
  const incumbent = arms[0];
  const shareOf = (): RootShare => ({
    rule: 'lead',
    margin: MARGIN,
    arms: arms.map((arm) => {
      const n = Math.min(arm.v.length, incumbent.v.length);
      let lead = 0;
      for (let k = 0; k < n; k++) lead += arm.v[k] - incumbent.v[k];
      return armOf(arm.s, n, lead);
    }),
  });
  if (arms.length === 1) return { best: incumbent.s, playouts: 0, mean: 0, share: shareOf() };
  const ms = budget.ms ?? (budget.playouts === undefined ? DEFAULT_SETUP_MS : undefined);
  const cap = budget.playouts === undefined ? Infinity : Math.max(2, Math.floor(budget.playouts / GAME_PLAYOUT_COST));
  const start = performance.now();
  const root = prefixRoot(blindfold(state, `${seed}|setup`));
  const worths = spendRoundRobin(
    arms.length,
    (choice, k) => {
      const w = playOut(root, arms[choice].s.action, `${seed}|${k}`, agentRandom(seed, `setup|${k}`), {
        faithful: true,
        until: toTheEnd,
      });
      return w ? evaluate(w.state, team) : -Infinity;
    },
    (total) => total >= cap || (ms !== undefined && performance.now() - start >= ms),
  );
  arms.forEach((arm, i) => {
    arm.v = worths[i];
  });
  const best = arms[leadingChoice(worths)];
  const n = best.v.length;
  return {
    best: best.s,
    playouts: worths.reduce((a, w) => a + w.length, 0),
    mean: n > 0 ? best.v.reduce((a, b) => a + b, 0) / n : 0,
    share: shareOf(),
  };
}
