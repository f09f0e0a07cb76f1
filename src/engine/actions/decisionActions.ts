// Answers to the decisions owed in the middle of a resolution (pending.ts): Defensive Fire
// (R5.7), naming the model attacked (R6.6), Versatile Warmachine rerolls (R8.6), survivors of a
// destroyed Transport (R8.7) and their order (R8.19), a Junior Commander's units (R8.4), ending an open game (R7.3).
import { answerAttackReroll, answerNameModel } from '../resolve/combat';
import { JUNIOR_REACH, juniorMayName } from '../derived/commandAbilities';
import { own } from '../core/own';
import { unitName } from '../derived/unitRules';
import { passDefensiveFire as pass, startVolley } from '../resolve/defensiveFire';
import { checkDefensiveFire } from '../rules/defensiveFire';
import { beginDraft, emit, finishDraft, updateUnit } from '../derived/draft';
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import { afterEndGameVote } from '../resolve/flow';
import { resume } from '../resolve/resume';
import { askSurvivorsAgain, placeSurvivorUnits } from '../resolve/damage';
import { hexEquals, hexLabel, type Hex } from '../core/hex';
import type { Outcome } from './moveActions';
import { answerMovementReroll } from '../resolve/steps';
import type { PendingDecision, PendingKind, ProfileChoice } from '../core/pending';
import type { GameState } from '../core/state';

/** The decision to answer now, if it is of this kind. */
function pendingOf<K extends PendingKind>(state: GameState, kind: K): Result<Extract<PendingDecision, { kind: K }>> {
  const top = state.pending[state.pending.length - 1];
  if (!top) return refuse('NO_DECISION', 'R4.2', 'No decision is waiting');
  if (top.kind !== kind) return refuse('NO_DECISION', 'R4.2', 'Another decision is waiting to be made first');
  return ok(top as Extract<PendingDecision, { kind: K }>);
}

export function defensiveFire(
  state: GameState,
  unit: string,
  at: 'from' | 'to',
  weapon: 'normal' | 'close',
  profile: ProfileChoice | null,
): Outcome {
  const checked = checkDefensiveFire(state, unit, at, weapon, profile);
  if (!checked.ok) return checked;
  const d = beginDraft(state);
  startVolley(d, unit, at, weapon, profile);
  resume(d);
  return finishDraft(d);
}

export function passDefensiveFire(state: GameState): Outcome {
  const waiting = pendingOf(state, 'defensiveFire');
  if (!waiting.ok) return waiting;
  const d = beginDraft(state);
  pass(d);
  resume(d);
  return finishDraft(d);
}

export function nameModel(state: GameState, model: number): Outcome {
  const waiting = pendingOf(state, 'nameModel');
  if (!waiting.ok) return waiting;
  const p = waiting.value;
  const unit = state.units[p.unit];
  if (!unit.models.some((m) => m.id === model)) return refuse('NAME_MODEL', 'R6.6', `That model is not in ${p.unit}`);
  // Any model may be named; `choices` only lists one of each kind, as the others are the same.
  const d = beginDraft(state);
  answerNameModel(d, model);
  resume(d);
  return finishDraft(d);
}

export function reroll(state: GameState, die: number | null): Outcome {
  const waiting = pendingOf(state, 'reroll');
  if (!waiting.ok) return waiting;
  const p = waiting.value;
  if (die !== null && (die < 0 || die >= p.dice.length))
    return refuse('REROLL', 'R8.6', `There is no die ${die} in that roll`);
  const d = beginDraft(state);
  if (p.roll === 'movement') answerMovementReroll(d, die);
  else answerAttackReroll(d, die);
  resume(d);
  return finishDraft(d);
}

