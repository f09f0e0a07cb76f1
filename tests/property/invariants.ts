// What must hold in every state of every game (issue: "Tests that prove it").
import seedrandom from 'seedrandom';
import {
  applyAction,
  checkPopulation,
  DIRS,
  hasUnitsToActivate,
  otherTeam,
  totalPoints,
  fromOffset,
  isAircraftUnit,
  isLargeUnit,
  isVehicleUnit,
  legalActions,
  neighbor,
  survivorWays,
  unitSpeed,
  type Action,
  type GameState,
} from '../../src/engine';
import { staleCaches } from '../../src/engine/derived/cacheCheck';
import { canonicalKey, coveredByListing } from '../candidates';

/** Where a value is not plain JSON data (a class, a function, undefined in an array, NaN...), or null. Shared objects already seen are skipped. */
export function notPlainJson(value: unknown, path = '$', seen = new WeakSet<object>()): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? null : `${path} is ${value}`;
  if (typeof value !== 'object') return `${path} is a ${typeof value}`;
  if (seen.has(value)) return null;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (value[i] === undefined) return `${path}[${i}] is undefined`;
      const bad = notPlainJson(value[i], `${path}[${i}]`, seen);
      if (bad) return bad;
    }
    return null;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return `${path} is not a plain object`;
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue; // JSON drops it: a field left out
    const bad = notPlainJson(v, `${path}.${k}`, seen);
    if (bad) return bad;
  }
  return null;
}

/**
 * R8.7, R2.3: the survivors' decision owed now offers only hexes the unit may be placed in now
 * (resolve/damage.ts askSurvivorsAgain); R8.19: their order is asked only when it can matter.
 */
function survivorChoiceProblems(state: GameState): string[] {
  const top = state.pending[state.pending.length - 1];
  if (top?.kind === 'survivorOrder') {
    // R8.19: the order is asked only when it can matter: no unit placed first allows every way of
    // placing them that another order allows.
    const ways = top.units.map((u) => survivorWays(state, u, top.units, top.from));
    const all = new Set(ways.flatMap((w) => w.map((x) => JSON.stringify(top.units.map((u) => x[u])))));
    return ways.some((w) => w.length === all.size)
      ? [`the order of ${top.units.join(', ')} is asked though it cannot matter (R8.19)`]
      : [];
  }
  if (top?.kind !== 'placeSurvivors') return [];
  const unit = state.units[top.unit];
  const full = top.choices.filter(
    (h) => !checkPopulation(state, { ...unit, status: 'map', at: h, carrier: null }, h).ok,
  );
  return full.map((h) => `${top.unit} is offered ${h.q},${h.r}, where population forbids it now (R8.7, R2.3)`);
}

