// What the map highlights, from the engine's own checks: reachable hexes with their
// cost and the rolls they need (R5.1-R5.3), the route under the pointer with the Defensive Fire
// each step would draw (R5.7), targets in range and sight and why the others are not (R6.1,
// R6.3), front and rear arcs on demand (R6.8), and the legal hexes of a placement (R3.2, R3.3).
import { describe, expect, it } from 'vitest';
import { actionsOfUnit, applyAction, boardingRoutes, hexKey, type GameState, type Hex } from '../../src/engine';
import { commandsFor } from '../../src/store/commands/commands';
import { browserDeps } from '../../src/store/appStore';
import { replayGame } from '../../src/store/game/history';
import { overlayFor, type HexMark } from '../../src/store/view/overlay';
import { DEFAULT_INTENT } from '../../src/store/slices/ui';
import { at, atPhase, card, gameAt, play, testGame, testMap, transportInFullHex } from '../helpers';
import { gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());
const { clickHex, moveOntoFriends } = commandsFor(appStore);

const marksAt = (marks: HexMark[], h: Hex) => marks.filter((m) => hexKey(m.hex) === hexKey(h));

describe('the map overlay', () => {
  // A tank at A2 (col 0, row 1); Forest at C2 (a movement roll for a Vehicle, R5.3); an enemy
  // squad at C1, next to B2 and C2.
  const map = testMap(8, 4, { '2,1': { terrain: 'forest' } });
  const game = atPhase(
    testGame({
      map,
      units: [
        { id: 't', team: 0, models: ['tank'], at: [0, 1], facing: 0 },
        { id: 'e', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [2, 0] },
        { id: 'far', team: 1, models: ['rifle'], at: [7, 3] },
      ],
    }),
    'movement',
  );
  const input = { game, selected: 't', hover: null, intent: DEFAULT_INTENT, showArcs: false };

  it('R5.1, R5.3: reachable hexes carry their Speed cost; a route needing a movement roll is marked apart', () => {
    const { marks } = overlayFor(input);
    expect(marksAt(marks, at(1, 1))).toEqual([{ hex: at(1, 1), kind: 'reach', label: '1' }]);
    // Forest costs a Vehicle 2 and needs 4+ (R5.1, R5.3).
    expect(marksAt(marks, at(2, 1))).toEqual([{ hex: at(2, 1), kind: 'reachRoll', label: '3', detail: '4+ ×1' }]);
    // Beyond its Speed of 4 nothing is lit.
    expect(marksAt(marks, at(7, 1))).toEqual([]);
  });

  it('R5.3: a step that needs two movement rolls (a Hedge into Forest) counts both, on the mark and the route', () => {
    // A Speed 2 tank at A2; a Hedge between A2 and B2, and B2 is Forest: only the straight step reaches it.
    const hedged = testMap(8, 4, { '1,1': { terrain: 'forest' } }, [{ col: 0, row: 1, dir: 0, kind: 'hedge' }]);
    const slow = atPhase(
      testGame({ map: hedged, units: [{ id: 't', team: 0, models: ['tank'], at: [0, 1], facing: 0 }] }),
      'movement',
    );
    const damaged = {
      ...slow,
      units: { ...slow.units, t: { ...slow.units.t, models: [{ ...slow.units.t.models[0], damage: 2 }] } },
    };
    const hover = { game: damaged, selected: 't', hover: at(1, 1), intent: DEFAULT_INTENT, showArcs: false };
    const { marks, route } = overlayFor(hover);
    expect(marksAt(marks, at(1, 1))).toEqual([{ hex: at(1, 1), kind: 'reachRoll', label: '2', detail: '4+ ×2' }]);
    expect(route?.rolls).toEqual([at(1, 1), at(1, 1)]);
  });

  it('R4.6: a full hex holding a friendly Transport with room is lit for boarding, the route says so, and "Move … here" boards it', () => {
    const s = transportInFullHex();
    const input = { game: s, selected: 'r', hover: at(3, 1), intent: DEFAULT_INTENT, showArcs: false };
    const { marks, route } = overlayFor(input);
    expect(marksAt(marks, at(3, 1))).toEqual([{ hex: at(3, 1), kind: 'reach', label: '1 board' }]);
    expect(route).toMatchObject({ path: [at(3, 1)], board: 'h', cost: 1 });
    expect(boardingRoutes(s, s.units.r)).toEqual([
      { carrier: 'h', hex: at(3, 1), path: [at(3, 1)], cost: 1, rolls: [] },
    ]);
    const replayed = replayGame(s, []);
    appStore.getState().startGame({ kind: 'replayed', history: replayed! });
    appStore.getState().ui.select('r');
    // The click on the friends selects one of them; the decision panel's offer boards.
    clickHex(at(3, 1));
    moveOntoFriends();
    expect(appStore.getState().game.game.units.r).toMatchObject({ status: 'embarked', carrier: 'h' });
  });

  it('R5.7: the route under the pointer names each step that draws Defensive Fire and who fires', () => {
    // A2 -> B2 -> C2: the step B2 -> C2 is between two hexes next to the squad at C1.
    const { route } = overlayFor({ ...input, hover: at(2, 1) });
    expect(route?.path).toEqual([at(1, 1), at(2, 1)]);
    expect(route?.threats).toEqual([{ at: at(2, 1), units: ['e'] }]);
    expect(route?.rolls).toEqual([at(2, 1)]);
    // A route away from the squad draws none.
    expect(overlayFor({ ...input, hover: at(0, 3) }).route?.threats).toEqual([]);
  });

  it('R5.7, R5.5, R6.8 Open Back: the route warns of Defensive Fire judged with the mover turned to each step, as the engine offers it', () => {
    // An Open Back Vehicle (Infantry dice only against its rear, index "Open Back") facing NE at B2,
    // and a squad at C1 with Infantry dice only. Facing NE, C1 is in the front arc from B2 and C2;
    // stepping east turns it east (R5.5, R5.7 "the mover's facing is the direction of that step"),
    // and from C2 facing east C1 is in its rear (R6.8): the squad may fire.
    const openBack = card('ob', 'Vehicle Self-Propelled Artillery', {
      speed: 4,
      defense: [3, 2],
      abilities: [{ id: 'openBack' }],
    });
    const infantryDiceOnly = card('sq', 'Infantry Specialist', {
      attack: { infantry: [6, 4, null], vehicle: [null, null, null] },
    });
    const s = gameAt(
      [
        { id: 'h', team: 0, models: ['ob'], at: [1, 1], facing: 5 },
        { id: 'e', team: 1, models: ['sq'], at: [2, 0] },
      ],
      { map: testMap(10, 3), cards: [openBack, infantryDiceOnly] },
    );
    const { route } = overlayFor({ game: s, selected: 'h', hover: at(2, 1), intent: DEFAULT_INTENT, showArcs: false });
    expect(route?.path).toEqual([at(2, 1)]);
    expect(route?.threats).toEqual([{ at: at(2, 1), units: ['e'] }]);
    // The engine offers exactly that fire when the route is played.
    const played = applyAction(s, { type: 'move', unit: 'h', path: route!.path });
    if (!played.ok) throw new Error(played.error.message);
    const offered = played.events.flatMap((e) => (e.type === 'defensiveFireOffered' ? e.units : []));
    expect(offered).toEqual(['e']);
  });

  it('R6.1, R6.3: targets in range and sight are marked with their dice; the others say why not', () => {
    const assault = atPhase(game, 'assault', 0);
    const { marks } = overlayFor({
      ...input,
      game: assault,
      intent: { kind: 'attack', model: 'all', weapon: 'normal', profile: null },
    });
    expect(marksAt(marks, at(2, 0))).toEqual([expect.objectContaining({ kind: 'target' })]);
    // The far rifleman at H4: the line from A2 passes through the Forest at C2.
    expect(marksAt(marks, at(7, 3))).toEqual([
      expect.objectContaining({
        kind: 'blocked',
        detail: expect.stringMatching(/^No line of sight from A2 to H4: .*C2.*\(R6\.3\)$/),
      }),
    ]);
  });

  describe('"each in turn" (model all, set by key A and the attack button)', () => {
    // A Rifleman (Short and Medium only) and an MG Gunner with Long range (R6.1: Long is 5-8).
    const mg = card('mg', 'Basic Infantry', {
      name: 'MG Gunner',
      attack: { infantry: [8, 6, 4], vehicle: [2, null, null] },
    });
    const eachInTurn = { kind: 'attack', model: 'all', weapon: 'normal', profile: null } as const;
    const attacksOn = (g: GameState, target: string) =>
      actionsOfUnit(g, g.units.s).filter((a) => a.type === 'attack' && a.target === target);

    it('R6.1: an enemy that a model other than the first can attack is lit as a target, not blocked', () => {
      const g = gameAt(
        [
          { id: 's', team: 0, models: ['rifle', 'mg'], at: [0, 3] },
          { id: 'e', team: 1, models: ['rifle'], at: [5, 3] },
        ],
        { phase: 'assault', cards: [mg] },
      );
      // The engine: the MG Gunner may attack the enemy 5 hexes away.
      expect(attacksOn(g, 'e')).not.toEqual([]);
      const { marks } = overlayFor({ game: g, selected: 's', hover: null, intent: eachInTurn, showArcs: false });
      expect(marksAt(marks, at(5, 3))).toEqual([{ hex: at(5, 3), kind: 'target', label: '5 hexes' }]);
    });

    it('R4.5: once the long-ranged model has attacked, an enemy no remaining model can attack is blocked, with the reason of one that may still attack', () => {
      const start = gameAt(
        [
          { id: 's', team: 0, models: ['mg', 'rifle'], at: [0, 3] },
          { id: 'e', team: 1, models: ['rifle'], at: [5, 3] },
          { id: 'e2', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [2, 5] },
        ],
        { phase: 'assault', cards: [mg], dice: Array(40).fill(1) },
      );
      const gunner = start.units.s.models[0];
      const { state: g } = play(start, { type: 'attack', unit: 's', model: gunner.id, target: 'e2' });
      expect(g.activation?.attacked).toEqual([gunner.id]);
      // The engine: the Rifleman left cannot reach 5 hexes, but may still attack the squad nearby.
      expect(attacksOn(g, 'e')).toEqual([]);
      expect(attacksOn(g, 'e2')).not.toEqual([]);
      const { marks } = overlayFor({ game: g, selected: 's', hover: null, intent: eachInTurn, showArcs: false });
      expect(marksAt(marks, at(5, 3))).toEqual([
        { hex: at(5, 3), kind: 'blocked', detail: expect.stringMatching(/\(R6\.1\)$/) },
      ]);
      expect(marksAt(marks, at(2, 5))).toEqual([expect.objectContaining({ kind: 'target' })]);
    });

    it('R4.5: a model chosen that has already attacked in this activation lights no target, and says why', () => {
      const start = gameAt(
        [
          { id: 's', team: 0, models: ['mg', 'rifle'], at: [0, 3] },
          { id: 'e', team: 1, models: ['rifle', 'rifle', 'rifle'], at: [2, 3] },
        ],
        { phase: 'assault', cards: [mg], dice: Array(40).fill(1) },
      );
      const gunner = start.units.s.models[0];
      const { state: g } = play(start, { type: 'attack', unit: 's', model: gunner.id, target: 'e' });
      expect(g.activation?.unit).toBe('s');
      const { marks } = overlayFor({
        game: g,
        selected: 's',
        hover: null,
        intent: { ...eachInTurn, model: gunner.id },
        showArcs: false,
      });
      expect(marksAt(marks, at(2, 3))).toEqual([
        { hex: at(2, 3), kind: 'blocked', detail: 'Each model attacks once per activation (R4.5)' },
      ]);
    });
  });

  it('R6.3: a target behind Forest is marked blocked, naming the hex that blocks the line of sight', () => {
    const hidden = atPhase(
      testGame({
        map: testMap(8, 4, { '2,1': { terrain: 'forest' } }),
        units: [
          { id: 't', team: 0, models: ['tank'], at: [0, 1], facing: 0 },
          { id: 'e', team: 1, models: ['rifle'], at: [4, 1] },
        ],
      }),
      'assault',
      0,
    );
    const { marks } = overlayFor({
      game: hidden,
      selected: 't',
      hover: null,
      intent: { kind: 'attack', model: 'all', weapon: 'normal', profile: null },
      showArcs: false,
    });
    const behind = marksAt(marks, at(4, 1));
    expect(behind).toEqual([expect.objectContaining({ kind: 'blocked' })]);
    expect(behind[0].detail).toMatch(/C2/);
    expect(behind[0].detail).toMatch(/R6\.3/);
  });

  it('R6.8: the arcs of a vehicle show on demand, front ahead of it and rear behind', () => {
    expect(overlayFor(input).marks.some((m) => m.kind === 'front' || m.kind === 'rear')).toBe(false);
    const { marks } = overlayFor({ ...input, showArcs: true });
    // Facing east (0): the hex east of it is in front, the hex west of it... off the map; the one
    // two hexes east is in front too, a hex below-left is behind.
    expect(marksAt(marks, at(1, 1)).map((m) => m.kind)).toContain('front');
    expect(marksAt(marks, at(0, 3)).map((m) => m.kind)).toContain('rear');
  });
});