export function placeSurvivors(state: GameState, at: Hex): Outcome {
  const waiting = pendingOf(state, 'placeSurvivors');
  if (!waiting.ok) return waiting;
  const p = waiting.value;
  if (!p.choices.some((h) => hexEquals(h, at)))
    return refuse('SURVIVORS', 'R8.7', `${hexLabel(at)} is not a legal hex next to the destroyed Transport`);
  const d = beginDraft(state);
  d.state.pending = d.state.pending.slice(0, -1);
  updateUnit(d, p.unit, { status: 'map', at, carrier: null });
  emit(d, { type: 'survivorsPlaced', unit: p.unit, at });
  // R8.19: the units waiting after this one are placed now, in the order their owner chooses;
  // R8.7, R2.3 (edition 1): a survivor unit asked below is asked again with the hexes legal now.
  if (placeSurvivorUnits(d, p.then ?? [], p.from, p.killer, false) === 'done') askSurvivorsAgain(d);
  // The attack that destroyed the Transport goes on (or the activation it was part of).
  resume(d);
  return finishDraft(d);
}

/** R8.19: the owner names the survivor unit he places next; it is placed (R8.7), then the others. */
export function chooseSurvivorOrder(state: GameState, unit: string): Outcome {
  const waiting = pendingOf(state, 'survivorOrder');
  if (!waiting.ok) return waiting;
  const p = waiting.value;
  if (!p.units.includes(unit))
    return refuse('SURVIVORS', 'R8.19', `${JSON.stringify(unit)} is not one of the survivor units to place`);
  const d = beginDraft(state);
  d.state.pending = d.state.pending.slice(0, -1);
  const then = p.units.filter((u) => u !== unit);
  emit(d, { type: 'survivorOrderChosen', team: p.team, first: unit, then });
  placeSurvivorUnits(d, [unit, ...then], p.from, p.killer, true);
  resume(d);
  return finishDraft(d);
}

export function chooseCommandTargets(state: GameState, units: string[]): Outcome {
  const waiting = pendingOf(state, 'commandTargets');
  if (!waiting.ok) return waiting;
  const p = waiting.value;
  // R8.17: his own unit, when eligible, is one of the 3 (max 2 then), and is not chosen.
  if (units.length > p.max) {
    const own = p.max < JUNIOR_REACH ? ': his own unit gets his abilities and counts toward the 3' : '';
    return refuse(
      'COMMAND',
      p.max < JUNIOR_REACH ? 'R8.17' : 'R8.4',
      `A Junior Commander casts on at most ${p.max} units chosen${own}`,
    );
  }
  if (new Set(units).size !== units.length) return refuse('COMMAND', 'R8.4', 'A unit is named twice');
  const wrong = units.find((u) => !p.choices.includes(u));
  if (wrong === p.commander)
    return refuse('COMMAND', 'R8.17', 'His own unit gets his abilities already: it is not chosen');
  // An empty id is a wrong one too: test for a find, not for a truthy id.
  if (wrong !== undefined) {
    const unit = own(state.units, wrong);
    if (unit && unit.team === p.team && unit.status !== 'destroyed' && !juniorMayName(state, unit)) {
      return refuse(
        'COMMAND',
        'R8.20',
        `${unitName(state, unit)} is ${unit.status === 'reserve' ? 'in Reserve' : 'not on the map'}: a Junior Commander names units on the map`,
      );
    }
    return refuse('COMMAND', 'R8.4', `${JSON.stringify(wrong)} is not an eligible friendly unit`);
  }
  const d = beginDraft(state);
  d.state.pending = d.state.pending.slice(0, -1);
  d.state.commandTargets = { ...d.state.commandTargets, [p.commander]: units };
  emit(d, { type: 'commandTargetsChosen', commander: p.commander, units, ownUnit: p.max < JUNIOR_REACH });
  resume(d);
  return finishDraft(d);
}

export function endGameVote(state: GameState, end: boolean): Outcome {
  const waiting = pendingOf(state, 'endGameVote');
  if (!waiting.ok) return waiting;
  const d = beginDraft(state);
  afterEndGameVote(d, end);
  return finishDraft(d);
}
