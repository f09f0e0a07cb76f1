// Who may make Defensive Fire, with which models, from which hex: rule book "Hex Population and
// Defensive Fire"; RULINGS R5.7 (units within 1 hex of both hexes of the step, once a phase, not
// suppressed; each model as it can from the hex the mover left or entered), R5.9 (offered only to a
// unit with a model able to attack), R8.9 (Firing Deck passengers). Asked by the listing (legal/), the answer's check and the volley
// (resolve/defensiveFire.ts), and the screen's overlay.
import { refuse } from '../core/errors';
import { own } from '../core/own';
import { ok, type Result } from '../core/result';
import { distance, type Hex } from '../core/hex';
import type { DefensiveFireOffer, ProfileChoice } from '../core/pending';
import type { GameState, Unit } from '../core/state';
import { isInfantryUnit, isVehicleUnit, unitName } from '../derived/unitRules';
import { unitsOf } from '../derived/roster';
import { attackerHex, planAttack } from './targeting';
import { playsRuling } from '../derived/rulings';

/**
 * R5.7(c): whether a volley may be Close Assault (at a Vehicle) or Hand to Hand (at Infantry): an
 * Aircraft is neither, so only normal attacks are made at it (by AA models, R6.2).
 */
export function closeVolleyAt(state: GameState, mover: Unit): boolean {
  // A game of an edition before that reading took a close volley at an Aircraft as its normal attacks.
  if (!playsRuling(state, 'R5.7closeAir')) return true;
  return isVehicleUnit(state, mover) || isInfantryUnit(state, mover);
}

/**
 * The weapon each model of a volley uses: its normal attack, or Close Assault / Hand to Hand in its
 * own hex (R5.7c). A close volley at an Aircraft is never offered or accepted (closeVolleyAt).
 */
export function volleyWeapon(state: GameState, mover: Unit, weapon: 'normal' | 'close') {
  if (weapon === 'normal') return 'normal' as const;
  if (isVehicleUnit(state, mover)) return 'closeAssault' as const;
  // At an Aircraft only in a game of an edition before R5.7closeAir: its normal attacks.
  return isInfantryUnit(state, mover) ? ('handToHand' as const) : ('normal' as const);
}

/** The models of `unit` that could fire at the mover taken to be at `at` (R5.7c). */
export function volleyModels(
  state: GameState,
  unit: Unit,
  mover: Unit,
  at: Hex,
  weapon: 'normal' | 'close',
  profile: ProfileChoice | null,
): number[] {
  if (weapon === 'close' && !closeVolleyAt(state, mover)) return [];
  const w = volleyWeapon(state, mover, weapon);
  return unit.models
    .filter((m) => {
      const spec = planAttack(
        state,
        { unit: unit.id, model: m.id, target: mover.id, weapon: w, ...(profile ? { profile } : {}) },
        'defensiveFire',
        at,
        false,
      );
      return spec.ok;
    })
    .map((m) => m.id);
}

/**
 * R5.7: whether `e` is placed and ready to fire at `mover` stepping from `from` (null: arriving,
 * R5.7e) into `to`: an enemy with models, Defensive Fire unused this phase, not suppressed, within
 * 1 hex of both (a Firing Deck passenger from its Transport's hex, R8.9). Whether one of its
 * models can attack the mover from there is defensiveFireCandidates' further question (R5.9).
 */
export function inDefensiveFireReach(state: GameState, e: Unit, mover: Unit, from: Hex | null, to: Hex): boolean {
  if (e.team === mover.team || e.defensiveFireUsed || e.suppressed || e.models.length === 0) return false;
  const at = attackerHex(state, e);
  return at !== null && distance(at, to) <= 1 && (from === null || distance(at, from) <= 1);
}

/**
 * R5.7: enemy units that may fire at a mover that stepped from `from` (null: arrived from
 * nowhere, R5.7e) into `to`: within 1 hex of both, Defensive Fire unused this phase, not
 * suppressed, with a model that can attack the mover from one of the two hexes (R5.9: range,
 * sight, arcs and a profile with dice; never a unit of Crack Shots or of Hull and Auxiliary
 * weapons only). A unit not offered it keeps it: only firing uses it (resolve/defensiveFire.ts).
 */
export function defensiveFireCandidates(
  state: GameState,
  mover: Unit,
  from: Hex | null,
  to: Hex,
  exclude: readonly string[] = [],
): string[] {
  const out: string[] = [];
  for (const e of unitsOf(state)) {
    if (!inDefensiveFireReach(state, e, mover, from, to) || exclude.includes(e.id)) continue;
    const hexes = from ? [from, to] : [to];
    if (
      hexes.some(
        (h) =>
          volleyModels(state, e, mover, h, 'normal', null).length > 0 ||
          volleyModels(state, e, mover, h, 'close', null).length > 0,
      )
    ) {
      out.push(e.id);
    }
  }
  return out;
}

export function currentOffer(state: GameState): DefensiveFireOffer | null {
  const top = state.pending[state.pending.length - 1];
  return top?.kind === 'defensiveFire' ? top : null;
}

/** Whether the defending team may fire with `unitId` from this hex now: refused, or ok. */
export function checkDefensiveFire(
  state: GameState,
  unitId: string,
  at: 'from' | 'to',
  weapon: 'normal' | 'close',
  profile: ProfileChoice | null,
): Result {
  const offer = currentOffer(state);
  if (!offer) return refuse('NO_DECISION', 'R5.7', 'No Defensive Fire is on offer');
  const unit = own(state.units, unitId);
  if (!unit || unit.team !== offer.team)
    return refuse('NOT_YOUR_UNIT', 'R5.7', "Only the other team's units make Defensive Fire");
  const mover = state.units[offer.mover];
  if (!defensiveFireCandidates(state, mover, offer.from, offer.to, offer.fired).includes(unitId)) {
    return refuse('NOT_ELIGIBLE', 'R5.7', `${unitName(state, unit)} cannot make Defensive Fire at this step`);
  }
  const hex = at === 'from' ? offer.from : offer.to;
  if (!hex) return refuse('BAD_ACTION', 'R5.7', 'An arriving unit is fired at in the hex it arrives in');
  if (weapon === 'close' && !closeVolleyAt(state, mover)) {
    return refuse(
      'WRONG_WEAPON',
      'R5.7',
      `Close Assault and Hand to Hand are not made at ${unitName(state, mover)}, an Aircraft: only its normal attacks`,
    );
  }
  if (volleyModels(state, unit, mover, hex, weapon, profile).length === 0) {
    return refuse(
      'NOT_ELIGIBLE',
      'R5.7',
      `${unitName(state, unit)} has no attack against ${unitName(state, mover)} from there`,
    );
  }
  return ok();
}
