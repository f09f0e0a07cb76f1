// The new game dialog's store side: lists (saved or sample) to a game with the setup of R3, the
// battlefield from the points (R1.7) or chosen (R2.4), the settings (R2.3, R7.3, R1.1), and every
// problem of a list that cannot play.
import { describe, expect, it } from 'vitest';
import { createGame, validateArmy, type ArmyList } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import {
  defaultOptions,
  fieldSize,
  fieldTiles,
  planGame,
  pointLimitWarning,
  type GameOptions,
} from '../../src/store/game/gameOptions';
import { browserDeps } from '../../src/store/appStore';
import { US_LIST, gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());

const sample = (id: string): ArmyList => SAMPLE_ARMIES.find((s) => s.id === id)!.list;
const US = sample('sample-us-army');
const GERMANS = sample('sample-wehrmacht');
const AIRBORNE = sample('sample-british-airborne');

function plan(patch: Partial<GameOptions> = {}) {
  const r = planGame({ ...defaultOptions([US, GERMANS], 'opts'), ...patch });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return { setup: r.value };
}

describe('sample armies', () => {
  it('are legal lists (R1.1-R1.8), British Airborne with Paratroopers, an Aircraft and a Scout', () => {
    for (const s of SAMPLE_ARMIES) expect(validateArmy(s.list, CATALOG_BY_ID).errors, s.id).toEqual([]);
    const cards = AIRBORNE.units.flatMap((u) => u.models);
    expect(cards).toEqual(expect.arrayContaining(['defiant-paratroopers', 'hawker-typhoon', 'cromwell-iv']));
  });
});

describe('the battlefield of a new game', () => {
  it('R1.7 by default follows the larger point limit', () => {
    expect(fieldTiles([US, GERMANS], 'points')).toEqual({ tiles: 2, tall: false });
    expect(fieldTiles([US, US_LIST], 'points')).toEqual({ tiles: 4, tall: false });
    expect(fieldTiles([{ ...US, pointLimit: 300 }, US], 'points')).toEqual({ tiles: 6, tall: false });
    const map = plan({ lists: [US, US_LIST] }).setup.map;
    expect([map.cols, map.rows]).toEqual([20, 16]);
  });

  it('R2.4 may be chosen: 2, 4, 6 wide (30 x 16) or 6 tall (20 x 24)', () => {
    const sizes = ([{ tiles: 2 }, { tiles: 4 }, { tiles: 6 }, { tiles: 6, tall: true }] as const).map((field) => {
      const map = plan({ field }).setup.map;
      return [map.cols, map.rows];
    });
    expect(sizes).toEqual([
      [10, 16],
      [20, 16],
      [30, 16],
      [20, 24],
    ]);
    expect(fieldSize(6, true)).toEqual({ cols: 20, rows: 24 });
    expect(fieldSize(4, false)).toEqual({ cols: 20, rows: 16 });
  });

  it('takes its tiles from the seed: the same seed, the same battlefield', () => {
    const a = plan({ field: { tiles: 4 }, seed: 'one' }).setup.map;
    expect(plan({ field: { tiles: 4 }, seed: 'one' }).setup.map).toEqual(a);
  });
});

describe('a new game with the setup of R3', () => {
  it('starts at the objectives with every unit undeployed, the Commanders kept (R1.3, R3.1, R3.2)', () => {
    const r = createGame(plan().setup);
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join());
    expect(r.state.phase).toBe('setup');
    expect(r.state.setupStep).toBe('objectives');
    expect(Object.values(r.state.units).every((u) => u.status === 'undeployed')).toBe(true);
    expect(Object.keys(r.state.units)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4']);
    expect(
      Object.values(r.state.units)
        .flatMap((u) => u.models)
        .filter((m) => m.commander),
    ).toHaveLength(2);
    expect(r.events.map((e) => e.type)).toContain('initiativeRolled');
  });

  it('carries the settings: turns (R7.3, or open-ended), 2-inch hexes (R2.3)', () => {
    const r = createGame(plan({ turns: 8, smallHexes: true }).setup);
    expect(r.ok && r.state.settings).toEqual({ turns: 8, smallHexes: true });
    const open = createGame(plan({ turns: null }).setup);
    expect(open.ok && open.state.settings.turns).toBeNull();
  });

  it('a quick game starts placed, at turn 1, with the same settings', () => {
    const r = createGame(plan({ start: 'placed', turns: 3 }).setup);
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join());
    expect(r.state.turn).toBe(1);
    expect(r.state.phase).toBe('movement');
    expect(r.state.settings.turns).toBe(3);
    expect(r.state.objectives).toHaveLength(5);
  });
});

