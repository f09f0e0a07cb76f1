// Who may act with which unit right now, and what its activation still allows: RULINGS R4.2
// (one activation at a time), R4.3 (Movement Phase: move, stay, or fire standing still), R4.4
// (reserves last), R4.5 and R8.14 (Assault Phase: move, or attack, with Aggression, Strike and
// Fade and Relocate), R4.6 and R8.9 (passengers), R5.2, R5.3, R5.5. Shared by applyAction and
// legalActions, so the two cannot disagree.
import { refuse } from '../core/errors';
import { ok, type Result } from '../core/result';
import type { Dir } from '../core/hex';
import { canBeActivated } from './turnOrder';
import { aggressionNumber, moveBudget, movingSpeed, type MoveBudget } from './movement';
import type { Activation, GameState, MoveKind, Phase, Unit } from '../core/state';
import { isAircraftUnit, modelById, unitAbilityNumber, unitHasFacing, unitName } from '../derived/unitRules';
import { own } from '../core/own';

/** The ruling by which each unit acts once in a phase: the Scout moves (R3.4), the Movement Phase's nomination to move or stay (R4.3), the Assault Phase's activation (R4.5). */
export function activationRule(phase: Phase): 'R3.4' | 'R4.3' | 'R4.5' {
  return phase === 'assault' ? 'R4.5' : phase === 'setup' ? 'R3.4' : 'R4.3';
}

export function newActivation(unit: Unit): Activation {
  return {
    unit: unit.id,
    moveKind: null,
    speedLeft: 0,
    freeRoadSteps: 0,
    moved: false,
    halted: false,
    attacked: [],
    stationaryFire: false,
    boarding: null,
    carrier: null,
    arrived: false,
  };
}

/** The activation of `unit` if it is the one under way. */
export function activationOf(state: GameState, unit: Unit): Activation | null {
  return state.activation?.unit === unit.id ? state.activation : null;
}

/** The unit an action names, if the team to act may act with it now: its activation, or a new one. */
export function actingUnit(state: GameState, unitId: string): Result<Unit> {
  if (state.phase === 'ended') return refuse('GAME_OVER', 'R7.3', 'The game is over');
  if (state.pending.length > 0) {
    return refuse('DECISION_PENDING', 'R4.2', 'A decision is waiting to be made first');
  }
  const unit = own(state.units, unitId);
  if (!unit) return refuse('UNKNOWN_UNIT', 'R4.2', `There is no unit "${unitId}"`);
  const name = unitName(state, unit);
  if (unit.team !== state.active) {
    return refuse('NOT_YOUR_UNIT', 'R4.2', `${name} belongs to the other team: it is not its turn`);
  }
  const current = state.activation;
  if (current && current.unit !== unitId) {
    const other = state.units[current.unit];
    return refuse(
      'OTHER_ACTIVATION',
      'R4.2',
      `Finish the activation of ${other ? unitName(state, other) : current.unit} first: one unit acts at a time`,
    );
  }
  if (!current && !canBeActivated(state, unit)) {
    if (unit.activated)
      return refuse('ALREADY_ACTIVATED', activationRule(state.phase), `${name} has already been activated this phase`);
    if (unit.status === 'destroyed') return refuse('NOT_ON_MAP', 'R4.2', `${name} has been destroyed`);
    if (state.phase === 'movement' && unit.status === 'reserve' && state.turn < 2) {
      return refuse('RESERVE', 'R4.4', 'Reserve units cannot arrive on turn 1');
    }
    if (state.phase === 'movement' && (unit.status === 'reserve' || isAircraftUnit(state, unit))) {
      return refuse('RESERVE', 'R4.4', `${name} acts after all of your ground units have been activated`);
    }
    if (state.phase === 'setup')
      return refuse('WRONG_PHASE', 'R3', `${name} has nothing to do in this step of the setup`);
    return refuse('NOT_ON_MAP', 'R4.2', `${name} cannot be activated now`);
  }
  return ok(unit);
}

/** The kinds of move each phase allows (R3.4, R4.3, R8.14). */
export const PHASE_MOVE_KINDS: Readonly<Record<GameState['phase'], readonly MoveKind[]>> = {
  setup: ['scout'],
  movement: ['normal'],
  assault: ['normal', 'aggression', 'strikeAndFade', 'relocate'],
  ended: [],
};

