// The hard and expert players in a turn (docs/ai.md, "hard: a tree search over both sides"):
// information-set Monte Carlo tree search over the decisions of BOTH sides, whoever the engine's
// `awaiting` names (our activations, their replies, their Defensive Fire, our prompts).
//
// - Never peeking: the dice are unknown, so every iteration plays on its own determinization, a
//   blindfolded copy of the position with a fresh seed (blindfold.ts: the agent's stream, never
//   the game's generator). A node is the information set reached by the same actions (and the
//   same kind of decision after them: the dice may hand the next decision to another side), so
//   statistics are shared over the determinizations, as single-observer ISMCTS does.
// - Progressive widening ordered by the normal player's scores: a node offers its best-scored
//   action first and one more as its visits grow (about the square root), so a few promising
//   replies are searched deeply rather than every one of the hundreds the engine lists.
// - PUCT selection with normal's scores as the prior, the worths normalized by the range seen.
// - A move is one step in the engine; a step carries the route normal planned through it, and
//   the tree follows that route in one edge (normal's plan kept), so an edge is "go there".
// - The leaf: the rollout policy (rollout.ts, normal on both sides) to a cut-off, then the
//   position's worth (evaluation.ts evaluate, which weighs the markers held by the turns left). The
//   cut-off is the end of the turn, past its scoring of the markers (R7.1). (Going on through
//   the next Movement Phase from the Assault Phase cost four times as much a playout.)
// - The rollouts' picks (which unit acts next) come from one of ROLLOUT_STREAMS streams, so
//   rollouts from the same leaf often take the same actions until their first die and walk the
//   dice-free line worked out once (prefix.ts); the dice are each iteration's own.
import { totalPoints, type Action, type GameState, type TeamId } from '../../engine';
import { agentRandom, blindfold } from '../blindfold';
import { BLOCKED, scoreActions, type Scored } from '../normal';
import { decider, legal, prefixRoot, scoredFor, step, type Walker } from '../prefix';
import { rollOn } from '../rollout';
import type { Budget } from '../types';
import { evaluate } from '../evaluation';
import { armOf, mergeShares, type RootShare } from './share';

/**
 * A game that ended inside the search is worth its margin (OP) and this much for the win. Not
 * evaluate's 1,000 for a win: that step, beside the few OP a move is worth, drowned every other
 * difference in the tree's normalized worths (on the last turn the search held a squad off a
 * marker it could take, on noise).
 */
const WIN_BONUS = 5;

/** The worth of where an iteration ended, for `team`. */
function worthAt(state: GameState, team: TeamId): number {
  if (state.phase !== 'ended') return evaluate(state, team);
  const points = totalPoints(state);
  const margin = points[team] - points[team === 0 ? 1 : 0];
  return margin + (state.winner === null ? 0 : state.winner === team ? WIN_BONUS : -WIN_BONUS);
}

/** At most this many of a node's actions (normal's best) are ever searched. */
const MAX_EDGES = 24;
/** PUCT's exploration weight, on worths normalized to 0..1. */
const EXPLORE = 1;
/** Normal's scores become the prior by a softmax at this temperature (OP), mixed with a uniform share. */
const PRIOR_TEMPERATURE = 2;
const PRIOR_UNIFORM = 0.25;
/**
 * The root's most tried choice replaces normal's only if its mean worth leads by more than this
 * many standard errors (share.ts). Normal reads the exact odds of the decision's own dice; a few
 * dozen determinizations of each arm do not: the models to name, a Defensive Fire kept or spent
 * on a tank it cannot hurt, differ by a few hundredths of an OP, under the dice's noise. Two, not
 * one: the most tried arm is the luckiest of several, so one standard error is beaten by chance
 * (a tactical position, five models equal to name: the most tried led normal's by 1.06).
 */
const GUARD = 2;
/** The rollouts' picks come from this many streams (their dice from each iteration's own). */
const ROLLOUT_STREAMS = 16;

interface Edge {
  s: Scored;
  prior: number;
  /** Times tried, and the sum of the worths (and of their squares) for the team deciding at the edge's node. */
  n: number;
  w: number;
  w2: number;
  /** The nodes after it, by the kind of decision that follows (the dice may change it). */
  next: Map<string, TreeNode>;
}

interface TreeNode {
  team: TeamId;
  /** null until the node is first reached (then normal's scores there, best first). */
  edges: Edge[] | null;
  n: number;
  w: number;
}

