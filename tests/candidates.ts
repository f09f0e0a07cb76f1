// Completeness of legalActions (docs/rules.md): every well-formed candidate action of a state
// is generated (each unit, action type, hex, facing, kind of move, model, weapon, profile,
// target, carrier, die, survivors' hex and order, command targets, vote...) and applied;
// applyAction must accept exactly the candidates legalActions lists, compared canonically
// (below), both ways.
//
// The candidates are the product of every field's values, with three limits that cannot hide a
// legal action (each is why its handler refuses first, whatever the narrowed fields):
// - a unit that actingUnit refuses (R4.2: the other team's, another unit acting, already
//   activated, a decision pending...) gets one candidate per type: every unit action asks
//   actingUnit first; Defensive Fire, which does not, is tried in full for the deciding team;
// - a type that belongs to another setup step, phase or decision (placing an Objective Marker or
//   a unit, arriving, placing survivors) is tried on a few hexes only: its handler refuses on the
//   step, phase or decision before it reads the hex;
// - an attack names each model of its target (R6.6) only where it is accepted without a name or
//   refused for want of one (completenessProblems adds those); otherwise it names one model.
// Moves, embarking and disembarking are tried one step at a time, to every hex within 2 of the
// unit (on the map or off it): legalActions lists one-step paths, a longer path being those
// steps in turn (R5: each step is resolved on its own, and Defensive Fire may stop the move).
import {
  actingUnit,
  applyAction,
  defaultFacing,
  distance,
  fromOffset,
  getBoard,
  legalActions,
  namingChoices,
  unitHasFacing,
  type Action,
  type GameState,
  type Hex,
  type Unit,
} from '../src/engine';
import type { MoveKind } from '../src/engine/core/state';

const WEAPONS = [undefined, 'normal', 'hull', 'auxiliary', 'closeAssault', 'handToHand'] as const;
const PROFILES = [undefined, 'infantry', 'vehicle'] as const;
const KINDS: (MoveKind | undefined)[] = [undefined, 'normal', 'aggression', 'strikeAndFade', 'relocate', 'scout'];
const FACINGS = [undefined, 0, 1, 2, 3, 4, 5] as const;
const DIRS = [0, 1, 2, 3, 4, 5] as const;
/** An id no unit has, to see it refused. */
const NOBODY = 'nobody';

/** The team that decides now: the one a pending decision waits for, else the team to act. */
export function decidingTeam(state: GameState): 0 | 1 {
  const top = state.pending[state.pending.length - 1];
  return top ? top.team : state.active;
}

/** Every hex of the map and a few just off it. */
function allHexes(state: GameState): Hex[] {
  const board = getBoard(state.map);
  const { cols, rows } = state.map;
  return [...board.hexAt, fromOffset(-1, 0), fromOffset(cols, rows - 1), fromOffset(0, -1), fromOffset(cols - 1, rows)];
}

/** A few hexes: for types whose handler refuses before it reads the hex. */
function fewHexes(state: GameState): Hex[] {
  const { cols, rows } = state.map;
  return [
    fromOffset(0, 0),
    fromOffset(cols - 1, rows - 1),
    fromOffset(Math.floor(cols / 2), Math.floor(rows / 2)),
    fromOffset(-1, 0),
  ];
}

/** The hexes within 2 of `h` (19, on the map or not). */
function near(h: Hex): Hex[] {
  const out: Hex[] = [];
  for (let dq = -2; dq <= 2; dq++) {
    for (let dr = -2; dr <= 2; dr++) {
      const x = { q: h.q + dq, r: h.r + dr };
      if (distance(h, x) <= 2) out.push(x);
    }
  }
  return out;
}

/** Where a unit is for moving or disembarking: its hex, or its Transport's. */
function whereIs(state: GameState, unit: Unit): Hex | null {
  if (unit.at) return unit.at;
  const carrier = unit.carrier ? state.units[unit.carrier] : undefined;
  return carrier?.at ?? null;
}

function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) {
    for (const s of [...out]) if (s.length < max) out.push([...s, item]);
  }
  return out;
}

