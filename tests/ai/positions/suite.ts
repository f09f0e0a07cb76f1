// The tactical positions (tests/ai/positions/README.md): each a scenario (docs/scenarios.md) with
// the answers that are clearly best by the rules and the exact odds, and why. This module loads
// them through the engine's public API (loadScenario, then validateState), checks that every
// answer is a legal action there and that the odds quoted are the engine's (previewAttack), and
// asks an AI level for its decision (chooseAction) and judges it.
import { chooseAction, deciderOf, type Budget, type Level } from '../../../src/ai';
import {
  applyAction,
  legalActions,
  loadScenario,
  previewAttack,
  previewDefensiveFire,
  readHex,
  toOffset,
  validateState,
  type Action,
  isInFrontArc,
  type Dir,
  type GameState,
  type Hex,
  type Scenario,
} from '../../../src/engine';
import { hitChance } from '../../../src/ai/odds';
import { CATALOG_BY_ID } from '../../../src/data/catalog';
import { TILES } from '../../../src/data/tiles';

/** A compact battlefield: every hex Open but those listed by label ("C3": "forest"). */
export interface CompactMap {
  cols: number;
  rows: number;
  terrain?: Record<string, string>;
  /** Hexes with roads: label to the directions of the road's exits (0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE). */
  roads?: Record<string, Dir[]>;
}

/**
 * What an acceptable decision does. The agent's decision is played out (see `judge`): a prompt is
 * one action; an activation is every action its team takes in it, its own prompts included.
 */
export type Answer =
  /** The first attack of the decision targets this unit (made by `by`, if given). */
  | { attacks: string; by?: string }
  | EndAnswer
  /** The decision boards the Transport `embarks` (R4.6). */
  | { embarks: string; unit: string }
  /** The first action has these fields (a prompt's answer: Defensive Fire, a model named). */
  | { action: Partial<Action> & { type: Action['type'] } };

/**
 * When the activation ends, `unit` is on the map (not destroyed), on one of the hexes `endsIn`
 * (labels) if given, with the unit `frontTo` in its front arc (R6.8) if given, and (`unfired`)
 * without having been offered to any enemy's Defensive Fire on the way (R5.7). A unit embarked
 * counts as standing where its Transport is.
 */
export interface EndAnswer {
  unit: string;
  endsIn?: string[];
  frontTo?: string;
  unfired?: boolean;
}

/** An odds figure the why quotes, checked against previewAttack to two decimals. */
export interface OddsClaim {
  /**
   * An attack not yet possible (the enemy's, later this turn): its chance that `attack` dice less
   * `defense` dice (4+ each, R6.4, R6.5) leave at least `need` successes, by the AI's hitChance.
   */
  hit?: { attack: number; defense: number; need: number; p: number };
  /** An attack in an activation, or (`defensiveFire`) the answer to the Defensive Fire offer. */
  attack?: { unit: string; model: number; target: string };
  defensiveFire?: Extract<Action, { type: 'defensiveFire' }>;
  /** The chance at least one attack of the Defensive Fire volley has an effect (previewDefensiveFire). */
  pAnyEffect?: number;
  /** The chance of the worst case for the attacker over the models the owner may name (R6.6). */
  pEffect?: number;
  pDestroyed?: number;
  /** The chance of an effect when the owner names each model (by id), R6.6. */
  pNamed?: Record<string, number>;
  /** Worked out on the scenario's state, before the `before` actions (the attack that asks for a name). */
  onStart?: boolean;
  /** Random strikes (Blast, Indirect Fire): each unit's chance to lose a model. */
  pModelLost?: Record<string, number>;
}

export interface Position {
  id: string;
  theme: string;
  title: string;
  /** The scenario, with `map` as a CompactMap (expanded before loading). */
  scenario: Omit<Scenario, 'map' | 'format' | 'version' | 'name' | 'seed'> & { map: CompactMap; seed?: string };
  /** Actions played after loading, to reach a decision no scenario states (a Defensive Fire offer, a model to name). */
  before?: Action[];
  answers: Answer[];
  why: string;
  odds?: OddsClaim[];
}

