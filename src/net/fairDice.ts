// The commitment scheme of online games' dice (docs/online.md "Provably fair dice"), one
// definition for the game server and the page's verifier: the server draws a 32-byte key from the
// operating system and publishes SHA-256 of the key's 32 bytes (hex) before the first die; at the
// end it reveals the key. The key is kept in the game's stored seed as `keyed:<64 hex digits>`,
// and a game stored before keyed dice (its seed has no prefix: base64url has no ':') still loads
// and replays with the seeded generator, as it was played.
//
// Each player's browser adds a contribution of its own, 32 random bytes drawn after it was shown
// the commitment, in two steps: it pledges the contribution (its SHA-256) with its army list
// (`game:ready`), and reveals it (`game:reveal`) only once it has seen the other seat's pledge.
// Every die of the game is rolled by the engine's keyed generator under the game's key,
// HMAC-SHA-256 keyed by the server's key over both contributions. The server committed to its key
// before it knew what the players would add, and each player's contribution was fixed (pledged)
// before the other's was known, so neither the server nor a player (nor a server playing a seat
// itself) can choose the key, as long as one player's browser is honest.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';
import { KEY_PATTERN } from '../engine';
import type { DiceCommitment } from './protocol';

/** A player's contribution to the dice key: 32 bytes as 64 lowercase hex digits, the shape of a key. */
export const CONTRIBUTION_PATTERN = KEY_PATTERN;

/**
 * What stands for a seat's contribution when its list came before players contributed (a game
 * waiting for its second army when the server was updated): 32 zero bytes.
 */
export const NO_CONTRIBUTION = '0'.repeat(64);

/** Whether a server told two contributions of 32 bytes in hex (anything else is refused, not read). */
export function wellFormedContributions(told: unknown): told is [string, string] {
  return (
    Array.isArray(told) && told.length === 2 && told.every((c) => typeof c === 'string' && CONTRIBUTION_PATTERN.test(c))
  );
}

/**
 * What a player's browser kept of its part in a game's dice key: its seat, its contribution, and
 * the other seat's pledge as it saw it before revealing its own (absent when it revealed none:
 * a list sent before players pledged).
 */
export interface OwnContribution {
  team: 0 | 1;
  contribution: string;
  theirPledge?: string;
}

/**
 * Whether the contributions told leave out this browser's own, or hold for the other seat one that
 * is not what the other seat pledged before this browser revealed its own (`theirPledge`, as it
 * kept it): 'none' when none were told at all, 'replaced' when its seat's place holds another,
 * 'unpledged' when the other's does not match its pledge; null when all is as it should be, or
 * when this browser kept nothing to compare (a spectator, a list sent before players contributed,
 * or before they pledged).
 */
export function contributionLeftOut(
  told: readonly [string, string] | undefined,
  mine: OwnContribution | undefined,
): 'none' | 'replaced' | 'unpledged' | null {
  if (!mine) return null;
  if (!told) return 'none';
  if (told[mine.team] !== mine.contribution) return 'replaced';
  if (mine.theirPledge !== undefined && pledgeOf(told[mine.team === 0 ? 1 : 0]) !== mine.theirPledge)
    return 'unpledged';
  return null;
}

/** A new contribution, 32 bytes from the platform's cryptographic generator. */
export function newContribution(): string {
  return bytesToHex(randomBytes(32));
}

/**
 * The key the game's dice roll under: HMAC-SHA-256 with the server's key (its 32 bytes) as the
 * MAC key, over the first seat's contribution then the second's (64 bytes); 64 hex digits.
 */
export function gameKeyOf(serverKey: string, contributions: readonly [string, string]): string {
  return bytesToHex(hmac(sha256, hexToBytes(serverKey), hexToBytes(contributions[0] + contributions[1])));
}

/** What starts a keyed game's seed; the key follows. */
const KEYED_SEED_PREFIX = 'keyed:';

/** The seed the server stores for a keyed game of this key. */
export function keyedSeed(key: string): string {
  return KEYED_SEED_PREFIX + key;
}

/** The key of a keyed game's seed, or null (a seed of the seeded generator). */
export function keyOfSeed(seed: string): string | null {
  if (!seed.startsWith(KEYED_SEED_PREFIX)) return null;
  const key = seed.slice(KEYED_SEED_PREFIX.length);
  return KEY_PATTERN.test(key) ? key : null;
}

/** SHA-256 of the key's 32 bytes (not of its hex text), as 64 lowercase hex digits (`key`: KEY_PATTERN's). */
export function commitmentOf(key: string): string {
  return bytesToHex(sha256(hexToBytes(key)));
}

/**
 * A seat's pledge to its contribution: SHA-256 of the contribution's 32 bytes, in hex, the
 * commitment's own scheme (so `sha256sum` checks both by hand).
 */
export const pledgeOf: (contribution: string) => string = commitmentOf;

/**
 * What clients are told of a game's dice, from its stored seed and, once the game has started with
 * both players' contributions mixed in, those contributions (they hide nothing: the server's key
 * stays secret until the end).
 */
export function diceOfSeed(seed: string, contributions: readonly [string, string] | null = null): DiceCommitment {
  const key = keyOfSeed(seed);
  if (key === null) return { kind: 'alea' };
  const commitment = commitmentOf(key);
  return contributions
    ? { kind: 'keyed', commitment, contributions: [contributions[0], contributions[1]] }
    : { kind: 'keyed', commitment };
}
