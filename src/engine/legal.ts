// legalActions: what the team to act may do now. Built on the same checks as applyAction
// (activation.ts, movement.ts, targeting.ts, defensiveFire.ts, ...), so every listed action
// applies without error; a property test plays random games to hold it to that.
import type { Action } from './actions';
import { actingUnit, activationOf, attackTimingError, budgetOf, moveKindError } from './activation';
import { demolishError } from './attackActions';
import { namingChoices } from './combat';
import { defensiveFireCandidates, volleyModels } from './defensiveFire';
import { canBeActivated } from './flow';
import { DIRS, neighbor, type Hex } from './hex';
import { checkStep } from './movement';
import { disembarkCheck, embarkError } from './moveActions';
import { objectiveHexes } from './objectives';
import type { PendingDecision, ProfileChoice, WeaponChoice } from './pending';
import { arrivalError, mayStartInReserve } from './reserveActions';
import { deployError } from './setupActions';
import type { GameState, MoveKind, Unit } from './state';
import { attackerHex, longestRange, planAttack, profileOptions } from './targeting';
import { boardingError } from './transport';
import { isAircraftUnit, modelHasAbility, unitHasFacing } from './unitRules';
import { distance } from './hex';
import { getBoard, indexOf, zoneHexes } from './map';
import { unitsInHex } from './occupancy';

/** Collects actions, optionally stopping at the first one (for "has the unit anything left to do?"). */
class Sink {
  readonly list: Action[] = [];
  constructor(readonly firstOnly: boolean) {}
  get done(): boolean {
    return this.firstOnly && this.list.length > 0;
  }
  add(a: Action): void {
    this.list.push(a);
  }
}

/** The kinds of move each phase allows (R3.4, R4.3, R8.14). */
const MOVE_KINDS: Readonly<Record<GameState['phase'], readonly MoveKind[]>> = {
  setup: ['scout'],
  movement: ['normal'],
  assault: ['normal', 'aggression', 'strikeAndFade', 'relocate'],
  ended: [],
};

function stepActions(state: GameState, unit: Unit, out: Sink): void {
  const facing = unitHasFacing(state, unit);
  for (const kind of MOVE_KINDS[state.phase]) {
    if (out.done) return;
    // The same checks as applyAction's move and pivot: moveKindError, then checkStep or the facing.
    if (moveKindError(state, unit, kind)) continue;
    const budget = budgetOf(state, unit, kind);
    const explicit = kind === 'normal' || kind === 'scout' ? {} : { kind };
    for (const d of DIRS) {
      const to = neighbor(unit.at!, d);
      if (!('code' in checkStep(state, unit, budget, unit.at!, to))) out.add({ type: 'move', unit: unit.id, path: [to], ...explicit });
    }
    if (facing) {
      for (const d of DIRS) if (d !== unit.facing) out.add({ type: 'pivot', unit: unit.id, facing: d, ...explicit });
    }
  }
}

/** Every attack the unit's models may make now, one action per choice that matters. */
function attackActions(state: GameState, unit: Unit, out: Sink): void {
  const from = attackerHex(state, unit);
  if (!from) return;
  // Models with the same card have the same choices: work them out once per card.
  const byCard = new Map<string, Action[]>();
  for (const model of unit.models) {
    if (out.done) return;
    if (attackTimingError(state, unit, model.id)) continue;
    let template = byCard.get(model.def);
    if (!template) {
      template = attacksOfModel(state, unit, model.id, from);
      byCard.set(model.def, template);
    }
    for (const a of template) {
      out.add({ ...(a as Extract<Action, { type: 'attack' }>), model: model.id });
      if (out.done) return;
    }
    if (state.phase === 'assault' && modelHasAbility(state, unit, model, 'bridgeDemolition')) {
      for (const d of DIRS) if (!demolishError(state, unit, model.id, d)) out.add({ type: 'demolish', unit: unit.id, model: model.id, dir: d });
    }
  }
}

/** R4.3, R4.5, R6.9, R8.10: the weapons a model could use now, before any target is looked at. */
function weaponsNow(state: GameState, unit: Unit, model: Unit['models'][number]): WeaponChoice[] {
  const has = (id: Parameters<typeof modelHasAbility>[3]) => modelHasAbility(state, unit, model, id);
  if (state.phase === 'movement') {
    const out: WeaponChoice[] = [];
    if (has('sustainedFire') || has('crackShot')) out.push('normal');
    if (has('hull')) out.push('hull');
    if (has('auxiliary')) out.push('auxiliary');
    return out;
  }
  if (state.phase !== 'assault' || has('crackShot')) return [];
  const out: WeaponChoice[] = ['normal'];
  if (has('closeAssault')) out.push('closeAssault');
  if (has('handToHand')) out.push('handToHand');
  return out;
}

