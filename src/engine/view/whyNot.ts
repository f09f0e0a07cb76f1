// Why not ("no silent dead ends", docs/playing.md "Moving" and "Fire standing still / Attack"): when a unit has no hex to move to, or no
// enemy to attack, the screen says why with the rule, instead of lighting nothing. Every reason
// is the refusal of the check the engine itself makes: actingUnit and checkMoveKind (R4.2-R4.6,
// R5.2, R5.3, R8.1, R8.9, R8.14), checkStep for each hex next to the unit (R5.1-R5.3, R5.6, R2.3),
// checkUnitAttackTiming and weaponAllowed (R4.3, R4.5, R8.10) and planAttack for each enemy
// (R4.6, R6.1-R6.3, R6.8, R6.9, R8.3, R8.9). Nothing here is a second copy of a rule.
import { refuse, type RuleError } from '../core/errors';
import { distance, DIRS, hexEquals, hexLabel, neighbor, type Hex } from '../core/hex';
import type { WeaponChoice } from '../core/pending';
import type { GameState, Model, MoveKind, Unit } from '../core/state';
import { getBoard, indexOf } from '../board/map';
import { unitsOf } from '../derived/roster';
import { modelHasAbility, unitName, unitSpeed } from '../derived/unitRules';
import {
  actingUnit,
  activationOf,
  budgetOf,
  checkMoveKind,
  checkUnitAttackTiming,
  defaultMoveKind,
} from '../rules/activation';
import { bestMovementPhaseBudget, checkStep, reachableHexes, stepFrom, type MoveBudget } from '../rules/movement';
import { attackerHex, planAttack, weaponAllowed } from '../rules/targeting';
import { actionsOfUnit, WEAPONS } from '../legal/legal';
import { boardingRoutes } from './boardingRoutes';

/**
 * Why every step out of `at` is refused, each kind of refusal once with how many hexes next to it
 * it closes (R5.1-R5.3, R5.6), headed by `lead`. The kind that closes most comes last: the error's
 * code and rule are its own (a screen adds the rule after the sentence); the others carry theirs
 * in the sentence.
 */
function blockedSteps(state: GameState, unit: Unit, at: Hex, budget: MoveBudget, lead: string): RuleError {
  const groups = new Map<string, { error: RuleError; hexes: number }>();
  let around = 0;
  for (const d of DIRS) {
    const to = neighbor(at, d);
    const step = checkStep(state, unit, budget, at, to);
    // The edge of the battlefield is no news to anyone.
    if (step.ok || step.error.code === 'OFF_MAP') continue;
    around++;
    const group = groups.get(step.error.code);
    if (group) group.hexes++;
    else groups.set(step.error.code, { error: step.error, hexes: 1 });
  }
  const list = [...groups.values()].sort((a, b) => a.hexes - b.hexes);
  if (list.length === 0) return refuse('OFF_MAP', 'R2.4', `${lead}: no hex of the battlefield is next to it`).error;
  const last = list[list.length - 1];
  const reasons = list.map(({ error, hexes }) => {
    const where =
      hexes === around
        ? `all ${hexes} hexes next to it`
        : hexes === 1
          ? '1 hex next to it'
          : `${hexes} hexes next to it`;
    return `${error.message} (${where})${error === last.error ? '' : ` (${error.rule})`}`;
  });
  return refuse(last.error.code, last.error.rule, `${lead}: ${reasons.join('; ')}`).error;
}

/**
 * Why the unit has no hex to move to now with this kind of move, or null when it has one (a hex
 * reachableHexes finds, or a Transport to board, R4.6). The unit may not move at all (not its
 * turn, already activated, Speed 0, a failed movement roll, ...: the refusal of actingUnit or
 * checkMoveKind), has no Speed left (R5.2), or every hex next to it is refused (terrain, road-only
 * City and Marsh, Cliffs, full hexes: checkStep's reasons). A unit that may still embark in a
 * Transport in its own hex (R4.6: a move that ends where it stands) is told so after the reason,
 * as legalActions offers it.
 */
export function whyNoMove(state: GameState, unitId: string, kind: MoveKind = defaultMoveKind(state)): RuleError | null {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting.error;
  const why = whyNoHex(state, acting.value, kind);
  return why && withEmbarkingHere(state, acting.value, why);
}

/**
 * R4.6: the refusal `why`, and, when legalActions lists an embark in the unit's own hex, that it
 * may still do that (Speed 0, no Speed left and closed hexes all round do not stop it).
 */
function withEmbarkingHere(state: GameState, unit: Unit, why: RuleError): RuleError {
  const carriers = actionsOfUnit(state, unit).flatMap((a) => (a.type === 'embark' && !a.path ? [a.carrier] : []));
  if (carriers.length === 0) return why;
  const names = carriers.map((id) => unitName(state, state.units[id])).join(' or ');
  return refuse(why.code, why.rule, `${why.message}, but it may still embark in ${names} in its own hex (R4.6)`).error;
}

