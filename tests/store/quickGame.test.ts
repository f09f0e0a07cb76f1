// The quick game on bigger battlefields: `?tiles=` in the address (R1.7, R2.4) and the sample
// forces moved into each team's deployment zone (R2.2).
import { describe, expect, it } from 'vitest';
import { fromOffset, getBoard, inDeploymentZone, indexOf, isVehicle, toOffset } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_FORCES } from '../../src/data/sampleArmies';
import { readAddress, withJoin } from '../../src/store/page/address';
import { fieldOf, newQuickGame, quickGameSetup } from '../../src/store/game/newGame';

describe('the address asks for a battlefield (R1.7, R2.4)', () => {
  it('reads ?tiles=4, ?tiles=6&tall=1 and ?seed=, and keeps the other parameters', () => {
    expect(readAddress('?tiles=4')).toEqual({ newGame: true, seed: null, field: { tiles: 4 }, rest: '', join: null });
    expect(readAddress('?tiles=6&tall=1&seed=abc&x=1')).toEqual({
      newGame: true,
      seed: 'abc',
      field: { tiles: 6, tall: true },
      rest: 'x=1',
      join: null,
    });
    expect(readAddress('?seed=abc')).toEqual({ newGame: true, seed: 'abc', field: null, rest: '', join: null });
    expect(readAddress('')).toEqual({ newGame: false, seed: null, field: null, rest: '', join: null });
  });

  it('ignores tile counts R2.4 has no battlefield for, and "tall" for anything but six tiles', () => {
    for (const bad of ['3', '0', '-2', '10', 'lots', '']) expect(readAddress(`?tiles=${bad}`).field, bad).toBeNull();
    expect(readAddress('?tiles=4&tall=1').field).toEqual({ tiles: 4 });
  });
});

describe('the address names an online game', () => {
  it('?join=CODE joins it (a code of the protocol only) and stays in the address, so a reload comes back to it', () => {
    expect(readAddress('?join=k7qx2m')).toEqual({
      newGame: false,
      seed: null,
      field: null,
      rest: 'join=k7qx2m',
      join: 'K7QX2M',
    });
    expect(readAddress('?join=K7QX0M').join).toBeNull();
    // An invitation opens the online game, not a new game at this screen.
    expect(readAddress('?join=K7QX2M&seed=abc').newGame).toBe(false);
    expect(withJoin('?x=1', 'K7QX2M')).toBe('?x=1&join=K7QX2M');
    expect(withJoin('?x=1&join=K7QX2M', null)).toBe('?x=1');
    expect(withJoin('?join=K7QX2M', null)).toBe('');
  });
});

describe('R2.2 sample forces on every battlefield', () => {
  it('the two-tile quick game keeps the sample forces where they were written', () => {
    const setup = quickGameSetup('s');
    setup.teams.forEach((team, t) => {
      expect(team.units.map((u) => toOffset(u.at!))).toEqual(
        SAMPLE_FORCES[t].units.map((u) => ({ col: u.col, row: u.row })),
      );
    });
    expect(fieldOf(setup.map)).toBeNull();
  });

  for (const field of [{ tiles: 2 }, { tiles: 4 }, { tiles: 6 }, { tiles: 6, tall: true }, { tiles: 8 }]) {
    it(`${field.tiles} tiles${field.tall ? ', tall' : ''}: every unit in its team's zone, off Water, Vehicles off roadless City and Marsh`, () => {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const r = newQuickGame(seed, field);
        if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
        const { map } = r.state;
        const board = getBoard(map);
        expect(map.cols * map.rows).toBe(field.tiles * 80);
        expect(fieldOf(map)).toEqual(field);
        for (const unit of Object.values(r.state.units)) {
          const i = indexOf(map, unit.at!);
          expect(inDeploymentZone(map, unit.team, unit.at!), `${seed} ${unit.id}`).toBe(true);
          expect(board.terrain[i]).not.toBe('water');
          if (isVehicle(CATALOG_BY_ID[unit.models[0].def]) && ['city', 'marsh'].includes(board.terrain[i])) {
            expect(board.roadBits[i], `${seed} ${unit.id}`).not.toBe(0);
          }
        }
        // The forces stand in the middle columns.
        const cols = Object.values(r.state.units).map((u) => toOffset(u.at!).col);
        expect(Math.min(...cols)).toBeGreaterThanOrEqual((map.cols - 10) / 2 - 2);
        expect(Math.max(...cols)).toBeLessThanOrEqual((map.cols + 10) / 2 + 2);
      }
    });
  }

  it('the same seed gives the same battlefield and forces', () => {
    const a = quickGameSetup('same', { tiles: 4 });
    const b = quickGameSetup('same', { tiles: 4 });
    expect(a).toEqual(b);
    expect(indexOf(a.map, fromOffset(0, 0))).toBe(0);
  });
});
