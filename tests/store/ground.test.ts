// Where a battle is fought (docs/maps.md "The tiles", store/game/ground.ts): a theatre's tiles placed by the
// seed (R2.4), every theatre's, or tiles picked by hand; the new game dialog, the online game and the
// end screen's "New game" all go through it.
import { describe, expect, it } from 'vitest';
import { THEATRES, TILE_IDS, TILES } from '../../src/data/tiles';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { groundLayout, groundOf } from '../../src/store/game/ground';
import { fieldOf, newQuickGame } from '../../src/store/game/newGame';
import { onlineOptions } from '../../src/store/online/online';
import { readAddress } from '../../src/store/page/address';

const LISTS = [SAMPLE_ARMIES[0].list, SAMPLE_ARMIES[1].list] as const;
const tilesOf = (layout: { tiles: { tile: string }[] }) => layout.tiles.map((p) => p.tile);

describe('R2.4 the ground of a new game', () => {
  it("a theatre's battlefield has only its tiles, placed by the seed: the same seed, the same battlefield", () => {
    for (const theatre of THEATRES) {
      const a = groundLayout(4, false, 's1', { theatre: theatre.id });
      const b = groundLayout(4, false, 's1', { theatre: theatre.id });
      if (!a.ok || !b.ok) throw new Error('a theatre always gives a battlefield');
      expect(a.value).toEqual(b.value);
      expect(
        tilesOf(a.value).every((t) => theatre.tiles.includes(t)),
        theatre.name,
      ).toBe(true);
    }
  });

  it('any theatre draws from all the tiles', () => {
    const seen = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const r = groundLayout(8, false, seed, { theatre: 'any' });
      if (!r.ok) throw new Error('any theatre always gives a battlefield');
      for (const t of tilesOf(r.value)) seen.add(t);
    }
    expect([...seen].every((t) => TILE_IDS.includes(t))).toBe(true);
    expect(THEATRES.filter((th) => th.tiles.some((t) => seen.has(t))).length).toBeGreaterThan(1);
  });

  it('tiles picked by hand go to their places in reading order, the upper half turned to face the lower (R2.4)', () => {
    const r = groundLayout(4, false, 'x', { picked: ['oasis', 'steppe', 'beachhead', 'hill-town'] });
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
    expect(r.value.tiles).toEqual([
      { tile: 'oasis', x: 0, y: 0, rotated: true },
      { tile: 'steppe', x: 1, y: 0, rotated: true },
      { tile: 'beachhead', x: 0, y: 1, rotated: false },
      { tile: 'hill-town', x: 1, y: 1, rotated: false },
    ]);
  });

  it('a hand-picked ground with a place missing or a tile unknown is refused, every problem named', () => {
    const r = groundLayout(4, false, 'x', { picked: ['oasis', 'nowhere', 'steppe'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => e.message)).toEqual([
      'Ground: this battlefield has 4 places; pick a tile for each (3 picked)',
      'Ground: place 2 has no tile "nowhere"',
    ]);
    // A name inherited from Object is no tile either.
    expect(groundLayout(2, false, 'x', { picked: ['constructor', 'oasis'] }).ok).toBe(false);
  });

  it('the game planned from the dialog is fought on the ground chosen; none chosen is Western Europe as before', () => {
    const pacific = planGame({ ...defaultOptions([...LISTS], 'g'), ground: { theatre: 'pacific' } });
    if (!pacific.ok) throw new Error('the sample armies play');
    const names = THEATRES.find((t) => t.id === 'pacific')!.tiles.map((t) => TILES[t].name);
    expect(
      pacific.value.map.name
        .split(': ')[1]
        .split(', ')
        .every((n) => names.includes(n)),
    ).toBe(true);
    const { ground: _, ...without } = defaultOptions([...LISTS], 'g');
    const before = planGame(without);
    const western = planGame({ ...without, ground: { theatre: 'western-europe' } });
    if (!before.ok || !western.ok) throw new Error('the sample armies play');
    expect(before.value.map).toEqual(western.value.map);
    const refused = planGame({ ...defaultOptions([...LISTS], 'g'), ground: { picked: ['oasis'] } });
    expect(refused.ok ? [] : refused.error.map((e) => e.message)).toContain(
      'Ground: this battlefield has 2 places; pick a tile for each (1 picked)',
    );
  });

  it('an online game sends the battlefield of the ground chosen (the server validates the map itself)', () => {
    const choices = {
      points: 200,
      field: 'points' as const,
      turns: 5,
      smallHexes: false,
      casual: false,
      hostTeam: 0 as const,
    };
    const r = onlineOptions({ ...choices, ground: { picked: ['wadi', 'wadi', 'oasis', 'escarpment'] } }, 'layout');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.map.id).toBe('field-2x2-wadi.wadi.oasis.escarpment');
    expect(onlineOptions({ ...choices, ground: { picked: ['wadi'] } }, 'layout')).toEqual({
      ok: false,
      error: 'Ground: this battlefield has 4 places; pick a tile for each (1 picked)',
    });
  });

  it("the end screen's New game reads the theatre back from the map: one theatre's tiles, or any when mixed", () => {
    expect(groundOf('field-2x2-oasis.wadi.desert-track.escarpment')).toEqual({ theatre: 'north-africa' });
    expect(groundOf('field-2x1-oasis.steppe')).toEqual({ theatre: 'any' });
    expect(groundOf('crossroads-2')).toEqual({ theatre: 'western-europe' });
  });

  it('the address asks for a theatre: ?theatre=pacific&tiles=4 (alone: two tiles); an unknown one is ignored', () => {
    expect(readAddress('?theatre=pacific&tiles=4&seed=x').field).toEqual({ tiles: 4, theatre: 'pacific' });
    expect(readAddress('?theatre=any').field).toEqual({ tiles: 2, theatre: 'any' });
    expect(readAddress('?theatre=atlantis&tiles=4')).toMatchObject({ field: { tiles: 4 }, rest: '' });
    expect(readAddress('?theatre=atlantis').newGame).toBe(false);
    const r = newQuickGame('quick', { tiles: 4, theatre: 'italy' });
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
    expect(fieldOf(r.state.map)).toEqual({ tiles: 4, theatre: 'italy' });
    const western = newQuickGame('quick', { tiles: 4 });
    if (!western.ok) throw new Error('the quick game starts');
    expect(fieldOf(western.state.map)).toEqual({ tiles: 4 });
  });
});
