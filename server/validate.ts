// Every client message read before the referee sees it (docs/online.md): a message of the wrong
// shape is refused as MALFORMED, with the path of each field at fault, and changes nothing;
// nothing a visitor sends makes a reader throw. Each message's shape is one schema (valibot,
// through the engine's core/schema.ts), which the compiler checks against the protocol's types
// (src/net/protocol.ts ClientMessages); what a schema cannot say is read on top by the page's
// own readers: army lists by the one list reader the page uses too (src/data/armyList.ts),
// actions by the engine's (isAction, then cleanAction keeps only the fields of the action's
// type), maps by validateMap; the rules themselves (validateArmy, applyAction) are the referee's.
import * as v from 'valibot';
import {
  cleanAction,
  fields,
  isAction,
  isRecord,
  readSchema,
  madeMapProblems,
  whole,
  type BattleMap,
  type Problem,
} from '../src/engine';
import { MAX_POINT_LIMIT } from '../src/data/listBounds';
import { parseArmyList } from '../src/data/armyList';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { GAME_CODE_PATTERN, MAX_CARRIED_TILES, type ClientMessages } from '../src/net/protocol';
import { CONTRIBUTION_PATTERN } from '../src/net/fairDice';
import { checkCarriedTiles } from './carriedTiles';

/** A seat token: 32 random bytes in base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The largest battlefield the new game dialog makes is 6 tiles (20 x 24); room to spare. */
const MAX_HEXES = 2000;
/** The seats one browser asks about at once. */
const MAX_MINE = 100;

/** What a reader answers: the message as the referee will use it, or why it is refused. */
export type Read<T> = { ok: true; value: T } | { ok: false; why: string };
const good = <T>(value: T): Read<T> => ({ ok: true, value });

/** Problems as one refusal: each sentence with its path, once ("list.units[0].models: unit 1 has 13 models ..."). */
function refused(problems: readonly Problem[]): { ok: false; why: string } {
  const sentences = problems.map((p) =>
    p.where === '' || p.message.startsWith(`${p.where}:`) ? p.message : `${p.where}: ${p.message}`,
  );
  return {
    ok: false,
    why: sentences.slice(0, 5).join('; ') + (sentences.length > 5 ? `; and ${sentences.length - 5} more` : ''),
  };
}

const GAME_ID = v.pipe(v.string('a game code'), v.regex(GAME_CODE_PATTERN, 'a game code'));
const TOKEN = v.pipe(v.string('not a seat token'), v.regex(TOKEN_PATTERN, 'not a seat token'));
/** A player's contribution to the dice key, or its pledge (its SHA-256; src/net/fairDice.ts): 32 bytes in hex. */
const CONTRIBUTION = v.pipe(
  v.string('32 bytes as 64 lowercase hex digits'),
  v.regex(CONTRIBUTION_PATTERN, '32 bytes as 64 lowercase hex digits'),
);
/** The page's protocol version; the referee compares it (PROTOCOL_VERSION). */
const VERSION = v.number('the protocol version, a number');
/** How many actions the game had when the client chose what it sends. */
const INDEX = whole(0, Number.MAX_SAFE_INTEGER, 'the number of actions the game had');
const MESSAGE = 'the message is not an object';

/** A battlefield's outer shape; validateMap reads every field the engine uses. */
const MAP = v.pipe(
  v.custom<Record<string, unknown>>(
    (m) => isRecord(m) && Array.isArray(m.hexes) && m.hexes.length <= MAX_HEXES,
    `a battlefield of at most ${MAX_HEXES} hexes`,
  ),
);

const OPTIONS = fields(
  {
    // R1.2: the largest limit a list can be built to; the list bounds cover every legal list of it.
    points: whole(1, MAX_POINT_LIMIT, `a whole number from 1 to ${MAX_POINT_LIMIT} (R1.2)`),
    hostTeam: v.picklist([0, 1], '0 or 1'),
    casual: v.optional(v.boolean('true or false')),
    settings: fields(
      {
        smallHexes: v.optional(v.boolean('true or false')),
        // R7.3: 1 to 20 turns, or open-ended.
        turns: v.optional(v.nullable(whole(1, 20, '1 to 20, or null (R7.3)'))),
      },
      'not an object',
    ),
    map: MAP,
    // docs/online.md "Players' tiles": each read on top (carriedTiles.ts); the list is bounded first.
    tiles: v.optional(
      v.custom<unknown[]>(
        (x) => Array.isArray(x) && x.length <= MAX_CARRIED_TILES,
        `a list of at most ${MAX_CARRIED_TILES} tiles`,
      ),
    ),
  },
  'not an object',
);

