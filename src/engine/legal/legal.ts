// legalActions: what the team to act may do now. Built on the same checks as applyAction
// (activation.ts, movement.ts, targeting.ts, defensiveFire.ts, ...), so every listed action
// applies without error; a property test plays random games to hold it to that.
import type { Action } from '../core/actions';
import {
  activationOf,
  budgetOf,
  checkMoveKind,
  hasMoveKindAbility,
  mayAttackNow,
  PHASE_MOVE_KINDS,
} from '../rules/activation';
import { checkDemolish, namingChoices } from '../rules/attacking';
import { defensiveFireCandidates, volleyModels } from '../rules/defensiveFire';
import { canBeActivated } from '../rules/turnOrder';
import { anyAction, indexedSet, listAll, listedSet, singleSet, Sink, type ActionSet } from './actionSet';
import { distance, DIRS, neighbor, type Dir, type Hex } from '../core/hex';
import { stepFrom, type MoveBudget } from '../rules/movement';
import { disembarkCheck, embarkCheck, checkEmbarkHere } from '../rules/boarding';
import { objectiveHexes } from '../rules/objectives';
import type { PendingDecision, ProfileChoice, WeaponChoice } from '../core/pending';
import { checkArrival, mayStartInReserve } from '../rules/reserves';
import { checkDeploy } from '../rules/deployment';
import type { GameState, MoveKind, Unit } from '../core/state';
import {
  attackerHex,
  attackerNamesModel,
  longestRange,
  planAttack,
  profileOptions,
  weaponAllowed,
} from '../rules/targeting';
import { checkBoarding, isTransport } from '../rules/transport';
import { isAircraftUnit, modelHasAbility, unitHasFacing } from '../derived/unitRules';
import { getBoard, indexOf, zoneHexes } from '../board/map';
import { unitsInHex } from '../derived/occupancy';
import { unitsOf } from '../derived/roster';

/** Computes a value the first time it is asked for. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

/** What a move action says of its kind: nothing for the phase's plain move (shared, never changed). */
const EXPLICIT_KIND: Readonly<Record<MoveKind, { kind?: MoveKind }>> = {
  normal: {},
  scout: {},
  aggression: { kind: 'aggression' },
  strikeAndFade: { kind: 'strikeAndFade' },
  relocate: { kind: 'relocate' },
};

interface OpenMove {
  kind: MoveKind;
  budget: MoveBudget;
  /** What the action says of its kind: nothing for the phase's plain move. */
  explicit: { kind?: MoveKind };
}

/** The moves of the phase the unit may make or go on with (checkMoveKind), with their budgets. */
function openMoves(state: GameState, unit: Unit): OpenMove[] {
  const out: OpenMove[] = [];
  for (const kind of PHASE_MOVE_KINDS[state.phase]) {
    // The ability first (checkMoveKind asks it too): a refusal costs a sentence.
    if (!hasMoveKindAbility(state, unit, kind) || !checkMoveKind(state, unit, kind).ok) continue;
    out.push({ kind, budget: budgetOf(state, unit, kind), explicit: EXPLICIT_KIND[kind] });
  }
  return out;
}

/**
 * One-hex moves and pivots, for each kind of move open to the unit: the same checks as
 * applyAction's move and pivot (checkMoveKind, then the step or the facing).
 */
function stepSets(state: GameState, unit: Unit): ActionSet[] {
  const kinds = once(() => openMoves(state, unit));
  const board = getBoard(state.map);
  const i = indexOf(board, unit.at!);
  const moves = indexedSet(
    'move',
    () => kinds().length * 6,
    (k) => {
      const open = kinds()[Math.floor(k / 6)];
      const step = stepFrom(state, unit, open.budget, board, i, (k % 6) as Dir);
      return typeof step === 'string' ? null : { type: 'move', unit: unit.id, path: [step.to], ...open.explicit };
    },
  );
  if (!unitHasFacing(state, unit)) return [moves];
  const pivots = indexedSet(
    'pivot',
    () => kinds().length * 6,
    (k) => {
      const facing = (k % 6) as Dir;
      return facing === unit.facing
        ? null
        : { type: 'pivot', unit: unit.id, facing, ...kinds()[Math.floor(k / 6)].explicit };
    },
  );
  return [moves, pivots];
}

