// The panels' sentences built from numbers and names (src/ui/phrases.ts), each rendered with real
// values: no placeholder "#", no number said twice, a singular noun after 1, and each says what
// its rule calls for.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { diceSourcesText, litHexesHint, modelChoiceName, noFacingNote, volleyAspect } from '../../src/ui/phrases';

const captain = CATALOG_BY_ID['red-devil-captain'].name;
const flak = CATALOG_BY_ID['88mm-flak-36'].name;
const rifle = CATALOG_BY_ID['m1-garand-rifle'].name;

/** What every sentence must not say. */
function glitches(text: string): string[] {
  const found: string[] = [];
  if (text.includes('#')) found.push('a "#"');
  // A rule's id (R5.5) is a citation, not a number said.
  const numbers: string[] = text.replace(/\bR\d+(\.\d+)?/g, '').match(/\d+/g) ?? [];
  const twice = numbers.filter((n, i) => numbers.indexOf(n) !== i);
  if (twice.length > 0) found.push(`${twice.join(', ')} said twice`);
  if (/\b1 (\w+ )?(hexes|attacks|dice|models|units)\b/.test(text)) found.push('a plural after 1');
  return found;
}

describe("the panels' sentences", () => {
  it('R3.2: the lit hexes for an Objective Marker, one or several', () => {
    expect(litHexesHint(1)).toBe('Click the lit hex on the map.');
    expect(litHexesHint(4)).toBe('Click one of the 4 lit hexes on the map.');
    for (const n of [1, 2, 4]) expect(glitches(litHexesHint(n)), String(n)).toEqual([]);
  });

  it('R5.5: a unit with no facing is told why, without a placeholder', () => {
    const text = noFacingNote(flak);
    expect(text).toBe(
      `${flak} has no facing: only a unit whose Defense has two numbers, front and rear, has one (R5.5).`,
    );
    expect(glitches(text)).toEqual([]);
  });

  it('R6.8: a volley strikes the front or the rear of a faced unit, and no side of one without facing', () => {
    expect(volleyAspect(false, true)).toBe('into its front');
    expect(volleyAspect(true, true)).toBe('into its rear');
    expect(volleyAspect(false, false)).toBe('');
    expect(volleyAspect(true, false)).toBe('');
  });

  it('R6.4: the dice sources do not repeat the count, and name each adjustment with its number', () => {
    const alone = diceSourcesText([{ label: `${captain} vs Infantry`, n: 8 }]);
    expect(`8 infantry dice (${alone})`).toBe(`8 infantry dice (${captain} vs Infantry)`);
    expect(glitches(`8 infantry dice (${alone})`)).toEqual([]);
    const led = diceSourcesText([
      { label: `${captain} vs Infantry`, n: 8 },
      { label: 'Command Leadership', n: 1 },
    ]);
    expect(`9 infantry dice (${led})`).toBe(`9 infantry dice (${captain} vs Infantry 8, +1 Command Leadership)`);
    expect(glitches(`9 infantry dice (${led})`)).toEqual([]);
    // A defense source holds its number in its label (engine defenseDice.ts).
    expect(
      diceSourcesText([
        { label: 'Speed 4', n: 4 },
        { label: 'Pin Pointer', n: -1 },
      ]),
    ).toBe('Speed 4, −1 Pin Pointer');
  });

  it('R6.6: a Crack Shot names a model by its card, counted only among several of that card', () => {
    expect(modelChoiceName(captain, 1, 1)).toBe(captain);
    expect(modelChoiceName(rifle, 2, 4)).toBe(`${rifle} (2 of 4)`);
    expect(glitches(modelChoiceName(captain, 1, 1))).toEqual([]);
    expect(glitches(modelChoiceName(rifle, 2, 4))).toEqual([]);
  });

  it('the checker itself finds each glitch it is for', () => {
    expect(glitches('Click one of the 1 lit hexes on the map.')).toEqual(['a plural after 1']);
    expect(glitches('8 infantry dice (8 Red Devil Captain vs Infantry)')).toEqual(['8 said twice']);
    expect(glitches('Red Devil Captain (#7)')).toEqual(['a "#"']);
  });
});
