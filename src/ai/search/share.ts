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
}

/**
 * A searcher's root. `visits`: the most tried choice is played (the tree search, ismcts.ts);
 * `lead`: the first arm is normal's choice, and another replaces it only if its mean lead over
 * the same dice beats `margin` (the setup search, setupSearch.ts).
 */
export type RootShare = { rule: 'visits'; arms: RootArm[] } | { rule: 'lead'; margin: number; arms: RootArm[] };

/** A choice's arm from normal's scoring of it. */
export function armOf(s: Scored, visits: number, value: number): RootArm {
  return { action: s.action, ...(s.why ? { why: s.why } : {}), ...(s.route ? { route: s.route } : {}), visits, value };
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
  return best;
}
