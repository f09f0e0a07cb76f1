// Every client message read field by field before the referee sees it (issue 11 point 5): a
// message of the wrong shape is refused as MALFORMED and changes nothing. Actions go through the
// engine's own reader (isAction, then cleanAction keeps only the fields of the action's type);
// army lists and maps are read here, then judged by the engine (validateArmy, validateMap).
import { cleanAction, cleanName, isAction, readListCards, validateMap, type Action, type ArmyList, type BattleMap, type CommanderGrade, type Settings, type TeamId } from '../src/engine';
import { MAX_LIST_CARDS, MAX_LIST_UNITS, MAX_POINT_LIMIT, MAX_UNIT_MODELS } from '../src/data/listBounds';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { GAME_CODE_PATTERN, type ClientMessages, type GameId, type OnlineGameOptions, type SeatToken } from '../src/net/protocol';

/** A seat token: 32 random bytes in base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
// R1.2: the list bounds the page's readers keep to (src/data/listBounds.ts), never below a legal
// list of the largest point limit a game may have; they bound the work of reading a hostile list.
const MAX_UNITS = MAX_LIST_UNITS;
const MAX_MODELS = MAX_UNIT_MODELS;
const MAX_NAME = 200;
/** The largest battlefield the new game dialog makes is 6 tiles (20 x 24); room to spare. */
const MAX_HEXES = 2000;
const MAX_MINE = 100;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, lo: number, hi: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
const isTeam = (v: unknown): v is TeamId => v === 0 || v === 1;
const isGameId = (v: unknown): v is GameId => typeof v === 'string' && GAME_CODE_PATTERN.test(v);
const isToken = (v: unknown): v is SeatToken => typeof v === 'string' && TOKEN_PATTERN.test(v);
const GRADES: readonly CommanderGrade[] = ['commander', 'junior', 'senior'];

/** What a reader answers: the message as the referee will use it, or why it is refused. */
export type Read<T> = { ok: true; value: T } | { ok: false; why: string };
const bad = (why: string): { ok: false; why: string } => ({ ok: false, why });
const good = <T>(value: T): Read<T> => ({ ok: true, value });

function readList(v: unknown): Read<ArmyList> {
  if (!isObj(v)) return bad('list: not an object');
  if (typeof v.name !== 'string' || v.name.length > MAX_NAME) return bad('list.name: a text of at most 200 characters');
  if (!isInt(v.pointLimit, 1, MAX_POINT_LIMIT)) return bad(`list.pointLimit: a whole number from 1 to ${MAX_POINT_LIMIT}`);
  if (v.casual !== undefined && typeof v.casual !== 'boolean') return bad('list.casual: true or false');
  if (!Array.isArray(v.units) || v.units.length > MAX_UNITS) return bad(`list.units: a list of at most ${MAX_UNITS} units`);
  const units: ArmyList['units'] = [];
  for (const [i, u] of v.units.entries()) {
    if (!isObj(u) || !Array.isArray(u.models) || u.models.length === 0 || u.models.length > MAX_MODELS) return bad(`list.units[${i}]: 1 to ${MAX_MODELS} models`);
    if (!u.models.every((m) => typeof m === 'string' && m.length <= MAX_NAME)) return bad(`list.units[${i}].models: stat card ids`);
    units.push({ models: [...(u.models as string[])] });
  }
  let commander: ArmyList['commander'] = null;
  if (v.commander !== null) {
    const c = v.commander;
    if (!isObj(c) || !isInt(c.unit, 0, MAX_UNITS) || !isInt(c.model, 0, MAX_MODELS) || !GRADES.includes(c.grade as CommanderGrade)) return bad('list.commander: null or { unit, model, grade }');
    commander = { unit: c.unit, model: c.model, grade: c.grade as CommanderGrade };
  }
  // The custom cards the list carries, read by the page's own card parser, within the list bounds
  // (docs/armies.md "Custom cards travel with the list"): a bad card is refused with every problem and its path.
  const cards = readListCards(v.cards, CATALOG_BY_ID, 'list.cards', MAX_LIST_CARDS);
  if (!cards.ok) return bad(cards.error.map((p) => p.message).join('; '));
  const name = cleanName(v.name);
  // R1.1: the list's own casual flag is read (a builder's list may carry it) but not kept: the
  // host's game option decides whether sides mix (referee.ready).
  return good({ name: name === '' ? 'Army' : name, pointLimit: v.pointLimit, units, commander, ...(cards.value.length > 0 ? { cards: cards.value } : {}) });
}

