// The dice-free start of the hard player's playouts, worked out once. Playouts of one candidate
// differ only by their dice (each its own stream, blindfold.ts) and by the random picks of the
// rollout policy. Until a die is rolled, the position after the same actions is the same in
// every playout but for the generator's state, and so are the decider, the legal actions and
// normal's scores there (pure functions of the position). This tree keeps them, by the actions
// taken since the search's position: a later playout that takes the same actions reads them
// instead of working them out again. Whether an action rolls dice does not depend on the dice
// (R5.3 movement rolls, R5.7 Defensive Fire, R6 attacks are asked for by the position), so an
// action found to roll once is never cached below. The playouts play exactly as without it.
import { applyAction, legalActions, type Action, type GameState } from '../engine';
import { deciderOf, type Decider } from './decider';
import type { Scored } from './normal';

export interface PrefixNode {
  /** The position (its dice as the first playout that reached it had them). */
  state: GameState;
  decider?: Decider | null;
  legal?: Action[];
  /** normal's scores here, by the pool scored ('' all legal actions, else the unit picked). */
  scored: Map<string, Scored[]>;
  /** The positions after each action taken here; null: that action rolls dice. */
  next: Map<string, PrefixNode | null>;
  /** The playout's worth when it ends here. */
  worth?: number;
}

export function prefixRoot(state: GameState): PrefixNode {
  return { state, scored: new Map(), next: new Map() };
}

/** A playout's position: its own state, and the tree's node for it while no die was rolled. */
export interface Walker {
  state: GameState;
  node: PrefixNode | null;
}

export function decider(w: Walker): Decider | null {
  if (!w.node) return deciderOf(w.state);
  if (w.node.decider === undefined) w.node.decider = deciderOf(w.state);
  return w.node.decider;
}

export function legal(w: Walker): Action[] {
  if (!w.node) return legalActions(w.state);
  return (w.node.legal ??= legalActions(w.state));
}

export function scoredFor(w: Walker, pool: string, score: () => Scored[]): Scored[] {
  if (!w.node) return score();
  let s = w.node.scored.get(pool);
  if (!s) w.node.scored.set(pool, (s = score()));
  return s;
}

/** Plays `action`; false if the engine refused it. */
export function step(w: Walker, action: Action): boolean {
  const node = w.node;
  if (node) {
    const key = JSON.stringify(action);
    const known = node.next.get(key);
    if (known) {
      // The same position, with this playout's dice (none were rolled on the way).
      w.state = { ...known.state, rng: w.state.rng };
      w.node = known;
      return true;
    }
    const r = applyAction(w.state, action);
    if (!r.ok) return false;
    // The roller hands the generator's state back unchanged when it rolled nothing.
    const rolled = r.state.rng !== w.state.rng;
    const child: PrefixNode | null = rolled ? null : { state: r.state, scored: new Map(), next: new Map() };
    node.next.set(key, child);
    w.state = r.state;
    w.node = child;
    return true;
  }
  const r = applyAction(w.state, action);
  if (!r.ok) return false;
  w.state = r.state;
  return true;
}