export interface TreeSearchResult {
  best: Scored;
  /** Iterations run (each one descent, one rollout). */
  playouts: number;
  /** The best choice's mean worth (OP, for the team deciding). */
  mean: number;
  /** The root's statistics, for a pool to merge (share.ts). */
  share: RootShare;
  /** The tree's nodes where each team decides (the root included). */
  nodes: [number, number];
}

/**
 * The cut-off of the rollouts (and of the tree): the end of the turn, the markers scored (R7.1);
 * but the end of the game when the turn after this one is its last. There the truth (the OP
 * margin) is one turn away and the evaluation's guess is poorest: it weighs a marker a ride or a
 * walk will take next turn as a share of its value, below a smaller one held now, R4.6, R7.1.
 */
function cutOff(root: GameState): (state: GameState) => boolean {
  const turn = root.turn;
  const last = root.settings.turns;
  if (typeof last === 'number' && turn >= last - 1) return () => false;
  return (s) => s.turn > turn;
}

/** The kind of decision a position asks for, so the dice's different outcomes keep apart. */
function situation(w: Walker): string {
  const d = decider(w);
  if (!d) return 'over';
  if (d.kind === 'activation') return `${d.team}|a|${d.unit.id}`;
  if (d.kind === 'pending') return `${d.team}|p|${d.pending.kind}`;
  return `${d.team}|${d.kind}`;
}

function edgesOf(scored: readonly Scored[]): Edge[] {
  const sane = scored.filter((s) => s.score > BLOCKED);
  const ranked = [...(sane.length > 0 ? sane : scored)].sort((a, b) => b.score - a.score).slice(0, MAX_EDGES);
  const top = ranked[0]?.score ?? 0;
  const weights = ranked.map((s) => Math.exp((s.score - top) / PRIOR_TEMPERATURE));
  const sum = weights.reduce((a, b) => a + b, 0);
  return ranked.map((s, i) => ({
    s,
    prior: (1 - PRIOR_UNIFORM) * (weights[i] / sum) + PRIOR_UNIFORM / ranked.length,
    n: 0,
    w: 0,
    w2: 0,
    next: new Map(),
  }));
}

/** Normal's scores at a node reached for the first time (its prior); no edge once the game is over. */
function expand(node: TreeNode, w: Walker): void {
  const d = decider(w);
  const actions = d ? legal(w) : [];
  node.edges = d && actions.length > 0 ? edgesOf(scoredFor(w, '', () => scoreActions(w.state, d, actions))) : [];
}

/** How many of a node's best actions are open after `n` visits (progressive widening). */
export function widened(n: number, edges: number): number {
  return Math.min(edges, Math.max(2, Math.ceil(Math.sqrt(n))));
}

/**
 * Plays the action on `w` and, for a move step, the rest of the route normal planned through it,
 * while the same unit moves on and nothing interrupts (a Defensive Fire offer is a decision of
 * the tree). false if the action is refused (then `w` is unchanged).
 */
function playEdge(w: Walker, s: Scored): boolean {
  if (!step(w, s.action)) return false;
  const a: Action = s.action;
  if (a.type !== 'move' || !s.route) return true;
  for (const hex of s.route.slice(1)) {
    const st = w.state;
    if (st.pending.length > 0 || st.activation?.unit !== a.unit) break;
    if (!step(w, { type: 'move', unit: a.unit, path: [hex], ...(a.kind ? { kind: a.kind } : {}) })) break;
  }
  return true;
}

/** The range of worths seen, per team, to normalize them for PUCT. */
interface Range {
  lo: [number, number];
  hi: [number, number];
}

function normalized(range: Range, team: TeamId, v: number): number {
  const span = range.hi[team] - range.lo[team];
  return span > 1e-9 ? (v - range.lo[team]) / span : 0.5;
}

/** The open edges of `node` in the order PUCT prefers them (unvisited ones at the node's own mean). */
function preferred(node: TreeNode, range: Range): Edge[] {
  const edges = node.edges!;
  const open = edges.slice(0, widened(node.n, edges.length));
  const own = node.n > 0 ? normalized(range, node.team, node.w / node.n) : 0.5;
  const root = Math.sqrt(Math.max(1, node.n));
  const value = (e: Edge) =>
    (e.n > 0 ? normalized(range, node.team, e.w / e.n) : own) + (EXPLORE * e.prior * root) / (1 + e.n);
  return open
    .map((e) => ({ e, v: value(e) }))
    .sort((a, b) => b.v - a.v)
    .map((x) => x.e);
}