/**
 * R8.14: the ability a kind of move needs: Aggression, Strike and Fade or Relocate (the others need
 * none). checkMoveKind refuses a move without it; legalActions asks this first, as a refusal costs
 * a sentence.
 */
export function hasMoveKindAbility(state: GameState, unit: Unit, kind: MoveKind): boolean {
  switch (kind) {
    case 'aggression':
      return aggressionNumber(state, unit) > 0;
    case 'strikeAndFade':
    case 'relocate':
      return unitAbilityNumber(state, unit, kind) > 0;
    default:
      return true;
  }
}

/**
 * R8.14, R4.5, R4.3: why the unit may not make (or go on with) a move of this kind now: refused,
 * or ok. applyAction asks it of a move or pivot, legalActions of each kind of move the phase has.
 */
export function checkMoveKind(state: GameState, unit: Unit, kind: MoveKind): Result {
  // The name is written only into a refusal: legalActions asks this of every kind of move.
  const name = () => unitName(state, unit);
  const a = activationOf(state, unit);
  if (unit.status === 'embarked') return refuse('EMBARKED', 'R4.6', `${name()} is embarked: it must disembark first`);
  if (unit.status !== 'map') return refuse('NOT_ON_MAP', 'R4.2', `${name()} is not on the map`);
  if (isAircraftUnit(state, unit))
    return refuse('AIRCRAFT', 'R8.1', 'Aircraft do not move hex by hex: they deploy to a hex');
  if (a?.halted)
    return refuse('MOVEMENT_OVER', 'R5.3', `${name()} failed a movement roll: its movement is over for this phase`);
  if (unit.heldByPassengers)
    return refuse('HELD', 'R8.9', `${name()}'s passengers attacked: it may not move this phase`);
  // R5.2: at Speed 0 a unit neither moves nor pivots, but Relocate moves artillery and Tally-Ho! adds 1 (R8.12).
  if (kind !== 'relocate' && movingSpeed(state, unit, kind) <= 0)
    return refuse('NO_SPEED', 'R5.2', `${name()} is at Speed 0 and cannot move or pivot`);
  const attacked = (a?.attacked.length ?? 0) > 0;
  const current = a?.moveKind ?? null;
  switch (state.phase) {
    case 'setup':
      return kind === 'scout' && state.setupStep === 'scout'
        ? ok()
        : refuse('WRONG_PHASE', 'R3.4', 'Only Scouts move during the setup');
    case 'movement':
      if (kind !== 'normal')
        return refuse('WRONG_PHASE', 'R8.14', 'Aggression, Strike and Fade and Relocate are Assault Phase moves');
      if (a?.stationaryFire) return refuse('STAYS', 'R4.3', `${name()} fired standing still: the whole unit stays`);
      if (a?.boarding === 'embarked') return refuse('EMBARKED', 'R4.6', `${name()} has embarked`);
      return ok();
    case 'assault':
      if (kind === 'scout') return refuse('WRONG_PHASE', 'R3.4', 'Scout moves are made during the setup');
      if (kind === 'strikeAndFade') {
        if (!hasMoveKindAbility(state, unit, 'strikeAndFade'))
          return refuse('NO_ABILITY', 'R8.14', `${name()} has no Strike and Fade`);
        if (!attacked) return refuse('ORDER', 'R8.14', 'Strike and Fade moves after the unit has attacked');
        return current === null || current === 'aggression' || current === 'strikeAndFade'
          ? ok()
          : refuse('ORDER', 'R4.5', `${name()} has already moved`);
      }
      if (attacked)
        return refuse('ORDER', 'R4.5', `${name()} has attacked: it moves no more this phase (except Strike and Fade)`);
      if (kind === 'aggression' && !hasMoveKindAbility(state, unit, kind))
        return refuse('NO_ABILITY', 'R8.14', `${name()} has no Aggression`);
      if (kind === 'relocate' && !hasMoveKindAbility(state, unit, kind))
        return refuse('NO_ABILITY', 'R8.14', `${name()} has no Relocate`);
      if (current !== null && current !== kind)
        return refuse('ORDER', 'R8.14', `${name()} is already making another kind of move`);
      return ok();
    default:
      return refuse('GAME_OVER', 'R7.3', 'The game is over');
  }
}