function attacksOfModel(state: GameState, unit: Unit, modelId: number, from: Hex): Action[] {
  const out: Action[] = [];
  const model = unit.models.find((m) => m.id === modelId)!;
  const weapons = weaponsNow(state, unit, model);
  if (weapons.length === 0) return out;
  const crackShot = modelHasAbility(state, unit, model, 'crackShot');
  const reach = weapons.map((w) => longestRange(state, unit, model, w));
  for (const id in state.units) {
    const target = state.units[id];
    if (target.team === unit.team || target.status !== 'map' || !target.at) continue;
    const range = distance(from, target.at);
    for (let w = 0; w < weapons.length; w++) {
      const weapon = weapons[w];
      // Out of every band of the weapon (R6.1): no need to ask planAttack.
      if (range > reach[w]) continue;
      // The same checks applyAction makes (planAttack), so every action listed applies.
      const spec = planAttack(state, { unit: unit.id, model: modelId, target: id, weapon }, 'activation');
      if ('code' in spec) continue;
      const profiles = profileOptions(state, unit, model, weapon, target, spec.range, spec.rear).map((o) => o.profile);
      // R6.6: a Crack Shot names the model, one choice per kind of model.
      const names = crackShot && !spec.random && namingChoices(target).length > 1 ? namingChoices(target) : [undefined];
      for (const profile of profiles) {
        for (const targetModel of names) {
          out.push({
            type: 'attack',
            unit: unit.id,
            model: modelId,
            target: id,
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

/** The Movement Phase and Assault Phase choices of a unit (its activation under way, or a new one). */
function unitActions(state: GameState, unit: Unit, out: Sink): void {
  const a = activationOf(state, unit);
  if (state.phase === 'setup') {
    if (state.setupStep === 'deployment') return deployActions(state, unit, out);
    if (state.setupStep === 'scout') return stepActions(state, unit, out);
    return;
  }
  if (a?.arrived) return;
  if (state.phase === 'movement') {
    if (unit.status === 'reserve' || (unit.status === 'map' && isAircraftUnit(state, unit))) {
      if (a) return;
      for (const at of getBoard(state.map).hexAt) {
        if (out.done) return;
        if (!arrivalError(state, unit, at)) out.add({ type: 'arrive', unit: unit.id, at });
      }
      if (unit.status === 'map') out.add({ type: 'returnToReserve', unit: unit.id });
      return;
    }
    if (unit.status === 'embarked') {
      if (!a) disembarkActions(state, unit, out);
      attackActions(state, unit, out);
      return;
    }
    stepActions(state, unit, out);
    // R4.6: only a Transport in the unit's own hex can take it.
    for (const carrier of unitsInHex(state, indexOf(state.map, unit.at!))) {
      if (out.done) return;
      if (carrier.id !== unit.id && !embarkError(state, unit, carrier.id)) out.add({ type: 'embark', unit: unit.id, carrier: carrier.id });
    }
    attackActions(state, unit, out);
    return;
  }
  if (state.phase === 'assault') {
    if (unit.status === 'map') stepActions(state, unit, out);
    attackActions(state, unit, out);
  }
}

function disembarkActions(state: GameState, unit: Unit, out: Sink): void {
  if (!('code' in disembarkCheck(state, unit, []))) out.add({ type: 'disembark', unit: unit.id });
  const carrier = state.units[unit.carrier!];
  for (const d of DIRS) {
    const path = [neighbor(carrier.at!, d)];
    if (!('code' in disembarkCheck(state, unit, path))) out.add({ type: 'disembark', unit: unit.id, path });
  }
}

function deployActions(state: GameState, unit: Unit, out: Sink): void {
  const facings = unitHasFacing(state, unit) ? DIRS : [undefined];
  for (const at of zoneHexes(state.map, unit.team)) {
    if (out.done) return;
    if (deployError(state, unit, at)) continue;
    for (const facing of facings) out.add({ type: 'deploy', unit: unit.id, at, ...(facing !== undefined ? { facing } : {}) });
  }
  if (mayStartInReserve(state, unit)) out.add({ type: 'deployReserve', unit: unit.id });
  for (const id in state.units) {
    const carrier = state.units[id];
    if (carrier.team === unit.team && carrier.status === 'map' && !boardingError(state, unit, carrier)) {
      out.add({ type: 'deployEmbarked', unit: unit.id, carrier: id });
    }
  }
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
      if (p.volley) return;
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
              const differs = volleyModels(state, unit, mover, hex, weapon, profile === 'infantry' ? 'vehicle' : 'infantry').length > 0;
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
      p.dice.forEach((_, die) => out.add({ type: 'reroll', die }));
      return;
    case 'placeSurvivors':
      for (const at of p.choices) out.add({ type: 'placeSurvivors', at });
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

/** The actions of one unit the team to act may activate (or is activating) now, "hold" included. */
export function actionsOfUnit(state: GameState, unit: Unit): Action[] {
  const out = new Sink(false);
  if (!state.activation && (state.phase !== 'setup' || state.setupStep === 'scout')) out.add({ type: 'hold', unit: unit.id });
  unitActions(state, unit, out);
  if (state.activation) out.add({ type: 'endActivation' });
  return out.list;
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
  if (a) {
    unitActions(state, state.units[a.unit], out);
    out.add({ type: 'endActivation' });
    return;
  }
  for (const id in state.units) {
    if (out.done) return;
    const unit = state.units[id];
    if (unit.team !== state.active || !canBeActivated(state, unit)) continue;
    if ('code' in actingUnit(state, id)) continue;
    if (state.phase !== 'setup' || state.setupStep === 'scout') out.add({ type: 'hold', unit: id });
    unitActions(state, unit, out);
  }
}

export function legalActions(state: GameState): Action[] {
  const out = new Sink(false);
  collect(state, out);
  return out.list;
}

/** Whether the unit being activated can still do anything but end its activation. */
export function activationHasOptions(state: GameState): boolean {
  const a = state.activation;
  if (!a || state.phase === 'ended' || state.pending.length > 0) return false;
  const unit = state.units[a.unit];
  if (!unit || unit.models.length === 0 || unit.status === 'destroyed') return false;
  const out = new Sink(true);
  unitActions(state, unit, out);
  return out.list.length > 0;
}
