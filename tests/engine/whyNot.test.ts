// No silent dead ends: why a unit has no hex to move to or no enemy to attack,
// and the deployment warning for a hex a Vehicle could never leave; each reason names its rule.
import { describe, expect, it } from 'vitest';
import {
  actionsOfUnit,
  applyAction,
  reachableHexes,
  budgetOf,
  legalActions,
  strandedAt,
  targetRefusals,
  whyNoAttack,
  whyNoMove,
  type Action,
  type GameState,
} from '../../src/engine';
import { at, card, gameAt, play, testMap, type TestUnit } from '../helpers';

// A Marsh hex with no road at D4 (col 3, row 3); a Marsh hex crossed by a road at F4 (col 5).
const marshMap = testMap(10, 8, {
  '3,3': { terrain: 'marsh' },
  '5,3': { terrain: 'marsh', roads: [0, 3] },
  '4,3': { terrain: 'open', roads: [0] },
  '6,3': { terrain: 'open', roads: [3] },
});

function marsh(units: TestUnit[], phase: 'movement' | 'assault' = 'movement'): GameState {
  return gameAt(units, { map: marshMap, phase });
}

describe('R5.1 a Vehicle in a Marsh hex with no road can never move: said when deploying and when selected', () => {
  const state = marsh([{ id: 't', team: 0, models: ['tank'], at: [3, 3] }]);

  it('R5.1 strandedAt warns for a Vehicle placed in a Marsh hex with no road, naming the rule', () => {
    const warning = strandedAt(state, state.units.t, at(3, 3));
    expect(warning).toMatchObject({ code: 'ROAD_ONLY', rule: 'R5.1' });
    expect(warning!.message).toBe(
      'Medium Tank could never leave D4: Vehicles enter and leave Marsh hexes only along a road (all 6 hexes next to it)',
    );
  });

  it('R5.1 no warning in a Marsh hex with a road, on open ground, or for Infantry (who go anywhere)', () => {
    expect(strandedAt(state, state.units.t, at(5, 3))).toBeNull();
    expect(strandedAt(state, state.units.t, at(1, 1))).toBeNull();
    const rifle = marsh([{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }]);
    expect(strandedAt(rifle, rifle.units.r, at(3, 3))).toBeNull();
  });

  it('R5.2 a unit at Speed 0 is placed to stay: no stranding warning', () => {
    const gun = marsh([{ id: 'g', team: 0, models: ['gun'], at: [3, 3] }]);
    expect(strandedAt(gun, gun.units.g, at(3, 3))).toBeNull();
  });

  it('R5.6 a hex next to it that is only full now is a way out later: no warning', () => {
    // A tank in open ground hemmed in by six Vehicles: each hex is full (R5.6), none is closed for good.
    const ring: TestUnit[] = [
      [2, 3],
      [4, 3],
      [3, 2],
      [4, 2],
      [3, 4],
      [4, 4],
    ].map(([c, r], k) => ({ id: `v${k}`, team: 1 as const, models: ['tank'], at: [c, r] as [number, number] }));
    const open = gameAt([{ id: 't', team: 0, models: ['tank'], at: [7, 6] }, ...ring]);
    expect(strandedAt(open, open.units.t, at(3, 3))).toBeNull();
  });

  it('R5.1 whyNoMove says why the stranded Vehicle lights no hex, with the rule', () => {
    expect(reachableHexes(state, state.units.t, budgetOf(state, state.units.t))).toEqual([]);
    const why = whyNoMove(state, 't');
    expect(why).toMatchObject({ code: 'ROAD_ONLY', rule: 'R5.1' });
    expect(why!.message).toBe(
      'Medium Tank cannot move from D4: Vehicles enter and leave Marsh hexes only along a road (all 6 hexes next to it)',
    );
  });
});

