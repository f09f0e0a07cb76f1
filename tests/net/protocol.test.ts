// The online protocol's limits (docs/online.md, "Limits"): the short code a player reads out has no look-alike
// characters, and the message limit leaves room for an army list but not for a flood.
import { describe, expect, test } from 'vitest';
import { GAME_CODE_PATTERN, MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from '../../src/net/protocol';

describe('online protocol limits', () => {
  test('a game code is six characters with no look-alikes (0/O, 1/I/L)', () => {
    expect(GAME_CODE_PATTERN.test('K7QX2M')).toBe(true);
    for (const code of ['K7QX2', 'K7QX2MM', 'K7QX0M', 'K7QXOM', 'K7QX1M', 'K7QXIM', 'K7QXLM', 'k7qx2m'])
      expect(GAME_CODE_PATTERN.test(code)).toBe(false);
  });
  test('the version is a positive integer and a message may hold a 300-point list but not megabytes', () => {
    expect(Number.isInteger(PROTOCOL_VERSION) && PROTOCOL_VERSION > 0).toBe(true);
    expect(MAX_MESSAGE_BYTES).toBeGreaterThanOrEqual(64 * 1024);
    expect(MAX_MESSAGE_BYTES).toBeLessThanOrEqual(1024 * 1024);
  });
});