/** Every broken invariant of a state (empty when all hold). */
export function brokenInvariants(state: GameState, seen: WeakSet<object>): string[] {
  const out: string[] = [];
  const json = notPlainJson(state, '$', seen);
  if (json) out.push(`not plain JSON: ${json}`);
  const hexes = new Map<string, { teams: [number, number]; vehicles: number; foot: [number, number] }>();
  for (const u of Object.values(state.units)) {
    if (u.status === 'destroyed' && u.models.length > 0) out.push(`${u.id} is destroyed with models`);
    if (u.status !== 'destroyed' && u.models.length === 0) out.push(`${u.id} has no models but is ${u.status}`);
    if ((u.status === 'map') !== (u.at !== null)) out.push(`${u.id} is ${u.status} at ${JSON.stringify(u.at)}`);
    // R8.7, R8.19: survivors waiting for their owner to pick a hex or their order are parked aboard nothing (resolve/damage.ts placeSurvivorsOrLose).
    const awaitingPlace = state.pending.some(
      (p) =>
        (p.kind === 'placeSurvivors' && (p.unit === u.id || (p.then ?? []).includes(u.id))) ||
        (p.kind === 'survivorOrder' && p.units.includes(u.id)),
    );
    if (u.status === 'embarked' && !state.units[u.carrier ?? ''] && !awaitingPlace)
      out.push(`${u.id} is embarked in nothing`);
    for (const m of u.models) {
      if (!Number.isInteger(m.damage) || m.damage < 0 || (m.softDamage ?? 0) < 0)
        out.push(`${u.id} model ${m.id} has damage ${m.damage}/${m.softDamage}`);
    }
    if (u.models.length > 0 && unitSpeed(state, u) < 0) out.push(`${u.id} has negative Speed`);
    // R5.6 population, counted from scratch. R4.6: a unit that has stepped into its Transport's
    // hex to embark (once that step's Defensive Fire is over) does not count there.
    const embarking = state.activation?.unit === u.id && state.activation.boarding === 'embarking';
    if (u.status === 'map' && u.at && !isAircraftUnit(state, u) && !embarking) {
      const key = `${u.at.q},${u.at.r}`;
      const h = hexes.get(key) ?? { teams: [0, 0] as [number, number], vehicles: 0, foot: [0, 0] as [number, number] };
      h.teams[u.team]++;
      if (isVehicleUnit(state, u) || isLargeUnit(state, u)) h.vehicles++;
      else h.foot[u.team]++;
      hexes.set(key, h);
    }
  }
  for (const [key, h] of hexes) {
    if (h.vehicles > 1) out.push(`hex ${key} holds ${h.vehicles} Vehicle or Large units (R5.6)`);
    if (state.settings.smallHexes ? Math.max(...h.foot) > 1 : Math.max(...h.teams) > 2)
      out.push(`hex ${key} holds too many units of a team (R5.6)`);
  }
  if (state.activation && !state.units[state.activation.unit]) out.push('the activation names no unit');
  out.push(...survivorChoiceProblems(state));
  out.push(...continuationProblems(state));
  out.push(...staleCaches(state));
  return out;
}

/** Where a state stands in the game's sequence (R3, then R4.1 turn by turn), to compare two states. */
function stage(state: GameState): number {
  if (state.phase === 'ended') return Number.POSITIVE_INFINITY;
  return state.turn * 3 + { setup: 0, movement: 1, assault: 2 }[state.phase];
}

/**
 * The continuation (state.resume, resolve/resume.ts) of a state at rest: a resolution stops only
 * for a decision, so it is empty unless one is owed, and then its innermost frame is the attack
 * the decision is part of; an attack of Defensive Fire (R5.7) sits on its volley, whose unit has
 * used its Defensive Fire, and one of an activation on nothing.
 */
export function continuationProblems(state: GameState): string[] {
  const out: string[] = [];
  const frames = state.resume;
  if (frames.length > 0 && state.pending.length === 0)
    out.push(`the continuation holds ${frames.map((f) => f.kind).join(', ')} with no decision owed`);
  if (frames.length > 0 && frames[frames.length - 1].kind !== 'attack')
    out.push('a resolution rests on something other than an attack');
  frames.forEach((f, i) => {
    if (f.kind === 'volley') {
      if (!state.units[f.volley.unit]?.defensiveFireUsed)
        out.push(`the volley of ${f.volley.unit} is under way but its Defensive Fire is unused`);
      if (!f.offer.fired.includes(f.volley.unit))
        out.push(`the volley of ${f.volley.unit} is not among the units that fired`);
      return;
    }
    const below = frames[i - 1];
    const context = below?.kind === 'volley' ? 'defensiveFire' : 'activation';
    if (below?.kind === 'attack') out.push('an attack sits on another attack');
    if (f.attack.spec.context !== context)
      out.push(`an attack of ${f.attack.spec.context} sits on ${below ? 'a volley' : 'nothing'}`);
    if (!state.units[f.attack.spec.unit]) out.push(`the attack in progress names no unit ${f.attack.spec.unit}`);
  });
  return out;
}

/**
 * What must hold from one state to the next (`next` follows `prev` by one accepted action): the
 * flow of the game (RULINGS R4.1-R4.5, R7.1-R7.3). Empty when all hold.
 */