describe('R8.12, R5.1, R5.2: the deployment warning prices the way out with the Speed of a normal move in the Movement Phase, Tally-Ho! included', () => {
  // D4 ringed by Barren, which costs Infantry 2 (R5.1); every model here has Speed 1.
  const ring = ['3,2', '4,2', '2,3', '4,3', '3,4', '4,4'];
  const barrenRing = testMap(10, 8, Object.fromEntries(ring.map((k) => [k, { terrain: 'barren' as const }])));
  // A Lieutenant with Tally-Ho! (R8.12) casts it on his own unit (R8.4), a Senior or Junior Commander on others.
  const lt = card('lt', 'Infantry Officer', { abilities: [{ id: 'tallyHo' }] });

  /** The game in its deployment, with unit `s` still to be placed, as the deploy marks ask (store/view/overlay.ts). */
  function deploying(units: TestUnit[]): GameState {
    const game = gameAt(units, { map: barrenRing, cards: [lt] });
    const s = { ...game.units.s, status: 'undeployed' as const, at: null };
    return { ...game, phase: 'setup', setupStep: 'deployment', turn: 0, units: { ...game.units, s } };
  }

  it('R8.12 a Speed 1 squad with its own Tally-Ho! Officer is not warned: it leaves D4 into Barren in the Movement Phase (1 + 1 = 2)', () => {
    const squad: TestUnit = { id: 's', team: 0, models: ['rifle', 'rifle', 'lt'], at: [3, 3] };
    expect(
      applyAction(gameAt([squad], { map: barrenRing, cards: [lt] }), { type: 'move', unit: 's', path: [at(4, 3)] }).ok,
    ).toBe(true);
    const state = deploying([squad]);
    expect(strandedAt(state, state.units.s, at(3, 3))).toBeNull();
  });

  it('R8.4, R8.12 a squad a Junior Commander may pick for his Tally-Ho! is not warned either; without one it is (R5.2)', () => {
    const squad: TestUnit = { id: 's', team: 0, models: ['rifle', 'rifle'], at: [3, 3] };
    const junior: TestUnit = {
      id: 'j',
      team: 0,
      models: ['rifle', 'lt'],
      at: [7, 6],
      commander: { model: 1, grade: 'junior' },
    };
    const withJunior = deploying([squad, junior]);
    expect(strandedAt(withJunior, withJunior.units.s, at(3, 3))).toBeNull();
    const alone = deploying([squad]);
    expect(strandedAt(alone, alone.units.s, at(3, 3))).toMatchObject({ code: 'NO_SPEED', rule: 'R5.2' });
  });
});

describe('whyNoMove: each reason a selected unit has no reachable hex, with its rule', () => {
  it('null when the unit has a hex to go to', () => {
    const state = gameAt([{ id: 't', team: 0, models: ['tank'], at: [1, 1] }]);
    expect(whyNoMove(state, 't')).toBeNull();
  });

  it('R5.2 Speed 0: the gun cannot move or pivot', () => {
    const state = gameAt([{ id: 'g', team: 0, models: ['gun'], at: [1, 1] }]);
    expect(whyNoMove(state, 'g')).toMatchObject({ code: 'NO_SPEED', rule: 'R5.2' });
  });

  it('R4.3 already activated this phase', () => {
    const state = gameAt([
      { id: 'r', team: 0, models: ['rifle'], at: [1, 1] },
      { id: 's', team: 0, models: ['rifle'], at: [5, 5] },
    ]);
    const held = play(state, { type: 'hold', unit: 'r' }).state;
    expect(whyNoMove({ ...held, active: 0 }, 'r')).toMatchObject({ code: 'ALREADY_ACTIVATED', rule: 'R4.3' });
  });

  it('R4.2 an enemy unit: not its turn', () => {
    const state = gameAt([
      { id: 'r', team: 0, models: ['rifle'], at: [1, 1] },
      { id: 'e', team: 1, models: ['rifle'], at: [5, 5] },
    ]);
    expect(whyNoMove(state, 'e')).toMatchObject({ code: 'NOT_YOUR_UNIT', rule: 'R4.2' });
  });

  it('R5.2 no Speed left after moving its whole Speed (the tank may still pivot, so its activation goes on)', () => {
    const state = gameAt([{ id: 't', team: 0, models: ['tank'], at: [1, 1] }]);
    const moved = play(state, { type: 'move', unit: 't', path: [at(2, 1), at(3, 1), at(4, 1), at(5, 1)] }).state;
    expect(moved.activation).toMatchObject({ unit: 't', speedLeft: 0 });
    expect(whyNoMove(moved, 't')).toMatchObject({ code: 'NO_SPEED', rule: 'R5.2' });
  });

  it('R5.3 Cliffs on every hexside: none can be crossed', () => {
    const cliffs = testMap(
      10,
      8,
      {},
      [0, 1, 2, 3, 4, 5].map((dir) => ({ col: 3, row: 3, dir: dir as 0, kind: 'cliff' as const })),
    );
    const state = gameAt([{ id: 'r', team: 0, models: ['rifle'], at: [3, 3] }], { map: cliffs });
    const why = whyNoMove(state, 'r');
    expect(why).toMatchObject({ code: 'CLIFF', rule: 'R5.3' });
    expect(why!.message).toMatch(/\(all 6 hexes next to it\)$/);
  });

  it('R5.6 every hex next to it full: the population rule', () => {
    const ring: TestUnit[] = [
      [2, 3],
      [4, 3],
      [3, 2],
      [4, 2],
      [3, 4],
      [4, 4],
    ].map(([c, r], k) => ({ id: `v${k}`, team: 1 as const, models: ['tank'], at: [c, r] as [number, number] }));
    const state = gameAt([{ id: 't', team: 0, models: ['tank'], at: [3, 3] }, ...ring]);
    expect(whyNoMove(state, 't')).toMatchObject({ code: 'POPULATION', rule: 'R5.6' });
  });
});

