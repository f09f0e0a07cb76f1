// The normal player's choices in small named positions (docs/ai.md), each tied to the rule the
// choice reads.
import { describe, expect, it } from 'vitest';
import { distance, legalActions, previewAttack, type Action, type GameState } from '../../src/engine';
import { chooseAction, deciderOf } from '../../src/ai';
import { laterStepShot, scoreActions } from '../../src/ai/normal';
import { bestFacing, positionParts, riskBeforeActing, sceneOf } from '../../src/ai/position';
import { DEFENSIVE_FIRE } from './positions/defensiveFire';
import { SAFETY } from './positions/safety';
import { hexOf, judge, loadPosition } from './positions/suite';
import { at, atPhase, card, gameAt, play, testGame, testMap } from '../helpers';
import { survivorOrderPosition } from '../positions';
import { said } from './said';

describe('the normal player', () => {
  it('R7.1: an Infantry unit steps onto the 3 OP marker next to it', () => {
    const state = testGame({
      units: [
        { id: 'blue', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [3, 5] },
        { id: 'red', team: 1, models: ['rifle'], at: [7, 0] },
      ],
      objectives: [{ at: [3, 4], value: 3, placedBy: 0 }],
    });
    expect(deciderOf(state)).toMatchObject({ team: 0 });
    const answer = chooseAction(state, { level: 'normal', seed: 't' })!;
    expect(answer.action).toEqual({ type: 'move', unit: 'blue', path: [at(3, 4)] });
    expect(said(answer)).toContain('3 OP marker');
  });

  it('R6.5: of two like targets in range it shoots the one without cover, with the odds in its reason', () => {
    const map = testMap(8, 8, { '5,2': { terrain: 'forest' } });
    const state = atPhase(
      testGame({
        map,
        units: [
          { id: 'tank', team: 0, models: ['tank'], at: [4, 4], facing: 5 },
          { id: 'hidden', team: 1, models: ['rifle'], at: [5, 2] },
          { id: 'open', team: 1, models: ['rifle'], at: [3, 2] },
        ],
      }),
      'assault',
    );
    expect(distance(at(4, 4), at(5, 2))).toBe(distance(at(4, 4), at(3, 2)));
    expect(
      legalActions(state)
        .filter((a) => a.type === 'attack')
        .map((a) => a.type === 'attack' && a.target),
    ).toEqual(expect.arrayContaining(['hidden', 'open']));
    const answer = chooseAction(state, { level: 'normal', seed: 't' })!;
    expect(answer.action).toMatchObject({ type: 'attack', unit: 'tank', target: 'open' });
    expect(said(answer)).toMatch(/\d+ % to destroy the Rifleman/);
  });
});

describe("the reason's odds are the engine's", () => {
  it('R8.2: a Blast attack\'s "% to kill a model of" is previewAttack\'s chance the unit aimed at loses a model, not the models expected lost', () => {
    const rocket = card('rocket', 'Vehicle Self-Propelled Artillery', {
      name: 'Rocket Truck',
      attack: { infantry: [12, 12, 12], vehicle: [6, 6, 6] },
      abilities: [{ id: 'blast' }],
    });
    const state = gameAt(
      [
        { id: 'rk', team: 0, models: ['rocket'], at: [4, 6], facing: 0 },
        { id: 'sq', team: 1, models: ['rifle', 'rifle', 'rifle', 'rifle', 'rifle', 'rifle'], at: [4, 3] },
      ],
      { phase: 'assault', cards: [rocket] },
    );
    const scored = scoreActions(state, deciderOf(state)!, legalActions(state));
    const s = scored.find((x) => x.action.type === 'attack' && x.action.target === 'sq')!;
    const a = s.action as Extract<Action, { type: 'attack' }>;
    const p = previewAttack(state, {
      unit: a.unit,
      model: a.model,
      target: a.target,
      ...(a.profile ? { profile: a.profile } : {}),
    });
    if (!p.ok) throw new Error(p.error.message);
    const lost = p.value.random!.units.find((u) => u.unit === 'sq')!.pModelLost;
    // Two strikes on six models: the expected kills pass 1, the chance of one never does.
    expect(lost).toBeGreaterThan(0.5);
    expect(lost).toBeLessThan(1);
    expect(said(s)).toContain(`${Math.round(lost * 100)} % to kill a model of the Rifleman`);
  });
});

