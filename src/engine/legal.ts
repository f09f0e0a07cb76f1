// legalActions: what the team to act may do now. It is built on the same checks as
// applyAction (activation.ts, movement.ts), so every listed action applies without error.
import type { Action } from './actions';
import { actingUnit, budgetOf, pivotError } from './activation';
import { DIRS, neighbor } from './hex';
import { checkStep } from './movement';
import type { GameState, Unit } from './state';
import { canBeActivated } from './turn';

function stepActions(state: GameState, unit: Unit, out: Action[]): void {
  if (!unit.at) return;
  const a = state.activation;
  if (a && a.unit === unit.id && a.halted) return;
  const budget = budgetOf(state, unit);
  for (const d of DIRS) {
    const to = neighbor(unit.at, d);
    if (!('code' in checkStep(state, unit, budget, unit.at, to))) {
      out.push({ type: 'move', unit: unit.id, path: [to] });
    }
  }
}

function pivotActions(state: GameState, unit: Unit, out: Action[]): void {
  for (const d of DIRS) {
    if (pivotError(state, unit, d) === null) out.push({ type: 'pivot', unit: unit.id, facing: d });
  }
}

/** Moves of one step: longer paths are sequences of these (see `reachableHexes` for routes). */
export function legalActions(state: GameState): Action[] {
  if (state.phase === 'ended') return [];
  const out: Action[] = [];
  const a = state.activation;
  if (a) {
    const unit = state.units[a.unit];
    stepActions(state, unit, out);
    pivotActions(state, unit, out);
    out.push({ type: 'endActivation' });
    return out;
  }
  for (const id in state.units) {
    const unit = state.units[id];
    if (unit.team !== state.active || !canBeActivated(unit)) continue;
    if ('code' in actingUnit(state, id)) continue;
    out.push({ type: 'hold', unit: id });
    stepActions(state, unit, out);
    pivotActions(state, unit, out);
  }
  return out;
}

/** Whether the unit being activated can still do anything but end its activation. */
export function activationHasOptions(state: GameState): boolean {
  const a = state.activation;
  if (!a || state.phase === 'ended') return false;
  const unit = state.units[a.unit];
  const probe: Action[] = [];
  stepActions(state, unit, probe);
  if (probe.length > 0) return true;
  pivotActions(state, unit, probe);
  return probe.length > 0;
}