/** Every well-formed candidate action of the state (see the header for the two limits). */
export function candidateActions(state: GameState): Action[] {
  const out: Action[] = [];
  const add = (a: Action) => out.push(a);
  const top = state.pending[state.pending.length - 1];
  const team = decidingTeam(state);
  const units = Object.values(state.units);
  const ids = [...units.map((u) => u.id), NOBODY];
  const every = allHexes(state);
  const few = fewHexes(state);
  const setupStep = state.phase === 'setup' ? state.setupStep : null;
  const missingModel = missingModelId(state);

  for (const at of setupStep === 'objectives' ? every : few) add({ type: 'placeObjective', at });
  add({ type: 'endActivation' });
  add({ type: 'passDefensiveFire' });
  add({ type: 'endGameVote', end: true });
  add({ type: 'endGameVote', end: false });

  for (const unit of [...units, { id: NOBODY, team, models: [], at: null, carrier: null } as unknown as Unit]) {
    const id = unit.id;
    const acts = actingUnit(state, id).ok;
    if (unit.team === team) addDefensiveFire(add, id);
    if (!acts) {
      // Refused by actingUnit (R4.2), whatever the other fields: one of each type.
      const h = whereIs(state, unit) ?? few[0];
      for (const a of [
        { type: 'deploy', unit: id, at: h },
        { type: 'deployReserve', unit: id },
        { type: 'deployEmbarked', unit: id, carrier: ids[0] },
        { type: 'move', unit: id, path: [h] },
        { type: 'pivot', unit: id, facing: 0 },
        { type: 'hold', unit: id },
        { type: 'attack', unit: id, model: unit.models[0]?.id ?? 0, target: ids[0] },
        { type: 'demolish', unit: id, model: unit.models[0]?.id ?? 0, dir: 0 },
        { type: 'embark', unit: id, carrier: ids[0] },
        { type: 'disembark', unit: id },
        { type: 'arrive', unit: id, at: h },
        { type: 'returnToReserve', unit: id },
        ...(unit.team === team ? [] : [{ type: 'defensiveFire', unit: id, at: 'to' }]),
      ] as Action[]) {
        add(a);
      }
      continue;
    }
    const here = whereIs(state, unit);
    const steps = here ? near(here).map((h) => [h]) : [[few[0]]];
    // Setup.
    for (const at of setupStep === 'deployment' ? every : few) {
      for (const facing of setupStep === 'deployment' ? FACINGS : [undefined])
        add({ type: 'deploy', unit: id, at, ...(facing === undefined ? {} : { facing }) });
    }
    add({ type: 'deployReserve', unit: id });
    for (const carrier of ids) add({ type: 'deployEmbarked', unit: id, carrier });
    // Activations.
    add({ type: 'hold', unit: id });
    add({ type: 'returnToReserve', unit: id });
    for (const kind of KINDS) {
      const k = kind === undefined ? {} : { kind };
      add({ type: 'move', unit: id, path: [], ...k });
      for (const path of steps) add({ type: 'move', unit: id, path, ...k });
      for (const facing of DIRS) add({ type: 'pivot', unit: id, facing, ...k });
    }
    for (const carrier of ids) {
      add({ type: 'embark', unit: id, carrier });
      for (const path of steps) add({ type: 'embark', unit: id, carrier, path });
    }
    add({ type: 'disembark', unit: id });
    add({ type: 'disembark', unit: id, path: [] });
    for (const path of steps) add({ type: 'disembark', unit: id, path });
    for (const at of state.phase === 'movement' ? every : few) add({ type: 'arrive', unit: id, at });
    for (const at of state.phase === 'movement' ? [...(here ? [here] : []), few[0]] : []) {
      for (const facing of DIRS) add({ type: 'arrive', unit: id, at, facing });
    }
    const models = [...unit.models.map((m) => m.id), missingModel];
    for (const model of models) {
      for (const dir of DIRS) add({ type: 'demolish', unit: id, model, dir });
      for (const target of [...units, null]) {
        const targetModels = target ? [undefined, target.models[0]?.id ?? missingModel] : [undefined];
        for (const weapon of WEAPONS) {
          for (const profile of PROFILES) {
            for (const targetModel of targetModels) {
              add({
                type: 'attack',
                unit: id,
                model,
                target: target?.id ?? NOBODY,
                ...(weapon === undefined ? {} : { weapon }),
                ...(profile === undefined ? {} : { profile }),
                ...(targetModel === undefined ? {} : { targetModel }),
              });
            }
          }
        }
      }
    }
  }

  for (let model = -1; model <= missingModel; model++) add({ type: 'nameModel', model });
  const dice = top?.kind === 'reroll' ? top.dice.length : 3;
  add({ type: 'reroll', die: null });
  for (let die = -1; die <= dice; die++) add({ type: 'reroll', die });
  for (const at of top?.kind === 'placeSurvivors' ? every : few) add({ type: 'placeSurvivors', at });
  // R8.19: every unit of the game (survivors waiting, others, friend or foe), and an unknown one.
  for (const u of [...units.map((x) => x.id), NOBODY, '']) add({ type: 'chooseSurvivorOrder', unit: u });
  // Command targets: every set of friendly units (and a unit named twice, an unknown one), in
  // both orders.
  const friends = units.filter((u) => u.team === team).map((u) => u.id);
  const max = top?.kind === 'commandTargets' ? top.max + 1 : 2;
  for (const s of subsets(top?.kind === 'commandTargets' ? friends : friends.slice(0, 3), max)) {
    add({ type: 'chooseCommandTargets', units: s });
    if (s.length > 1) add({ type: 'chooseCommandTargets', units: [...s].reverse() });
  }
  for (const u of [...friends.slice(0, 2), NOBODY, '']) add({ type: 'chooseCommandTargets', units: [u, u] });
  add({ type: 'chooseCommandTargets', units: [NOBODY] });
  return out;
}

