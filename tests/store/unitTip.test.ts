// The counter's tooltip (store/view/unitTip.ts), with real cards of the catalog: the unit and its
// side, its models with each one's damage (R6.7), and its state this phase (R4.3-R4.6, R5.5,
// R5.7, R7.1, R7.2, R8.5).
import { describe, expect, it } from 'vitest';
import { DIR_NAMES, fromOffset, hexLabel, unitName, type GameState } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { ABILITY_TEXT } from '../../src/data/abilities';
import { hexUnitTips, unitTip } from '../../src/store/view/unitTip';
import { at, atPhase, play, testGame, testMap } from '../helpers';

const REAL = ['m4a1-sherman', 'm3-half-track', 'm1-garand-rifle', 'red-devil-captain', 'bazooka'].map(
  (id) => CATALOG_BY_ID[id],
);

function game(): GameState {
  return atPhase(
    testGame({
      map: testMap(10, 10),
      cards: REAL,
      units: [
        {
          id: 'squad',
          team: 0,
          models: ['m1-garand-rifle', 'm1-garand-rifle', 'red-devil-captain', 'bazooka'],
          at: [3, 6],
          commander: { model: 2, grade: 'commander' },
        },
        { id: 'tank', team: 0, models: ['m4a1-sherman'], at: [5, 6], facing: 0 },
        { id: 'track', team: 0, models: ['m3-half-track'], at: [7, 7], facing: 0 },
        { id: 'riders', team: 0, models: ['m1-garand-rifle', 'm1-garand-rifle'], carrier: 'track' },
        { id: 'enemy', team: 1, models: ['m1-garand-rifle'], at: [3, 1] },
      ],
      objectives: [{ at: [3, 6], value: 3, placedBy: 0 }],
    }),
    'movement',
  );
}

/** The state with the unit's models changed (a hit taken earlier in the game). */
function hurt(state: GameState, unit: string, damage: number[]): GameState {
  const u = state.units[unit];
  return {
    ...state,
    units: {
      ...state.units,
      [unit]: { ...u, models: u.models.map((m, i) => ({ ...m, damage: damage[i] ?? m.damage })) },
    },
  };
}

describe('unitTip', () => {
  it('names a squad, its side, its models by card, the marker it stands on and who scores it (R7.1), and its Commander (R7.2)', () => {
    const s = game();
    const tip = unitTip(s, s.units.squad);
    expect(tip.title).toBe(`${unitName(s, s.units.squad)} (Blue)`);
    expect(tip.lines).toEqual([
      `4 models: ${CATALOG_BY_ID['m1-garand-rifle'].name} ×2, ${CATALOG_BY_ID['red-devil-captain'].name}, ${CATALOG_BY_ID.bazooka.name}`,
      'Not yet activated this phase',
      `On the 3 OP marker at ${hexLabel(at(3, 6))}: Blue would score it (R7.1)`,
      'Commander: 1 OP to the enemy if he falls (R7.2)',
      // R8.4: the Captain's own command ability, cast on his squad.
      `Cast on it: ${ABILITY_TEXT.pinPointer.name} (R8.4)`,
    ]);
    // A model lost: the count says how many of the unit's models are left.
    const lost = { ...s, units: { ...s.units, squad: { ...s.units.squad, models: s.units.squad.models.slice(1) } } };
    expect(unitTip(lost, lost.units.squad).lines[0]).toBe(
      `3 of 4 models: ${CATALOG_BY_ID['m1-garand-rifle'].name}, ${CATALOG_BY_ID['red-devil-captain'].name}, ${CATALOG_BY_ID.bazooka.name}`,
    );
  });

  it('R6.7 gives a vehicle its damage and the Defense it has left, with its facing (R5.5)', () => {
    const s = hurt(game(), 'tank', [1]);
    const [front, rear] = CATALOG_BY_ID['m4a1-sherman'].defense as [number, number];
    expect(unitTip(s, s.units.tank).lines).toEqual([
      `Damaged: 1 damage, Defense ${front - 1}/${rear - 1}`,
      'Not yet activated this phase',
      `Facing ${DIR_NAMES[0]}`,
    ]);
    expect(unitTip(game(), game().units.tank).lines[0]).toBe('Undamaged');
  });

  it('R4.3 says what the acting unit has done and what it has left; an activated one that moved says so; the other side waits', () => {
    let s = game();
    const speed = CATALOG_BY_ID['m4a1-sherman'].speed as number;
    s = play(s, { type: 'move', unit: 'tank', path: [fromOffset(5, 5)] }).state;
    expect(unitTip(s, s.units.tank).lines[1]).toBe(`Acting now: moved, ${speed - 1} Speed left`);
    s = play(s, { type: 'endActivation' }).state;
    expect(unitTip(s, s.units.tank).lines[1]).toBe('Activated this phase (moved)');
    expect(unitTip(s, s.units.enemy).lines[1]).toBe('Not yet activated this phase');
    expect(unitTip(s, s.units.squad).lines[1]).toBe('Not yet activated; the other side acts');
  });

  it('R4.6 a Transport names its passengers, and the hex lists them after it, each saying what it rides', () => {
    const s = game();
    const tips = hexUnitTips(s, at(7, 7));
    expect(tips.map((t) => t.unit)).toEqual(['track', 'riders']);
    expect(tips[0].lines).toContain(`Carrying ${unitName(s, s.units.riders)} (R4.6)`);
    expect(tips[1].lines).toContain(`Aboard the ${unitName(s, s.units.track)} (R4.6)`);
  });

  it('R8.5, R5.7: Suppressed with the Speed it has now, and Defensive Fire used', () => {
    const s0 = game();
    const s = {
      ...s0,
      units: { ...s0.units, enemy: { ...s0.units.enemy, suppressed: true, defensiveFireUsed: true } },
    };
    const lines = unitTip(s, s.units.enemy).lines;
    expect(lines).toContain('Suppressed: Speed 0, no Defensive Fire this turn (R8.5)');
    expect(lines).toContain('Defensive Fire used this phase (R5.7)');
    expect(unitTip(s, s.units.enemy).lines[0]).toBe('Undamaged');
  });
});
