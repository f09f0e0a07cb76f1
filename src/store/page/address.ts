// What the page's address asks for: `?seed=...` a new game with that seed, `?tiles=4`,
// `?tiles=6`, `?tiles=6&tall=1` a quick game on a battlefield of that many tiles (R1.7, R2.4),
// `&theatre=pacific` (or `any`) of that theatre's tiles (docs/maps.md; alone: two tiles);
// `?join=CODE` an online game (docs/playing.md, "Play online"): the invitation link, and the address of the online game
// while it is played, so a reload comes back to it (the seat token is the browser's, never here).
import { GAME_CODE_PATTERN } from '../../net/protocol';
import { isTheatre } from '../../data/tiles';
import type { QuickField } from '../game/newGame';

export interface AddressRequest {
  /** Start a new game now (a seed or a field was asked for). */
  newGame: boolean;
  /** The seed asked for, or null for a random one. */
  seed: string | null;
  /** The battlefield asked for, or null for the two-tile quick game. */
  field: QuickField | null;
  /** The address's query without the parameters read here (so a reload resumes the game). */
  rest: string;
  /** The online game to join (`?join=CODE`), kept in `rest`; null when none or not a game code. */
  join: string | null;
}

/** The address's query with the online game's code (`?join=CODE`), or without it (null). */
export function withJoin(search: string, gameId: string | null): string {
  const params = new URLSearchParams(search);
  if (gameId) params.set('join', gameId);
  else params.delete('join');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The tile counts a battlefield can have (R2.4: an even number, 2 to 8). */
const TILE_COUNTS: readonly number[] = [2, 4, 6, 8];

export function readAddress(search: string): AddressRequest {
  const params = new URLSearchParams(search);
  const seed = params.get('seed') || null;
  const tiles = Number(params.get('tiles'));
  const tall = ['1', 'true', 'yes'].includes(params.get('tall') ?? '');
  const asked = params.get('theatre') ?? '';
  const theatre = asked === 'any' || isTheatre(asked) ? asked : null;
  const count = TILE_COUNTS.includes(tiles) ? tiles : theatre ? 2 : null;
  const field: QuickField | null =
    count === null
      ? null
      : { tiles: count, ...(tall && count === 6 ? { tall: true } : {}), ...(theatre ? { theatre } : {}) };
  for (const key of ['seed', 'tiles', 'tall', 'theatre']) params.delete(key);
  const code = (params.get('join') ?? '').trim().toUpperCase();
  const join = GAME_CODE_PATTERN.test(code) ? code : null;
  return { newGame: join === null && (seed !== null || field !== null), seed, field, rest: params.toString(), join };
}