describe("R4.6 whyNoMove does not contradict an embark legalActions offers in the unit's own hex", () => {
  const ht = card('ht', 'Vehicle Half-Track', { name: 'Half-Track', abilities: [{ id: 'transport' }] });
  // Infantry at Speed 0 that is not Large, so it may share a hex with a Vehicle (R5.6).
  const mortar = card('mortar', 'Infantry Artillery', { name: 'Mortar', speed: 0 });
  const cards = [ht, mortar];

  /** The embarks legalActions lists for the unit in its own hex (no path). */
  function embarksHere(state: GameState, unit: string): Action[] {
    return legalActions(state).filter((a) => a.type === 'embark' && a.unit === unit && !a.path);
  }

  it("R5.2, R4.6 a Speed 0 unit in a Transport's hex: it cannot move or pivot, but may embark there", () => {
    const state = gameAt(
      [
        { id: 'h', team: 0, models: ['ht'], at: [3, 1] },
        { id: 'm', team: 0, models: ['mortar'], at: [3, 1] },
      ],
      { cards },
    );
    expect(embarksHere(state, 'm')).toEqual([{ type: 'embark', unit: 'm', carrier: 'h' }]);
    const why = whyNoMove(state, 'm');
    expect(why).toMatchObject({ code: 'NO_SPEED', rule: 'R5.2' });
    expect(why!.message).toBe(
      'Mortar is at Speed 0 and cannot move or pivot, but it may still embark in Half-Track in its own hex (R4.6)',
    );
  });

  it("R5.2, R4.6 a unit that spent its Speed stepping into the Transport's hex may still embark", () => {
    const state = gameAt(
      [
        { id: 'h', team: 0, models: ['ht'], at: [3, 1] },
        { id: 'r', team: 0, models: ['rifle'], at: [2, 1] },
      ],
      { cards },
    );
    const moved = play(state, { type: 'move', unit: 'r', path: [at(3, 1)] }).state;
    expect(embarksHere(moved, 'r')).toHaveLength(1);
    expect(whyNoMove(moved, 'r')!.message).toBe(
      'Rifleman has no Speed left for this move, but it may still embark in Half-Track in its own hex (R4.6)',
    );
  });

  it('R4.6 a Transport that already carries a unit is not offered, nor named', () => {
    const state = gameAt(
      [
        { id: 'h', team: 0, models: ['ht'], at: [3, 1] },
        { id: 'p', team: 0, models: ['rifle'], carrier: 'h' },
        { id: 'm', team: 0, models: ['mortar'], at: [3, 1] },
      ],
      { cards },
    );
    expect(embarksHere(state, 'm')).toEqual([]);
    expect(whyNoMove(state, 'm')!.message).toBe('Mortar is at Speed 0 and cannot move or pivot');
  });
});

