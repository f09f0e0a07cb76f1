// The player's own tiles in a game (docs/maps.md, "Your tiles in a game"): picked by hand for a
// place or drawn by the seed as "Your tiles", assembled beside the built-in ones (R2.4), named in
// the map, and never needed again once the game has its map: saved games and files load after the
// tile is deleted, and a deleted tile picked in the dialog is a problem at its place.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, validateMap, type BattleMap, type TileSpec } from '../../src/engine';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { TILES } from '../../src/data/tiles';
import { gameFileText, readGameFile } from '../../src/store/files/gameFile';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { groundLayout, groundOf } from '../../src/store/game/ground';
import { fieldOf } from '../../src/store/game/newGame';
import { onlineOptions } from '../../src/store/online/online';
import { battlefieldTiles } from '../../src/store/view/battlefieldTiles';

/** A player's tile: the Oasis's ground under a name and id of its own (it keeps every rule of a tile). */
const DUNES: TileSpec = { ...TILES.oasis, id: 'custom-dunes', name: 'Dunes' };
const KEPT: Record<string, TileSpec> = { [DUNES.id]: DUNES };
const LISTS = [SAMPLE_ARMIES[0].list, SAMPLE_ARMIES[1].list] as const;
const picked = { picked: ['steppe', 'custom-dunes', 'custom-dunes', 'village'] };