/** R5.7: a Defensive Fire with every hex, weapon and profile. */
function addDefensiveFire(add: (a: Action) => void, unit: string): void {
  for (const at of ['from', 'to'] as const) {
    for (const weapon of [undefined, 'normal', 'close'] as const) {
      for (const profile of PROFILES) {
        add({
          type: 'defensiveFire',
          unit,
          at,
          ...(weapon === undefined ? {} : { weapon }),
          ...(profile === undefined ? {} : { profile }),
        });
      }
    }
  }
}

/** A model id that no unit has. */
export function missingModelId(state: GameState): number {
  let max = -1;
  for (const u of Object.values(state.units)) for (const m of u.models) max = Math.max(max, m.id);
  return max + 1;
}

/** R6.6: the attack naming each model of its target (and a model it does not have). */
export function namingVariants(state: GameState, a: Extract<Action, { type: 'attack' }>): Action[] {
  const target = state.units[a.target];
  if (!target) return [];
  return [...target.models.map((m) => m.id), missingModelId(state)].map((targetModel) => ({ ...a, targetModel }));
}

const hexKey = (h: Hex) => `${h.q},${h.r}`;

/**
 * A key that two actions share exactly when they ask for the same thing: fields the engine
 * fills in when left out are filled (a move's or pivot's kind, a weapon, a deploy's facing; a
 * unit without facing ignores one), paths are compared hex by hex, command targets as a set,
 * and a Crack Shot's named model by its kind (R6.6: models of one card and damage are alike;
 * a unit of one kind needs no name). Profiles are compared as given (completenessProblems
 * matches a profile named where there is no choice with the action that names none).
 */
export function canonicalKey(state: GameState, a: Action): string {
  const unit = 'unit' in a && typeof a.unit === 'string' ? state.units[a.unit] : undefined;
  switch (a.type) {
    case 'move': {
      const kind = a.kind ?? (state.phase === 'setup' ? 'scout' : 'normal');
      return `move|${a.unit}|${kind}|${a.path.map(hexKey).join(' ')}`;
    }
    case 'pivot': {
      const current = state.activation?.unit === a.unit ? state.activation.moveKind : null;
      const kind = a.kind ?? current ?? (state.phase === 'setup' ? 'scout' : 'normal');
      return `pivot|${a.unit}|${kind}|${a.facing}`;
    }
    case 'deploy': {
      const faced = unit && unitHasFacing(state, unit);
      return `deploy|${a.unit}|${hexKey(a.at)}|${faced ? (a.facing ?? defaultFacing(unit.team)) : '-'}`;
    }
    case 'arrive': {
      const faced = unit && unitHasFacing(state, unit);
      return `arrive|${a.unit}|${hexKey(a.at)}|${faced ? (a.facing ?? 'none') : '-'}`;
    }
    case 'embark':
      return `embark|${a.unit}|${a.carrier}|${(a.path ?? []).map(hexKey).join(' ')}`;
    case 'disembark':
      return `disembark|${a.unit}|${(a.path ?? []).map(hexKey).join(' ')}`;
    case 'attack': {
      const target = state.units[a.target];
      let named = '-';
      if (a.targetModel !== undefined && target) {
        const kinds = namingChoices(target);
        const kindOf = (id: number) => {
          const m = target.models.find((x) => x.id === id);
          return m ? `${m.def}|${m.damage}|${m.softDamage ?? 0}` : `missing ${id}`;
        };
        named =
          kinds.length > 1
            ? String(kinds.find((k) => kindOf(k) === kindOf(a.targetModel!)) ?? `missing ${a.targetModel}`)
            : kindOf(a.targetModel);
      }
      return `attack|${a.unit}|${a.model}|${a.target}|${a.weapon ?? 'normal'}|${a.profile ?? '-'}|${named}`;
    }
    case 'defensiveFire':
      return `defensiveFire|${a.unit}|${a.at}|${a.weapon ?? 'normal'}|${a.profile ?? '-'}`;
    case 'chooseCommandTargets':
      return `chooseCommandTargets|${[...a.units].sort().join(',')}`;
    case 'placeObjective':
    case 'placeSurvivors':
      return `${a.type}|${hexKey(a.at)}`;
    default:
      return JSON.stringify(a);
  }
}

export interface Completeness {
  problems: string[];
  candidates: number;
  accepted: number;
  listed: number;
}