describe("the reason's chances at the ends (never certain short of certain, never impossible above impossible)", () => {
  /** One attacker of `dice` dice against a lone Speed 0 specialist of Defense `def` next to it. */
  function duel(dice: number, def: number) {
    const a = card('duelist', 'Infantry Specialist', {
      attack: { infantry: [dice, dice, dice], vehicle: [dice, dice, dice] },
    });
    const t = card('target', 'Infantry Specialist', { speed: 0, defense: def });
    const state = gameAt(
      [
        { id: 'a', team: 0, models: ['duelist'], at: [1, 3] },
        { id: 't', team: 1, models: ['target'], at: [2, 3], facing: 3 },
      ],
      { cards: [a, t], phase: 'assault' },
    );
    return said(
      scoreActions(state, deciderOf(state)!, legalActions(state)).find(
        (x) => x.action.type === 'attack' && x.action.target === 't',
      )!,
    );
  }

  it('R6.4: 12 dice against Defense 2 destroy 99.7 % of the time, not "100 %"; 8 dice against Defense 8 damage 0.4 % of the time, not "0 %"', () => {
    expect(duel(12, 2)).toMatch(/^99\.7 % to destroy/);
    expect(duel(8, 8)).toMatch(/^0\.4 % to damage/);
  });
});

describe("R7.1: a move's reason promises a marker's OP only to a unit that can claim it", () => {
  it('Paratroopers (they contest, never claim) head "to contest" the marker', () => {
    const para = card('para3', 'Basic Infantry', { abilities: [{ id: 'paratrooper' }] });
    const state = atPhase(
      testGame({
        units: [
          { id: 'p', team: 0, models: ['para3', 'para3', 'para3'], at: [4, 5] },
          { id: 'r', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [6, 5] },
          { id: 'e', team: 1, models: ['rifle'], at: [7, 0] },
        ],
        cards: [para],
        objectives: [
          { at: [4, 4], value: 3, placedBy: 0 },
          { at: [6, 4], value: 3, placedBy: 1 },
        ],
      }),
      'movement',
    );
    const scored = scoreActions(state, deciderOf(state)!, legalActions(state));
    const to = (unit: string, col: number) =>
      said(
        scored.find(
          (x) =>
            x.action.type === 'move' &&
            x.action.unit === unit &&
            x.action.path.length === 1 &&
            x.action.path[0].q === at(col, 4).q &&
            x.action.path[0].r === at(col, 4).r,
        )!,
      );
    expect(to('p', 4)).toMatch(/to contest the 3 OP marker at/);
    expect(to('p', 4)).not.toMatch(/OP over/);
    expect(to('r', 6)).toMatch(/to the 3 OP marker at .* OP over \d+ turns/);
  });
});

describe('no endless turning (R5.5: pivots are free)', () => {
  it('every level turns at most once in a row in an activation, then moves on', () => {
    for (const level of ['easy', 'normal', 'hard'] as const) {
      for (let k = 0; k < 4; k++) {
        let state = testGame({
          units: [
            { id: 'tank', team: 0, models: ['tank'], at: [3, 5], facing: 2 },
            { id: 'red', team: 1, models: ['rifle'], at: [3, 1] },
          ],
        });
        state = play(state, { type: 'move', unit: 'tank', path: [at(3, 6)] }).state;
        let pivots = 0;
        for (let n = 0; state.activation && n < 20; n++) {
          const answer = chooseAction(state, { level, seed: `turn-${k}`, budget: { playouts: 2 } })!;
          pivots = answer.action.type === 'pivot' ? pivots + 1 : 0;
          expect(pivots).toBeLessThanOrEqual(1);
          state = play(state, answer.action).state;
        }
        expect(state.activation).toBeNull();
      }
    }
  }, 60_000);
});

