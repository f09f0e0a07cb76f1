// From builder to battle: two lists placed on a battlefield sized by R1.7, in their deployment
// zones (R2.2), on hexes the engine allows (R5.1 Water, R5.6 population); Aircraft held back.
import { describe, expect, it } from 'vitest';
import { createGame, inDeploymentZone, terrainAt, validateArmy, type ArmyList, type GameSetup } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { browserDeps } from '../../src/store/appStore';
import { quickDeploy } from '../../src/store/game/quickDeploy';
import { US_LIST, gameStore } from './fixtures';

/** The store the page makes (main.tsx), with this test run's storage. */
const appStore = gameStore(browserDeps());

const GERMAN_LIST: ArmyList = {
  name: 'Kampfgruppe Peiper',
  pointLimit: 300,
  units: [
    {
      models: [
        'mauser-kar-98k',
        'mauser-kar-98k',
        'mauser-kar-98k',
        'mauser-kar-98k',
        'mauser-kar-98k',
        'wehrmacht-oberleutnant',
      ],
    },
    { models: ['panzer-iv-ausf-g'] },
    { models: ['panzer-iv-ausf-g'] },
    { models: ['tiger-i'] },
    { models: ['pak-38-anti-tank-gun', 'pak-38-anti-tank-gun', 'pak-40-anti-tank-gun'] },
    { models: ['bmw-r75', 'bmw-r75', 'bmw-r75'] },
    { models: ['ju-87b-stuka'] },
  ],
  commander: { unit: 0, model: 5, grade: 'commander' },
};

function deployed(a: ArmyList, b: ArmyList): { setup: GameSetup } {
  const r = quickDeploy([a, b], 'quick', CATALOG_BY_ID);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return { setup: r.value };
}

