// The legal actions of one type, as legal.ts builds them: listed in full (legalActions, the UI),
// asked whether there is any (does the activation go on?), or drawn at random without listing
// them all (playout.ts). All three read the same checks, so a drawn action is a listed one.
import type { Action, ActionType } from '../core/actions';

/** Collects actions, optionally stopping at the first one (for "is there anything left to do?"). */
export class Sink {
  readonly list: Action[] = [];
  constructor(readonly firstOnly: boolean) {}
  get done(): boolean {
    return this.firstOnly && this.list.length > 0;
  }
  add(a: Action): void {
    this.list.push(a);
  }
}

export interface ActionSet {
  readonly type: ActionType;
  /** Adds every action of the set to `out`, in a fixed order, stopping once `out` is done. */
  list(out: Sink): void;
  /** One action of the set, each equally likely, or null when the set is empty. */
  draw(random: () => number): Action | null;
}

/** How many random candidates a draw tries before it lists the whole set. */
const DRAW_TRIES = 8;

/**
 * A set over a numbered superset of candidates: `at(k)` is candidate k if it is legal, else
 * null. A draw tries uniformly random candidates first (rejection sampling: a uniform candidate
 * kept only when legal is uniform over the legal ones) and lists the set only when those all
 * fail, so a set that is mostly legal is drawn from in a check or two.
 */
export function indexedSet(type: ActionType, size: () => number, at: (k: number) => Action | null): ActionSet {
  const set: ActionSet = {
    type,
    list(out) {
      const n = size();
      for (let k = 0; k < n && !out.done; k++) {
        const a = at(k);
        if (a) out.add(a);
      }
    },
    draw(random) {
      const n = size();
      if (n === 0) return null;
      for (let t = 0; t < DRAW_TRIES; t++) {
        const a = at(Math.floor(random() * n));
        if (a) return a;
      }
      return pickFromList(set, random);
    },
  };
  return set;
}

/** A set that can only be listed: a draw lists it and picks one. */
export function listedSet(type: ActionType, fill: (out: Sink) => void): ActionSet {
  const set: ActionSet = { type, list: fill, draw: (random) => pickFromList(set, random) };
  return set;
}

/** A set of one action, or an empty one. */
export function singleSet(type: ActionType, action: Action | null): ActionSet {
  return {
    type,
    list(out) {
      if (action && !out.done) out.add(action);
    },
    draw: () => action,
  };
}

function pickFromList(set: ActionSet, random: () => number): Action | null {
  const all = new Sink(false);
  set.list(all);
  return all.list.length > 0 ? all.list[Math.floor(random() * all.list.length)] : null;
}

/** Whether any set has an action. */
export function anyAction(sets: readonly ActionSet[]): boolean {
  const out = new Sink(true);
  for (const s of sets) {
    s.list(out);
    if (out.done) return true;
  }
  return false;
}

/** Every action of the sets, in order. */
export function listAll(sets: readonly ActionSet[], out: Sink): void {
  for (const s of sets) {
    if (out.done) return;
    s.list(out);
  }
}

/**
 * A random action of the sets: a type first, each type that has an action equally likely, then
 * an action of that type (so rare types, like attacks, get played). The sets are tried in a
 * random order and the first that has an action gives it, which picks among the non-empty
 * types uniformly while building only the sets tried.
 */
export function drawFromSets(sets: readonly ActionSet[], random: () => number): Action | null {
  const left = sets.slice();
  for (let n = left.length; n > 0; n--) {
    // The next set of a uniformly random order (Fisher-Yates, one step at a time).
    const j = Math.floor(random() * n);
    const set = left[j];
    left[j] = left[n - 1];
    const a = set.draw(random);
    if (a) return a;
  }
  return null;
}
