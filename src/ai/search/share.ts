// What one searcher of a pool found at the root, and how the pool's findings are merged
// (docs/ai.md, "The pool"). Root-parallel search: every worker searches the same decision with
// its own determinization seeds and answers with its root statistics; the page adds them up.
// Plain data, so it crosses a Web Worker's postMessage as it is.
import type { Action, Hex } from '../../engine';
import type { Scored } from '../normal';
import type { Reason } from '../reasons';

/** One choice at the root: how often it was searched and what it was worth. */
export interface RootArm {
  action: Action;
  /** Normal's reason for the choice (reasons.ts), none for an action not worth a word. */
  why?: Reason;
  route?: Hex[];
  /** Tree search: the times the choice was tried; setup search: its playouts paired with normal's choice. */
  visits: number;
  /** Tree search: the sum of its worths; setup search: the sum of its leads over normal's choice (OP). */
  value: number;
  /** Tree search: the sum of its worths' squares (OP²), for the standard error of its mean. */
  squares?: number;
}

/**
 * A searcher's root. `visits`: the most tried choice is played (the tree search, ismcts.ts), but
 * with `guard` the first arm is normal's choice, and the most tried replaces it only if its mean
 * worth beats normal's by more than `guard` standard errors of the difference: the search
 * overrules normal's exact odds on evidence, not on the noise of a few dozen dice (docs/ai.md,
 * "hard"). `lead`: the first arm is normal's choice, and another replaces it only if its mean
 * lead over the same dice beats `margin` (the setup search, setupSearch.ts).
 */
export type RootShare =
  | { rule: 'visits'; guard?: number; arms: RootArm[] }
  | { rule: 'lead'; margin: number; arms: RootArm[] };

/** A choice's arm from normal's scoring of it. */
export function armOf(s: Scored, visits: number, value: number, squares?: number): RootArm {
  return {
    action: s.action,
    ...(s.why ? { why: s.why } : {}),
    ...(s.route ? { route: s.route } : {}),
    visits,
    value,
    ...(squares !== undefined ? { squares } : {}),
  };
}

/** The mean worth of an arm and the variance of that mean (0 visits: none). */
function meanAndVariance(arm: RootArm): { mean: number; variance: number } | null {
  if (arm.visits === 0) return null;
  const mean = arm.value / arm.visits;
  const spread = Math.max(0, (arm.squares ?? 0) / arm.visits - mean * mean);
  // One visit says nothing of the spread: an unbounded variance, so it overrules nothing.
  return { mean, variance: arm.visits > 1 ? spread / (arm.visits - 1) : Infinity };
}

/** Whether `challenger`'s mean beats `normal`'s by more than `guard` standard errors of the difference. */
function beats(challenger: RootArm, normal: RootArm, guard: number): boolean {
  const c = meanAndVariance(challenger);
  const n = meanAndVariance(normal);
  if (!c) return false;
  if (!n) return true;
  return c.mean - n.mean > guard * Math.sqrt(c.variance + n.variance);
}

const keyOf = (a: Action) => JSON.stringify(a);

/** The arm the pool plays: the shares' counts added choice by choice, then the share's own rule. */
export function mergeShares(shares: readonly RootShare[]): RootArm | null {
  if (shares.length === 0) return null;
  const merged = new Map<string, RootArm>();
  const order: string[] = [];
  for (const share of shares)
    for (const arm of share.arms) {
      const key = keyOf(arm.action);
      const known = merged.get(key);
      if (known) {
        known.visits += arm.visits;
        known.value += arm.value;
        if (arm.squares !== undefined) known.squares = (known.squares ?? 0) + arm.squares;
      } else {
        merged.set(key, { ...arm });
        order.push(key);
      }
    }
  const arms = order.map((k) => merged.get(k)!);
  const first = shares[0];
  if (first.rule === 'lead') {
    // Every share puts normal's choice first (setupSearch.ts), so the first key is it.
    let best = arms[0];
    let bestLead = first.margin;
    for (const arm of arms.slice(1)) {
      if (arm.visits === 0) continue;
      const lead = arm.value / arm.visits;
      if (lead > bestLead) {
        best = arm;
        bestLead = lead;
      }
    }
    return best;
  }
  // Most visits; ties to the higher mean, then to the first listed (the better prior).
  let best = arms[0];
  for (const arm of arms) {
    if (arm.visits > best.visits) best = arm;
    else if (arm.visits === best.visits && arm.visits > 0 && arm.value / arm.visits > best.value / best.visits)
      best = arm;
  }
  // Every share puts normal's choice first (ismcts.ts), so the first key is it.
  if (first.guard !== undefined && best !== arms[0] && !beats(best, arms[0], first.guard)) return arms[0];
  return best;
}
