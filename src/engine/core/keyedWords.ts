// The keyed dice of online games (docs/online.md "Provably fair dice"): a cryptographic generator
// that is a pure function of a 32-byte key and a counter, so its whole state is plain JSON
// (`{ key, n }`) like Alea's, and a game replays from it exactly. Seeing any number of its words
// tells nothing of the next ones without the key (HMAC-SHA-256 is a pseudorandom function); Alea's
// state, by contrast, can be worked out from a few dozen observed rolls.
//
// Word i (a 32-bit unsigned number) is word i mod 8, big-endian, of block floor(i / 8), where
//   block b = HMAC-SHA-256(key, "aam-reloaded/dice/v1" || b as 8 bytes big-endian).
// HMAC-SHA-256 rather than ChaCha20: the commitment published at a game's start is a SHA-256, so
// one audited library (@noble/hashes, pure JavaScript: the engine stays free of Node and the DOM)
// does both, and anyone can recompute a block with any HMAC-SHA-256 (Python's hmac, openssl).
// Its speed does not matter here: an online game draws a few hundred words.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** The domain label before each block number: these blocks are this game's dice and nothing else. */
export const KEYED_DICE_LABEL = 'aam-reloaded/dice/v1';
// ASCII, so one byte per character.
const LABEL_BYTES = Uint8Array.from(KEYED_DICE_LABEL, (c) => c.charCodeAt(0));

/** A key as the state holds it: 64 lowercase hexadecimal digits (32 bytes). */
export const KEY_PATTERN = /^[0-9a-f]{64}$/;

const WORDS_PER_BLOCK = 8;
const TWO_32 = 2 ** 32;

/** The key's bytes. Only keys matching KEY_PATTERN reach here (validateState, createGame); any other digit reads as 0. */
function keyBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16) || 0;
  return bytes;
}

/** Block `b` of the key's stream, as 8 words. */
function keyedBlock(key: Uint8Array, b: number): Uint32Array {
  const message = new Uint8Array(LABEL_BYTES.length + 8);
  message.set(LABEL_BYTES);
  const view = new DataView(message.buffer);
  view.setUint32(LABEL_BYTES.length, Math.floor(b / TWO_32));
  view.setUint32(LABEL_BYTES.length + 4, b >>> 0);
  const mac = new DataView(hmac(sha256, key, message).buffer);
  const words = new Uint32Array(WORDS_PER_BLOCK);
  for (let i = 0; i < WORDS_PER_BLOCK; i++) words[i] = mac.getUint32(4 * i);
  return words;
}

/**
 * The words of one key from word `n` on. The block being read is kept, so one action's dice cost
 * one HMAC per 8 words drawn.
 */
export class KeyedWords {
  private readonly key: Uint8Array;
  private block = -1;
  private words: Uint32Array | null = null;

  constructor(
    hexKey: string,
    public n: number,
  ) {
    this.key = keyBytes(hexKey);
  }

  /** The next word, 0 to 2^32 - 1. */
  word(): number {
    const b = Math.floor(this.n / WORDS_PER_BLOCK);
    if (b !== this.block || !this.words) {
      this.words = keyedBlock(this.key, b);
      this.block = b;
    }
    return this.words[this.n++ % WORDS_PER_BLOCK];
  }

  /**
   * A uniform number from 0 to m - 1 (m from 1 to 2^32): words at or above the largest multiple of
   * m are drawn again (rejection sampling), so every result is exactly as likely as any other.
   * For a die (m = 6) a word is drawn again 4 times in 2^32.
   */
  below(m: number): number {
    const limit = TWO_32 - (TWO_32 % m);
    for (;;) {
      const w = this.word();
      if (w < limit) return w % m;
    }
  }
}
