// Whether a model may attack a target, and with what: rule book "Assault Phase"; RULINGS R6.1
// (range), R6.2 (profiles, AA, Unarmored, Open Back), R6.3 (line of sight), R6.8 (arcs, No
// Turret), R6.9 (Close Assault, Hand to Hand), R8.3 (Indirect Fire and Spotters), R8.9 (Firing
// Deck), R8.10 (Hull and Auxiliary weapons), R8.11 (AA). Used by applyAction and legalActions.
import { isInFrontArc } from '../board/arcs';
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { distance, hexLabel, type Hex } from '../core/hex';
import type { AttackContext, AttackSpec, ProfileChoice, WeaponChoice } from '../core/pending';
import { diceAtRange, profileReach, type RangeAbilities } from './range';
import { canSee, describeBlocker, sightBetween } from '../derived/sight';
import type { GameState, Model, Unit } from '../core/state';
import {
  defOf,
  isAircraftUnit,
  isArtilleryUnit,
  isInfantryUnit,
  isVehicleUnit,
  modelAbilityNumber,
  modelById,
  modelHasAbility,
  unitHasAbility,
  unitHasFacing,
  unitName,
} from '../derived/unitRules';
import { ability, type Profile } from '../army/units';
import { unitsOf } from '../derived/roster';
import { own } from '../core/own';

/** What the player asks for. */
export interface AttackRequest {
  unit: string;
  model: number;
  target: string;
  weapon?: WeaponChoice;
  profile?: ProfileChoice;
}

/** Where a unit attacks from: its hex, or its Transport's hex when embarked (R8.9). */
export function attackerHex(state: GameState, unit: Unit): Hex | null {
  if (unit.status === 'map') return unit.at;
  if (unit.status === 'embarked' && unit.carrier) {
    const carrier = state.units[unit.carrier];
    return carrier?.status === 'map' ? carrier.at : null;
  }
  return null;
}

export function rangeAbilities(state: GameState, unit: Unit, model: Model): RangeAbilities {
  return {
    extendedRange: modelAbilityNumber(state, unit, model, 'extendedRange'),
    limitedRange: modelAbilityNumber(state, unit, model, 'limitedRange'),
  };
}

/** The two profiles a weapon offers: [vs Infantry, vs Vehicle]. */
function weaponProfiles(
  state: GameState,
  unit: Unit,
  model: Model,
  weapon: WeaponChoice,
): [Profile | null, Profile | null] {
  const def = defOf(state, model);
  switch (weapon) {
    case 'normal':
      return [def.attack.infantry, def.attack.vehicle];
    case 'hull':
    case 'auxiliary': {
      const w = ability(def, weapon)?.weapon;
      if (!w) return [null, null];
      // R8.10: a weapon without dice uses the model's own profile (a flamethrower: at 0-1 only).
      if (!w.dice) {
        const shortOnly = (p: Profile | null): Profile | null => (p ? [p[0], null, null] : null);
        return w.name.toLowerCase().includes('flame')
          ? [shortOnly(def.attack.infantry), shortOnly(def.attack.vehicle)]
          : [def.attack.infantry, def.attack.vehicle];
      }
      return w.vs === 'infantry' ? [w.dice, null] : [null, w.dice];
    }
    case 'closeAssault': {
      const n = modelAbilityNumber(state, unit, model, 'closeAssault');
      return [null, n > 0 ? [n, null, null] : null];
    }
    case 'handToHand': {
      const n = modelAbilityNumber(state, unit, model, 'handToHand');
      return [n > 0 ? [n, null, null] : null, null];
    }
  }
}

/**
 * The attacking model of an attack being resolved: from its unit, or, if a random strike of its
 * own attack killed it (R8.2: friend or foe in the hex), as it was (its card, undamaged).
 */
export function attackingModel(state: GameState, spec: AttackSpec): Model {
  return modelById(state.units[spec.unit], spec.model) ?? { id: spec.model, def: spec.card, damage: 0 };
}

/** R6.1: the longest range at which any profile of this weapon has dice (0 when none). */
export function longestRange(state: GameState, unit: Unit, model: Model, weapon: WeaponChoice): number {
  const r = rangeAbilities(state, unit, model);
  let longest = -1;
  for (const p of weaponProfiles(state, unit, model, weapon)) longest = Math.max(longest, profileReach(p, r));
  return longest;
}