describe('R6.13: the AI reads Unarmored and Close Assault through the engine', () => {
  it("its Close Assault on a 1/1 Unarmored truck promises the preview's chance to destroy it", () => {
    const sapper = card('sapper', 'Basic Infantry', {
      attack: { infantry: [8, 6, null], vehicle: [2, null, null] },
      abilities: [{ id: 'closeAssault', n: 6 }],
    });
    const cckw = card('cckw', 'Vehicle Truck', {
      name: 'CCKW',
      speed: 3,
      defense: [1, 1],
      attack: { infantry: null, vehicle: null },
      abilities: [{ id: 'unarmored' }],
    });
    const state = gameAt(
      [
        { id: 's', team: 0, models: ['sapper'], at: [3, 3] },
        { id: 't', team: 1, models: ['cckw'], at: [3, 3] },
      ],
      { phase: 'assault', cards: [sapper, cckw] },
    );
    const scored = scoreActions(state, deciderOf(state)!, legalActions(state));
    const s = scored.find((x) => x.action.type === 'attack' && x.action.weapon === 'closeAssault')!;
    const p = previewAttack(state, {
      unit: 's',
      model: state.units.s.models[0].id,
      target: 't',
      weapon: 'closeAssault',
    });
    if (!p.ok) throw new Error(p.error.message);
    const destroyed = p.value.named[0].odds.outcomes.find((o) => o.result === 'destroyed')!.p;
    expect(destroyed).toBeGreaterThan(0.2);
    expect(said(s)).toContain(`${Math.round(destroyed * 100)} % to destroy the CCKW`);
  });
});

describe("R8.19: the order of a Heavy Transport's survivors", () => {
  it('with room for one unit only, the normal player places first the squad with the Commander (the other is lost), and says so', () => {
    const state = survivorOrderPosition();
    const answer = chooseAction(state, { level: 'normal', seed: 'order' })!;
    expect(answer.action).toEqual({ type: 'chooseSurvivorOrder', unit: 'a' });
    const scored = scoreActions(state, deciderOf(state)!, legalActions(state));
    const [a, b] = ['a', 'b'].map(
      (u) => scored.find((x) => x.action.type === 'chooseSurvivorOrder' && x.action.unit === u)!,
    );
    expect(a.score).toBeGreaterThan(b.score);
    expect(said(a)).toBe('the Rifleman placed first of the survivors');
  });
});

describe("a move's reason gives the normal player's own figures (posValue's parts), not only where it heads", () => {
  const op = (v: number) => `${v.toFixed(1)} OP`;
  const moveTo = (state: GameState, unit: string, col: number, row: number) =>
    scoreActions(state, deciderOf(state)!, legalActions(state)).find(
      (x) =>
        x.action.type === 'move' &&
        x.action.unit === unit &&
        x.action.path.length === 1 &&
        x.action.path[0].q === at(col, row).q &&
        x.action.path[0].r === at(col, row).r,
    )!;

  it('R7.1: the marker it nears, how near, and what nearing it adds', () => {
    const state = atPhase(
      testGame({
        map: testMap(10, 12),
        units: [
          { id: 'tank', team: 0, models: ['tank'], at: [3, 10], facing: 0 },
          { id: 'en', team: 1, models: ['tank'], at: [3, 4], facing: 3 },
        ],
        objectives: [{ at: [6, 5], value: 3, placedBy: 0 }],
      }),
      'movement',
    );
    // The best move: the one the AI plays, scored for the destination its route leads to.
    const s = scoreActions(state, deciderOf(state)!, legalActions(state)).reduce((a, b) => (b.score > a.score ? b : a));
    expect(s.action.type).toBe('move');
    const dest = s.route![s.route!.length - 1];
    const scene = sceneOf(state, 0);
    const tank = state.units.tank;
    const gained =
      positionParts(scene, tank, dest, bestFacing(scene, tank, dest)).objectives -
      positionParts(scene, tank, tank.at!, tank.facing).objectives;
    expect(gained).toBeGreaterThan(0.05);
    expect(said(s)).toMatch(/^Medium Tank heads for [A-Z]\d+: \d hexes from the 3 OP marker at G6 /);
    expect(said(s)).toContain(`(+${op(gained)})`);
    // The marker is the whole gain: its figure is said once, not again as the gain over holding.
    expect(op(s.score)).toBe(op(gained));
    expect(said(s)).not.toContain('over holding');
  });

  it('R7.1: a Vehicle onto a marker guards it (it cannot claim it), with what that adds', () => {
    const state = atPhase(
      testGame({
        units: [
          { id: 'tank', team: 0, models: ['tank'], at: [4, 5], facing: 0 },
          { id: 'en', team: 1, models: ['rifle'], at: [7, 0] },
        ],
        objectives: [{ at: [4, 4], value: 2, placedBy: 0 }],
      }),
      'movement',
    );
    const scene = sceneOf(state, 0);
    const tank = state.units.tank;
    const gained =
      positionParts(scene, tank, at(4, 4), bestFacing(scene, tank, at(4, 4))).objectives -
      positionParts(scene, tank, tank.at!, tank.facing).objectives;
    const s = scoreActions(state, deciderOf(state)!, legalActions(state)).find(
      (x) =>
        x.action.type === 'move' && x.route?.length === 1 && x.route[0].q === at(4, 4).q && x.route[0].r === at(4, 4).r,
    )!;
    expect(said(s)).toContain(`onto the 2 OP marker, to guard it (only Infantry claims it, R7.1): +${op(gained)}`);
  });

  it('R6.5: the cover it takes and the threat it leaves, from the enemy that weighs most; R6.1: the shot a tank sets up', () => {
    const state = atPhase(
      testGame({
        map: testMap(10, 12, { '2,8': { terrain: 'forest' } }),
        units: [
          { id: 'tank', team: 0, models: ['tank'], at: [6, 10], facing: 0 },
          { id: 'rifle', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [3, 8] },
          { id: 'en', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [4, 5], facing: 3 },
        ],
      }),
      'movement',
    );
    const scene = sceneOf(state, 0);
    const rifle = state.units.rifle;
    const here = positionParts(scene, rifle, rifle.at!, rifle.facing);
    const there = positionParts(scene, rifle, at(2, 8), bestFacing(scene, rifle, at(2, 8)));
    expect(here.threatFrom?.id).toBe('en');
    expect(said(moveTo(state, 'rifle', 2, 8))).toBe(
      `Rifleman heads for C9, in cover: less exposed to the Rifleman (threat ${op(here.threat)} down to ${op(there.threat)}); +${op(moveTo(state, 'rifle', 2, 8).score)} over holding`,
    );
    // The tank one hex nearer the enemy squad: the shot it would have from there, as weighed.
    const tankMove = moveTo(state, 'tank', 5, 9);
    const dest = tankMove.route![tankMove.route!.length - 1];
    const shot = positionParts(scene, state.units.tank, dest, bestFacing(scene, state.units.tank, dest));
    expect(shot.shotAt?.id).toBe('en');
    expect(said(tankMove)).toContain(`sets up a shot at the Rifleman (${op(shot.shot)})`);
  });
});

