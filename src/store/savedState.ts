// Checks a game state read from outside (a game file, the autosave) before the engine and the
// screen touch it: the engine trusts its own states, so a hand-edited or truncated one must be
// refused here, with what is wrong, rather than break the page later. A state of an earlier
// schema is read through the engine's upgradeState first (gameFile.ts, persistence.ts). The shape is checked field
// by field (the map and the stat cards by their own validators), then the engine is asked for
// the legal actions once: a state it cannot work with is refused too.
import { idProblem, isDirShape, isHexShape, isOnMap, legalActions, parseCardRecord, validateMap, type BattleMap, type GameState } from '../engine';

const STATUSES = new Set(['undeployed', 'map', 'reserve', 'embarked', 'destroyed']);
const PHASES = new Set(['setup', 'movement', 'assault', 'ended']);
const SETUP_STEPS = new Set(['objectives', 'deployment', 'scout']);
/** R1.3: a Commander's grade, looked up in the High Value Target points when he dies (R7.2). */
const GRADES = new Set(['commander', 'junior', 'senior']);

type Obj = Record<string, unknown>;

/** A plain object (not null, not an array): what JSON gives for `{...}`. */
export function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isTeam = (v: unknown) => v === 0 || v === 1;
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function isHexOn(map: BattleMap, v: unknown): boolean {
  return isHexShape(v) && isOnMap(map, v as { q: number; r: number });
}

function unitProblems(id: string, u: unknown, state: Obj, map: BattleMap): string[] {
  if (!isObject(u)) return [`unit ${id} is not an object`];
  const out: string[] = [];
  const defs = state.defs as Obj;
  const units = state.units as Obj;
  if (u.id !== id) out.push(`unit ${id} is filed under another id (${JSON.stringify(u.id)})`);
  if (!isTeam(u.team)) out.push(`unit ${id} has no team 0 or 1`);
  if (!STATUSES.has(u.status as string)) out.push(`unit ${id} has an unknown status ${JSON.stringify(u.status)}`);
  if (!Array.isArray(u.models)) out.push(`unit ${id} has no list of models`);
  else {
    for (const m of u.models) {
      if (!isObject(m) || !isCount(m.id) || !isCount(m.damage) || typeof m.def !== 'string' || !Object.hasOwn(defs, m.def)) {
        out.push(`unit ${id} has a model that is not a model of a known stat card: ${JSON.stringify(m).slice(0, 60)}`);
        break;
      }
    }
    if (u.models.some((m) => isObject(m) && m.commander !== undefined && !GRADES.has(m.commander as string))) out.push(`unit ${id} has a Commander of no known grade (R1.3)`);
  }
  if (u.status === 'map' ? !isHexOn(map, u.at) : u.at !== null) out.push(`unit ${id} stands ${u.status === 'map' ? 'off the battlefield' : 'somewhere, but is not on the map'}`);
  if (!isDirShape(u.facing)) out.push(`unit ${id} faces no hexside (0 to 5)`);
  if (u.carrier !== null && !(typeof u.carrier === 'string' && Object.hasOwn(units, u.carrier))) out.push(`unit ${id} is carried by an unknown unit`);
  for (const flag of ['activated', 'defensiveFireUsed', 'suppressed', 'movedThisPhase', 'heldByPassengers']) {
    if (typeof u[flag] !== 'boolean') out.push(`unit ${id} has no ${flag} flag`);
  }
  if (!isCount(u.modelsLost)) out.push(`unit ${id} has no count of models lost`);
  if (!Array.isArray(u.cards) || !u.cards.every((c) => typeof c === 'string' && Object.hasOwn(defs, c))) out.push(`unit ${id} lists stat cards that are not in the game`);
  return out;
}

/** What is wrong with a state from outside, in words; empty when the engine may take it. */
export function savedStateProblems(value: unknown): string[] {
  if (!isObject(value)) return ['the game state is not an object'];
  const s = value;
  if (s.schema !== 3) return [`the game state is of schema ${JSON.stringify(s.schema ?? null)}, not 3`];
  const out: string[] = [];
  if (typeof s.seed !== 'string') out.push('the seed is missing');
  if (!isObject(s.rng)) out.push('the dice generator state is missing');
  const mapProblems = validateMap(s.map);
  out.push(...mapProblems.map((p) => `map: ${p}`));
  if (!isObject(s.defs)) out.push('the stat cards are missing');
  else {
    // The engine parses the stat cards: a card with a bad number would give NaN in an attack.
    const cards = parseCardRecord(s.defs, 'defs');
    if (!cards.ok) out.push(...cards.error.map((p) => `stat card ${p.message}`));
  }
  if (!Array.isArray(s.teams) || s.teams.length !== 2 || !s.teams.every((t) => isObject(t) && typeof t.name === 'string')) out.push('there are not two named teams');
  if (!isObject(s.units)) out.push('the units are missing');
  if (out.length > 0) return out;

  const map = s.map as BattleMap;
  for (const [id, u] of Object.entries(s.units as Obj)) {
    // Ids are looked up as own properties only; a built-in property's name is no unit's id.
    const bad = idProblem(id);
    out.push(...(bad ? [`unit ${JSON.stringify(id)}: ${bad}`] : unitProblems(id, u, s, map)));
  }
  if (!Array.isArray(s.objectives) || !s.objectives.every((o) => isObject(o) && isHexOn(map, o.at) && [1, 2, 3].includes(o.value as number) && isTeam(o.placedBy))) {
    out.push('an Objective Marker is not a marker on the battlefield');
  }
  const score = s.score;
  if (!isObject(score) || !Array.isArray(score.turns) || !Array.isArray(score.hvt) || score.hvt.length !== 2) out.push('the score is missing');
  if (!isCount(s.turn)) out.push('the turn is not a number');
  if (!PHASES.has(s.phase as string)) out.push(`the phase ${JSON.stringify(s.phase)} is unknown`);
  if (s.setupStep !== null && !SETUP_STEPS.has(s.setupStep as string)) out.push('the setup step is unknown');
  if (!isTeam(s.initiative) || !isTeam(s.active)) out.push('no team has the initiative or the turn to act');
  if (s.activation !== null && !(isObject(s.activation) && typeof s.activation.unit === 'string' && Object.hasOwn(s.units as Obj, s.activation.unit))) out.push('the activation is of an unknown unit');
  if (!Array.isArray(s.pending) || !Array.isArray(s.resume) || !Array.isArray(s.destroyedBridges) || !isObject(s.commandTargets)) {
    out.push('the decisions, what they interrupted, destroyed Bridges or command targets are missing');
  }
  if (!(s.winner === null || isTeam(s.winner))) out.push('the winner is neither a team nor nobody');
  if (out.length > 0) return out;

  try {
    legalActions(s as unknown as GameState);
  } catch {
    return ['the rules engine cannot play from this state (it contradicts itself)'];
  }
  return [];
}