export function flowProblems(prev: GameState, next: GameState): string[] {
  const out: string[] = [];
  // R4.1: setup, then each turn's Movement and Assault Phases in order; nothing goes back.
  if (stage(next) < stage(prev))
    out.push(`went back from turn ${prev.turn} ${prev.phase} to turn ${next.turn} ${next.phase} (R4.1)`);
  if (prev.phase === 'ended') out.push('an action was accepted after the end (R7.3)');
  // R7.3: the game lasts its set number of turns.
  if (next.settings.turns !== null && next.turn > next.settings.turns)
    out.push(`turn ${next.turn} of a ${next.settings.turns}-turn game (R7.3)`);
  // R7.1, R7.2: a turn's score, once written, stands; High Value Target points only grow.
  if (JSON.stringify(next.score.turns.slice(0, prev.score.turns.length)) !== JSON.stringify(prev.score.turns))
    out.push("a past turn's score changed (R7.1)");
  const [before, after] = [totalPoints(prev), totalPoints(next)];
  for (const team of [0, 1] as const) {
    if (next.score.hvt[team] < prev.score.hvt[team]) out.push(`team ${team}'s High Value Target points fell (R7.2)`);
    if (after[team] < before[team]) out.push(`team ${team}'s score fell from ${before[team]} to ${after[team]} (R7.1)`);
  }
  if (next.phase !== 'movement' && next.phase !== 'assault') return out;
  if (stage(next) !== stage(prev)) {
    const opening = phaseOpeningProblem(next);
    return opening === null ? out : [...out, opening];
  }
  // R4.3, R4.5: within a phase each unit is activated once: once done it stays done, and no
  // unit done in this phase is activated again.
  for (const [id, unit] of Object.entries(prev.units)) {
    const now = next.units[id];
    if (unit.activated && now && now.models.length > 0 && !now.activated)
      out.push(`${id} became not activated within turn ${next.turn} ${next.phase} (R4.3, R4.5)`);
    if (unit.activated && next.activation?.unit === id && prev.activation?.unit !== id)
      out.push(`${id} activated twice in turn ${next.turn} ${next.phase} (R4.3, R4.5)`);
  }
  // R4.2: when an activation ends, the other team activates next, unless it has nothing left.
  const ended = Object.keys(prev.units).filter((id) => !prev.units[id]!.activated && next.units[id]?.activated);
  if (ended.length > 1) out.push(`${ended.join(', ')} finished activations in one action (R4.2)`);
  if (ended.length === 1 && next.activation === null && next.pending.length === 0) {
    const other = otherTeam(next.units[ended[0]!]!.team);
    const expected = hasUnitsToActivate(next, other) ? other : otherTeam(other);
    if (next.active !== expected)
      out.push(`after ${ended[0]}'s activation team ${next.active} acts, not team ${expected} (R4.2)`);
  }
  return out;
}

/**
 * R4.2: a phase opens with the initiative winner to act, unless it has nothing to activate.
 * Null when this holds (or a decision is pending first).
 */
function phaseOpeningProblem(next: GameState): string | null {
  if (next.activation !== null || next.pending.length > 0) return null;
  const first = hasUnitsToActivate(next, next.initiative) ? next.initiative : otherTeam(next.initiative);
  return next.active === first
    ? null
    : `turn ${next.turn} ${next.phase} opens with team ${next.active}, not the initiative winner's choice team ${first} (R4.2)`;
}

const WEAPONS = [undefined, 'normal', 'hull', 'auxiliary', 'closeAssault', 'handToHand'] as const;
const PROFILES = [undefined, 'infantry', 'vehicle'] as const;
const KINDS = [undefined, 'normal', 'aggression', 'strikeAndFade', 'relocate', 'scout'] as const;
/** A list's named choices (its undefined leaves the field out). */
const named = <T>(list: readonly (T | undefined)[]): T[] => list.filter((x): x is T => x !== undefined);

/**
 * Random actions that may or may not be legal: unit ids, models, hexes and choices from the state
 * mixed at random, with every optional field (weapon, profile, named model, kind of move,
 * facing, path) set now and then. Half the units are drawn from the team that decides now and
 * half the targets from its enemies, so that many of them come close to a legal action.
 */