/**
 * Searches the decision `team` owes in `state` (not the setup: setupSearch.ts) under the budget:
 * `playouts` iterations and/or `ms` of wall time (`ms` must be given if `playouts` is not).
 * `scored`: normal's scores of the decision's legal actions (the root's prior).
 */
export function treeSearch(
  state: GameState,
  team: TeamId,
  scored: readonly Scored[],
  seed: string,
  budget: Budget,
): TreeSearchResult {
  const root: TreeNode = { team, edges: edgesOf(scored), n: 0, w: 0 };
  const edges = root.edges!;
  const only = (best: Scored): TreeSearchResult => ({
    best,
    playouts: 0,
    mean: 0,
    share: { rule: 'visits', arms: [armOf(best, 1, 0)] },
    nodes: [team === 0 ? 1 : 0, team === 1 ? 1 : 0],
  });
  if (edges.length === 1) return only(edges[0].s);
  const stop = cutOff(state);
  const cap = budget.playouts ?? Infinity;
  const ms = budget.ms;
  const start = performance.now();
  const range: Range = { lo: [Infinity, Infinity], hi: [-Infinity, -Infinity] };
  const nodes: [number, number] = [0, 0];
  nodes[team]++;
  // The dice-free start of the iterations, worked out once (prefix.ts): the tree's descents and
  // the rollouts walk it until their first die.
  const prefix = prefixRoot(blindfold(state, `${seed}|prefix`));
  let i = 0;
  for (; i < cap && (ms === undefined || performance.now() - start < ms); i++) {
    // A fresh determinization: the same position, the dice from this iteration's own seed.
    const w: Walker = { state: blindfold(state, `${seed}|${i}`), node: prefix };
    const path: { node: TreeNode; edge: Edge }[] = [];
    let node = root;
    while (w.state.phase !== 'ended' && !stop(w.state)) {
      if (node.edges === null) {
        expand(node, w);
        nodes[node.team]++;
        break;
      }
      let chosen: Edge | null = null;
      // An action the dice of this determinization made impossible is skipped (ISMCTS).
      for (const edge of preferred(node, range)) {
        if (playEdge(w, edge.s)) {
          chosen = edge;
          break;
        }
      }
      if (!chosen) break;
      path.push({ node, edge: chosen });
      const key = situation(w);
      let child = chosen.next.get(key);
      if (!child) {
        const d = decider(w);
        child = { team: d ? d.team : node.team, edges: null, n: 0, w: 0 };
        chosen.next.set(key, child);
      }
      node = child;
    }
    const end =
      w.state.phase !== 'ended' && !stop(w.state)
        ? rollOn(w, agentRandom(seed, `rollout|${i % ROLLOUT_STREAMS}`), { faithful: false, until: stop })
        : w;
    const worth: [number, number] = [worthAt(end.state, 0), worthAt(end.state, 1)];
    for (const t of [0, 1] as const) {
      range.lo[t] = Math.min(range.lo[t], worth[t]);
      range.hi[t] = Math.max(range.hi[t], worth[t]);
    }
    for (const { node: n, edge } of path) {
      edge.n++;
      edge.w += worth[n.team];
      edge.w2 += worth[n.team] * worth[n.team];
      n.n++;
      n.w += worth[n.team];
    }
    node.n++;
    node.w += worth[node.team];
  }
  // The most tried choice (the robust child), unless its lead over normal's choice is noise
  // (share.ts, the guard): the same rule a pool applies to its merged roots.
  const share: RootShare = {
    rule: 'visits',
    guard: GUARD,
    // Normal's choice first (the guard's reference), even unvisited; then every choice tried.
    arms: edges.filter((e, k) => k === 0 || e.n > 0).map((e) => armOf(e.s, e.n, e.w, e.w2)),
  };
  const chosen = mergeShares([share]);
  const best = edges.find((e) => chosen && JSON.stringify(e.s.action) === JSON.stringify(chosen.action)) ?? edges[0];
  return {
    best: best.s,
    playouts: i,
    mean: best.n > 0 ? best.w / best.n : 0,
    share,
    nodes,
  };
}