/** Index "Flamethrower" on the attack: the model's own ability, or a flamethrower Hull/Auxiliary weapon. */
export function isFlamethrowerAttack(state: GameState, unit: Unit, model: Model, weapon: WeaponChoice): boolean {
  if (weapon === 'hull' || weapon === 'auxiliary') {
    const w = ability(defOf(state, model), weapon)?.weapon;
    if (w && !w.dice && w.name.toLowerCase().includes('flame')) return true;
  }
  return weapon === 'normal' && modelHasAbility(state, unit, model, 'flamethrower');
}

/** R6.2: the profiles the attacker may use against this target, with the dice at this range. */
export function profileOptions(
  state: GameState,
  unit: Unit,
  model: Model,
  weapon: WeaponChoice,
  target: Unit,
  range: number,
  rear: boolean,
): { profile: ProfileChoice; dice: number }[] {
  const [inf, veh] = weaponProfiles(state, unit, model, weapon);
  const r = rangeAbilities(state, unit, model);
  const infDice = diceAtRange(inf, range, r);
  const vehDice = diceAtRange(veh, range, r);
  const out: { profile: ProfileChoice; dice: number }[] = [];
  if (isAircraftUnit(state, target)) {
    // R6.2, R8.11: only AA and Aircraft attack Aircraft (mayAttackAircraft); AA takes the profile
    // with more dice (Infantry on a tie), an Aircraft its Infantry dice.
    if (modelHasAbility(state, unit, model, 'aa')) {
      const best =
        (vehDice ?? 0) > (infDice ?? 0)
          ? { profile: 'vehicle' as const, dice: vehDice }
          : { profile: 'infantry' as const, dice: infDice };
      if (best.dice) out.push({ profile: best.profile, dice: best.dice });
    } else if (modelHasAbility(state, unit, model, 'aircraft') && infDice) {
      out.push({ profile: 'infantry', dice: infDice });
    }
    return out;
  }
  if (isInfantryUnit(state, target)) {
    if (infDice) out.push({ profile: 'infantry', dice: infDice });
    return out;
  }
  if (vehDice) out.push({ profile: 'vehicle', dice: vehDice });
  // Index "Unarmored" (any side) and "Open Back" (from the rear): Infantry dice may be used.
  const mayUseInfantry =
    unitHasAbility(state, target, 'unarmored') || (rear && unitHasAbility(state, target, 'openBack'));
  if (infDice && mayUseInfantry && weapon !== 'closeAssault') out.push({ profile: 'infantry', dice: infDice });
  return out;
}

/** R6.2: only AA models and Aircraft attack Aircraft (with their dice as profileOptions says). */
export function mayAttackAircraft(state: GameState, unit: Unit, model: Model): boolean {
  return modelHasAbility(state, unit, model, 'aa') || modelHasAbility(state, unit, model, 'aircraft');
}

/**
 * Whether the model may attack in this phase and context with this weapon (R4.3, R4.5, R5.7c,
 * R8.10), before any target is looked at: planAttack asks it, and legalActions offers the
 * weapons it allows (that have dice, longestRange).
 */
export function weaponAllowed(
  state: GameState,
  unit: Unit,
  model: Model,
  weapon: WeaponChoice,
  context: AttackContext,
): Result {
  const name = defOf(state, model).name;
  const has = (id: 'sustainedFire' | 'crackShot' | 'hull' | 'auxiliary') => modelHasAbility(state, unit, model, id);
  if (context === 'defensiveFire') {
    // R5.7c, R5.9: such a model never fires; a unit with no other model is not offered it.
    if (has('crackShot'))
      return refuse('WRONG_WEAPON', 'R5.7', `${name} has Crack Shot: it does not make Defensive Fire`);
    if (weapon === 'hull' || weapon === 'auxiliary')
      return refuse('WRONG_WEAPON', 'R5.7', 'Hull and Auxiliary weapons are not used for Defensive Fire');
    return ok();
  }
  if (state.phase === 'movement') {
    if (weapon === 'hull' || weapon === 'auxiliary') {
      return has(weapon)
        ? ok()
        : refuse('WRONG_WEAPON', 'R8.10', `${name} has no ${weapon === 'hull' ? 'Hull' : 'Auxiliary'} weapon`);
    }
    if (weapon !== 'normal')
      return refuse('WRONG_WEAPON', 'R4.3', 'Close Assault and Hand to Hand are Assault Phase attacks');
    if (has('sustainedFire') || has('crackShot')) return ok();
    return refuse(
      'WRONG_PHASE',
      'R4.3',
      `${name} cannot attack in the Movement Phase: only Sustained Fire, Hull, Auxiliary and Crack Shot models fire instead of moving`,
    );
  }
  if (state.phase === 'assault') {
    if (weapon === 'hull' || weapon === 'auxiliary')
      return refuse('WRONG_WEAPON', 'R8.10', 'Hull and Auxiliary weapons fire only in the Movement Phase');
    if (has('crackShot'))
      return refuse('WRONG_PHASE', 'R4.3', `${name} has Crack Shot: it attacks only in the Movement Phase`);
    return ok();
  }
  return refuse('WRONG_PHASE', 'R4.5', 'Attacks are made in the Movement and Assault Phases');
}