export function randomActions(state: GameState, random: () => number, n: number): Action[] {
  const units = Object.values(state.units);
  const top = state.pending[state.pending.length - 1];
  const team = top ? top.team : state.active;
  const anyOf = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const ids = units.map((u) => u.id);
  const ours = units.filter((u) => u.team === team).map((u) => u.id);
  const theirs = units.filter((u) => u.team !== team).map((u) => u.id);
  const anyId = () => anyOf(ids);
  const ourId = () => (ours.length > 0 && random() < 0.5 ? anyOf(ours) : anyId());
  const enemyId = () => (theirs.length > 0 && random() < 0.5 ? anyOf(theirs) : anyId());
  const anyHex = () =>
    fromOffset(Math.floor(random() * (state.map.cols + 2)) - 1, Math.floor(random() * (state.map.rows + 2)) - 1);
  const anyDir = () => DIRS[Math.floor(random() * 6)];
  const anyModel = () => Math.floor(random() * 80);
  const modelOf = (id: string) => {
    const models = state.units[id].models;
    return models.length > 0 && random() < 0.8 ? anyOf(models).id : anyModel();
  };
  const nextTo = (id: string) => {
    const u = state.units[id];
    const from = u.at ?? (u.carrier ? state.units[u.carrier]?.at : null);
    return from ? neighbor(from, anyDir()) : anyHex();
  };
  const optional = <K extends string, V>(key: K, value: V | undefined) =>
    value === undefined ? {} : ({ [key]: value } as Record<K, V>);
  const makers: (() => Action)[] = [
    () => ({ type: 'move', unit: anyId(), path: [anyHex()] }),
    () => {
      const id = ourId();
      return { type: 'move', unit: id, path: [nextTo(id)], ...optional('kind', anyOf(KINDS)) };
    },
    () => ({ type: 'pivot', unit: ourId(), facing: anyDir(), ...optional('kind', anyOf(KINDS)) }),
    () => ({ type: 'hold', unit: anyId() }),
    () => ({ type: 'endActivation' }),
    () => ({ type: 'attack', unit: anyId(), model: anyModel(), target: anyId() }),
    () => {
      const id = ourId();
      const target = enemyId();
      return {
        type: 'attack',
        unit: id,
        model: modelOf(id),
        target,
        ...optional('weapon', anyOf(WEAPONS)),
        ...optional('profile', anyOf(PROFILES)),
        ...optional('targetModel', random() < 0.3 ? modelOf(target) : undefined),
      };
    },
    () => {
      const id = ourId();
      return { type: 'demolish', unit: id, model: modelOf(id), dir: anyDir() };
    },
    () => ({
      type: 'deploy',
      unit: ourId(),
      at: anyHex(),
      ...optional('facing', random() < 0.5 ? anyDir() : undefined),
    }),
    () => ({ type: 'deployReserve', unit: ourId() }),
    () => ({ type: 'deployEmbarked', unit: ourId(), carrier: ourId() }),
    () => ({ type: 'placeObjective', at: anyHex() }),
    () => ({
      type: 'arrive',
      unit: ourId(),
      at: anyHex(),
      ...optional('facing', random() < 0.3 ? anyDir() : undefined),
    }),
    () => ({ type: 'returnToReserve', unit: ourId() }),
    () => ({ type: 'embark', unit: anyId(), carrier: anyId() }),
    () => {
      const id = ourId();
      return { type: 'embark', unit: id, carrier: ourId(), path: [nextTo(id)] };
    },
    () => ({ type: 'disembark', unit: anyId() }),
    () => {
      const id = ourId();
      return { type: 'disembark', unit: id, path: [nextTo(id)] };
    },
    () => ({ type: 'defensiveFire', unit: anyId(), at: random() < 0.5 ? 'from' : 'to' }),
    () => ({
      type: 'defensiveFire',
      unit: ourId(),
      at: random() < 0.5 ? 'from' : 'to',
      ...optional('weapon', anyOf([undefined, 'normal', 'close'] as const)),
      ...optional('profile', anyOf(PROFILES)),
    }),
    () => ({ type: 'passDefensiveFire' }),
    () => ({ type: 'nameModel', model: anyModel() }),
    () => ({ type: 'reroll', die: random() < 0.3 ? null : Math.floor(random() * 10) }),
    () => ({ type: 'placeSurvivors', at: anyHex() }),
    () => ({ type: 'chooseSurvivorOrder', unit: anyId() }),
    () => ({ type: 'chooseCommandTargets', units: Array.from({ length: Math.floor(random() * 4) }, ourId) }),
    () => ({ type: 'endGameVote', end: random() < 0.5 }),
  ];
  return Array.from({ length: n }, () => makers[Math.floor(random() * makers.length)]());
}