describe('quick deployment of two army lists', () => {
  it('uses legal lists', () => {
    expect(validateArmy(US_LIST, CATALOG_BY_ID).errors).toEqual([]);
    expect(validateArmy(GERMAN_LIST, CATALOG_BY_ID).errors).toEqual([]);
  });

  it('R1.7 sizes the battlefield for the larger point limit: 300 points, 6 tiles, 30 x 16 hexes', () => {
    const { setup } = deployed(US_LIST, GERMAN_LIST);
    expect([setup.map.cols, setup.map.rows]).toEqual([30, 16]);
    const small = deployed(US_LIST, { ...US_LIST, name: 'Other' }).setup;
    expect([small.map.cols, small.map.rows]).toEqual([20, 16]);
  });

  it('R2.2 places every ground unit in its own deployment zone, and the engine accepts the game', () => {
    const { setup } = deployed(US_LIST, GERMAN_LIST);
    expect(setup.teams.map((t) => t.name)).toEqual(['Screaming Eagles — Bastogne', 'Kampfgruppe Peiper']);
    expect(setup.teams.map((t) => t.units.map((u) => u.models))).toEqual([
      US_LIST.units.map((u) => u.models),
      GERMAN_LIST.units.map((u) => u.models),
    ]);
    setup.teams.forEach((team, t) => {
      for (const u of team.units.filter((x) => !x.reserve))
        expect(inDeploymentZone(setup.map, t as 0 | 1, u.at!), `${team.name} ${u.id}`).toBe(true);
    });
    const game = createGame(setup);
    expect(game.ok).toBe(true);
    // R1.3: the lists' Commanders lead in the game.
    if (game.ok)
      expect(
        Object.values(game.state.units)
          .flatMap((u) => u.models)
          .filter((m) => m.commander),
      ).toHaveLength(2);
  });

  it('R3.3 Aircraft start in Reserve; R3.2 the five Objective Markers are placed', () => {
    const { setup } = deployed(US_LIST, GERMAN_LIST);
    const game = createGame(setup);
    if (!game.ok) throw new Error(game.error.map((e) => e.message).join());
    const planes = Object.values(game.state.units).filter((u) =>
      u.cards.some((c) => c.includes('mustang') || c.includes('stuka')),
    );
    expect(planes.map((u) => u.status)).toEqual(['reserve', 'reserve']);
    expect(game.state.objectives.map((o) => o.value)).toEqual([1, 1, 2, 2, 3]);
  });

  it('R3.1, R3.2: the markers go down in the order of an initiative roll that counts every Initiative +# (the army with +12 always places first)', () => {
    // Four Panzer IV Ausf. H Commanders (Initiative +3 each): 2d6 + 12 beats 2d6 + 2 every time.
    const bold: ArmyList = {
      name: 'Kommandeure',
      pointLimit: 200,
      units: [0, 1, 2, 3].map(() => ({ models: ['panzer-iv-ausf-h-commander'] })),
      commander: { unit: 0, model: 0, grade: 'commander' },
    };
    const plain: ArmyList = {
      name: 'Shermans',
      pointLimit: 200,
      units: [{ models: ['m4a1-sherman-commander'] }, { models: ['m4a1-sherman'] }],
      commander: { unit: 0, model: 0, grade: 'commander' },
    };
    expect(validateArmy(bold, CATALOG_BY_ID).errors).toEqual([]);
    for (let s = 0; s < 20; s++) {
      const r = quickDeploy([bold, plain], `s${s}`, CATALOG_BY_ID);
      if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
      // R3.2: the winner places the first (1 OP), the third (2 OP) and the centre marker (3 OP).
      expect(r.value.objectives!.map((o) => o.placedBy)).toEqual([0, 1, 0, 1, 0]);
    }
  });

  it('R5.6 keeps within the population limit, however crowded the zone', () => {
    // 60 trucks and a command tank on 30 columns: two Vehicles aim at every hex of one row,
    // and only one Vehicle may stand in a hex.
    const trucks = new Array(60).fill(0).map(() => ({ models: ['cckw-352'] }));
    const crowd: ArmyList = {
      name: 'Crowd',
      pointLimit: 300,
      units: [{ models: ['m4a1-sherman-commander'] }, ...trucks],
      commander: { unit: 0, model: 0, grade: 'commander' },
    };
    const { setup } = deployed(crowd, GERMAN_LIST);
    const hexes = setup.teams[0].units.map((u) => `${u.at!.q},${u.at!.r}`);
    expect(hexes).toHaveLength(61);
    expect(new Set(hexes).size).toBe(61);
    expect(createGame(setup).ok).toBe(true);
  });

  it('R5.1 never puts a unit that is not Amphibious on Water', () => {
    const tanks = (tank: string): ArmyList => ({
      name: 'Japan',
      pointLimit: 300,
      units: [
        {
          models: [
            'arisaka-rifleman',
            'arisaka-rifleman',
            'arisaka-rifleman',
            'arisaka-rifleman',
            'arisaka-rifleman',
            'snlf-captain',
          ],
        },
        ...new Array(12).fill(0).map(() => ({ models: [tank] })),
      ],
      commander: { unit: 0, model: 5, grade: 'commander' },
    });
    for (const seed of ['a', 'b', 'c']) {
      const r = quickDeploy([US_LIST, tanks('type-97-chi-ha')], seed, CATALOG_BY_ID);
      if (!r.ok) throw new Error(r.error.map((e) => e.message).join());
      for (const team of r.value.teams)
        for (const u of team.units) if (u.at) expect(terrainAt(r.value.map, u.at)).not.toBe('water');
    }
  });

  it('refuses lists that break the rules, naming the list and the problem', () => {
    const r = quickDeploy([{ ...US_LIST, commander: null }, GERMAN_LIST], 'x', CATALOG_BY_ID);
    expect(r).toEqual({
      ok: false,
      error: [
        {
          code: 'ARMY',
          where: 'lists[0]',
          message: 'Screaming Eagles — Bastogne: No Commander: choose one Officer model to lead the army (R1.3)',
        },
      ],
    });
  });

  it('tells two lists of one name apart', () => {
    expect(deployed(US_LIST, US_LIST).setup.teams.map((t) => t.name)).toEqual([
      'Screaming Eagles — Bastogne',
      'Screaming Eagles — Bastogne (2)',
    ]);
  });
});

describe('the game store starts a game from two lists', () => {
  it('shows their units, and changes nothing when the lists cannot play', () => {
    const r = appStore.getState().startGame({ kind: 'setup', setup: deployed(US_LIST, GERMAN_LIST).setup });
    expect(r).toEqual({ ok: true });
    const { game, actions } = appStore.getState().game;
    expect(game.seed).toBe('quick');
    expect(game.teams.map((t) => t.name)).toEqual(['Screaming Eagles — Bastogne', 'Kampfgruppe Peiper']);
    expect(Object.values(game.units).map((u) => u.models[0].def)).toContain('tiger-i');
    expect(Object.values(game.units).filter((u) => u.status === 'reserve')).toHaveLength(2);
    expect(actions).toEqual([]);
    // A setup the engine refuses (a unit of an unknown card) leaves the game as it was.
    const broken = deployed(US_LIST, GERMAN_LIST).setup;
    const refused = appStore.getState().startGame({
      kind: 'setup',
      setup: { ...broken, teams: [{ ...broken.teams[0], units: [{ models: ['no-such-card'] }] }, broken.teams[1]] },
    });
    expect(refused.ok).toBe(false);
    expect(appStore.getState().game.game).toBe(game);
  });
});