export interface LoadedPosition extends Position {
  state: GameState;
  /** The scenario's state, before the `before` actions. */
  start: GameState;
}

/** The compact map as the scenario's inline map (docs/scenarios.md, "map"). */
function expandMap(map: CompactMap): object {
  const hexes = [];
  for (let row = 0; row < map.rows; row++) {
    for (let col = 0; col < map.cols; col++) hexes.push({ terrain: 'open' as string, roads: [] as Dir[] });
  }
  for (const [label, terrain] of Object.entries(map.terrain ?? {})) {
    const o = labelOffset(label);
    hexes[o.row * map.cols + o.col].terrain = terrain;
  }
  for (const [label, dirs] of Object.entries(map.roads ?? {})) {
    const o = labelOffset(label);
    hexes[o.row * map.cols + o.col].roads = dirs;
  }
  return {
    id: 'position',
    name: 'Position',
    cols: map.cols,
    rows: map.rows,
    hexes: hexes.map((h) => (h.roads.length ? h : { terrain: h.terrain })),
    hexsides: [],
  };
}

/** "C3" as an offset (column letter, row from 1). */
function labelOffset(label: string): { col: number; row: number } {
  const m = /^([A-Z])(\d+)$/.exec(label);
  if (!m) throw new Error(`not a hex label: ${label}`);
  return { col: m[1].charCodeAt(0) - 65, row: Number(m[2]) - 1 };
}

export function hexOf(label: string): Hex {
  const h = readHex(label);
  if (!h) throw new Error(`not a hex label: ${label}`);
  return h;
}

function labelOf(hex: Hex): string {
  const o = toOffset(hex);
  return `${String.fromCharCode(65 + o.col)}${o.row + 1}`;
}

/** The position's game, loaded as a scenario file is and checked in full by validateState; or its problems. */
export function loadPosition(p: Position): { ok: true; value: LoadedPosition } | { ok: false; error: string } {
  const value = {
    format: 'aam-reloaded-scenario',
    version: 1,
    name: p.title,
    seed: p.scenario.seed ?? `position-${p.id}`,
    ...p.scenario,
    map: expandMap(p.scenario.map),
  };
  const loaded = loadScenario(value, { catalog: CATALOG_BY_ID, tiles: TILES });
  if (!loaded.ok) return { ok: false, error: loaded.error.map((e) => `${e.where}: ${e.message}`).join('; ') };
  let state = loaded.state;
  for (const action of p.before ?? []) {
    const r = applyAction(state, action);
    if (!r.ok) return { ok: false, error: `${action.type} refused: ${r.error.message} (${r.error.rule})` };
    state = r.state;
  }
  const checked = validateState(state);
  if (!checked.ok) return { ok: false, error: checked.error.map((e) => `${e.where}: ${e.message}`).join('; ') };
  return { ok: true, value: { ...p, state: checked.value, start: loaded.state } };
}

const sameHex = (a: Hex, b: Hex) => a.q === b.q && a.r === b.r;

/** Whether `action` has every field of `want` (hexes and lists compared by value). */
function hasFields(action: Action, want: Partial<Action>): boolean {
  const a = action as unknown as Record<string, unknown>;
  return Object.entries(want).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v));
}

/** Why an answer cannot be played in the position (null: a legal action, or a reachable end, gives it). */
export function answerProblem(p: LoadedPosition, answer: Answer): string | null {
  const legal = legalActions(p.state);
  if ('attacks' in answer) {
    return legal.some((a) => a.type === 'attack' && a.target === answer.attacks && (!answer.by || a.unit === answer.by))
      ? null
      : `no legal attack on ${answer.attacks}`;
  }
  if ('embarks' in answer) {
    return legal.some((a) => a.type === 'embark' && a.carrier === answer.embarks && a.unit === answer.unit)
      ? null
      : `${answer.unit} may not embark in ${answer.embarks}`;
  }
  if ('action' in answer)
    return legal.some((a) => hasFields(a, answer.action))
      ? null
      : `no legal action like ${JSON.stringify(answer.action)}`;
  // A destination: some sequence of the unit's legal moves and pivots, avoiding what it must, meets it.
  const unit = p.state.units[answer.unit];
  if (!unit?.at) return `no unit ${answer.unit} on the map`;
  const seen = new Set<string>();
  const queue: GameState[] = [p.state];
  for (let s = queue.shift(); s && seen.size < 20000; s = queue.shift()) {
    if (endMeets(answer, s)) return null;
    for (const a of legalActions(s)) {
      if (!((a.type === 'move' || a.type === 'pivot') && a.unit === answer.unit)) continue;
      const r = applyAction(s, a);
      if (!r.ok || r.state.pending.length > 0) continue;
      const nu = r.state.units[answer.unit];
      const key = `${nu.at?.q},${nu.at?.r},${nu.facing},${r.state.activation?.speedLeft}`;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(r.state);
    }
  }
  return `${answer.unit} cannot meet ${JSON.stringify(answer)} by its own moves`;
}

