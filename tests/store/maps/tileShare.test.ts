// Tile share codes (docs/maps.md, "Your own tiles"): every shipped tile goes through a code and a
// link and comes back as a custom tile; a code cut short or with any one character changed is
// refused by its check; a code changed on purpose with its check made again is refused by the
// tile check (checkTile, R2.4's road ports) with the hex.
import { describe, expect, it } from 'vitest';
import { TILE_IDS, TILES } from '../../../src/data/tiles';
import { fnv1a } from '../../../src/store/files/shareCode';
import { readTileShareCode, tileShareCode, tileShareLink } from '../../../src/store/maps/tileShare';

const custom = (id: string) => ({ ...TILES[id], id: `custom-${id}` });

function messages(r: ReturnType<typeof readTileShareCode>) {
  if (r.ok) throw new Error('the code was read');
  return r.error.map((p) => p.message);
}

const CHANGED = 'the code has been changed or cut short: its check does not match. Copy the whole code again.';

describe('tile share codes', () => {
  it.each(TILE_IDS)('%s: one URL-safe line that reads back, alone or in a link', (id) => {
    const code = tileShareCode(TILES[id]);
    expect(code).toMatch(/^AAMT1\.[A-Za-z0-9._-]+$/);
    expect(readTileShareCode(code)).toEqual({ ok: true, value: custom(id) });
    expect(readTileShareCode(tileShareCode(custom(id)))).toEqual({ ok: true, value: custom(id) });
    const link = tileShareLink(custom(id), 'https://play.example.org');
    expect(link).toBe(`https://play.example.org/#/maps?tile=${tileShareCode(custom(id))}`);
    expect(readTileShareCode(`  ${link}\n`)).toEqual({ ok: true, value: custom(id) });
  });

  it('keeps a name in any script', () => {
    const tile = { ...custom('oasis'), name: 'Oasis — Sīwa ✶' };
    expect(readTileShareCode(tileShareCode(tile))).toEqual({ ok: true, value: tile });
  });

  it('refuses a code with any one character changed, or cut anywhere', () => {
    const code = tileShareCode(custom('river-bend'));
    const tag = 'AAMT1.'.length;
    for (let i = 0; i < code.length; i++) {
      const changed = code.slice(0, i) + (code[i] === 'a' ? 'b' : 'a') + code.slice(i + 1);
      const said = messages(readTileShareCode(changed));
      if (i >= tag) expect(said, `character ${i}`).toEqual([CHANGED]);
      else expect(said[0], `character ${i}`).toMatch(/not a tile code|tile code version/);
    }
    for (let n = tag + 1; n < code.length; n++)
      expect(messages(readTileShareCode(code.slice(0, n)))).toEqual([CHANGED]);
  });

  it("refuses a tampered tile whose check was made again, with the tile check's problem and hex", () => {
    const parts = tileShareCode(custom('crossroads')).split('.');
    parts.pop();
    // The roads: the second chain (west to east) cut off; its ports have no road now.
    parts[4] = parts[4].split('_')[0];
    const body = parts.join('.');
    const r = readTileShareCode(`${body}.${fnv1a(body)}`);
    expect(r.ok ? null : r.error).toEqual([
      {
        message:
          "No road leaves from A4 to the west: every tile's roads leave at each of its ports, so they meet the next tile's (R2.4)",
        hexes: [[0, 3]],
      },
      {
        message:
          "No road leaves from J4 to the east: every tile's roads leave at each of its ports, so they meet the next tile's (R2.4)",
        hexes: [[9, 3]],
      },
    ]);
  });

  it('refuses what is no tile code, a newer version, an over-long text, and sections that cannot be read', () => {
    expect(messages(readTileShareCode(''))).toEqual(['there is no code to read']);
    expect(messages(readTileShareCode('AAM1.abc.1'))).toEqual([
      'this is not a tile code: a tile code starts with "AAMT1."',
    ]);
    expect(messages(readTileShareCode('AAMT2.x.y'))[0]).toMatch(/newer version/);
    expect(messages(readTileShareCode(`AAMT1.${'a'.repeat(30_000)}`))[0]).toMatch(/too long/);
    const withSection = (k: number, text: string) => {
      const parts = tileShareCode(custom('wadi')).split('.');
      parts.pop();
      parts[k] = text;
      const body = parts.join('.');
      return readTileShareCode(`${body}.${fnv1a(body)}`);
    };
    expect(messages(withSection(2, '!!'))).toEqual(["the tile's name in the code cannot be read"]);
    expect(messages(withSection(3, '80z'))).toEqual(["the tile's terrain in the code cannot be read"]);
    expect(messages(withSection(4, '123'))).toEqual(["the tile's roads in the code cannot be read"]);
    expect(messages(withSection(6, '12'))).toEqual(["the tile's hexsides in the code cannot be read"]);
    // Well formed but off the tile: the shape's bounds, with the path.
    const far = withSection(4, 'z1');
    expect(far.ok ? null : far.error).toEqual([
      { message: 'roads[0][0][0]: a column from -1 to 10', path: 'roads[0][0][0]' },
    ]);
  });
});