/** Every attack the unit's models may make now, one action per choice that matters. */
function attackSet(state: GameState, unit: Unit): ActionSet {
  return listedSet('attack', (out) => {
    const from = attackerHex(state, unit);
    if (!from || !mayAttackNow(state, unit)) return;
    const attacked = activationOf(state, unit)?.attacked ?? [];
    // Models with the same card have the same choices: work them out once per card.
    const byCard = new Map<string, Action[]>();
    for (const model of unit.models) {
      if (out.done) return;
      if (attacked.includes(model.id)) continue;
      let template = byCard.get(model.def);
      if (!template) {
        template = attacksOfModel(state, unit, model.id, from);
        byCard.set(model.def, template);
      }
      for (const a of template) {
        out.add({ ...(a as Extract<Action, { type: 'attack' }>), model: model.id });
        if (out.done) return;
      }
    }
  });
}

/** R8.8: Bridge Demolition, instead of a model's attack in the Assault Phase. */
function demolishSet(state: GameState, unit: Unit): ActionSet {
  const demolishers = once(() =>
    state.phase === 'assault' ? unit.models.filter((m) => modelHasAbility(state, unit, m, 'bridgeDemolition')) : [],
  );
  return indexedSet(
    'demolish',
    () => demolishers().length * 6,
    (k) => {
      const model = demolishers()[Math.floor(k / 6)].id;
      const dir = (k % 6) as Dir;
      return !checkDemolish(state, unit, model, dir).ok ? null : { type: 'demolish', unit: unit.id, model, dir };
    },
  );
}

/** Every weapon a model may have, its normal attack first (R6.9, R8.10). */
export const WEAPONS: readonly WeaponChoice[] = ['normal', 'hull', 'auxiliary', 'closeAssault', 'handToHand'];

/**
 * R4.3, R4.5, R6.9, R8.10: the weapons a model may use now, before any target is looked at (the
 * check planAttack makes, weaponAllowed), that have dice at some range (longestRange), with
 * that range.
 */
function weaponsNow(state: GameState, unit: Unit, model: Unit['models'][number]): readonly WeaponNow[] {
  // What it reads is fixed for the game per card, squad and phase: the model's card (defOf), the
  // squad's Basic Infantry card (kindOf in unitRules.ts, fixed by the unit's starting cards) and
  // the phase (weaponAllowed). So it is worked out once per unit's cards, card and phase; the
  // cards array is shared, never changed, as kindOf's cache relies on too.
  let byCard = weaponsByCards.get(unit.cards);
  if (!byCard) {
    byCard = new Map();
    weaponsByCards.set(unit.cards, byCard);
  }
  let byPhase = byCard.get(model.def);
  if (!byPhase) {
    byPhase = {};
    byCard.set(model.def, byPhase);
  }
  return (byPhase[state.phase] ??= workOutWeaponsNow(state, unit, model));
}

interface WeaponNow {
  readonly weapon: WeaponChoice;
  readonly reach: number;
}

/** weaponsNow, by the unit's starting cards (Unit.cards), then by card and phase. */
const weaponsByCards = new WeakMap<
  readonly string[],
  Map<string, Partial<Record<GameState['phase'], readonly WeaponNow[]>>>
>();

function workOutWeaponsNow(state: GameState, unit: Unit, model: Unit['models'][number]): readonly WeaponNow[] {
  const out: WeaponNow[] = [];
  for (const weapon of WEAPONS) {
    // A weapon other than its normal attack is an ability of the model (R6.9, R8.10): one it does
    // not have has no dice, no need to ask why it may not use it.
    if (weapon !== 'normal' && !modelHasAbility(state, unit, model, weapon)) continue;
    if (!weaponAllowed(state, unit, model, weapon, 'activation').ok) continue;
    const reach = longestRange(state, unit, model, weapon);
    if (reach >= 0) out.push({ weapon, reach });
  }
  return out;
}

