// Embarking and disembarking as a unit's move: RULINGS R4.6 (in the Movement Phase, at the start
// or the end of a normal move; the unit does not count for population in the hex where it
// embarks; a passenger that would break the limit steps out of the hex first), R4.3 (a unit that
// fired stays). The path is checked as any move is (movement.ts checkPath). Shared by applyAction
// (actions/moveActions.ts), legalActions and the screen's boarding routes.
import { refuse } from '../core/errors';
import { own } from '../core/own';
import { ok, type Result } from '../core/result';
import { hexLabel, type Hex } from '../core/hex';
import type { GameState, Unit } from '../core/state';
import { playsRuling } from '../derived/rulings';
import { unitName } from '../derived/unitRules';
import { activationOf, budgetOf, checkMoveKind } from './activation';
import { checkPath, moveBudget, movingSpeed, type MoveBudget, type Step } from './movement';
import { checkPopulation } from './population';
import { checkGround } from './standing';
import { checkBoarding, checkDisembark } from './transport';

/** R4.6: whether the unit may embark in `carrierId` now, in its own hex: refused, or ok. */
export function checkEmbarkHere(state: GameState, unit: Unit, carrierId: string): Result {
  const check = embarkCheck(state, unit, carrierId, []);
  return check.ok ? ok() : check;
}

/**
 * R4.6: why the unit may not embark in `carrierId` now, at the end of a normal move along `path`
 * (none: in its own hex), or the steps of that move. The move is checked as a move is, except
 * that the unit does not count for population in the last hex, where it embarks.
 */
export function embarkCheck(
  state: GameState,
  unit: Unit,
  carrierId: string,
  path: readonly Hex[],
): Result<{ steps: Step[]; budget: MoveBudget | null }> {
  if (state.phase !== 'movement')
    return refuse('WRONG_PHASE', 'R4.6', 'Units embark and disembark in the Movement Phase');
  const carrier = own(state.units, carrierId);
  if (!carrier) return refuse('UNKNOWN_UNIT', 'R4.6', `There is no unit "${carrierId}"`);
  if (unit.status !== 'map') return refuse('NOT_ON_MAP', 'R4.6', `${unitName(state, unit)} is not on the map`);
  const a = activationOf(state, unit);
  if (a?.boarding === 'disembarked')
    return refuse('TRANSPORT', 'R4.6', 'A unit embarks or disembarks in one activation, not both');
  if (a && (a.stationaryFire || a.attacked.length > 0))
    return refuse('TRANSPORT', 'R4.6', `${unitName(state, unit)} fired instead of moving`);
  if (path.length === 0) {
    const boarding = checkBoarding(state, unit, carrier);
    return boarding.ok ? ok({ steps: [], budget: null }) : boarding;
  }
  const moving = checkMoveKind(state, unit, 'normal');
  if (!moving.ok) return moving;
  const boarding = checkBoarding(state, { ...unit, at: path[path.length - 1] }, carrier);
  if (!boarding.ok) return boarding;
  const budget = budgetOf(state, unit, 'normal');
  const steps = checkPath(state, unit, unit.at!, path, budget, true);
  return steps.ok ? ok({ steps: steps.value, budget }) : steps;
}

/** R4.6: why the passenger may not disembark (and take these first steps) now, or where it gets out and its steps. */
export function disembarkCheck(
  state: GameState,
  unit: Unit,
  path: Hex[],
): Result<{ at: Hex; budget: MoveBudget; steps: Step[] }> {
  if (state.phase !== 'movement')
    return refuse('WRONG_PHASE', 'R4.6', 'Units embark and disembark in the Movement Phase');
  if (activationOf(state, unit)) return refuse('TRANSPORT', 'R4.6', 'A passenger disembarks at the start of its move');
  const leaving = checkDisembark(state, unit);
  if (!leaving.ok) return leaving;
  const carrier = state.units[unit.carrier!];
  const at = carrier.at!;
  const out: Unit = { ...unit, status: 'map', at, carrier: null };
  // R4.6: a passenger whose Transport has moved this phase may get out but not move further.
  const budget: MoveBudget = carrier.movedThisPhase
    ? { speedLeft: 0, freeRoadSteps: 0 }
    : moveBudget(state, out, 'normal');
  // Asked only when it matters (this check runs for every way out legalActions lists): steps
  // taken by one that may take none; staying put by one that must step out.
  const noStep = path.length > 0 ? whyNoStepOut(state, out, carrier) : null;
  const mustStep = path.length === 0 || noStep ? whyMustStepOut(state, out, at) : null;
  const neither = mustStep && (noStep ?? whyNoStepOut(state, out, carrier));
  // Told as one refusal when it must step out and may not: neither way out is open.
  if (mustStep && neither)
    return refuse(
      mustStep.code,
      mustStep.rule,
      `${mustStep.text}, and ${neither.text}: ${unitName(state, out)} cannot disembark here`,
    );
  if (noStep) return refuse(noStep.code, noStep.rule, `${noStep.text}: ${noStep.then}`);
  if (mustStep)
    return refuse(mustStep.code, mustStep.rule, `${mustStep.text}: it must step out of the hex as it disembarks`);
  const steps = checkPath(state, out, at, path, budget);
  if (!steps.ok) return steps;
  return ok({ at, budget, steps: steps.value });
}

/** Why a passenger may not do something as it disembarks: the refusal's code, rule and words (`then`: what it may do). */
interface Why {
  code: 'TRANSPORT' | 'NO_SPEED' | 'IMPASSABLE' | 'POPULATION';
  rule: string;
  text: string;
  then?: string;
}

/**
 * Why the passenger `out`, just out of `carrier`, may take no step, or null. R4.6: a passenger
 * whose Transport has moved this phase gets out but moves no further. R5.2: the steps after
 * getting out are its own move (R4.6 "and then move on"), so at Speed 0 it takes none, not even
 * a free road step (R5.4: the road bonus and High Gear make a step cost 0, they do not give Speed;
 * docs/rules.md reading 49). A game of an edition before that reading let a Speed 0 passenger
 * with High Gear take its free road steps (derived/rulings.ts).
 */
function whyNoStepOut(state: GameState, out: Unit, carrier: Unit): Why | null {
  if (carrier.movedThisPhase)
    return {
      code: 'TRANSPORT',
      rule: 'R4.6',
      text: `${unitName(state, carrier)} has moved this phase`,
      then: 'its passengers may get out but not move further',
    };
  if (!playsRuling(state, 'R5.2disembark') || movingSpeed(state, out, 'normal') > 0) return null;
  return {
    code: 'NO_SPEED',
    rule: 'R5.2',
    text: `${unitName(state, out)} is at Speed 0`,
    then: `it may get out of ${unitName(state, carrier)} but take no step`,
  };
}

/**
 * Why the passenger `out` may not stay in its Transport's hex `at` as it gets out, so must step
 * out of it, or null. R5.1: on Water only an Amphibious unit may stand; R4.6: it may not break
 * the population limit there.
 */
function whyMustStepOut(state: GameState, out: Unit, at: Hex): Why | null {
  if (checkGround(state, out, at))
    return {
      code: 'IMPASSABLE',
      rule: 'R5.1',
      text: `${unitName(state, out)} cannot get out on the Water at ${hexLabel(at)}`,
    };
  if (!checkPopulation(state, out, at).ok)
    return {
      code: 'POPULATION',
      rule: 'R4.6',
      text: `${unitName(state, out)} would break the population limit in its Transport's hex`,
    };
  return null;
}