describe('R5.7: a route clear of Defensive Fire', () => {
  // The safety positions (tests/ai/positions/safety.ts): the marker lies at the end of two kinds of
  // shortest route; on one, two hexes in a row beside the enemy draw its Defensive Fire.
  it.each(SAFETY.map((p) => [p.id, p] as const))(
    '%s: normal reaches the marker by the route that draws no fire',
    (_, p) => {
      const loaded = loadPosition(p);
      if (!loaded.ok) throw new Error(loaded.error);
      const verdict = judge(loaded.value, 'normal', {});
      expect(verdict.solved, verdict.played).toBe(true);
    },
  );
});

describe('R5.7: a Defensive Fire kept is worth only the shots it keeps', () => {
  // tests/ai/positions/defensiveFire.ts: df-1, the Tiger drives into the bazookas' hex, the only
  // enemy that can still move this phase, and stops there; df-4, riflemen that cannot hurt the
  // Tiger, a Half-Track still to move within reach of them.
  it.each(DEFENSIVE_FIRE.filter((p) => p.id === 'df-1' || p.id === 'df-4').map((p) => [p.id, p.title, p] as const))(
    '%s: %s',
    (_id, _title, p) => {
      const loaded = loadPosition(p);
      if (!loaded.ok) throw new Error(loaded.error);
      const verdict = judge(loaded.value, 'normal', {});
      expect(verdict.solved, verdict.played).toBe(true);
    },
  );

  it("a later step of the mover's route keeps the shot it offers there, while the step stays within a hex of the unit", () => {
    // df-3 after the Panzer IV's step east into D4, beside the bazookas in D3: a step on to E3
    // stays within a hex of them (R5.7: of both its ends), so their volley may take it there; a step to E4
    // leaves them, and from E4 a step back to E3 does not begin within a hex of them.
    const loaded = loadPosition(DEFENSIVE_FIRE.find((p) => p.id === 'df-3')!);
    if (!loaded.ok) throw new Error(loaded.error);
    const { state } = loaded.value;
    const tank = state.units.p4;
    const bazookas = [state.units.bazookas];
    const team = deciderOf(state)!.team;
    const shot = (...route: string[]) => laterStepShot(state, team, tank, bazookas, route.map(hexOf));
    expect(shot()).toBe(0);
    expect(shot('E3')).toBeGreaterThan(0.3);
    expect(shot('E3', 'F3')).toBe(shot('E3'));
    expect(shot('E4')).toBe(0);
    expect(shot('E4', 'E3')).toBe(0);
  });
});