function attacksOfModel(state: GameState, unit: Unit, modelId: number, from: Hex): Action[] {
  const out: Action[] = [];
  const model = unit.models.find((m) => m.id === modelId)!;
  const weapons = weaponsNow(state, unit, model);
  if (weapons.length === 0) return out;
  for (const target of unitsOf(state)) {
    if (target.team === unit.team || target.status !== 'map' || !target.at) continue;
    const range = distance(from, target.at);
    for (const { weapon, reach } of weapons) {
      // Out of every band of the weapon (R6.1): no need to ask planAttack.
      if (range > reach) continue;
      // The same checks applyAction makes (planAttack), so every action listed applies.
      const planned = planAttack(
        state,
        { unit: unit.id, model: modelId, target: target.id, weapon },
        'activation',
        undefined,
        false,
      );
      if (!planned.ok) continue;
      const spec = planned.value;
      // R6.2: the profiles planAttack accepts; named only where there is a choice.
      const profiles = profileOptions(state, unit, model, weapon, target, spec.range, spec.rear).map((o) => o.profile);
      // R6.6: a model that names the one it attacks names one of each kind (checkAttack asks the same).
      const names =
        attackerNamesModel(state, unit, model, spec) && namingChoices(target).length > 1
          ? namingChoices(target)
          : [undefined];
      for (const profile of profiles) {
        for (const targetModel of names) {
          out.push({
            type: 'attack',
            unit: unit.id,
            model: modelId,
            target: target.id,
            ...(weapon !== 'normal' ? { weapon } : {}),
            ...(profiles.length > 1 ? { profile } : {}),
            ...(targetModel !== undefined ? { targetModel } : {}),
          });
        }
      }
    }
  }
  return out;
}

/** The Movement Phase and Assault Phase choices of a unit (its activation under way, or a new one), by type. */
function unitSets(state: GameState, unit: Unit): ActionSet[] {
  const a = activationOf(state, unit);
  if (state.phase === 'setup') {
    if (state.setupStep === 'deployment') return deploySets(state, unit);
    if (state.setupStep === 'scout') return stepSets(state, unit);
    return [];
  }
  if (a?.arrived) return [];
  if (state.phase === 'movement') {
    if (unit.status === 'reserve' || (unit.status === 'map' && isAircraftUnit(state, unit))) {
      if (a) return [];
      const board = getBoard(state.map);
      const arrive = indexedSet(
        'arrive',
        () => board.size,
        (k) => {
          const at = board.hexAt[k];
          return !checkArrival(state, unit, at).ok ? null : { type: 'arrive', unit: unit.id, at };
        },
      );
      return [
        arrive,
        singleSet('returnToReserve', unit.status === 'map' ? { type: 'returnToReserve', unit: unit.id } : null),
      ];
    }
    if (unit.status === 'embarked')
      return a ? [attackSet(state, unit)] : [disembarkSet(state, unit), attackSet(state, unit)];
    return [...stepSets(state, unit), embarkSet(state, unit), attackSet(state, unit)];
  }
  if (state.phase === 'assault') {
    return unit.status === 'map'
      ? [...stepSets(state, unit), attackSet(state, unit), demolishSet(state, unit)]
      : [attackSet(state, unit), demolishSet(state, unit)];
  }
  return [];
}

/**
 * R4.6: a Transport in the unit's own hex, or one a step away, boarded at the end of that step
 * (listed one hex at a time, as moves are; a longer path applies too).
 */
function embarkSet(state: GameState, unit: Unit): ActionSet {
  return listedSet('embark', (out) => {
    const board = getBoard(state.map);
    const i = indexOf(board, unit.at!);
    for (const carrier of unitsInHex(state, i)) {
      if (out.done) return;
      if (carrier.id !== unit.id && checkEmbarkHere(state, unit, carrier.id).ok)
        out.add({ type: 'embark', unit: unit.id, carrier: carrier.id });
    }
    for (let dir = 0; dir < 6; dir++) {
      const j = board.neighbors[i * 6 + dir];
      if (j < 0) continue;
      for (const carrier of unitsInHex(state, j)) {
        if (out.done) return;
        // Only friendly Transports are worth checking (embarkCheck refuses the others).
        if (carrier.team !== unit.team || !isTransport(state, carrier)) continue;
        const path = [board.hexAt[j]];
        if (embarkCheck(state, unit, carrier.id, path).ok)
          out.add({ type: 'embark', unit: unit.id, carrier: carrier.id, path });
      }
    }
  });
}

/** R4.6: out into the Transport's hex, or out and one hex on. */
function disembarkSet(state: GameState, unit: Unit): ActionSet {
  const carrier = state.units[unit.carrier!];
  return indexedSet(
    'disembark',
    () => 7,
    (k) => {
      if (k === 0) return !disembarkCheck(state, unit, []).ok ? null : { type: 'disembark', unit: unit.id };
      const path = [neighbor(carrier.at!, (k - 1) as Dir)];
      return !disembarkCheck(state, unit, path).ok ? null : { type: 'disembark', unit: unit.id, path };
    },
  );
}

