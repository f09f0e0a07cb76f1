// Rule book "Game Setup": R3.1 the setup roll, R3.2 the Objective Markers, R3.3 deployment,
// R3.4 Scouts.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  distance,
  legalActions,
  objectiveHexes,
  toOffset,
  type GameState,
  type UnitSetup,
} from '../../src/engine';
import { at, card, DEFS, initiative, play, testMap } from '../helpers';

const scout = card('scoutcar', 'Vehicle Medium Tank', { speed: 4, abilities: [{ id: 'scout' }] });
const para = card('para2', 'Basic Infantry', { defense: 5, abilities: [{ id: 'paratrooper' }] });
const plane = card('plane', 'Aircraft', { defense: 4 });
const ht = card('ht', 'Vehicle Half-Track', { abilities: [{ id: 'transport' }] });
/** Scouts on foot (R3.4), one of them an Officer who can be the Commander (R1.3). */
const scoutinf = card('scoutinf', 'Basic Infantry', { speed: 5, abilities: [{ id: 'scout' }] });
const scoutoff = card('scoutoff', 'Infantry Officer', { speed: 5, abilities: [{ id: 'scout' }] });
const catalog = { ...DEFS, scoutcar: scout, para2: para, plane, ht, scoutinf, scoutoff };

function setupGame(
  a: UnitSetup[],
  b: UnitSetup[],
  script: number[],
  map = testMap(10, 16, { '5,8': { terrain: 'water' } }),
): GameState {
  const r = createGame({
    seed: 's',
    map,
    catalog,
    teams: [
      { name: 'A', units: a },
      { name: 'B', units: b },
    ],
    diceScript: script,
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.state;
}

/** Places the five markers on the first legal hex each time. */
function placeMarkers(s: GameState): GameState {
  let state = s;
  while (state.setupStep === 'objectives') state = play(state, legalActions(state)[0]).state;
  return state;
}

describe('R3.1 the setup roll', () => {
  it('the winner of 2d6 + Initiative places the first marker', () => {
    const s = setupGame([{ models: ['rifle'] }], [{ models: ['officer'] }], [3, 3, 2, 2]);
    // A: 6, B: 4 + 2 (the officer's Initiative +2) = 6: a tie, rerolled.
    expect(s.phase).toBe('setup');
    expect(s.setupStep).toBe('objectives');
    expect(s.turn).toBe(0);
    const again = setupGame([{ models: ['rifle'] }], [{ models: ['officer'] }], [3, 3, 2, 2, 1, 1, 5, 5]);
    expect(again.initiative).toBe(1);
    expect(again.active).toBe(1);
  });
});

describe('R3.2 Objective Markers', () => {
  const s0 = setupGame([{ models: ['rifle'] }], [{ models: ['rifle'] }], initiative({ winner: 0 }));

  it('the winner places in its deployment zone, then the loser in its own', () => {
    expect(objectiveHexes(s0).every((h) => toOffset(h).row >= 12)).toBe(true);
    const bad = applyAction(s0, { type: 'placeObjective', at: at(4, 2) });
    expect(!bad.ok && bad.error).toMatchObject({ code: 'OBJECTIVE', rule: 'R3.2' });
    const s1 = play(s0, { type: 'placeObjective', at: at(4, 14) }).state;
    expect(s1.active).toBe(1);
    expect(objectiveHexes(s1).every((h) => toOffset(h).row <= 3)).toBe(true);
  });

  it('then each its mid marker in its own half outside its zone, then the winner the centre marker; values 1, 1, 2, 2, 3', () => {
    let s = play(s0, { type: 'placeObjective', at: at(4, 14) }).state;
    s = play(s, { type: 'placeObjective', at: at(4, 1) }).state;
    expect(s.active).toBe(0);
    expect(objectiveHexes(s).every((h) => toOffset(h).row >= 8 && toOffset(h).row <= 11)).toBe(true);
    s = play(s, { type: 'placeObjective', at: at(1, 9) }).state;
    expect(objectiveHexes(s).every((h) => toOffset(h).row >= 4 && toOffset(h).row <= 7)).toBe(true);
    s = play(s, { type: 'placeObjective', at: at(8, 6) }).state;
    expect(s.active).toBe(0);
    s = play(s, { type: 'placeObjective', at: objectiveHexes(s)[0] }).state;
    expect(s.objectives.map((o) => o.value)).toEqual([1, 1, 2, 2, 3]);
    expect(s.setupStep).toBe('deployment');
  });

  it('no marker within 3 hexes of another, none on Water or Barren', () => {
    const s = play(s0, { type: 'placeObjective', at: at(4, 14) }).state;
    const next = play(s, { type: 'placeObjective', at: at(4, 1) }).state;
    const near = applyAction(next, { type: 'placeObjective', at: at(4, 11) });
    expect(!near.ok && near.error.message).toContain('within 3 hexes');
    expect(objectiveHexes(next).every((h) => next.objectives.every((o) => distance(o.at, h) >= 4))).toBe(true);
    const water = applyAction(s0, { type: 'placeObjective', at: at(5, 8) });
    expect(!water.ok && water.error.rule).toBe('R3.2');
  });

  it('the centre marker goes on the legal hex nearest the centre (the winner picks among equals)', () => {
    let s = s0;
    for (const h of [at(4, 14), at(4, 1), at(1, 9), at(8, 6)]) s = play(s, { type: 'placeObjective', at: h }).state;
    const centre = objectiveHexes(s).map(toOffset);
    // The 10 x 16 field's centre lies between columns 4 and 5 of rows 7 and 8; (5, 8) is Water.
    expect(centre.length).toBeGreaterThanOrEqual(1);
    for (const c of centre) expect([7, 8]).toContain(c.row);
    expect(centre.some((c) => c.col === 5 && c.row === 8)).toBe(false);
  });
});

describe('R3.3 deployment', () => {
  it('teams alternate, winner first, in their deployment zones; a team with nothing left passes', () => {
    let s = placeMarkers(
      setupGame(
        [{ models: ['rifle'] }, { models: ['tank'] }, { models: ['rifle'] }],
        [{ models: ['rifle'] }],
        initiative({ winner: 0 }),
      ),
    );
    expect(s.setupStep).toBe('deployment');
    expect(s.active).toBe(0);
    const outside = applyAction(s, { type: 'deploy', unit: 'a1', at: at(3, 8) });
    expect(!outside.ok && outside.error).toMatchObject({ code: 'DEPLOYMENT', rule: 'R2.2' });
    const first = play(s, { type: 'deploy', unit: 'a1', at: at(2, 13) });
    // A placement is no activation: the log says where the unit went, not that it "ended" anything.
    expect(first.events.map((e) => e.type)).toEqual(['deployed']);
    s = first.state;
    expect(s.active).toBe(1);
    s = play(s, { type: 'deploy', unit: 'b1', at: at(2, 2) }).state;
    expect(s.active).toBe(0);
    s = play(s, { type: 'deploy', unit: 'a2', at: at(3, 13), facing: 4 }).state;
    expect(s.units.a2.facing).toBe(4);
    expect(s.active).toBe(0);
    s = play(s, { type: 'deploy', unit: 'a3', at: at(4, 13) }).state;
    // No Scouts: turn 1 begins.
    expect(s.phase).toBe('movement');
    expect(s.turn).toBe(1);
  });

  it('Aircraft start in Reserve; Paratroopers may; other units may not; Infantry may start embarked', () => {
    let s = placeMarkers(
      setupGame(
        [{ models: ['plane'] }, { models: ['para2'] }, { models: ['ht'] }, { models: ['rifle'] }, { models: ['tank'] }],
        [{ models: ['rifle'] }],
        initiative({ winner: 0 }),
      ),
    );
    expect(s.units.a1.status).toBe('reserve');
    const notPara = applyAction(s, { type: 'deployReserve', unit: 'a4' });
    expect(!notPara.ok && notPara.error).toMatchObject({ code: 'RESERVE', rule: 'R3.3' });
    s = play(s, { type: 'deployReserve', unit: 'a2' }).state;
    s = play(s, { type: 'deploy', unit: 'b1', at: at(1, 1) }).state;
    s = play(s, { type: 'deploy', unit: 'a3', at: at(5, 14) }).state;
    s = play(s, { type: 'deployEmbarked', unit: 'a4', carrier: 'a3' }).state;
    expect(s.units.a4).toMatchObject({ status: 'embarked', carrier: 'a3' });
    const tankInside = applyAction(s, { type: 'deployEmbarked', unit: 'a5', carrier: 'a3' });
    expect(!tankInside.ok && tankInside.error.rule).toBe('R4.6');
  });
});

describe('R3.4 Scouts', () => {
  it('after deployment Scouts move up to their Speed, alternating, winner first; then turn 1 begins', () => {
    let s = placeMarkers(
      setupGame(
        [{ models: ['scoutcar'] }],
        [{ models: ['scoutcar'] }, { models: ['rifle'] }],
        initiative({ winner: 0 }),
      ),
    );
    s = play(s, { type: 'deploy', unit: 'a1', at: at(4, 13) }).state;
    s = play(s, { type: 'deploy', unit: 'b1', at: at(4, 2) }).state;
    s = play(s, { type: 'deploy', unit: 'b2', at: at(6, 2) }).state;
    expect(s.setupStep).toBe('scout');
    expect(s.active).toBe(0);
    const notScout = applyAction({ ...s, active: 1 }, { type: 'move', unit: 'b2', path: [at(6, 3)] });
    expect(notScout.ok).toBe(false);
    const moved = play(s, { type: 'move', unit: 'a1', path: [at(4, 12), at(4, 11), at(4, 10), at(4, 9)] });
    expect(moved.events.filter((e) => e.type === 'moved').every((e) => 'kind' in e && e.kind === 'scout')).toBe(true);
    s = play(moved.state, { type: 'endActivation' }).state;
    expect(s.active).toBe(1);
    s = play(s, { type: 'hold', unit: 'b1' }).state;
    expect(s.phase).toBe('movement');
    expect(s.turn).toBe(1);
    expect(s.units.a1.activated).toBe(false);
  });

  it('R7.3, R3.4: a team whose last unit is destroyed by Defensive Fire during its Scout move ends the game at once; no turn has begun, so none is scored, and the points decide (docs/rules.md)', () => {
    /** B's Scout car moves up; A's only unit, a Scout on foot, walks into its Defensive Fire and is killed. */
    const wipedOut = (a: UnitSetup) => {
      // B wins the setup roll; the Defensive Fire's 8 dice all succeed, the defense die fails.
      let s = placeMarkers(
        setupGame(
          [a],
          [{ models: ['scoutcar'] }],
          [...initiative({ winner: 1 }), ...Array(8).fill(6), 1],
          testMap(10, 16),
        ),
      );
      s = play(s, { type: 'deploy', unit: 'b1', at: at(4, 3) }).state;
      s = play(s, { type: 'deploy', unit: 'a1', at: at(4, 12) }).state;
      expect(s).toMatchObject({ setupStep: 'scout', active: 1 });
      s = play(s, { type: 'move', unit: 'b1', path: [at(4, 4), at(4, 5), at(4, 6), at(4, 7)] }).state;
      if (s.activation) s = play(s, { type: 'endActivation' }).state;
      // The last step, (4,8) to (5,8), is within 1 hex of the car at both ends (R5.7).
      s = play(s, { type: 'move', unit: 'a1', path: [at(4, 11), at(4, 10), at(4, 9), at(4, 8), at(5, 8)] }).state;
      expect(s.pending.at(-1)).toMatchObject({ kind: 'defensiveFire', mover: 'a1' });
      return play(s, { type: 'defensiveFire', unit: 'b1', at: 'to' });
    };
    const r = wipedOut({ models: ['scoutinf'] });
    expect(r.state.units.a1.status).toBe('destroyed');
    // R7.3: the game ends there, before turn 1: B's Scout gets no move in a turn 1.
    expect(r.state).toMatchObject({
      phase: 'ended',
      setupStep: null,
      turn: 0,
      activation: null,
      pending: [],
      resume: [],
    });
    expect(legalActions(r.state)).toEqual([]);
    // No turn's scoring: nothing is scored, and with no High Value Target either the totals are equal: a draw.
    expect(r.state.score.turns).toEqual([]);
    expect(r.events.map((e) => e.type)).not.toContain('turnScored');
    expect(r.events.at(-1)).toMatchObject({
      type: 'gameEnded',
      turn: 0,
      reason: 'wipeout',
      points: [0, 0],
      winner: null,
    });
    // A Commander killed there scores his High Value Target (R7.2): then B wins.
    const commander = wipedOut({ models: ['scoutoff'], commander: { model: 0, grade: 'commander' } });
    expect(commander.events.at(-1)).toMatchObject({ type: 'gameEnded', reason: 'wipeout', points: [0, 1], winner: 1 });
    expect(commander.state.winner).toBe(1);
  });

  it('R7.3, R3.3: during the deployment a team with no unit placed yet has not been wiped out', () => {
    let s = placeMarkers(
      setupGame([{ models: ['rifle'] }], [{ models: ['rifle'] }, { models: ['rifle'] }], initiative({ winner: 1 })),
    );
    s = play(s, { type: 'deploy', unit: 'b1', at: at(4, 3) }).state;
    expect(s).toMatchObject({ phase: 'setup', setupStep: 'deployment', active: 0 });
  });
});

describe('R3.3, R5.6: an army its deployment zone could never hold is refused when the game is made', () => {
  // A two-tile battlefield: each zone is 4 rows of 10 hexes. 41 three-point jeeps (the catalog's
  // Jeep and Kubelwagen cost 3) fit a 150-point list but not 40 hexes, one Vehicle a hex: the
  // setup would wait forever on the 41st.
  const jeep = card('jeep3', 'Vehicle Truck', { speed: 5, defense: [1, 1] });
  const squad: UnitSetup = {
    models: ['rifle', 'rifle', 'rifle', 'rifle', 'rifle', 'officer'],
    commander: { model: 5, grade: 'commander' },
  };
  const jeeps = (n: number): UnitSetup[] => Array.from({ length: n }, () => ({ models: ['jeep3'] }));
  const made = (a: UnitSetup[], settings = {}, map = testMap(10, 16)) =>
    createGame({
      seed: 's',
      map,
      catalog: { ...catalog, jeep3: jeep },
      teams: [
        { name: 'A', units: a },
        { name: 'B', units: [{ models: ['rifle'] }] },
      ],
      settings,
    });

  it('41 Vehicles for 40 hexes: refused, saying why', () => {
    const r = made([squad, ...jeeps(41)]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => e.message)).toEqual([
      'A: 41 Vehicle and Large units, but its deployment zone has 40 hexes they may stand in, one such unit a hex (R3.3, R5.6)',
    ]);
    expect(r.error[0].where).toBe('teams[0].units');
  });

  it('40 Vehicles fill the zone and are all placed; a Water hex in the zone leaves room for 39', () => {
    const r = made([squad, ...jeeps(40)]);
    expect(r.ok).toBe(true);
    let s = r.ok ? r.state : null;
    for (let n = 0; s && s.phase === 'setup' && n < 500; n++) s = play(s, legalActions(s)[0]).state;
    expect(s?.phase).not.toBe('setup');
    expect(Object.values(s!.units).filter((u) => u.team === 0 && u.status === 'map')).toHaveLength(41);
    expect(made([squad, ...jeeps(40)], {}, testMap(10, 16, { '5,13': { terrain: 'water' } })).ok).toBe(false);
    expect(made([squad, ...jeeps(39)], {}, testMap(10, 16, { '5,13': { terrain: 'water' } })).ok).toBe(true);
  });

  it('with 2-inch hexes one unit on foot of a team a hex: 41 squads refused, and a Transport seat makes room for one', () => {
    const squads = (n: number): UnitSetup[] => Array.from({ length: n }, () => ({ models: ['rifle'] }));
    const r = made([squad, ...squads(40)], { smallHexes: true });
    expect(!r.ok && r.error.map((e) => e.message)).toEqual([
      'A: 41 units on foot to place (besides those a Transport may carry), but its deployment zone has 40 hexes they may stand in, one such unit of a team a hex with 2-inch hexes (R3.3, R2.3)',
    ]);
    expect(made([squad, ...squads(40), { models: ['ht'] }], { smallHexes: true }).ok).toBe(true);
    expect(made([squad, ...squads(40)]).ok).toBe(true);
  });
});