function readSettings(v: unknown): Read<Partial<Settings>> {
  if (!isObj(v)) return bad('options.settings: not an object');
  const out: Partial<Settings> = {};
  if (v.smallHexes !== undefined) {
    if (typeof v.smallHexes !== 'boolean') return bad('options.settings.smallHexes: true or false');
    out.smallHexes = v.smallHexes;
  }
  if (v.turns !== undefined) {
    // R7.3: 1 to 20 turns, or open-ended.
    if (v.turns !== null && !isInt(v.turns, 1, 20)) return bad('options.settings.turns: 1 to 20, or null (R7.3)');
    out.turns = v.turns;
  }
  return good(out);
}

function readOptions(v: unknown): Read<OnlineGameOptions> {
  if (!isObj(v)) return bad('options: not an object');
  // R1.2: the largest limit a list can be built to; the list bounds above cover every legal list of it.
  if (!isInt(v.points, 1, MAX_POINT_LIMIT)) return bad(`options.points: a whole number from 1 to ${MAX_POINT_LIMIT} (R1.2)`);
  if (!isTeam(v.hostTeam)) return bad('options.hostTeam: 0 or 1');
  if (v.casual !== undefined && typeof v.casual !== 'boolean') return bad('options.casual: true or false');
  const settings = readSettings(v.settings);
  if (!settings.ok) return settings;
  const map = v.map;
  if (!isObj(map) || !Array.isArray(map.hexes) || map.hexes.length > MAX_HEXES) return bad(`options.map: a battlefield of at most ${MAX_HEXES} hexes`);
  const problems = validateMap(map);
  if (problems.length > 0) return bad(`options.map: ${problems.slice(0, 3).join('; ')}`);
  // The map is kept as sent (validateMap read every field the engine uses); a copy drops sharing.
  const kept = JSON.parse(JSON.stringify(map)) as BattleMap;
  return good({ points: v.points, map: kept, settings: settings.value, hostTeam: v.hostTeam, ...(v.casual ? { casual: true } : {}) });
}

function readAction(v: unknown): Read<Action> {
  return isAction(v) ? good(cleanAction(v)) : bad('action: not an action the engine knows');
}

/** Each client message's reader. */
export const readers: { [K in keyof ClientMessages]: (v: unknown) => Read<ClientMessages[K]> } = {
  'game:create': (v) => {
    if (!isObj(v) || typeof v.version !== 'number') return bad('version: missing');
    const options = readOptions(v.options);
    return options.ok ? good({ version: v.version, options: options.value }) : options;
  },
  'game:join': (v) => {
    if (!isObj(v) || typeof v.version !== 'number') return bad('version: missing');
    if (!isGameId(v.gameId)) return bad('gameId: a game code');
    if (v.token !== undefined && !isToken(v.token)) return bad('token: not a seat token');
    if (v.sit !== undefined && typeof v.sit !== 'boolean') return bad('sit: true or false');
    return good({ version: v.version, gameId: v.gameId, ...(v.token !== undefined ? { token: v.token } : {}), ...(v.sit ? { sit: true } : {}) });
  },
  'game:ready': (v) => {
    if (!isObj(v) || !isGameId(v.gameId) || !isToken(v.token)) return bad('gameId and token required');
    const list = readList(v.list);
    return list.ok ? good({ gameId: v.gameId, token: v.token, list: list.value }) : list;
  },
  'game:act': (v) => {
    if (!isObj(v) || !isGameId(v.gameId) || !isToken(v.token)) return bad('gameId and token required');
    if (!isInt(v.index, 0, Number.MAX_SAFE_INTEGER)) return bad('index: the number of actions the game had');
    const action = readAction(v.action);
    return action.ok ? good({ gameId: v.gameId, token: v.token, index: v.index, action: action.value }) : action;
  },
  'game:undo-ask': (v) => {
    if (!isObj(v) || !isGameId(v.gameId) || !isToken(v.token)) return bad('gameId and token required');
    if (!isInt(v.index, 0, Number.MAX_SAFE_INTEGER)) return bad('index: the number of actions the game had');
    return good({ gameId: v.gameId, token: v.token, index: v.index });
  },
  'game:undo-answer': (v) => {
    if (!isObj(v) || !isGameId(v.gameId) || !isToken(v.token)) return bad('gameId and token required');
    if (typeof v.accept !== 'boolean') return bad('accept: true or false');
    return good({ gameId: v.gameId, token: v.token, accept: v.accept });
  },
  'games:mine': (v) => {
    if (!isObj(v) || !Array.isArray(v.seats) || v.seats.length > MAX_MINE) return bad(`seats: a list of at most ${MAX_MINE}`);
    const seats: { gameId: GameId; token: SeatToken }[] = [];
    for (const s of v.seats) {
      if (!isObj(s) || !isGameId(s.gameId) || !isToken(s.token)) return bad('seats: { gameId, token } each');
      seats.push({ gameId: s.gameId, token: s.token });
    }
    return good({ seats });
  },
};