/** R3.3: a hex of the deployment zone (with each facing, for a unit that has one), Reserve, or a Transport. */
function deploySets(state: GameState, unit: Unit): ActionSet[] {
  const zone = zoneHexes(state.map, unit.team);
  const facings = unitHasFacing(state, unit) ? DIRS.length : 1;
  // Whether each zone hex may take the unit, worked out once per hex.
  const fits: boolean[] = [];
  const deploy = indexedSet(
    'deploy',
    () => zone.length * facings,
    (k) => {
      const h = Math.floor(k / facings);
      const at = zone[h];
      fits[h] ??= checkDeploy(state, unit, at).ok;
      if (!fits[h]) return null;
      return facings > 1
        ? { type: 'deploy', unit: unit.id, at, facing: (k % facings) as Dir }
        : { type: 'deploy', unit: unit.id, at };
    },
  );
  const reserve = singleSet(
    'deployReserve',
    mayStartInReserve(state, unit) ? { type: 'deployReserve', unit: unit.id } : null,
  );
  const embarked = listedSet('deployEmbarked', (out) => {
    for (const carrier of unitsOf(state)) {
      if (out.done) return;
      if (carrier.team === unit.team && carrier.status === 'map' && checkBoarding(state, unit, carrier).ok) {
        out.add({ type: 'deployEmbarked', unit: unit.id, carrier: carrier.id });
      }
    }
  });
  return [deploy, reserve, embarked];
}

function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) {
    for (const s of [...out]) if (s.length < max) out.push([...s, item]);
  }
  return out;
}

function decisionActions(state: GameState, p: PendingDecision, out: Sink): void {
  switch (p.kind) {
    case 'defensiveFire': {
      const mover = state.units[p.mover];
      for (const id of defensiveFireCandidates(state, mover, p.from, p.to, p.fired)) {
        const unit = state.units[id];
        for (const at of p.from ? (['to', 'from'] as const) : (['to'] as const)) {
          const hex = at === 'from' ? p.from! : p.to;
          for (const weapon of ['normal', 'close'] as const) {
            if (volleyModels(state, unit, mover, hex, weapon, null).length === 0) continue;
            out.add({ type: 'defensiveFire', unit: id, at, ...(weapon === 'close' ? { weapon } : {}) });
            for (const profile of ['infantry', 'vehicle'] as ProfileChoice[]) {
              const some = volleyModels(state, unit, mover, hex, weapon, profile).length > 0;
              const differs =
                volleyModels(state, unit, mover, hex, weapon, profile === 'infantry' ? 'vehicle' : 'infantry').length >
                0;
              if (some && differs && weapon === 'normal') out.add({ type: 'defensiveFire', unit: id, at, profile });
            }
          }
        }
      }
      out.add({ type: 'passDefensiveFire' });
      return;
    }
    case 'nameModel':
      // Any model of the unit may be named; `choices` holds one of each kind for the screen.
      for (const m of state.units[p.unit].models) out.add({ type: 'nameModel', model: m.id });
      return;
    case 'reroll':
      out.add({ type: 'reroll', die: null });
      p.dice.forEach((_, die) => {
        out.add({ type: 'reroll', die });
      });
      return;
    case 'placeSurvivors':
      for (const at of p.choices) out.add({ type: 'placeSurvivors', at });
      return;
    case 'survivorOrder':
      for (const unit of p.units) out.add({ type: 'chooseSurvivorOrder', unit });
      return;
    case 'commandTargets':
      for (const units of subsets(p.choices, p.max)) out.add({ type: 'chooseCommandTargets', units });
      return;
    case 'endGameVote':
      out.add({ type: 'endGameVote', end: true });
      out.add({ type: 'endGameVote', end: false });
      return;
  }
}

/**
 * The actions of a unit the team to act may activate (or is activating) now, by type: "hold"
 * for a unit not yet activated (except while placing units), "endActivation" for the one under way.
 */
export function actionSetsOfUnit(state: GameState, unit: Unit): ActionSet[] {
  const sets = unitSets(state, unit);
  if (!state.activation && (state.phase !== 'setup' || state.setupStep === 'scout'))
    sets.unshift(singleSet('hold', { type: 'hold', unit: unit.id }));
  if (state.activation) sets.push(singleSet('endActivation', { type: 'endActivation' }));
  return sets;
}

/**
 * The actions of one unit the team to act may activate (or is activating) now, "hold" included;
 * none for any other unit (the other side's, one in Reserve or destroyed, any unit while a decision
 * is owed: R4.2, R4.3), so a panel may ask about whichever unit is selected.
 */