describe('lists and settings that cannot play are refused with every problem', () => {
  it('names each list and each problem (R1.8)', () => {
    const broken: ArmyList = { ...US, commander: null, pointLimit: 50 };
    const r = planGame(
      defaultOptions([broken, { ...GERMANS, units: [...GERMANS.units, { models: ['tiger-i'] }] }], 's'),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual([
      {
        code: 'ARMY',
        where: 'lists[0]',
        message: 'US Army: No Commander: choose one Officer model to lead the army (R1.3)',
      },
      { code: 'ARMY', where: 'lists[0]', message: 'US Army: 83 points: 33 over the limit of 50 (R1.2)' },
      {
        code: 'ARMY',
        where: 'lists[1]',
        message: expect.stringMatching(/^Wehrmacht: \d+ points: \d+ over the limit of 100 \(R1\.2\)$/),
      },
    ]);
  });

  it('R1.1 refuses a list that mixes sides, unless the game is casual', () => {
    const mixed: ArmyList = { ...US, pointLimit: 200, units: [...US.units, { models: ['tiger-i'] }] };
    const strict = planGame(defaultOptions([mixed, GERMANS], 's'));
    expect(strict.ok).toBe(false);
    if (!strict.ok) expect(strict.error.map((e) => e.message).join('\n')).toContain('(R1.1)');
    expect(planGame({ ...defaultOptions([mixed, GERMANS], 's'), casual: true }).ok).toBe(true);
  });

  it("R1.1: the game's casual choice alone decides; a list that calls itself casual mixes sides only in a casual game", () => {
    const mixed: ArmyList = { ...US, pointLimit: 200, casual: true, units: [...US.units, { models: ['tiger-i'] }] };
    const strict = planGame(defaultOptions([mixed, GERMANS], 's'));
    expect(strict.ok ? 'accepted' : strict.error.map((e) => e.message).join('\n')).toContain('(R1.1)');
    const casual = planGame({ ...defaultOptions([mixed, GERMANS], 's'), casual: true });
    expect(casual.ok).toBe(true);
  });

  it('R7.3 refuses a game length outside 1 to 20 turns; a seed is needed', () => {
    const r = planGame({ ...defaultOptions([US, GERMANS], ' '), turns: 21 });
    expect(r).toEqual({
      ok: false,
      error: [
        {
          code: 'BAD_SETTINGS',
          where: 'turns',
          message: 'Game length: a whole number of turns from 1 to 20, or open-ended (R7.3)',
        },
        { code: 'BAD_VALUE', where: 'seed', message: 'Seed: type one, or press "New seed"' },
      ],
    });
  });
});

describe('the game store starts the planned game', () => {
  it('replaces the game, and keeps it when the engine refuses the setup', () => {
    const p = plan({ seed: 'store-plan' });
    expect(appStore.getState().startGame({ kind: 'setup', setup: p.setup })).toEqual({ ok: true, value: undefined });
    const { game, actions } = appStore.getState().game;
    expect(game.seed).toBe('store-plan');
    expect(game.setupStep).toBe('objectives');
    expect(actions).toEqual([]);
    const refused = appStore.getState().startGame({ kind: 'setup', setup: { ...p.setup, settings: { turns: 0 } } });
    expect(refused.ok).toBe(false);
    expect(appStore.getState().game.game).toBe(game);
  });

  it('asks the map to fit the new battlefield each time a game begins, not only the first', () => {
    const before = appStore.getState().ui.fitRequest;
    appStore.getState().startGame({ kind: 'setup', setup: plan({ seed: 'fit-1' }).setup });
    appStore.getState().startGame({ kind: 'quick', seed: 'fit-2', field: { tiles: 4 } });
    expect(appStore.getState().ui.fitRequest).toBe(before + 2);
    appStore
      .getState()
      .startGame({ kind: 'setup', setup: { ...plan({ seed: 'fit-3' }).setup, settings: { turns: 0 } } });
    expect(appStore.getState().ui.fitRequest, 'a refused setup changes nothing').toBe(before + 2);
  });
});

describe('lists built to different point limits (R1.2)', () => {
  it('are warned of with both totals and limits, and the game may still start', () => {
    const small = { ...US, name: 'Small US', pointLimit: 100 };
    const big = { ...GERMANS, name: 'Big Germans', pointLimit: 200 };
    const warning = pointLimitWarning([small, big], [83, 196]);
    expect(warning).toContain('Small US 83 / 100 pts');
    expect(warning).toContain('Big Germans 196 / 200 pts');
    expect(warning).toContain('R1.2');
    expect(planGame({ ...defaultOptions([small, big], 'limits') }).ok).toBe(true);
  });

  it('R1.7, R2.4: say the battlefield follows the larger limit only when it does; with a size chosen, that size is played', () => {
    const small = { ...US, name: 'Small US', pointLimit: 100 };
    const big = { ...GERMANS, name: 'Big Germans', pointLimit: 300 };
    expect(pointLimitWarning([small, big], [83, 196], 'points')).toContain('the battlefield follows the larger (R1.7)');
    const chosen = pointLimitWarning([small, big], [83, 196], { tiles: 2 });
    expect(chosen).not.toContain('follows the larger');
    expect(chosen).toContain('the battlefield is the size chosen');
    const plan = planGame({ ...defaultOptions([small, big], 'limits'), field: { tiles: 2 } });
    expect(plan.ok && { cols: plan.value.map.cols, rows: plan.value.map.rows }).toEqual(fieldSize(2, false));
  });

  it('say nothing when both lists share one limit', () => {
    expect(
      pointLimitWarning(
        [
          { ...US, pointLimit: 200 },
          { ...GERMANS, pointLimit: 200 },
        ],
        [150, 190],
      ),
    ).toBeNull();
  });
});