/**
 * R6.6: the attacker names the model it attacks: a Crack Shot does, unless its attack strikes at
 * random (Blast, Indirect Fire, R8.2, R8.3); otherwise the target's owner names it. checkAttack
 * and legalActions both ask this.
 */
export function attackerNamesModel(state: GameState, unit: Unit, model: Model, spec: AttackSpec): boolean {
  return !spec.random && modelHasAbility(state, unit, model, 'crackShot');
}

/**
 * R8.3: whether a friendly Spotter on the map sees the target (Indirect Fire). R6.3: Aircraft always
 * see and are always seen, so an Aircraft Spotter (a custom card may be one) sees every target.
 */
function spotterSees(state: GameState, unit: Unit, target: Unit, targetAt: Hex): boolean {
  for (const u of unitsOf(state)) {
    if (u.team !== unit.team || u.status !== 'map' || u.id === unit.id) continue;
    if (!u.models.some((m) => modelHasAbility(state, u, m, 'spotter'))) continue;
    if (isAircraftUnit(state, target) || isAircraftUnit(state, u) || canSee(state, u.at!, targetAt)) return true;
  }
  return false;
}

/**
 * R6.8: a unit with facing at `at` is hit in its rear from its own hex, the cut hexes and behind
 * (a unit without facing: never, R6.7 uses its one value). R6.11: an Aircraft over the target's
 * own hex attacks its rear too (so Open Back applies), though its attack counts as coming from
 * outside the hex for the defense dice (defenseDice.ts).
 */
function inRearArc(state: GameState, unit: Unit, at: Hex, from: Hex): boolean {
  return unitHasFacing(state, unit) && !isInFrontArc(at, unit.facing, from);
}

/**
 * R6.7, R6.8, R8.2, R8.3: whether a unit struck by the attack is hit in its rear. Decided per
 * struck unit from the attacker's hex: a random strike may fall on a unit of the hex other than
 * the one aimed at, facing its own way (for the unit aimed at this is `spec.rear`).
 */
export function struckInRear(state: GameState, spec: AttackSpec, struck: Unit): boolean {
  return inRearArc(state, struck, spec.targetAt, spec.from);
}

/**
 * Checks an attack and builds its spec, or says which rule forbids it. `targetAt` is where the
 * target is taken to be (R5.7: the hex before or after the mover's step); `from` defaults to the
 * attacker's hex. `explain` false spares tracing what blocks a line of sight, for callers that
 * only ask whether the attack is legal.
 */
