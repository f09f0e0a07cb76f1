// The hard player's playouts (search/ismcts.ts in a turn, setupSearch.ts in the setup) and normal's
// setup look-ahead (normalSetup.ts): a candidate applied to a blindfolded copy of the position
// (blindfold.ts: the agent's own dice, never the game's), then the normal player on both sides
// through the real engine until a stop.
import { actionsOfUnit, activatableUnits, type Action, type GameState, type Hex, type MoveKind } from '../engine';
import { blindfold, type Random } from './blindfold';
import type { Decider } from './decider';
import { decider, legal, scoredFor, step, type PrefixNode, type Walker } from './prefix';
import { scoreActions, type Scored } from './normal';

/** A playout stops after this many actions even if it has not reached its stop (a 200-point game takes about 1,000). */
const HORIZON = 5000;

/** The normal player's choice among its scores; ties to the first (as normal plays) or, with `random`, at random. */
function greedy(scored: readonly Scored[], random: Random | null): Scored {
  let best = scored[0];
  for (const s of scored) if (s.score > best.score || (random && s.score === best.score && random() < 0.5)) best = s;
  return best;
}

/** The rest of the route a playout's mover has planned (a move is played one hex at a time). */
interface Planned {
  unit: string;
  kind: MoveKind | undefined;
  rest: Hex[];
}

const sameHex = (a: Hex, b: Hex) => a.q === b.q && a.r === b.r;

const unitOf = (a: Action) => ('unit' in a ? a.unit : '');

/** The actions of one unit picked at random among those `legal` names. */
export function oneUnitsActions(legal: readonly Action[], random: Random): Action[] {
  const units = [...new Set(legal.map(unitOf))];
  const unit = units[Math.floor(random() * units.length)];
  return legal.filter((a) => unitOf(a) === unit);
}

/** In a turn (R4): every unit the team may activate is offered "hold", so each is named by the legal actions. */
const inTurn = (state: GameState) => state.phase === 'movement' || state.phase === 'assault';

/**
 * oneUnitsActions without listing every unit's actions first: the same unit drawn with the same
 * draw (legalActions lists the units in activatableUnits' order, each with "hold" in a turn), its
 * actions as legalActions lists them. Null when no unit may be activated (the legal list decides).
 * The draw is skipped, as rollOn skips it, when the whole list would be one action.
 */
export function pickedUnitsActions(state: GameState, random: Random): { only?: Action; pool: Action[] } | null {
  const units = activatableUnits(state);
  if (units.length === 0) return null;
  if (units.length === 1) {
    const pool = actionsOfUnit(state, state.units[units[0]]);
    if (pool.length === 1) return { only: pool[0], pool };
    random();
    return { pool };
  }
  return { pool: actionsOfUnit(state, state.units[units[Math.floor(random() * units.length)]]) };
}

export interface RolloutOptions {
  /**
   * true: normal's own choices (every unit weighed at a new activation, ties to the first), as the
   * opponent will play them; false: a new activation goes to a unit picked at random, whose
   * actions alone are scored (cheaper, and it samples the order units act in).
   */
  faithful: boolean;
  /** The playout stops before the first position that meets this (or at the game's end). */
  until(state: GameState): boolean;
}

/**
 * The playouts' policy: the normal player's choice, except that
 * - unless faithful, a new activation goes to a unit picked at random among those ready;
 * - a unit on the move follows the route it planned at its first step while the next hex of it
 *   is a legal step (normal re-plans every step: half of a playout's time went there, for
 *   nearly always the same route). A refused or failed step (R5.3, a blocked hex) re-plans.
 */
function rolloutAction(
  w: Walker,
  d: Decider,
  legal: readonly Action[],
  random: Random,
  planned: { current: Planned | null },
  faithful: boolean,
  drawn?: readonly Action[],
): Action {
  const state = w.state;
  const p = planned.current;
  if (d.kind === 'activation' && p && state.activation?.unit === p.unit && p.rest.length > 0) {
    const next = p.rest[0];
    const step = legal.find(
      (a) =>
        a.type === 'move' && a.unit === p.unit && a.kind === p.kind && a.path.length === 1 && sameHex(a.path[0], next),
    );
    if (step) {
      p.rest = p.rest.slice(1);
      return step;
    }
  }
  planned.current = null;
  const pool = drawn ?? (d.kind === 'activate' && !faithful ? oneUnitsActions(legal, random) : legal);
  const poolKey = pool === legal && !drawn ? '' : unitOf(pool[0]);
  const best = greedy(
    scoredFor(w, poolKey, () => scoreActions(state, d, pool)),
    faithful ? null : random,
  );
  const a = best.action;
  if (a.type === 'move' && best.route && best.route.length > 1)
    planned.current = { unit: a.unit, kind: a.kind, rest: best.route.slice(1) };
  return a;
}

/** A playout: `candidate` on a blindfolded copy of `root`'s position (`seed`: its dice), then the rollout policy to the stop; null if the candidate is refused. */
export function playOut(
  root: PrefixNode,
  candidate: Action,
  seed: string,
  random: Random,
  options: RolloutOptions,
): Walker | null {
  const w: Walker = { state: blindfold(root.state, seed), node: root };
  if (!step(w, candidate)) return null;
  return rollOn(w, random, options);
}

/**
 * The rollout policy from where `w` stands to the stop (or the game's end). `w.state` must be a
 * blindfolded position already (the tree search's leaves are).
 */
export function rollOn(w: Walker, random: Random, options: RolloutOptions): Walker {
  const planned: { current: Planned | null } = { current: null };
  for (let n = 0; n < HORIZON && w.state.phase !== 'ended' && !options.until(w.state); n++) {
    const d = decider(w);
    if (!d) break;
    // Off the dice-free prefix a new activation lists only the unit drawn (rolloutAction's draw).
    if (!options.faithful && d.kind === 'activate' && !w.node && inTurn(w.state)) {
      const picked = pickedUnitsActions(w.state, random);
      if (picked) {
        const a = picked.only ?? rolloutAction(w, d, picked.pool, random, planned, false, picked.pool);
        if (!step(w, a)) break;
        continue;
      }
    }
    const actions = legal(w);
    if (actions.length === 0) break;
    if (!step(w, actions.length === 1 ? actions[0] : rolloutAction(w, d, actions, random, planned, options.faithful)))
      break;
  }
  return w;
}