/** The same attack or Defensive Fire with another profile named (undefined: none). */
function withProfile(a: Action, profile: 'infantry' | 'vehicle' | undefined): Action {
  const copy = { ...a } as Record<string, unknown>;
  delete copy.profile;
  if (profile) copy.profile = profile;
  return copy as Action;
}

/**
 * Applies every candidate of the state and compares what is accepted with what legalActions
 * lists: a listed action must be a candidate and be accepted; an accepted candidate must be
 * listed (canonically), or name the only profile there is where the listing names none (R6.2),
 * or, for an attack, name none where the listing names both. Every refusal must name a rule,
 * and the state must not change (it is frozen by the caller or here).
 */
export function completenessProblems(state: GameState): Completeness {
  const problems: string[] = [];
  const before = JSON.stringify(state);
  const legal = legalActions(state);
  const listed = new Map(legal.map((a) => [canonicalKey(state, a), a]));
  if (listed.size !== legal.length) problems.push(`legalActions lists ${legal.length - listed.size} action(s) twice`);
  const candidates = candidateActions(state);
  const outcome = new Map<string, boolean>();
  // Each candidate's canonical key, worked out once: a state has up to about 170,000 candidates,
  // and their keys were most of the check's own time when worked out again for each lookup.
  const keys: string[] = [];
  let accepted = 0;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i];
    let ok: boolean;
    try {
      const r = applyAction(state, c);
      ok = r.ok;
      if (!r.ok && !/^R\d|^actions$/.test(r.error.rule))
        problems.push(`refusal names no rule: ${JSON.stringify(c)} -> ${r.error.rule}`);
      // R6.6: where naming a model may matter, every model of the target is named in turn.
      if (c.type === 'attack' && c.targetModel === undefined && (r.ok || r.error.code === 'NAME_MODEL'))
        candidates.push(...namingVariants(state, c));
    } catch (e) {
      problems.push(`applyAction threw on ${JSON.stringify(c)}: ${(e as Error).message}`);
      ok = false;
    }
    if (ok) accepted++;
    const key = canonicalKey(state, c);
    keys.push(key);
    const seen = outcome.get(key);
    if (seen !== undefined && seen !== ok) problems.push(`two forms of ${key} are not both accepted or both refused`);
    outcome.set(key, ok || (seen ?? false));
  }
  const isAccepted = (a: Action) => outcome.get(canonicalKey(state, a)) === true;
  const covered = coveredByListing(state, listed, isAccepted);
  for (const [key, a] of listed) {
    const ok = outcome.get(key);
    if (ok === undefined) problems.push(`listed but never generated (the candidates miss it): ${JSON.stringify(a)}`);
    else if (!ok) problems.push(`listed but refused: ${JSON.stringify(a)}`);
  }
  for (let i = 0; i < candidates.length; i++) {
    const key = keys[i];
    // listed.has(key): covered's first question, without working the key out again.
    if (outcome.get(key) !== true || listed.has(key) || covered(candidates[i])) continue;
    problems.push(`accepted but not listed: ${JSON.stringify(candidates[i])}`);
    listed.set(key, candidates[i]); // report each missing action once
  }
  if (JSON.stringify(state) !== before) problems.push('applying the candidates changed the state');
  return { problems, candidates: candidates.length, accepted, listed: legal.length };
}

/**
 * Whether an accepted action is listed, canonically (`listed` is keyed by canonicalKey), or is
 * another form of a listed one: naming the only profile there is where the listing names none
 * (R6.2), naming none where the listing names both (an attack then uses one of them), naming the
 * model of a target whose models are all alike (R6.6). `isAccepted` says whether applyAction
 * accepts an action.
 */
export function coveredByListing(
  state: GameState,
  listed: ReadonlyMap<string, Action>,
  isAccepted: (a: Action) => boolean,
): (a: Action) => boolean {
  const isListed = (a: Action) => listed.has(canonicalKey(state, a));
  const covered = (c: Action): boolean => {
    if (isListed(c)) return true;
    // R6.6: naming the model of a target whose models are all alike is the attack that names none.
    if (c.type === 'attack' && c.targetModel !== undefined && namingChoices(state.units[c.target]).length === 1) {
      const { targetModel: _named, ...unnamed } = c;
      return covered(unnamed);
    }
    if (c.type !== 'attack' && c.type !== 'defensiveFire') return false;
    // R6.2: naming the only profile there is, is the action that names none.
    const other = c.profile === 'infantry' ? 'vehicle' : 'infantry';
    if (c.profile) return isListed(withProfile(c, undefined)) && !isAccepted(withProfile(c, other));
    // An attack that names no profile where there are two uses one of them (planAttack).
    return c.type === 'attack' && isListed(withProfile(c, 'infantry')) && isListed(withProfile(c, 'vehicle'));
  };
  return covered;
}