/** whyNoMove for a unit that may act now: why it has no hex to move to, or null. */
function whyNoHex(state: GameState, unit: Unit, kind: MoveKind): RuleError | null {
  const moving = checkMoveKind(state, unit, kind);
  if (!moving.ok) return moving.error;
  const budget = budgetOf(state, unit, kind);
  if (reachableHexes(state, unit, budget).length > 0) return null;
  if (kind === 'normal' && boardingRoutes(state, unit).length > 0) return null;
  const name = unitName(state, unit);
  if (budget.speedLeft === 0 && budget.freeRoadSteps === 0) {
    return refuse('NO_SPEED', 'R5.2', `${name} has no Speed left for this move`).error;
  }
  return blockedSteps(state, unit, unit.at!, budget, `${name} cannot move from ${hexLabel(unit.at!)}`);
}

/**
 * Why the unit cannot end a move of this kind in `to` now, or null when it can (a hex
 * reachableHexes finds, or a Transport it can board there, R4.6): the unit may not move at all
 * (whyNoMove: not its turn, already activated, Speed 0, ...), the hex costs more than the Speed
 * left on the way there (R5.2: the cheapest way in), the hex cannot be entered from any hex next
 * to it that the unit reaches (checkStep: Water, a Cliff, a road-only City or Marsh, a full hex:
 * R5.1, R5.3, R5.6), or it lies beyond the unit's Speed left (R5.2). What a click on a hex out of
 * reach says instead of nothing.
 */
export function whyNotReach(
  state: GameState,
  unitId: string,
  to: Hex,
  kind: MoveKind = defaultMoveKind(state),
): RuleError | null {
  const none = whyNoMove(state, unitId, kind);
  if (none) return none;
  const unit = state.units[unitId];
  const name = unitName(state, unit);
  if (indexOf(getBoard(state.map), to) < 0)
    return refuse('OFF_MAP', 'R2.4', `${hexLabel(to)} is off the battlefield`).error;
  if (hexEquals(unit.at!, to)) return refuse('BAD_ACTION', 'R5', `${name} is already in ${hexLabel(to)}`).error;
  const budget = budgetOf(state, unit, kind);
  const reach = reachableHexes(state, unit, budget);
  if (reach.some((r) => hexEquals(r.hex, to))) return null;
  if (kind === 'normal' && boardingRoutes(state, unit).some((b) => hexEquals(b.hex, to))) return null;
  // The ways in: from the unit's hex, or from a hex it reaches next to `to`, with the Speed left there.
  const starts = [
    { hex: unit.at!, left: budget },
    ...reach.map((r) => ({ hex: r.hex, left: { speedLeft: budget.speedLeft - r.cost, freeRoadSteps: 0 } })),
  ];
  let short: { error: RuleError; left: number } | null = null;
  let closed: RuleError | null = null;
  for (const s of starts) {
    if (distance(s.hex, to) !== 1) continue;
    const step = checkStep(state, unit, s.left, s.hex, to);
    if (step.ok) continue;
    // The way in with the most Speed left says how short the unit falls.
    if (step.error.code === 'NO_SPEED') {
      if (!short || s.left.speedLeft > short.left) short = { error: step.error, left: s.left.speedLeft };
    } else closed ??= step.error;
  }
  const why = short?.error ?? closed;
  if (why) return refuse(why.code, why.rule, `${name} cannot reach ${hexLabel(to)}: ${why.message}`).error;
  const left = budget.speedLeft === 1 ? '1 Speed' : `${budget.speedLeft} Speed`;
  return refuse('NO_SPEED', 'R5.2', `${hexLabel(to)} is beyond the reach of ${name}: it has ${left} left for this move`)
    .error;
}

/**
 * Whether the unit, placed at `at`, could never leave it whatever its Speed left (R5.1: a Vehicle
 * in a City or Marsh hex with no road; R5.3: Cliffs all round; R5.1 Water; R5.2 every hex next to
 * it costing more than its Speed): the warning the deployment shows (docs/playing.md "Deploying"), or null.
 * The way out is priced with the most a normal move in the Movement Phase may have, Tally-Ho!
 * included (R8.12), not with a move made now, in the setup. A hex next to it that is only full now
 * (R5.6) is a way out later. Units at Speed 0 are not warned about: they are placed to stay (R5.2),
 * and may still go by Relocate or a Tally-Ho! (docs/rules.md readings 13, 36).
 */
