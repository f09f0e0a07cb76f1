// Defensive Fire: rule book "Hex Population and Defensive Fire", "Reserves"; RULINGS R5.7 (in
// what order), R8.9 (Firing Deck passengers hold their Transport); who may fire, with which
// models, is asked of rules/defensiveFire.ts. A step that triggers it pauses the move: the
// defending team is offered its eligible units (a pending decision); the unit it picks fires all
// its models, one attack each (a `volley` continuation, run by resume.ts), then the offer is made
// again, until the team passes or no unit is left.
import { beginAttack } from './combat';
import { emit, updateUnit, type Draft } from '../derived/draft';
import type { Hex } from '../core/hex';
import type { Continuation, ProfileChoice, Volley } from '../core/pending';
import { otherTeam, type Unit } from '../core/state';
import { planAttack } from '../rules/targeting';
import { currentOffer, defensiveFireCandidates, volleyModels, volleyWeapon } from '../rules/defensiveFire';

type VolleyFrame = Extract<Continuation, { kind: 'volley' }>;

/** After a step (or an arrival): offers Defensive Fire if anyone may fire. Returns whether it did. */
export function offerDefensiveFire(d: Draft, moverId: string, from: Hex | null, to: Hex): boolean {
  const mover = d.state.units[moverId];
  const units = defensiveFireCandidates(d.state, mover, from, to);
  if (units.length === 0) return false;
  const team = otherTeam(mover.team);
  d.state.pending = [...d.state.pending, { kind: 'defensiveFire', team, mover: moverId, from, to, fired: [] }];
  emit(d, { type: 'defensiveFireOffered', mover: moverId, team, units });
  return true;
}

/**
 * The defending team fires with a unit (the answer to the offer): all its models that can, one
 * after the other (R5.7b-d). The offer gives way to the volley, which resume.ts runs (fireVolley).
 */
export function startVolley(
  d: Draft,
  unitId: string,
  at: 'from' | 'to',
  weapon: 'normal' | 'close',
  profile: ProfileChoice | null,
): void {
  const offer = currentOffer(d.state)!;
  const mover = d.state.units[offer.mover];
  const hex = at === 'from' ? offer.from! : offer.to;
  const unit = d.state.units[unitId];
  const volley: Volley = {
    unit: unitId,
    at,
    weapon,
    profile,
    models: volleyModels(d.state, unit, mover, hex, weapon, profile),
  };
  updateUnit(d, unitId, { defensiveFireUsed: true });
  holdCarrier(d, unit);
  d.state.pending = d.state.pending.slice(0, -1);
  d.state.resume = [
    ...d.state.resume,
    { kind: 'volley', offer: { ...offer, fired: [...offer.fired, unitId] }, volley },
  ];
  emit(d, { type: 'defensiveFireStarted', unit: unitId, mover: offer.mover, at: hex });
}

/**
 * R8.9: "When passengers attack, their Transport may not move for the rest of that phase":
 * Defensive Fire is an attack, so passengers firing hold a Transport that has not moved yet.
 */
function holdCarrier(d: Draft, unit: Unit): void {
  if (unit.status !== 'embarked' || !unit.carrier) return;
  const carrier = d.state.units[unit.carrier];
  if (carrier && !carrier.movedThisPhase) updateUnit(d, carrier.id, { heldByPassengers: true });
}

/**
 * The volley (the innermost continuation) goes on: its next model that can still attack the
 * mover begins its attack (an `attack` continuation above the volley, resume.ts runs it and comes
 * back here). When no model is left, or the mover is gone, the volley ends: the remaining eligible
 * units are offered again (R5.7b: eligibility is checked again), or Defensive Fire at this step
 * is over and the resolution goes on below it (the move, resume.ts settle).
 */
export function fireVolley(d: Draft, frame: VolleyFrame): void {
  const { offer } = frame;
  const mover = d.state.units[offer.mover];
  const moverGone = mover.status !== 'map';
  let models = frame.volley.models;
  while (!moverGone && models.length > 0) {
    const [next, ...rest] = models;
    models = rest;
    const unit = d.state.units[frame.volley.unit];
    if (!unit.models.some((m) => m.id === next)) continue;
    const hex = frame.volley.at === 'from' ? offer.from! : offer.to;
    const weapon = volleyWeapon(d.state, mover, frame.volley.weapon);
    const spec = planAttack(
      d.state,
      {
        unit: unit.id,
        model: next,
        target: mover.id,
        weapon,
        ...(frame.volley.profile ? { profile: frame.volley.profile } : {}),
      },
      'defensiveFire',
      hex,
    );
    // planAttack refuses what may not fire (R5.7c, R5.9: a Crack Shot, rules/targeting.ts weaponAllowed).
    if (!spec.ok) continue;
    replaceTop(d, { ...frame, volley: { ...frame.volley, models } });
    beginAttack(d, spec.value, null);
    return;
  }
  d.state.resume = d.state.resume.slice(0, -1);
  const left = moverGone ? [] : defensiveFireCandidates(d.state, mover, offer.from, offer.to, offer.fired);
  if (left.length > 0) d.state.pending = [...d.state.pending, offer];
}

function replaceTop(d: Draft, frame: Continuation): void {
  d.state.resume = [...d.state.resume.slice(0, -1), frame];
}

/** The defending team fires no more at this step; units not used keep their Defensive Fire. */
export function passDefensiveFire(d: Draft): void {
  const offer = currentOffer(d.state);
  if (!offer) return;
  emit(d, { type: 'defensiveFireDeclined', mover: offer.mover, team: offer.team });
  d.state.pending = d.state.pending.slice(0, -1);
}
