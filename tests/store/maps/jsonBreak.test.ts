// Where a text stops being JSON (docs/maps.md, "Your own tiles": a tile file that is not JSON is
// named with its line and column): the same texts JSON.parse refuses, each at its place.
import { describe, expect, it } from 'vitest';
import { TILES } from '../../../src/data/tiles';
import { jsonBreak } from '../../../src/store/maps/jsonBreak';
import { tileFileText } from '../../../src/store/maps/tileFile';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('jsonBreak', () => {
  it('finds nothing wrong with JSON', () => {
    for (const text of [
      tileFileText(TILES.crossroads),
      '[]',
      '{}',
      ' "a\\u00e9\\n" ',
      '-0.5e+3',
      '[true, false, null, {"a": [1, {"b": []}]}]',
    ])
      expect(jsonBreak(text), text).toBeNull();
  });

  it('names the line, the column and what was found', () => {
    expect(jsonBreak('{\n  "id": "a"\n  "name": "b"\n}')).toEqual({
      line: 3,
      column: 3,
      what: "a ',' or '}' was expected, not '\"'",
    });
    expect(jsonBreak('[1, 2,]')).toEqual({ line: 1, column: 7, what: "a value was expected, not ']'" });
    expect(jsonBreak('{"a" 1}')).toEqual({ line: 1, column: 6, what: "a ':' was expected, not '1'" });
    expect(jsonBreak("{'a': 1}")).toEqual({
      line: 1,
      column: 2,
      what: "a name in double quotes was expected, not '''",
    });
    expect(jsonBreak('["a\\x"]')).toEqual({ line: 1, column: 4, what: 'a text in quotes is broken or not closed' });
    expect(jsonBreak('[1] 2')).toEqual({ line: 1, column: 5, what: "the JSON has ended, but '2' follows" });
    expect(jsonBreak('{"a": [1,\n')).toEqual({ line: 2, column: 1, what: 'the text ends too soon' });
    expect(jsonBreak('')).toEqual({ line: 1, column: 1, what: 'the text ends too soon' });
  });

  it('costs no stack however deep the text nests', () => {
    expect(jsonBreak('['.repeat(200_000))).toEqual({ line: 1, column: 200_001, what: 'the text ends too soon' });
  });

  it('refuses exactly what JSON.parse refuses: a tile file cut anywhere or without any one character', () => {
    const text = tileFileText(TILES['river-bend']);
    for (let i = 0; i < text.length; i++) {
      const cut = text.slice(0, i);
      const without = text.slice(0, i) + text.slice(i + 1);
      expect(jsonBreak(cut) === null, `cut at ${i}`).toBe(parses(cut));
      expect(jsonBreak(without) === null, `without character ${i}`).toBe(parses(without));
    }
  });
});