export function strandedAt(state: GameState, unit: Unit, at: Hex): RuleError | null {
  if (unitSpeed(state, unit) <= 0) return null;
  const board = getBoard(state.map);
  const i = indexOf(board, at);
  if (i < 0) return null;
  const budget = bestMovementPhaseBudget(state, unit);
  for (const d of DIRS) {
    const step = stepFrom(state, unit, budget, board, i, d);
    if (typeof step !== 'string' || step === 'POPULATION') return null;
  }
  return blockedSteps(state, unit, at, budget, `${unitName(state, unit)} could never leave ${hexLabel(at)}`);
}

/** An enemy unit the selected unit cannot attack now, and why (planAttack's refusal). */
export interface TargetRefusal {
  target: string;
  at: Hex;
  /** Hexes between the attacker and the target. */
  range: number;
  error: RuleError;
}

/** The weapons a model may use now (its normal attack, or one it has as an ability), as legalActions offers them (R4.3, R8.10). */
function weaponsAllowed(state: GameState, unit: Unit, model: Model): WeaponChoice[] {
  return WEAPONS.filter(
    (w) =>
      (w === 'normal' || modelHasAbility(state, unit, model, w)) &&
      weaponAllowed(state, unit, model, w, 'activation').ok,
  );
}

/** The models that have not attacked yet in this activation (R4.5: each once). */
function modelsYetToAttack(state: GameState, unit: Unit): Model[] {
  const attacked = activationOf(state, unit)?.attacked ?? [];
  return unit.models.filter((m) => !attacked.includes(m.id));
}

/**
 * Every enemy unit on the map that no model of the unit may attack now, nearest first, each with
 * the refusal of its first model and weapon (planAttack: embarked, out of range, no line of sight,
 * arcs, no dice against its type, R4.6, R6.1-R6.3, R6.8, R6.9, R8.3). Enemies it may attack are
 * left out.
 */
export function targetRefusals(state: GameState, unitId: string): TargetRefusal[] {
  const unit = state.units[unitId];
  const from = unit ? attackerHex(state, unit) : null;
  if (!unit || !from) return [];
  const shooters = modelsYetToAttack(state, unit).map((m) => ({ model: m, weapons: weaponsAllowed(state, unit, m) }));
  const out: TargetRefusal[] = [];
  for (const target of unitsOf(state)) {
    if (target.team === unit.team || target.status !== 'map' || !target.at) continue;
    let first: RuleError | null = null;
    let open = false;
    for (const { model, weapons } of shooters) {
      for (const weapon of weapons) {
        const planned = planAttack(state, { unit: unit.id, model: model.id, target: target.id, weapon }, 'activation');
        if (planned.ok) open = true;
        else first ??= planned.error;
      }
      if (open) break;
    }
    if (!open && first) out.push({ target: target.id, at: target.at, range: distance(from, target.at), error: first });
  }
  return out.sort((a, b) => a.range - b.range);
}

/**
 * Why the unit has no attack to make now, or null when legalActions lists one: it may not act
 * (actingUnit), attack now (R4.3 it moved, R4.5, R8.14: checkUnitAttackTiming), every model has
 * attacked (R4.5), no model may attack in this phase (R4.3 only Sustained Fire, Hull, Auxiliary
 * and Crack Shot models fire in the Movement Phase: weaponAllowed), no enemy is on the map, or
 * each enemy is refused (the nearest one's reason, targetRefusals for all).
 */
export function whyNoAttack(state: GameState, unitId: string): RuleError | null {
  const acting = actingUnit(state, unitId);
  if (!acting.ok) return acting.error;
  const unit = acting.value;
  const timing = checkUnitAttackTiming(state, unit);
  if (!timing.ok) return timing.error;
  if (actionsOfUnit(state, unit).some((a) => a.type === 'attack')) return null;
  const name = unitName(state, unit);
  const models = modelsYetToAttack(state, unit);
  if (models.length === 0)
    return refuse('ALREADY_ATTACKED', 'R4.5', `Every model of ${name} has attacked: each attacks once per activation`)
      .error;
  if (models.every((m) => weaponsAllowed(state, unit, m).length === 0)) {
    const why = weaponAllowed(state, unit, models[0], 'normal', 'activation');
    if (!why.ok) return why.error;
  }
  if (!attackerHex(state, unit)) return refuse('NOT_ON_MAP', 'R4.5', `${name} is not on the map`).error;
  const refused = targetRefusals(state, unitId);
  if (refused.length === 0) return refuse('BAD_TARGET', 'R4.5', 'No enemy unit is on the map').error;
  const nearest = refused[0];
  const others = refused.length > 1 ? ` (and ${refused.length - 1} more enem${refused.length > 2 ? 'ies' : 'y'})` : '';
  return refuse(
    nearest.error.code,
    nearest.error.rule,
    `No enemy can be attacked now. The nearest, ${unitName(state, state.units[nearest.target])} at ${hexLabel(nearest.at)}: ${nearest.error.message}${others}`,
  ).error;
}