/** The budget of the unit's move of this kind: what is left of it, or a fresh one. */
export function budgetOf(state: GameState, unit: Unit, kind: MoveKind = defaultMoveKind(state)): MoveBudget {
  const a = activationOf(state, unit);
  if (a && a.moveKind === kind) return { speedLeft: a.speedLeft, freeRoadSteps: a.freeRoadSteps };
  return moveBudget(state, unit, kind);
}

/** The kind of move a plain move is in the current phase. */
export function defaultMoveKind(state: GameState): MoveKind {
  return state.phase === 'setup' ? 'scout' : 'normal';
}

/** Why the unit may not pivot to `facing` now: refused, or ok (R5.2, R5.3, R5.5). */
export function checkPivot(state: GameState, unit: Unit, facing: Dir, kind: MoveKind = defaultMoveKind(state)): Result {
  const name = unitName(state, unit);
  if (!unitHasFacing(state, unit)) return refuse('NO_FACING', 'R5.5', `${name} has no facing to turn`);
  const moving = checkMoveKind(state, unit, kind);
  if (!moving.ok) return moving;
  if (facing === unit.facing) return refuse('BAD_ACTION', 'R5.5', `${name} already faces that way`);
  return ok();
}

/** R4.3, R4.5: why this model may not attack now in this activation: refused, or ok. */
export function checkAttackTiming(state: GameState, unit: Unit, modelId: number): Result {
  const model = modelById(unit, modelId);
  if (!model) return refuse('UNKNOWN_MODEL', 'R4.5', `${unitName(state, unit)} has no model ${modelId}`);
  if (activationOf(state, unit)?.attacked.includes(modelId))
    return refuse('ALREADY_ATTACKED', 'R4.5', 'Each model attacks once per activation');
  return checkUnitAttackTiming(state, unit);
}

/** Why no model of the unit may attack now in this activation (attackTiming), or null when it may. */
type AttackTimingRefusal = 'movedBeforeFiring' | 'moved' | 'strikeAndFade' | 'wrongPhase';

/**
 * R4.3, R4.5, R8.14: whether the unit's models may attack now in this activation, as a word: the
 * one test behind checkUnitAttackTiming's sentence and legalActions' "may it attack?", which
 * asks it at every listing and needs no sentence.
 */
function attackTiming(state: GameState, unit: Unit): AttackTimingRefusal | null {
  const a = activationOf(state, unit);
  if (state.phase === 'movement') return a && (a.moved || a.boarding) ? 'movedBeforeFiring' : null;
  if (state.phase === 'assault') {
    if (a?.moveKind === 'normal' || a?.moveKind === 'relocate') return 'moved';
    return a?.moveKind === 'strikeAndFade' ? 'strikeAndFade' : null;
  }
  return 'wrongPhase';
}

/** Whether the unit's models may attack now in this activation (checkUnitAttackTiming, without its sentence). */
export function mayAttackNow(state: GameState, unit: Unit): boolean {
  return attackTiming(state, unit) === null;
}

/** R4.3, R4.5, R8.14: why no model of the unit may attack now in this activation: refused, or ok. */
export function checkUnitAttackTiming(state: GameState, unit: Unit): Result {
  switch (attackTiming(state, unit)) {
    case null:
      return ok();
    case 'movedBeforeFiring':
      return refuse(
        'MOVED',
        'R4.3',
        `${unitName(state, unit)} is moving: firing instead of moving is decided before it moves`,
      );
    case 'moved':
      return refuse('MOVED', 'R4.5', `${unitName(state, unit)} moved this phase: a unit moves or attacks`);
    case 'strikeAndFade':
      return refuse('MOVED', 'R8.14', `${unitName(state, unit)} is making its Strike and Fade move`);
    case 'wrongPhase':
      return refuse('WRONG_PHASE', 'R4.5', 'Attacks are made in the Movement and Assault Phases');
  }
}