export function actionsOfUnit(state: GameState, unit: Unit): Action[] {
  if (!mayActNow(state, unit)) return [];
  const out = new Sink(false);
  listAll(actionSetsOfUnit(state, unit), out);
  return out.list;
}

/** The unit is the one being activated, or one its team may activate now (as collect lists them). */
function mayActNow(state: GameState, unit: Unit): boolean {
  if (state.phase === 'ended' || state.pending.length > 0) return false;
  if (state.activation) return state.activation.unit === unit.id;
  return unit.team === state.active && canBeActivated(state, unit);
}

/** The answers to the decision pending now. */
export function decisionActionsOf(state: GameState): Action[] {
  const out = new Sink(false);
  const top = state.pending[state.pending.length - 1];
  if (top) decisionActions(state, top, out);
  return out.list;
}

function collect(state: GameState, out: Sink): void {
  if (state.phase === 'ended') return;
  const top = state.pending[state.pending.length - 1];
  if (top) return decisionActions(state, top, out);
  if (state.phase === 'setup' && state.setupStep === 'objectives') {
    for (const at of objectiveHexes(state)) out.add({ type: 'placeObjective', at });
    return;
  }
  const a = state.activation;
  if (a) return listAll(actionSetsOfUnit(state, state.units[a.unit]), out);
  for (const id of activatableUnits(state)) {
    if (out.done) return;
    listAll(actionSetsOfUnit(state, state.units[id]), out);
  }
}

/** The units the team to act may activate now (none while one is being activated). */
export function activatableUnits(state: GameState): string[] {
  const out: string[] = [];
  if (state.activation || state.pending.length > 0 || state.phase === 'ended') return out;
  // With no activation and no decision pending, actingUnit asks nothing more than this.
  for (const unit of unitsOf(state)) {
    if (unit.team === state.active && canBeActivated(state, unit)) out.push(unit.id);
  }
  return out;
}

export function legalActions(state: GameState): Action[] {
  const out = new Sink(false);
  collect(state, out);
  return out.list;
}

/**
 * Whether any action is legal now, found without listing them all: a game that has not ended
 * always has one (R4.2: a team with nothing left passes), so a position without one could never
 * go on (a loaded file's, validateState).
 */
export function hasLegalAction(state: GameState): boolean {
  const out = new Sink(true);
  collect(state, out);
  return out.list.length > 0;
}

/** Whether the unit being activated can still do anything but end its activation. */
export function activationHasOptions(state: GameState): boolean {
  const a = state.activation;
  if (!a || state.phase === 'ended' || state.pending.length > 0) return false;
  const unit = state.units[a.unit];
  if (!unit || unit.models.length === 0 || unit.status === 'destroyed') return false;
  // Pivots first: when there is one, finding it costs no step check, nor building the sets.
  if (hasPivot(state, unit)) return true;
  const sets = unitSets(state, unit);
  const pivots = sets.findIndex((s) => s.type === 'pivot');
  if (pivots > 0) sets.unshift(...sets.splice(pivots, 1));
  return anyAction(sets);
}

/**
 * Whether the unit's sets (unitSets) hold a pivot: they hold one-hex moves and pivots (stepSets)
 * in these cases, and a unit with a facing has 5 pivots for each kind of move open to it
 * (openMoves), so one open kind is enough, without the budgets. The end-of-step check asks this
 * after every step and pivot, and most units that move have a facing.
 */
function hasPivot(state: GameState, unit: Unit): boolean {
  if (unit.status !== 'map' || !unitHasFacing(state, unit)) return false;
  const stepping =
    state.phase === 'setup'
      ? state.setupStep === 'scout'
      : !activationOf(state, unit)?.arrived &&
        (state.phase === 'assault' || (state.phase === 'movement' && !isAircraftUnit(state, unit)));
  if (!stepping) return false;
  for (const kind of PHASE_MOVE_KINDS[state.phase]) {
    if (hasMoveKindAbility(state, unit, kind) && checkMoveKind(state, unit, kind).ok) return true;
  }
  return false;
}

/**
 * R4.3, R4.5 (R3.4 for a Scout): whether staying is all the unit could do if the team to act
 * activated it now: no move, pivot, attack, boarding or arrival is legal (a Speed 0 gun in the
 * Movement Phase, say). False for a unit that may not be activated now.
 */
export function canOnlyStay(state: GameState, unitId: string): boolean {
  const unit = state.units[unitId];
  if (!unit || !activatableUnits(state).includes(unitId)) return false;
  return !anyAction(unitSets(state, unit));
}
