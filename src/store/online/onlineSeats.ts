// The seat tokens this browser holds (docs/online.md, "The protocol"): one localStorage entry per online game,
// `aam-reloaded.online.<gameId>`, with the seat's secret token and team. The token is what lets
// this browser act for its seat and come back to it after a reload; it is never put in a link
// (the invitation names the game only) and never sent but to the game server. A storage that
// throws (private mode, full) keeps nothing: the game still plays, but a reload loses the seat.
// Beside it, the commitment to the game's dice as the server first gave it (docs/online.md
// "Provably fair dice"): after a reload the dice are checked against that one, not against
// whatever the server says then; the seat's own contribution to the dice key, pledged with each of
// its army lists, revealed once the other seat has pledged, and looked for in the key when the dice
// are checked; and the other seat's pledge as it was shown before this seat revealed, which the
// other's contribution must match.
import { CONTRIBUTION_PATTERN } from '../../net/fairDice';
import { GAME_CODE_PATTERN, type SeatToken } from '../../net/protocol';
import type { TeamId } from '../../engine';

export const SEAT_PREFIX = 'aam-reloaded.online.';

export interface KeptSeat {
  gameId: string;
  token: SeatToken;
  team: TeamId;
  /** The dice's commitment first shown for this game (64 hex digits), when it has one. */
  commitment?: string;
  /** This seat's contribution to the dice key (fairDice.ts), once chosen. */
  contribution?: string;
  /** The other seat's pledge to its contribution, as shown when this seat revealed its own. */
  theirPledge?: string;
}

type SeatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function parse(gameId: string, text: string | null): KeptSeat | null {
  if (!text) return null;
  try {
    const x = JSON.parse(text) as Record<string, unknown>;
    if (typeof x.token !== 'string' || x.token.length < 16 || (x.team !== 0 && x.team !== 1)) return null;
    // A seat kept before commitments were kept has none; a malformed one is dropped, not trusted.
    const commitment =
      typeof x.commitment === 'string' && /^[0-9a-f]{64}$/.test(x.commitment) ? { commitment: x.commitment } : {};
    const contribution =
      typeof x.contribution === 'string' && CONTRIBUTION_PATTERN.test(x.contribution)
        ? { contribution: x.contribution }
        : {};
    const theirPledge =
      typeof x.theirPledge === 'string' && CONTRIBUTION_PATTERN.test(x.theirPledge)
        ? { theirPledge: x.theirPledge }
        : {};
    return { gameId, token: x.token, team: x.team, ...commitment, ...contribution, ...theirPledge };
  } catch {
    return null;
  }
}

/** The seat kept for a game, or null. */
export function keptSeat(storage: SeatStorage | null, gameId: string): KeptSeat | null {
  try {
    return parse(gameId, storage?.getItem(SEAT_PREFIX + gameId) ?? null);
  } catch {
    return null;
  }
}

/** Keeps a seat's token; false when the storage refused it. */
export function keepSeat(storage: SeatStorage | null, seat: KeptSeat): boolean {
  try {
    if (!storage) return false;
    storage.setItem(
      SEAT_PREFIX + seat.gameId,
      JSON.stringify({
        token: seat.token,
        team: seat.team,
        ...(seat.commitment ? { commitment: seat.commitment } : {}),
        ...(seat.contribution ? { contribution: seat.contribution } : {}),
        ...(seat.theirPledge ? { theirPledge: seat.theirPledge } : {}),
      }),
    );
    return true;
  } catch {
    return false;
  }
}

/** Every seat this browser keeps (for `games:mine`, the start screen's list). */
export function keptSeats(storage: SeatStorage | null): KeptSeat[] {
  const seats: KeptSeat[] = [];
  try {
    if (!storage) return seats;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(SEAT_PREFIX)) continue;
      const gameId = key.slice(SEAT_PREFIX.length);
      const seat = GAME_CODE_PATTERN.test(gameId) ? parse(gameId, storage.getItem(key)) : null;
      if (seat) seats.push(seat);
    }
  } catch {
    // An unreadable storage lists nothing.
  }
  return seats;
}
