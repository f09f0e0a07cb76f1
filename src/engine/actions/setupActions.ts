// The setup: rule book "Game Setup"; RULINGS R3.2 (Objective Markers), R3.3 (alternating
// deployment, Reserves, units placed embarked).
import { actingUnit } from '../rules/activation';
import { beginDraft, emit, finishDraft, updateUnit } from '../derived/draft';
import { refuse } from '../core/errors';
import type { Result } from '../core/result';
import { afterObjectivePlaced, finishActivation } from '../resolve/flow';
import { resume } from '../resolve/resume';
import type { Dir, Hex } from '../core/hex';
import { defaultFacing } from '../board/map';
import type { Outcome } from './moveActions';
import { checkObjective, OBJECTIVE_ORDER } from '../rules/objectives';
import { mayStartInReserve } from '../rules/reserves';
import { checkDeploy } from '../rules/deployment';
import type { GameState, Objective, Unit } from '../core/state';
import { checkBoarding } from '../rules/transport';
import { unitHasFacing, unitName } from '../derived/unitRules';
import { own } from '../core/own';

export function placeObjective(state: GameState, at: Hex): Outcome {
  if (state.phase !== 'setup' || state.setupStep !== 'objectives')
    return refuse('WRONG_PHASE', 'R3.2', 'Objective Markers are placed at the start of the setup');
  const checked = checkObjective(state, at);
  if (!checked.ok) return checked;
  const d = beginDraft(state);
  const next = OBJECTIVE_ORDER[state.objectives.length];
  const objective: Objective = { id: state.objectives.length + 1, at, value: next.value, placedBy: state.active };
  d.state.objectives = [...state.objectives, objective];
  emit(d, { type: 'objectivePlaced', team: state.active, objective });
  afterObjectivePlaced(d);
  return finishDraft(d);
}

function deployingUnit(state: GameState, unitId: string): Result<Unit> {
  if (state.phase !== 'setup' || state.setupStep !== 'deployment')
    return refuse('WRONG_PHASE', 'R3.3', 'Units are placed during the deployment');
  return actingUnit(state, unitId);
}

export function deploy(state: GameState, unitId: string, at: Hex, facing: Dir | undefined): Outcome {
  const acting = deployingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  const checked = checkDeploy(state, unit, at);
  if (!checked.ok) return checked;
  const d = beginDraft(state);
  const dir = unitHasFacing(state, unit) ? (facing ?? defaultFacing(unit.team)) : unit.facing;
  updateUnit(d, unitId, { status: 'map', at, facing: dir });
  emit(d, {
    type: 'deployed',
    unit: unitId,
    team: unit.team,
    to: 'map',
    at,
    facing: unitHasFacing(state, unit) ? dir : null,
    carrier: null,
  });
  finishActivation(d, unitId, false);
  resume(d);
  return finishDraft(d);
}

export function deployReserve(state: GameState, unitId: string): Outcome {
  const acting = deployingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  if (!mayStartInReserve(state, unit))
    return refuse('RESERVE', 'R3.3', `${unitName(state, unit)} has no rule that lets it start in Reserve`);
  const d = beginDraft(state);
  updateUnit(d, unitId, { status: 'reserve' });
  emit(d, { type: 'deployed', unit: unitId, team: unit.team, to: 'reserve', at: null, facing: null, carrier: null });
  finishActivation(d, unitId, false);
  resume(d);
  return finishDraft(d);
}

export function deployEmbarked(state: GameState, unitId: string, carrierId: string): Outcome {
  const acting = deployingUnit(state, unitId);
  if (!acting.ok) return acting;
  const unit = acting.value;
  const carrier = own(state.units, carrierId);
  if (!carrier) return refuse('UNKNOWN_UNIT', 'R3.3', `There is no unit "${carrierId}"`);
  const checked = checkBoarding(state, unit, carrier);
  if (!checked.ok) return checked;
  const d = beginDraft(state);
  updateUnit(d, unitId, { status: 'embarked', carrier: carrierId });
  emit(d, {
    type: 'deployed',
    unit: unitId,
    team: unit.team,
    to: 'embarked',
    at: null,
    facing: null,
    carrier: carrierId,
  });
  finishActivation(d, unitId, false);
  resume(d);
  return finishDraft(d);
}