export function planAttack(
  state: GameState,
  req: AttackRequest,
  context: AttackContext,
  targetAt?: Hex,
  explain = true,
): Result<AttackSpec> {
  // Ids from an action or the screen: own properties only (core/own.ts).
  const unit = own(state.units, req.unit);
  const target = own(state.units, req.target);
  if (!unit) return refuse('UNKNOWN_UNIT', 'R4.5', `There is no unit "${req.unit}"`);
  if (!target) return refuse('UNKNOWN_UNIT', 'R4.5', `There is no unit "${req.target}"`);
  const model = modelById(unit, req.model);
  if (!model) return refuse('UNKNOWN_MODEL', 'R4.5', `${unitName(state, unit)} has no model ${req.model}`);
  const name = defOf(state, model).name;
  const targetName = unitName(state, target);
  if (target.team === unit.team) return refuse('BAD_TARGET', 'R4.5', 'Attacks are made against enemy units');
  if (target.status !== 'map') {
    const why = target.status === 'embarked' ? 'is embarked and cannot be attacked (R4.6)' : 'is not on the map';
    return refuse('BAD_TARGET', target.status === 'embarked' ? 'R4.6' : 'R4.5', `${targetName} ${why}`);
  }
  const from = attackerHex(state, unit);
  if (!from) return refuse('NOT_ON_MAP', 'R4.5', `${unitName(state, unit)} is not on the map`);
  if (unit.status === 'embarked') {
    const carrier = state.units[unit.carrier!];
    if (!unitHasAbility(state, carrier, 'firingDeck'))
      return refuse('EMBARKED', 'R8.9', `${unitName(state, unit)} is embarked in a Transport without a Firing Deck`);
    if (isArtilleryUnit(state, unit)) return refuse('EMBARKED', 'R8.9', 'Artillery cannot fire from a Firing Deck');
    // Index "Firing Deck": passengers make Defensive Fire whenever the Transport could (R8.9),
    // moved or not; their own attacks in an activation only if it has not moved this phase.
    if (context === 'activation' && carrier.movedThisPhase) {
      return refuse(
        'EMBARKED',
        'R8.9',
        `${unitName(state, carrier)} has moved this phase: its passengers cannot attack`,
      );
    }
  }
  const weapon = req.weapon ?? 'normal';
  const allowed = weaponAllowed(state, unit, model, weapon, context);
  if (!allowed.ok) return allowed;
  const at = targetAt ?? target.at!;
  const range = distance(from, at);
  if ((weapon === 'closeAssault' || weapon === 'handToHand') && range !== 0) {
    return refuse(
      'OUT_OF_RANGE',
      'R6.9',
      `${weapon === 'closeAssault' ? 'Close Assault' : 'Hand to Hand'} works only in the same hex`,
    );
  }
  if (weapon === 'closeAssault' && !isVehicleUnit(state, target))
    return refuse('BAD_TARGET', 'R6.9', 'Close Assault attacks only Vehicles');
  if (weapon === 'handToHand' && !isInfantryUnit(state, target))
    return refuse('BAD_TARGET', 'R6.9', 'Hand to Hand attacks only Infantry');
  const aircraftInvolved = isAircraftUnit(state, unit) || isAircraftUnit(state, target);
  const rear = inRearArc(state, target, at, from);
  // Index "No Turret", R8.10 Hull weapons: only into the front arc. Only a card with a facing
  // carries either in a game made now (army/cardParse.ts refuses them on any other, R5.5); a game
  // begun before with such a card keeps the facing it was placed with, as it was played.
  const frontOnly = weapon === 'hull' || modelHasAbility(state, unit, model, 'noTurret');
  if (frontOnly && range > 0 && !isInFrontArc(from, unit.facing, at)) {
    const why =
      weapon === 'hull'
        ? 'a Hull weapon fires only into the front arc (R8.10)'
        : 'it has No Turret: it attacks only into its front arc';
    return refuse('ARC', weapon === 'hull' ? 'R8.10' : 'R6.8', `${name} cannot attack ${targetName}: ${why}`);
  }
  if (frontOnly && range === 0) {
    return refuse('ARC', 'R6.8', `${name} cannot attack into its own hex: it attacks only into its front arc`);
  }
  const options = profileOptions(state, unit, model, weapon, target, range, rear);
  if (options.length === 0) {
    if (isAircraftUnit(state, target) && !mayAttackAircraft(state, unit, model)) {
      return refuse('BAD_TARGET', 'R6.2', `Only AA and Aircraft can attack ${targetName}`);
    }
    return refuse('OUT_OF_RANGE', 'R6.1', `${name} has no attack against ${targetName} at range ${range}`);
  }
  const chosen = req.profile ? options.find((o) => o.profile === req.profile) : options[0];
  if (!chosen) return refuse('BAD_PROFILE', 'R6.2', `${name} cannot use its ${req.profile} dice against ${targetName}`);
  const indirect = modelHasAbility(state, unit, model, 'indirectFire');
  if (!aircraftInvolved && range > 1) {
    if (!canSee(state, from, at) && !(indirect && spotterSees(state, unit, target, at))) {
      if (!explain) return refuse('NO_SIGHT', 'R6.3', 'No line of sight');
      const extra = indirect ? ', and no friendly Spotter sees it (R8.3)' : '';
      return refuse(
        'NO_SIGHT',
        'R6.3',
        `No line of sight from ${hexLabel(from)} to ${hexLabel(at)}: ${describeBlocker(sightBetween(state, from, at))}${extra}`,
      );
    }
  }
  const random =
    modelHasAbility(state, unit, model, 'blast') && weapon === 'normal'
      ? 'blast'
      : indirect && weapon === 'normal'
        ? 'indirect'
        : null;
  return ok({
    unit: unit.id,
    model: model.id,
    card: model.def,
    target: target.id,
    weapon,
    profile: chosen.profile,
    from,
    targetAt: at,
    range,
    rear,
    context,
    random,
  });
}