describe('whyNoAttack and targetRefusals: why each enemy cannot be attacked, with the rule', () => {
  it('null when the unit has a target', () => {
    const state = gameAt(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [1, 1] },
        { id: 'e', team: 1, models: ['rifle'], at: [2, 1] },
      ],
      { phase: 'assault' },
    );
    expect(whyNoAttack(state, 'r')).toBeNull();
    expect(targetRefusals(state, 'r')).toEqual([]);
  });

  it('R6.1 out of range: the rifle has no dice at 7 hexes', () => {
    const state = gameAt(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [0, 1] },
        { id: 'e', team: 1, models: ['rifle'], at: [7, 1] },
      ],
      { phase: 'assault' },
    );
    expect(actionsOfUnit(state, state.units.r).some((a) => a.type === 'attack')).toBe(false);
    const why = whyNoAttack(state, 'r');
    expect(why).toMatchObject({ code: 'OUT_OF_RANGE', rule: 'R6.1' });
    expect(why!.message).toMatch(/The nearest, .* at H2: Rifleman has no attack against .* at range 7/);
    expect(targetRefusals(state, 'r')).toEqual([
      expect.objectContaining({ target: 'e', range: 7, error: expect.objectContaining({ rule: 'R6.1' }) }),
    ]);
  });

  it('R6.3 no line of sight through a Forest hex', () => {
    const forest = testMap(10, 8, { '2,1': { terrain: 'forest' } });
    const state = gameAt(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [0, 1] },
        { id: 'e', team: 1, models: ['rifle'], at: [4, 1] },
      ],
      { phase: 'assault', map: forest },
    );
    expect(whyNoAttack(state, 'r')).toMatchObject({ code: 'NO_SIGHT', rule: 'R6.3' });
  });

  it('R6.8 No Turret: a target outside the front arc', () => {
    const noTurret = card('nt', 'Vehicle Tank Destroyer', { abilities: [{ id: 'noTurret' }] });
    // Facing east (0), the enemy due west.
    const state = gameAt(
      [
        { id: 'n', team: 0, models: ['nt'], at: [5, 1], facing: 0 },
        { id: 'e', team: 1, models: ['rifle'], at: [3, 1] },
      ],
      { phase: 'assault', cards: [noTurret] },
    );
    expect(whyNoAttack(state, 'n')).toMatchObject({ code: 'ARC', rule: 'R6.8' });
  });

  it('R6.2 no dice against the type: only AA and Aircraft attack an Aircraft', () => {
    const plane = card('plane', 'Aircraft');
    const state = gameAt(
      [
        { id: 'r', team: 0, models: ['rifle'], at: [1, 1] },
        { id: 'p', team: 1, models: ['plane'], at: [2, 1] },
      ],
      { phase: 'assault', cards: [plane] },
    );
    expect(whyNoAttack(state, 'r')).toMatchObject({ code: 'BAD_TARGET', rule: 'R6.2' });
  });

  it('R4.3 in the Movement Phase only Sustained Fire, Hull, Auxiliary and Crack Shot models fire', () => {
    const state = gameAt([
      { id: 'r', team: 0, models: ['rifle'], at: [1, 1] },
      { id: 'e', team: 1, models: ['rifle'], at: [2, 1] },
    ]);
    expect(whyNoAttack(state, 'r')).toMatchObject({ code: 'WRONG_PHASE', rule: 'R4.3' });
  });

  it('R4.5 a unit that moved in the Assault Phase does not attack', () => {
    const state = gameAt(
      [
        { id: 't', team: 0, models: ['tank'], at: [1, 1] },
        { id: 'e', team: 1, models: ['rifle'], at: [3, 1] },
      ],
      { phase: 'assault' },
    );
    const moved = play(state, { type: 'move', unit: 't', path: [at(2, 1)] }).state;
    expect(whyNoAttack(moved, 't')).toMatchObject({ code: 'MOVED', rule: 'R4.5' });
  });
});