/** Whether the unit stands where the answer wants it in `s` (the route aside). */
function endMeets(answer: EndAnswer, s: GameState): boolean {
  const u = s.units[answer.unit];
  const at = u?.carrier ? s.units[u.carrier]?.at : u?.at;
  if (!u || !at || u.models.length === 0) return false;
  if (answer.endsIn && !answer.endsIn.some((l) => sameHex(hexOf(l), at))) return false;
  const foe = answer.frontTo ? s.units[answer.frontTo] : null;
  if (foe && (!foe.at || !isInFrontArc(at, u.facing, foe.at))) return false;
  return true;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** Each odds figure the why quotes that the engine does not give (empty: all agree). */
export function oddsProblems(p: LoadedPosition): string[] {
  const out: string[] = [];
  for (const c of p.odds ?? []) {
    const name = JSON.stringify(c.attack ?? c.defensiveFire ?? c.hit);
    if (c.hit) {
      const got = hitChance(c.hit.attack, c.hit.defense, c.hit.need);
      if (!near(c.hit.p, got)) out.push(`${name}: the chance is ${got.toFixed(3)}, not ${c.hit.p}`);
      continue;
    }
    const say = (what: string, want: number, got: number) => {
      if (!near(want, got)) out.push(`${name}: ${what} is ${got.toFixed(3)}, not ${want}`);
    };
    if (c.defensiveFire) {
      const r = previewDefensiveFire(p.state, c.defensiveFire);
      if (!r.ok) out.push(`${name}: refused (${r.error.message})`);
      else if (c.pAnyEffect !== undefined) say('pAnyEffect', c.pAnyEffect, r.value.pAnyEffect);
      continue;
    }
    if (!c.attack) continue;
    const r = previewAttack(c.onStart ? p.start : p.state, c.attack);
    if (!r.ok) {
      out.push(`${name}: refused (${r.error.message})`);
      continue;
    }
    const f = figures(r.value);
    if (c.pEffect !== undefined) say('pEffect', c.pEffect, f.pEffect);
    if (c.pDestroyed !== undefined) say('pDestroyed', c.pDestroyed, f.pDestroyed);
    for (const [model, want] of Object.entries(c.pNamed ?? {}))
      say(
        `pEffect naming model ${model}`,
        want,
        r.value.named.find((n) => n.model === Number(model))?.odds.pEffect ?? -1,
      );
    for (const [unit, want] of Object.entries(c.pModelLost ?? {}))
      say(`pModelLost of ${unit}`, want, f.pModelLost[unit] ?? 0);
  }
  return out;
}

/** An attack's figures: the worst case over the models the owner may name (R6.6), each unit's risk under random strikes. */
export function figures(preview: Extract<ReturnType<typeof previewAttack>, { ok: true }>['value']): {
  pEffect: number;
  pDestroyed: number;
  pModelLost: Record<string, number>;
} {
  const named = preview.named;
  const pEffect = named.length ? Math.min(...named.map((n) => n.odds.pEffect)) : 0;
  const pDestroyed = named.length
    ? Math.min(
        ...named.map((n) => n.odds.outcomes.filter((o) => o.result === 'destroyed').reduce((s, o) => s + o.p, 0)),
      )
    : 0;
  const pModelLost: Record<string, number> = {};
  for (const u of preview.random?.units ?? []) pModelLost[u.unit] = u.pModelLost;
  return { pEffect, pDestroyed, pModelLost };
}

export interface Verdict {
  solved: boolean;
  /** What the level played, in words (its actions and where the unit ended). */
  played: string;
}

function inWords(a: Action): string {
  switch (a.type) {
    case 'move':
      return `move ${a.unit} to ${a.path.map(labelOf).join('-')}`;
    case 'pivot':
      return `pivot ${a.unit} to ${a.facing}`;
    case 'attack':
      return `attack ${a.target} with ${a.unit}#${a.model}${a.weapon ? ` (${a.weapon})` : ''}`;
    case 'embark':
      return `embark ${a.unit} in ${a.carrier}${a.path ? ` via ${a.path.map(labelOf).join('-')}` : ''}`;
    case 'defensiveFire':
      return `Defensive Fire with ${a.unit} at ${a.at}`;
    case 'nameModel':
      return `name model ${a.model}`;
    case 'hold':
      return `hold ${a.unit}`;
    default:
      return a.type;
  }
}

/**
 * Asks `level` for the decision owed in the position and plays it out: a prompt is answered by one
 * action; an activation goes on while its team owes the same unit's activation (the other side's
 * prompts, such as Defensive Fire, answered by the normal player), at most 40 actions. Then judges
 * the answers. Deterministic for easy and normal, and for hard with a playout budget.
 */
export function judge(p: LoadedPosition, level: Level, budget: Budget, seed = 'positions'): Verdict {
  let state = p.state;
  const first = deciderOf(state);
  if (!first) return { solved: false, played: 'no decision owed' };
  const team = first.team;
  const trace: Action[] = [];
  /** The units Defensive Fire was offered against (R5.7). */
  const firedAt = new Set<string>();
  const note = (s: GameState) => {
    for (const d of s.pending) if (d.kind === 'defensiveFire') firedAt.add(d.mover);
  };
  let unit: string | null = null;
  for (let i = 0; i < 40; i++) {
    const d = deciderOf(state);
    if (!d) break;
    if (i > 0) {
      if (first.kind === 'pending') break;
      const ours = d.team === team && ((d.kind === 'activation' && d.unit.id === unit) || d.kind === 'pending');
      const theirPrompt = d.team !== team && d.kind === 'pending';
      if (!ours && !theirPrompt) break;
      if (theirPrompt) {
        const reply = chooseAction(state, { level: 'normal', seed: `${seed}/opponent/${i}` });
        if (!reply) break;
        const r = applyAction(state, reply.action);
        if (!r.ok) break;
        state = r.state;
        note(state);
        continue;
      }
    }
    const answer = chooseAction(state, { level, seed: `${seed}/${p.id}/${i}`, budget });
    if (!answer) break;
    const r = applyAction(state, answer.action);
    if (!r.ok) return { solved: false, played: `an illegal action: ${inWords(answer.action)} (${r.error.message})` };
    trace.push(answer.action);
    state = r.state;
    note(state);
    unit ??=
      state.activation?.unit ??
      ('unit' in answer.action && typeof answer.action.unit === 'string' ? answer.action.unit : null);
  }
  const solved = p.answers.some((a) => answerMet(a, trace, state, firedAt));
  const u = unit ? state.units[unit] : undefined;
  const where = u ? ` (${u.id} ${u.at ? `on ${labelOf(u.at)} facing ${u.facing}` : 'off the map'})` : '';
  return { solved, played: `${trace.map(inWords).join(', ')}${where}` };
}

export function answerMet(
  answer: Answer,
  trace: readonly Action[],
  end: GameState,
  firedAt: ReadonlySet<string>,
): boolean {
  if ('attacks' in answer) {
    const attack = trace.find((a) => a.type === 'attack');
    return attack?.type === 'attack' && attack.target === answer.attacks && (!answer.by || attack.unit === answer.by);
  }
  if ('embarks' in answer)
    return trace.some((a) => a.type === 'embark' && a.carrier === answer.embarks && a.unit === answer.unit);
  if ('action' in answer) return trace.length > 0 && hasFields(trace[0], answer.action);
  if (answer.unfired && firedAt.has(answer.unit)) return false;
  return endMeets(answer, end);
}