/** Each message's shape; what is read on top of it is in `readers` below. */
const SCHEMAS = {
  'game:create': fields({ version: VERSION, options: OPTIONS }, MESSAGE),
  'game:join': fields(
    { version: VERSION, gameId: GAME_ID, token: v.optional(TOKEN), sit: v.optional(v.boolean('true or false')) },
    MESSAGE,
  ),
  'game:ready': fields({ gameId: GAME_ID, token: TOKEN, list: v.unknown(), pledge: CONTRIBUTION }, MESSAGE),
  'game:reveal': fields({ gameId: GAME_ID, token: TOKEN, contribution: CONTRIBUTION }, MESSAGE),
  'game:act': fields({ gameId: GAME_ID, token: TOKEN, index: INDEX, action: v.unknown() }, MESSAGE),
  'game:undo-ask': fields({ gameId: GAME_ID, token: TOKEN, index: INDEX }, MESSAGE),
  'game:undo-answer': fields({ gameId: GAME_ID, token: TOKEN, accept: v.boolean('true or false') }, MESSAGE),
  'games:mine': fields(
    {
      seats: v.pipe(
        v.array(fields({ gameId: GAME_ID, token: TOKEN }, '{ gameId, token } each'), `a list of at most ${MAX_MINE}`),
        v.maxLength(MAX_MINE, `a list of at most ${MAX_MINE}`),
      ),
    },
    MESSAGE,
  ),
} as const;

/** A message's shape read by its schema: its fields, or the refusal naming each field at fault. */
function shaped<K extends keyof typeof SCHEMAS>(event: K, value: unknown): Read<v.InferOutput<(typeof SCHEMAS)[K]>> {
  const read = readSchema(SCHEMAS[event], value, { code: 'BAD_VALUE', pathInMessage: true });
  return read.ok ? good(read.value) : refused(read.error);
}

/** Each client message's reader. */
export const readers: { [K in keyof ClientMessages]: (v: unknown) => Read<ClientMessages[K]> } = {
  'game:create': (value) => {
    const read = shaped('game:create', value);
    if (!read.ok) return read;
    const { version, options } = read.value;
    // A map the page sends may be made by hand: its shape, then its roads across Rivers (R2.1).
    const problems = madeMapProblems(options.map);
    // At most three in the answer, as for players' tiles (carriedTiles.ts), and how many more.
    const more = problems.length > 3 ? `; and ${problems.length - 3} more` : '';
    if (problems.length > 0) return { ok: false, why: `options.map: ${problems.slice(0, 3).join('; ')}${more}` };
    // Players' tiles: the map must be the one they make with the built-in tiles (carriedTiles.ts).
    const carried = checkCarriedTiles(options.tiles, options.map as unknown as BattleMap);
    if (!carried.ok) return { ok: false, why: carried.why };
    // The map is kept as sent (validateMap read every field the engine uses); a copy drops sharing.
    const map = JSON.parse(JSON.stringify(carried.map)) as BattleMap;
    const settings = {
      ...(options.settings.smallHexes !== undefined ? { smallHexes: options.settings.smallHexes } : {}),
      ...(options.settings.turns !== undefined ? { turns: options.settings.turns } : {}),
    };
    return good({
      version,
      options: {
        points: options.points,
        map,
        settings,
        hostTeam: options.hostTeam,
        ...(options.casual ? { casual: true } : {}),
      },
    });
  },
  'game:join': (value) => {
    const read = shaped('game:join', value);
    if (!read.ok) return read;
    const { version, gameId, token, sit } = read.value;
    return good({ version, gameId, ...(token !== undefined ? { token } : {}), ...(sit ? { sit: true } : {}) });
  },
  'game:ready': (value) => {
    const read = shaped('game:ready', value);
    if (!read.ok) return read;
    // The list as the page reads it: its shape within the list bounds, the custom cards it
    // carries (docs/armies.md "Custom cards travel with the list"), known stat cards.
    const list = parseArmyList(read.value.list, CATALOG_BY_ID, 'list.cards');
    if (!list.ok)
      return refused(
        list.error.map((p) =>
          p.where.startsWith('list') ? p : { ...p, where: p.where === '' ? 'list' : `list.${p.where}` },
        ),
      );
    // R1.1: the list's own casual flag is read but not kept: the host's game option decides
    // whether sides mix (referee.ready).
    const { casual: _casual, ...kept } = list.value;
    return good({
      gameId: read.value.gameId,
      token: read.value.token,
      list: kept,
      pledge: read.value.pledge,
    });
  },
  'game:act': (value) => {
    const read = shaped('game:act', value);
    if (!read.ok) return read;
    const { gameId, token, index, action } = read.value;
    return isAction(action)
      ? good({ gameId, token, index, action: cleanAction(action) })
      : { ok: false, why: 'action: not an action the engine knows' };
  },
  'game:reveal': (value) => shaped('game:reveal', value),
  'game:undo-ask': (value) => shaped('game:undo-ask', value),
  'game:undo-answer': (value) => shaped('game:undo-answer', value),
  'games:mine': (value) => shaped('games:mine', value),
};
