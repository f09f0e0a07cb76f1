// applyAction: the one way the game state changes. It returns the next state and the events
// it produced, or a typed rule error; it never throws for an illegal action and never mutates
// its input.
import type { Action } from '../core/actions';
import { isAction } from '../core/actionShape';
import { attack, demolish } from './attackActions';
import {
  chooseCommandTargets,
  chooseSurvivorOrder,
  defensiveFire,
  endGameVote,
  nameModel,
  passDefensiveFire,
  placeSurvivors,
  reroll,
} from './decisionActions';
import { refuse } from '../core/errors';
import type { ApplyResult } from '../core/result';
import { disembark, embark, endActivation, hold, move, pivot, type Outcome } from './moveActions';
import { arrive, returnToReserve } from './reserveActions';
import { deploy, deployEmbarked, deployReserve, placeObjective } from './setupActions';
import type { GameState } from '../core/state';

export type { ApplyResult };

export function applyAction(state: GameState, action: Action): ApplyResult {
  if (!isAction(action)) {
    return refuse('BAD_ACTION', 'actions', 'That is not an action this game knows');
  }
  return resolve(state, action);
}

function resolve(state: GameState, a: Action): Outcome {
  switch (a.type) {
    case 'placeObjective':
      return placeObjective(state, a.at);
    case 'deploy':
      return deploy(state, a.unit, a.at, a.facing);
    case 'deployReserve':
      return deployReserve(state, a.unit);
    case 'deployEmbarked':
      return deployEmbarked(state, a.unit, a.carrier);
    case 'move':
      return move(state, a.unit, a.path, a.kind);
    case 'pivot':
      return pivot(state, a.unit, a.facing, a.kind);
    case 'hold':
      return hold(state, a.unit);
    case 'endActivation':
      return endActivation(state);
    case 'attack':
      return attack(state, a);
    case 'demolish':
      return demolish(state, a.unit, a.model, a.dir);
    case 'embark':
      return embark(state, a.unit, a.carrier, a.path ?? []);
    case 'disembark':
      return disembark(state, a.unit, a.path ?? []);
    case 'arrive':
      return arrive(state, a.unit, a.at, a.facing);
    case 'returnToReserve':
      return returnToReserve(state, a.unit);
    case 'defensiveFire':
      return defensiveFire(state, a.unit, a.at, a.weapon ?? 'normal', a.profile ?? null);
    case 'passDefensiveFire':
      return passDefensiveFire(state);
    case 'nameModel':
      return nameModel(state, a.model);
    case 'reroll':
      return reroll(state, a.die);
    case 'placeSurvivors':
      return placeSurvivors(state, a.at);
    case 'chooseSurvivorOrder':
      return chooseSurvivorOrder(state, a.unit);
    case 'chooseCommandTargets':
      return chooseCommandTargets(state, a.units);
    case 'endGameVote':
      return endGameVote(state, a.end);
  }
}
