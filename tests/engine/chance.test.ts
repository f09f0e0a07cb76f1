// How a chance reads on the screen and in the AI's reasons (view/chance.ts percentOf): players
// decide on these numbers, so a chance strictly between 0 and 1 never reads as certain or
// impossible (a rules audit found 99.7 % shown as "100%" and 0.4 % as "0 %").
import { describe, expect, it } from 'vitest';
import { percentOf } from '../../src/engine';

describe('percentOf', () => {
  it('says "0" and "100" only of the impossible and the certain', () => {
    expect(percentOf(0)).toBe('0');
    expect(percentOf(1)).toBe('100');
    for (const p of [1e-9, 0.0004, 0.004, 0.0049, 0.995, 0.9968, 0.9995, 1 - 1e-9]) {
      expect(percentOf(p), `p = ${p}`).not.toMatch(/^(0|0\.0|100|100\.0)$/);
    }
  });

  it('whole percents from 10 to 99, a tenth below 10 and above 99, and the ends marked', () => {
    expect(percentOf(0.0004)).toBe('<0.1');
    expect(percentOf(0.0039)).toBe('0.4');
    expect(percentOf(0.0996)).toBe('10.0');
    expect(percentOf(0.5)).toBe('50');
    expect(percentOf(0.93)).toBe('93');
    expect(percentOf(0.9968)).toBe('99.7');
    expect(percentOf(0.9995)).toBe('>99.9');
  });
});
