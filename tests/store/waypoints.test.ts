// In the store: a route chosen through waypoints (shift-click adds one,
// Escape clears them) with the preview following it, the route a plain click takes round
// Defensive Fire when one as cheap does (R5.7), and the deployment's warning on a hex a Vehicle
// could never leave (R5.1).
import { describe, expect, it } from 'vitest';
import { awaiting, createGame, hexEquals, hexKey, legalActions, toOffset, zoneHexes, type Hex } from '../../src/engine';
import { browserDeps } from '../../src/store/appStore';
import { commandsFor } from '../../src/store/commands/commands';
import { replayGame } from '../../src/store/game/history';
import { overlayFor, type HexMark } from '../../src/store/view/overlay';
import { DEFAULT_INTENT } from '../../src/store/slices/ui';
import { at, atPhase, DEFS, initiative, play, testGame, testMap } from '../helpers';
import { gameStore } from './fixtures';
import { SAFETY } from '../ai/positions/safety';
import { hexOf, loadPosition } from '../ai/positions/suite';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());
const { clickHex, escapeKey } = commandsFor(appStore);

const marksAt = (marks: HexMark[], h: Hex) => marks.filter((m) => hexKey(m.hex) === hexKey(h));

// A tank at A2 (col 0, row 1), Speed 4; an enemy squad at C1, next to B2 and C2: the straight
// way east along row 1 draws Defensive Fire (R5.7), the way round by row 2 does not.
const game = atPhase(
  testGame({
    map: testMap(8, 4),
    units: [
      { id: 't', team: 0, models: ['tank'], at: [0, 1], facing: 0 },
      { id: 'e', team: 1, models: ['rifle'], at: [2, 0] },
    ],
  }),
  'movement',
);

describe('R5.7 a route through waypoints: the preview follows it', () => {
  it('the direct route to D2 draws Defensive Fire; through the waypoint B3 it draws none, and passes B3', () => {
    const direct = overlayFor({ game, selected: 't', hover: at(3, 1), intent: DEFAULT_INTENT, showArcs: false });
    expect(direct.route?.threats.length).toBeGreaterThan(0);
    const intent = { kind: 'move' as const, moveKind: null, waypoints: [at(1, 2)] };
    const via = overlayFor({ game, selected: 't', hover: at(3, 1), intent, showArcs: false });
    expect(via.route?.path.some((h) => hexEquals(h, at(1, 2)))).toBe(true);
    expect(via.route?.threats).toEqual([]);
    expect(via.route?.waypoints).toEqual([at(1, 2)]);
    expect(via.route?.speedLeft).toBe(4 - via.route!.cost);
    expect(marksAt(via.marks, at(1, 2))).toContainEqual({ hex: at(1, 2), kind: 'waypoint', label: '1' });
  });

  it('shift-click adds a waypoint, a click moves along the route through it, Escape clears waypoints before the selection', () => {
    const replayed = replayGame(game, []);
    appStore.getState().startGame({ kind: 'replayed', history: replayed! });
    appStore.getState().ui.select('t');
    clickHex(at(1, 2), true);
    expect(appStore.getState().ui.intent).toEqual({ kind: 'move', moveKind: null, waypoints: [at(1, 2)] });
    expect(appStore.getState().game.actions, 'a waypoint is not an order').toHaveLength(0);
    escapeKey();
    expect(appStore.getState().ui.intent).toEqual({ kind: 'move', moveKind: null });
    expect(appStore.getState().ui.selected).toBe('t');
    clickHex(at(1, 2), true);
    clickHex(at(3, 1));
    const move = appStore.getState().game.actions.at(-1);
    expect(move).toMatchObject({ type: 'move', unit: 't' });
    expect((move as { path: Hex[] }).path.some((h) => hexEquals(h, at(1, 2)))).toBe(true);
    expect(appStore.getState().game.game.units.t.at).toEqual(at(3, 1));
    // The route was taken: its waypoints are spent.
    expect(appStore.getState().ui.intent).toEqual({ kind: 'move', moveKind: null });
    escapeKey();
    expect(appStore.getState().ui.selected).toBeNull();
  });
});

describe('R5.7 a click on a destination takes a route as cheap that draws no Defensive Fire, when there is one', () => {
  // tests/ai/positions/safety.ts: a motorcycle at B2, the marker D7 5 hexes off, two rifle squads
  // at D4 beside the shortest way the rules' search settles first; another as short passes them by.
  const loaded = loadPosition(SAFETY.find((p) => p.id === 'safety-1')!);
  if (!loaded.ok) throw new Error(loaded.error);
  const safety = loaded.value.state;

  it('the preview to D7 names no fire, and the click there moves the motorcycle by that route, no fire offered', () => {
    const hovered = overlayFor({
      game: safety,
      selected: 'bike',
      hover: hexOf('D7'),
      intent: DEFAULT_INTENT,
      showArcs: false,
    });
    expect(hovered.route?.threats).toEqual([]);
    expect(hovered.route?.cost).toBe(5);
    appStore.getState().startGame({ kind: 'replayed', history: replayGame(safety, [])! });
    appStore.getState().ui.select('bike');
    clickHex(hexOf('D7'));
    const state = appStore.getState().game;
    expect(state.actions.at(-1)).toEqual({ type: 'move', unit: 'bike', path: hovered.route!.path });
    expect(state.game.units.bike.at).toEqual(hexOf('D7'));
    expect(state.game.pending.filter((p) => p.kind === 'defensiveFire')).toEqual([]);
  });
});

describe('R5.1 the deployment marks a hex a Vehicle could never leave', () => {
  it('a Marsh hex with no road in the zone is lit, marked "stuck!" with the rule', () => {
    // A Marsh hex in the middle of team 0's deployment zone (R2.2), no road.
    const zone = zoneHexes(testMap(10, 16), 0);
    const marshHex = zone[Math.floor(zone.length / 2)];
    const { col, row } = toOffset(marshHex);
    const created = createGame({
      seed: 's',
      map: testMap(10, 16, { [`${col},${row}`]: { terrain: 'marsh' } }),
      catalog: DEFS,
      teams: [
        { name: 'A', units: [{ id: 't', models: ['tank'] }] },
        { name: 'B', units: [{ id: 'r', models: ['rifle'] }] },
      ],
      diceScript: initiative({ winner: 0 }),
    });
    if (!created.ok) throw new Error('setup refused');
    let setup = created.state;
    while (setup.setupStep === 'objectives') setup = play(setup, legalActions(setup)[0]).state;
    expect(awaiting(setup)).toMatchObject({ kind: 'deploy', team: 0 });
    const { marks } = overlayFor({
      game: setup,
      selected: 't',
      hover: null,
      intent: { kind: 'place', facing: 5 },
      showArcs: false,
    });
    const marsh = marksAt(marks, marshHex).find((m) => m.kind === 'legal');
    expect(marsh).toMatchObject({
      label: 'stuck!',
      detail: expect.stringMatching(
        /could never leave .*: Vehicles enter and leave Marsh hexes only along a road \(all \d hexes next to it\) \(R5\.1\)$/,
      ),
    });
    const open = zone.find((h) => !hexEquals(h, marshHex) && marksAt(marks, h).some((m) => m.kind === 'legal'))!;
    expect(marksAt(marks, open).find((m) => m.kind === 'legal')).toEqual({ hex: open, kind: 'legal' });
  });
});