/**
 * Listed actions with one optional field changed at random: another weapon, profile or named
 * model for an attack, another hex, weapon or profile for Defensive Fire, another kind of move,
 * another facing. They sit right next to legal ones, where a choice the listing forgets (a
 * weapon it does not offer, say) shows.
 */
export function variantsOfListed(
  state: GameState,
  legal: readonly Action[],
  random: () => number,
  n: number,
): Action[] {
  const anyOf = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const out: Action[] = [];
  if (legal.length === 0) return out;
  // Attacks and Defensive Fire have the most fields: they are varied most.
  const rich = legal.filter((a) => a.type === 'attack' || a.type === 'defensiveFire');
  for (let k = 0; k < n; k++) {
    const a = rich.length > 0 && random() < 0.7 ? anyOf(rich) : anyOf(legal);
    switch (a.type) {
      case 'attack': {
        const target = state.units[a.target];
        const field = anyOf(['weapon', 'profile', 'targetModel'] as const);
        if (field === 'weapon') out.push({ ...a, weapon: anyOf(named(WEAPONS)) });
        else if (field === 'profile') out.push({ ...a, profile: anyOf(named(PROFILES)) });
        else if (target && target.models.length > 0) out.push({ ...a, targetModel: anyOf(target.models).id });
        break;
      }
      case 'defensiveFire':
        out.push({
          ...a,
          at: anyOf(['from', 'to'] as const),
          weapon: anyOf(['normal', 'close'] as const),
          ...(random() < 0.7 ? { profile: anyOf(named(PROFILES)) } : {}),
        });
        break;
      case 'move':
      case 'pivot':
        out.push({ ...a, kind: anyOf(named(KINDS)) });
        break;
      case 'deploy':
      case 'arrive':
        out.push({ ...a, facing: anyDirOf(random) });
        break;
      default:
        break;
    }
  }
  return out;
}

const anyDirOf = (random: () => number) => DIRS[Math.floor(random() * 6)];

/**
 * Checks that actions not in the legal list are refused, naming a rule, and change nothing: `n`
 * random ones and `n` variants of listed ones. An action is in the list when it is listed
 * canonically or is another form of a listed one (candidates.ts: a default left out or named,
 * the only profile named, an alike model named).
 */
export function illegalActionProblems(state: GameState, legal: readonly Action[], seed: string, n: number): string[] {
  const listed = new Map(legal.map((a) => [canonicalKey(state, a), a]));
  const covered = coveredByListing(state, listed, (a) => applyAction(state, a).ok);
  const random = seedrandom(seed);
  const out: string[] = [];
  const before = JSON.stringify(state);
  for (const a of [...randomActions(state, random, n), ...variantsOfListed(state, legal, random, n)]) {
    if (listed.has(canonicalKey(state, a))) continue;
    const r = applyAction(state, a);
    if (r.ok && !covered(a) && !isLongerListedPath(a)) out.push(`an unlisted action applied: ${JSON.stringify(a)}`);
    if (!r.ok && !/^R\d|^actions$|^catalog$/.test(r.error.rule))
      out.push(`a refusal names no rule: ${JSON.stringify(r.error)}`);
  }
  if (JSON.stringify(state) !== before) out.push('a refused action changed the state');
  return out;
}

/** legalActions lists one-step paths (R5: a longer one is those steps in turn). */
function isLongerListedPath(a: Action): boolean {
  return (a.type === 'move' || a.type === 'embark' || a.type === 'disembark') && (a.path?.length ?? 0) > 1;
}

/** Applies every listed action to the state; returns the ones refused. */
export function refusedListedActions(state: GameState, legal: readonly Action[]): string[] {
  const out: string[] = [];
  for (const a of legal) {
    const r = applyAction(state, a);
    if (!r.ok) out.push(`${JSON.stringify(a)}: ${r.error.message}`);
  }
  return out;
}

export { legalActions };
