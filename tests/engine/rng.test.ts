// The dice (core/rng.ts): the seeded generator of hot-seat, AI and scenario games rolls exactly as
// it did before keyed dice were added; the keyed generator of online games (core/keyedWords.ts,
// docs/online.md "Provably fair dice") is a pure function of its key and counter, follows its
// documented formula, and rolls every face equally often.
import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createGame, keyedRng, makeDice, seedRng, type RngState } from '../../src/engine';
import { KeyedWords, KEYED_DICE_LABEL } from '../../src/engine/core/keyedWords';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { armyTeams } from '../../src/net/armyTeams';
import { SKIRMISH_LAYOUT } from '../../src/data/tiles';
import { buildBattlefield } from '../../src/store/game/newGame';

const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

/** `count` dice from the state, and the state after them. */
function roll(rng: RngState, count: number): { dice: number[]; after: RngState } {
  const d = makeDice(rng);
  const dice = Array.from({ length: count }, () => d.d6());
  return { dice, after: d.state() };
}

/** Pearson's chi-square of counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('the seeded generator (Alea) is unchanged', () => {
  test('a known seed gives the same dice, picks and state as before keyed dice were added', () => {
    // Written down from the code before the change (seedrandom 3.0.5's Alea, 1 + floor(6x)).
    const d = makeDice(seedRng('known seed'));
    expect(Array.from({ length: 20 }, () => d.d6())).toEqual([
      1, 1, 3, 5, 5, 2, 3, 1, 2, 5, 4, 1, 4, 6, 4, 5, 6, 4, 4, 6,
    ]);
    expect([d.pick(7), d.pick(3), d.pick(100)]).toEqual([6, 0, 4]);
    expect(d.state()).toEqual({
      alea: { c: 1983573, s0: 0.9901891590561718, s1: 0.3142272364348173, s2: 0.043176151579245925 },
    });
    expect(seedRng('known seed')).toEqual({
      alea: { c: 1, s0: 0.3209952316246927, s1: 0.05986744491383433, s2: 0.8866341121029109 },
    });
  });

  test('scripted dice come first, then the generator; a roller that rolled nothing hands back the same state', () => {
    const rng = seedRng('known seed', [6, 6]);
    const { dice, after } = roll(rng, 4);
    expect(dice).toEqual([6, 6, 1, 1]);
    expect(after).not.toHaveProperty('script');
    expect(makeDice(rng).state()).toBe(rng);
  });
});

describe('the keyed generator', () => {
  test('word i is word i mod 8 of HMAC-SHA-256(key, label || block as 8 bytes big-endian), by an independent HMAC', () => {
    const words = new KeyedWords(KEY, 0);
    const drawn = Array.from({ length: 24 }, () => words.word());
    const expected: number[] = [];
    for (let block = 0; block < 3; block++) {
      const counter = Buffer.alloc(8);
      counter.writeBigUInt64BE(BigInt(block));
      const mac = createHmac('sha256', Buffer.from(KEY, 'hex'))
        .update(Buffer.concat([Buffer.from(KEYED_DICE_LABEL, 'ascii'), counter]))
        .digest();
      for (let i = 0; i < 8; i++) expected.push(mac.readUInt32BE(4 * i));
    }
    expect(drawn).toEqual(expected);
    // A block far along, where the counter's high bytes are used.
    const far = 2 ** 35 + 3;
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(far));
    const mac = createHmac('sha256', Buffer.from(KEY, 'hex'))
      .update(Buffer.concat([Buffer.from(KEYED_DICE_LABEL, 'ascii'), counter]))
      .digest();
    expect(new KeyedWords(KEY, far * 8 + 5).word()).toBe(mac.readUInt32BE(20));
  });

  test('the same key and counter give the same dice, across any split into actions; another key, other dice', () => {
    const rng = keyedRng(KEY);
    const once = roll(rng, 40);
    expect(roll(rng, 40).dice).toEqual(once.dice);
    let state = rng;
    const split: number[] = [];
    for (const n of [3, 1, 8, 9, 19]) {
      const r = roll(state, n);
      split.push(...r.dice);
      state = r.after;
    }
    expect(split).toEqual(once.dice);
    expect(state).toEqual(once.after);
    expect(once.after).toEqual({ keyed: { key: KEY, n: 40 } });
    expect(roll(keyedRng('ff'.repeat(32)), 40).dice).not.toEqual(once.dice);
  });

  test('a die is 1 + (word mod 6), words at or above the largest multiple of 6 below 2^32 drawn again', () => {
    const words = new KeyedWords(KEY, 0);
    const queue = [2 ** 32 - 4, 2 ** 32 - 1, 4_294_967_291, 13];
    words.word = () => queue.shift()!;
    // 2^32 - 4 = 4294967292 is 6 x 715827882: it and above are rejected; 4294967291 mod 6 = 5.
    expect(words.below(6)).toBe(5);
    expect(words.below(6)).toBe(1);
    expect(queue).toEqual([]);
  });

  test('every face comes up equally often: chi-square of 60,000 dice and of 35,000 picks among 7 within the 0.1 % bound', () => {
    const d = makeDice(keyedRng(KEY));
    const faces = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) faces[d.d6() - 1]++;
    // 5 degrees of freedom: 20.52 is exceeded by chance once in 1,000; the key is fixed, so the test is too.
    expect(chiSquare(faces)).toBeLessThan(20.52);
    const picks = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 35_000; i++) picks[d.pick(7)]++;
    expect(chiSquare(picks)).toBeLessThan(22.46); // 6 degrees of freedom
  });

  test('scripted dice come first; a pick among fewer than one draws nothing and answers 0 (no throw)', () => {
    const rng = keyedRng(KEY, [6, 5]);
    const { dice, after } = roll(rng, 3);
    expect(dice.slice(0, 2)).toEqual([6, 5]);
    expect(dice[2]).toBe(roll(keyedRng(KEY), 1).dice[0]);
    expect(after).toEqual({ keyed: { key: KEY, n: 1 } });
    const d = makeDice(keyedRng(KEY));
    expect([d.pick(0), d.pick(-3), d.pick(Number.NaN)]).toEqual([0, 0, 0]);
    expect(d.state()).toEqual({ keyed: { key: KEY, n: 0 } });
    expect(makeDice(rng).state()).toBe(rng);
  });
});

describe('createGame with keyed dice', () => {
  const map = buildBattlefield(SKIRMISH_LAYOUT);
  if (!map.ok) throw new Error('the skirmish battlefield does not assemble');
  const setup = {
    seed: 'online',
    map: map.value,
    catalog: CATALOG_BY_ID,
    teams: armyTeams([SAMPLE_ARMIES[0]!.list, SAMPLE_ARMIES[1]!.list]),
  };

  test("the game rolls with the key: the setup's initiative roll is the key's first dice (R3.1)", () => {
    const r = createGame({ ...setup, dice: { key: KEY } });
    if (!r.ok) throw new Error(r.error.map((p) => p.message).join());
    const shown = r.events.flatMap((e) =>
      e.type === 'initiativeRolled' ? e.rolls.flatMap((pair) => pair.flatMap((x) => x.dice)) : [],
    );
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(shown).toEqual(roll(keyedRng(KEY), shown.length).dice);
    expect(r.state.rng).toEqual({ keyed: { key: KEY, n: shown.length } });
    expect(r.state.seed).toBe('online');
  });

  test('a key that is not 64 lowercase hex digits is refused, with where', () => {
    for (const key of ['abc', KEY.toUpperCase(), `${KEY}00`, 42 as unknown as string]) {
      const r = createGame({ ...setup, dice: { key } });
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error).toEqual([
          expect.objectContaining({ where: 'dice.key', message: expect.stringMatching(/64 lowercase hexadecimal/) }),
        ]);
    }
  });
});