describe('R4.2, R4.5: in the Assault Phase the sides take turns, each unit attacking once', () => {
  /** The same state with `ids` already activated this phase. */
  function activated(state: GameState, ...ids: string[]): GameState {
    const units = { ...state.units };
    for (const id of ids) units[id] = { ...units[id], activated: true };
    return { ...state, units };
  }
  const attackScores = (state: GameState) =>
    new Map(
      scoreActions(state, deciderOf(state)!, legalActions(state))
        .filter((s) => s.action.type === 'attack' && s.action.model === 1)
        .map((s) => [s.action.type === 'attack' ? s.action.target : '', s.score]),
    );

  it('of two like squads it shoots the one still to attack this phase: the models it loses shoot no more', () => {
    // Listed first, the squad that has attacked already would win a tie.
    const state = atPhase(
      testGame({
        units: [
          { id: 'ours', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [4, 4] },
          { id: 'fired', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [2, 2] },
          { id: 'ready', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [6, 2] },
        ],
      }),
      'assault',
    );
    expect(distance(at(4, 4), at(2, 2))).toBe(distance(at(4, 4), at(6, 2)));
    const before = activated(state, 'fired');
    const scores = attackScores(before);
    expect(scores.get('ready')).toBeGreaterThan(scores.get('fired')!);
    // With both still to attack, the two are alike again.
    const both = attackScores(state);
    expect(both.get('ready')).toBeCloseTo(both.get('fired')!, 9);
  });

  it('of two squads with like shots it attacks first with the one a tank still to attack could shoot first', () => {
    // The riflemen they aim at have attacked already; the tank, out of the rifles' reach (R6.1:
    // no long-range dice), has not. Listed first, the squad out of its reach would win a tie.
    const state = activated(
      atPhase(
        testGame({
          map: testMap(12, 12),
          units: [
            { id: 'far', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [10, 6] },
            { id: 'near', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [1, 6] },
            { id: 'a', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [2, 4] },
            { id: 'b', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [11, 4] },
            { id: 'gun', team: 1, models: ['tank'], at: [1, 0], facing: 3 },
          ],
        }),
        'assault',
      ),
      'a',
      'b',
    );
    const scene = sceneOf(state, 0);
    expect(riskBeforeActing(scene, state.units.near)).toBeGreaterThan(0);
    expect(riskBeforeActing(scene, state.units.far)).toBe(0);
    const scored = scoreActions(state, deciderOf(state)!, legalActions(state));
    const best = (unit: string) =>
      Math.max(...scored.filter((s) => s.action.type === 'attack' && s.action.unit === unit).map((s) => s.score));
    expect(best('near')).toBeGreaterThan(best('far'));
    const answer = chooseAction(state, { level: 'normal', seed: 't' })!;
    expect(answer.action).toMatchObject({ type: 'attack', unit: 'near', target: 'a' });
  });

  it('R7.1: of two lone riflemen it shoots the one holding a marker: wiped out, it holds it no more', () => {
    const state = activated(
      atPhase(
        testGame({
          units: [
            { id: 'ours', team: 0, models: ['rifle', 'rifle', 'rifle'], at: [4, 4] },
            { id: 'off', team: 1, models: ['rifle'], at: [2, 2] },
            { id: 'holder', team: 1, models: ['rifle'], at: [6, 2] },
          ],
          objectives: [{ at: [6, 2], value: 3, placedBy: 1 }],
        }),
        'assault',
      ),
      'off',
      'holder',
    );
    const scores = attackScores(state);
    expect(scores.get('holder')).toBeGreaterThan(scores.get('off')! + 0.1);
    const answer = chooseAction(state, { level: 'normal', seed: 't' })!;
    expect(answer.action).toMatchObject({ type: 'attack', target: 'holder' });
    expect(said(answer)).toMatch(/; \d+ % to free the 3 OP marker at G3/);
  });
});
