// Actions read from outside (files, the game server's messages) are checked by isAction before
// the rules see them; what it lets through must never make applyAction throw (it answers a
// RuleError). The server's fuzzer (tests/server/fuzzer.ts) found the sparse array below.
import { describe, expect, test } from 'vitest';
import { isAction } from '../../src/engine';

describe('isAction', () => {
  test('refuses a path or a list with a hole: Array.every skips holes, the rules would read undefined', () => {
    // An array of length 1 with no item in it.
    const holed = new Array(1);
    expect(isAction({ type: 'move', unit: 'a1', path: holed })).toBe(false);
    expect(isAction({ type: 'embark', unit: 'a1', carrier: 'a2', path: holed })).toBe(false);
    expect(isAction({ type: 'disembark', unit: 'a1', path: holed })).toBe(false);
    expect(isAction({ type: 'chooseCommandTargets', units: holed })).toBe(false);
    expect(isAction({ type: 'move', unit: 'a1', path: [null] })).toBe(false);
    expect(isAction({ type: 'move', unit: 'a1', path: [{ q: 0, r: 1 }] })).toBe(true);
    expect(isAction({ type: 'chooseCommandTargets', units: ['a1', 'a2'] })).toBe(true);
  });
});
