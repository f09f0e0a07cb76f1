// The commitment scheme of online games' dice (docs/online.md "Provably fair dice"), one
// definition for the game server and the page's verifier: the server draws a 32-byte key from the
// operating system, rolls every die of the game with the engine's keyed generator under it, and
// publishes SHA-256 of the key's 32 bytes (hex) before the first die; at the end it reveals the
// key. The key is kept in the game's stored seed as `keyed:<64 hex digits>`, so the stored games
// need no new column, and a game stored before keyed dice (its seed has no prefix: base64url has
// no ':') still loads and replays with the seeded generator, as it was played.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { KEY_PATTERN } from '../engine';
import type { DiceCommitment } from './protocol';

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

/** What clients are told of a game's dice, from its stored seed. */
export function diceOfSeed(seed: string): DiceCommitment {
  const key = keyOfSeed(seed);
  return key === null ? { kind: 'alea' } : { kind: 'keyed', commitment: commitmentOf(key) };
}