describe("R2.4 a player's own tiles in a new game", () => {
  it('a kept tile picked for a place is assembled there, turned like any tile; deleted, the place says so', () => {
    const r = groundLayout(4, false, 'x', picked, KEPT);
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
    expect(r.value.tiles[1]).toEqual({ tile: 'custom-dunes', x: 1, y: 0, rotated: true });
    expect(r.value.name).toBe('4 tiles (20 x 16): Steppe, Dunes, Village');
    const gone = groundLayout(4, false, 'x', picked, {});
    expect(gone.ok ? [] : gone.error.map((e) => e.message)).toEqual([
      'Ground: place 2 has no tile "custom-dunes"',
      'Ground: place 3 has no tile "custom-dunes"',
    ]);
  });

  it('"Your tiles" draws only the kept tiles by the seed; with none kept it is refused, not an empty field', () => {
    const r = groundLayout(4, false, 'y', { theatre: 'yours' }, KEPT);
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
    expect(r.value.tiles.map((p) => p.tile)).toEqual(['custom-dunes', 'custom-dunes', 'custom-dunes', 'custom-dunes']);
    expect(groundLayout(4, false, 'y', { theatre: 'yours' }, {})).toMatchObject({
      ok: false,
      error: [{ message: 'Ground: you keep no tiles of your own; make one under Map tiles' }],
    });
  });

  it('a kept tile never takes the place of a built-in one of the same id', () => {
    const fake = { ...TILES.oasis, id: 'village', name: 'Not the village' };
    const r = groundLayout(2, false, 'x', { picked: ['village', 'village'] }, { village: fake });
    expect(r.ok && r.value.name).toBe('2 tiles (10 x 16): Village');
  });

  it("the map names its players' tiles; a map of built-in tiles is exactly what it was", () => {
    const plan = planGame({ ...defaultOptions([...LISTS], 'g'), field: { tiles: 4 }, ground: picked }, undefined, KEPT);
    if (!plan.ok) throw new Error(plan.error.map((e) => e.message).join('; '));
    expect(plan.value.map.id).toBe('field-2x2-steppe.custom-dunes.custom-dunes.village');
    expect(plan.value.map.customTiles).toEqual([{ id: 'custom-dunes', name: 'Dunes' }]);
    expect(validateMap(plan.value.map)).toEqual([]);
    const builtIn = planGame({ ...defaultOptions([...LISTS], 'g'), ground: { theatre: 'pacific' } }, undefined, KEPT);
    expect(builtIn.ok && 'customTiles' in builtIn.value.map).toBe(false);
    const refused = planGame({ ...defaultOptions([...LISTS], 'g'), field: { tiles: 4 }, ground: picked });
    expect(refused.ok ? [] : refused.error.map((e) => e.message)).toContain(
      'Ground: place 2 has no tile "custom-dunes"',
    );
  });

  it("validateMap reads the names of players' tiles when there are some, and refuses them misshapen", () => {
    const plan = planGame({ ...defaultOptions([...LISTS], 'g'), field: { tiles: 4 }, ground: picked }, undefined, KEPT);
    if (!plan.ok) throw new Error('the game plans');
    const map = plan.value.map;
    expect(validateMap({ ...map, customTiles: [{ id: 'custom-dunes' }] })).toEqual([
      'customTiles[0] needs an id and a name of 1 to 200 characters',
    ]);
    expect(validateMap({ ...map, customTiles: new Array(101).fill({ id: 'a', name: 'b' }) })).toEqual([
      'customTiles must be a list of at most 100 tiles',
    ]);
  });

  it('a game on a kept tile plays, saves and loads with the tile deleted: the game holds the map', () => {
    const plan = planGame(
      { ...defaultOptions([...LISTS], 'g'), field: { tiles: 4 }, ground: picked, start: 'placed' },
      undefined,
      KEPT,
    );
    if (!plan.ok) throw new Error(plan.error.map((e) => e.message).join('; '));
    const created = createGame(plan.value);
    if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
    const action = legalActions(created.state)[0];
    const played = applyAction(created.state, action);
    if (!played.ok) throw new Error('a legal action plays');
    // Nothing below is given the kept tiles: the file alone makes the game again.
    const read = readGameFile(gameFileText(created.state, [action]));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.initial.map).toEqual(created.state.map);
    expect(read.value.game.map.customTiles).toEqual([{ id: 'custom-dunes', name: 'Dunes' }]);
    expect(read.value.actions).toEqual([action]);
  });

  it("the end screen names the tiles fought on, marking the players' own, from the map alone", () => {
    expect(
      battlefieldTiles({
        id: 'field-2x2-steppe.custom-dunes.custom-dunes.village',
        customTiles: [{ id: 'custom-dunes', name: 'Dunes' }],
      }),
    ).toEqual([
      { id: 'steppe', name: 'Steppe', custom: false },
      { id: 'custom-dunes', name: 'Dunes', custom: true },
      { id: 'village', name: 'Village', custom: false },
    ]);
    // A map without the names still marks the tile as a player's, by its id.
    expect(battlefieldTiles({ id: 'field-1x2-custom-x.oasis' })).toEqual([
      { id: 'custom-x', name: 'custom-x', custom: true },
      { id: 'oasis', name: 'Oasis', custom: false },
    ]);
    expect(battlefieldTiles({ id: 'crossroads-2' })).toEqual([]);
  });

  it('the next game from the end screen: "Your tiles" for a field of them only, else the built-in tiles\' theatre', () => {
    expect(groundOf('field-1x2-custom-dunes.custom-x')).toEqual({ theatre: 'yours' });
    expect(groundOf('field-1x2-custom-dunes.oasis')).toEqual({ theatre: 'north-africa' });
    // The quick game alike (the address's tiles, a scenario's replay) plays the built-in tiles only.
    expect(fieldOf({ id: 'field-1x2-custom-dunes.oasis', cols: 10, rows: 16 } as BattleMap)).toEqual({
      tiles: 2,
      theatre: 'north-africa',
    });
  });

  it('an online game carries the kept tiles on its battlefield, and only those', () => {
    const other: TileSpec = { ...TILES.steppe, id: 'custom-other', name: 'Other' };
    const r = onlineOptions(
      {
        points: 200,
        field: 'points',
        turns: 5,
        smallHexes: false,
        casual: false,
        hostTeam: 0,
        ground: picked,
      },
      'layout',
      { ...KEPT, [other.id]: other },
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.value.tiles).toEqual([DUNES]);
    expect(r.value.map.customTiles).toEqual([{ id: 'custom-dunes', name: 'Dunes' }]);
  });
});
