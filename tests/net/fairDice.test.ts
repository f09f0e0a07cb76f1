// The dice key of an online game (docs/online.md "Provably fair dice", src/net/fairDice.ts): the
// server's key mixed with both players' contributions by HMAC-SHA-256, as any other implementation
// computes it (Node's own crypto here, openssl by hand), so a player can check it without our code.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  CONTRIBUTION_PATTERN,
  commitmentOf,
  contributionLeftOut,
  diceOfSeed,
  gameKeyOf,
  keyedSeed,
  newContribution,
  pledgeOf,
} from '../../src/net/fairDice';

const SERVER_KEY = '5e'.repeat(32);
const A = '0a'.repeat(32);
const B = 'b1'.repeat(32);

describe("the game's dice key", () => {
  test("is HMAC-SHA-256 under the server's key over the first seat's contribution, then the second's", () => {
    const byNode = createHmac('sha256', Buffer.from(SERVER_KEY, 'hex'))
      .update(Buffer.from(A + B, 'hex'))
      .digest('hex');
    expect(gameKeyOf(SERVER_KEY, [A, B])).toBe(byNode);
  });

  test('changes with either contribution and with their order, so neither the server nor one player fixes it alone', () => {
    const keys = new Set([
      gameKeyOf(SERVER_KEY, [A, B]),
      gameKeyOf(SERVER_KEY, [B, A]),
      gameKeyOf(SERVER_KEY, [A, A]),
      gameKeyOf(SERVER_KEY, [newContribution(), B]),
      gameKeyOf(SERVER_KEY, [A, newContribution()]),
      SERVER_KEY,
    ]);
    expect(keys.size).toBe(6);
  });

  test('a contribution is 32 random bytes in lowercase hex', () => {
    const drawn = [newContribution(), newContribution()];
    for (const c of drawn) expect(c).toMatch(CONTRIBUTION_PATTERN);
    expect(drawn[0]).not.toBe(drawn[1]);
    for (const bad of ['AB'.repeat(32), 'ab'.repeat(31), `${'ab'.repeat(31)}zz`])
      expect(CONTRIBUTION_PATTERN.test(bad)).toBe(false);
  });

  test("a player's own contribution is found in its seat's place, or said left out (none told, or another there)", () => {
    expect(contributionLeftOut([A, B], { team: 1, contribution: B })).toBeNull();
    expect(contributionLeftOut([A, B], { team: 0, contribution: B })).toBe('replaced');
    expect(contributionLeftOut(undefined, { team: 0, contribution: A })).toBe('none');
    // A spectator, or a list sent before players contributed, kept none: nothing to look for.
    expect(contributionLeftOut([A, B], undefined)).toBeNull();
    expect(contributionLeftOut(undefined, undefined)).toBeNull();
  });

  test("a pledge is SHA-256 of the contribution's 32 bytes, as sha256sum computes it by hand", () => {
    expect(pledgeOf(A)).toBe(createHash('sha256').update(Buffer.from(A, 'hex')).digest('hex'));
    expect(pledgeOf(A)).not.toBe(pledgeOf(B));
  });

  test("the other seat's contribution told must be the one it pledged before this browser revealed its own", () => {
    expect(contributionLeftOut([A, B], { team: 0, contribution: A, theirPledge: pledgeOf(B) })).toBeNull();
    expect(contributionLeftOut([A, B], { team: 1, contribution: B, theirPledge: pledgeOf(A) })).toBeNull();
    // Another contribution in the other's place than the one pledged: chosen after this one was seen, perhaps.
    expect(contributionLeftOut([A, A], { team: 0, contribution: A, theirPledge: pledgeOf(B) })).toBe('unpledged');
    expect(contributionLeftOut([B, B], { team: 1, contribution: B, theirPledge: pledgeOf(A) })).toBe('unpledged');
    // This browser's own left out is said first.
    expect(contributionLeftOut([B, A], { team: 0, contribution: A, theirPledge: pledgeOf(B) })).toBe('replaced');
  });

  test("is told with the commitment once both are in; the commitment is SHA-256 of the server key's bytes", () => {
    const commitment = createHash('sha256').update(Buffer.from(SERVER_KEY, 'hex')).digest('hex');
    expect(commitmentOf(SERVER_KEY)).toBe(commitment);
    expect(diceOfSeed(keyedSeed(SERVER_KEY))).toEqual({ kind: 'keyed', commitment });
    expect(diceOfSeed(keyedSeed(SERVER_KEY), [A, B])).toEqual({ kind: 'keyed', commitment, contributions: [A, B] });
    // A game of the seeded generator has no key to mix.
    expect(diceOfSeed('Zm9yLWFuLW9sZGVyLWdhbWUt', [A, B])).toEqual({ kind: 'alea' });
  });
});
