// Scenario files (docs/scenarios.md): loaded, played, and refused with every problem when broken;
// and the npm run scenario command.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyAction, loadScenario, modelDefense, unitSpeed, type Action } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { TILES } from '../../src/data/tiles';

const ctx = { catalog: CATALOG_BY_ID, tiles: TILES };
const read = (name: string) => JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8'));

describe('scenario files', () => {
  it('R6.7 the rule book example plays out from its file: the Sherman is left at 3/2, Speed 2', () => {
    const loaded = loadScenario(read('sherman-example.json'), ctx);
    if (!loaded.ok) throw new Error(loaded.error.map((e) => e.message).join('\n'));
    expect(loaded.state).toMatchObject({ phase: 'assault', turn: 1, active: 1 });
    let state = loaded.state;
    for (const a of read('sherman-example.actions.json') as Action[]) {
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    const sherman = state.units.sherman;
    expect(modelDefense(state, sherman.models[0])).toEqual([3, 2]);
    expect(unitSpeed(state, sherman)).toBe(2);
  });

  it('reads hexes as labels, offsets or axial, tiles, commanders, damage, reserves and objectives', () => {
    const r = loadScenario(
      {
        format: 'aam-reloaded-scenario',
        version: 1,
        seed: 'x',
        battlefield: {
          tiles: [
            { tile: 'crossroads', x: 0, y: 0, rotated: true },
            { tile: 'crossroads', x: 0, y: 1 },
          ],
        },
        teams: [
          { name: 'A', units: [{ id: 's', models: ['m4a1-sherman'], at: 'B15', facing: 'NE', damage: [1] }] },
          {
            name: 'B',
            units: [
              {
                id: 'q',
                models: ['mauser-kar-98k', 'wehrmacht-oberleutnant'],
                at: { col: 6, row: 2 },
                commander: { model: 1, grade: 'junior' },
              },
              { id: 'p', models: ['ju-87b-stuka'], status: 'reserve' },
            ],
          },
        ],
        objectives: [{ at: 'E8', value: 3, placedBy: 0 }],
        phase: 'movement',
        turn: 2,
        active: 1,
      },
      ctx,
    );
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
    expect(r.state.units.s).toMatchObject({ at: { q: -6, r: 14 }, facing: 5, models: [{ damage: 1 }] });
    expect(r.state.units.q.models[1].commander).toBe('junior');
    expect(r.state.units.p.status).toBe('reserve');
    expect(r.state.objectives).toEqual([{ id: 1, at: { q: 1, r: 7 }, value: 3, placedBy: 0 }]);
  });

  it('refuses a broken file with every problem found', () => {
    const r = loadScenario(
      {
        format: 'aam-reloaded-scenario',
        version: 1,
        seed: 'x',
        battlefield: {
          tiles: [
            { tile: 'crossroads', x: 0, y: 0 },
            { tile: 'crossroads', x: 0, y: 1, rotated: true },
          ],
        },
        teams: [
          {
            name: 'A',
            units: [
              { id: 's', models: ['no-such-tank'], at: 'B2' },
              { id: 'r', models: ['mauser-kar-98k'], at: 'Z99' },
            ],
          },
          { name: 'B', units: [{ id: 'r2', models: ['mauser-kar-98k'], at: 'E2', damage: [1] }] },
        ],
        phase: 'assault',
      },
      ctx,
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toEqual([
        {
          code: 'UNKNOWN_CARD',
          where: 'teams[0].units[0].models',
          message: 'A, unit s: unknown stat card "no-such-tank"',
        },
      ]);
    const wrong = loadScenario({ format: 'x', version: 2, seed: 1, teams: [] }, ctx);
    // Every problem at once, each typed with a code and the path of what is wrong.
    expect(!wrong.ok && wrong.error).toEqual([
      { code: 'BAD_FORMAT', where: 'format', message: '"format" must be "aam-reloaded-scenario"' },
      { code: 'BAD_FORMAT', where: 'version', message: '"version" must be 1 (this game reads version 1)' },
      { code: 'BAD_VALUE', where: 'seed', message: '"seed" must be a string' },
      {
        code: 'BAD_VALUE',
        where: 'teams',
        message: '"teams" must be two teams, each with a "name" and a list of "units"',
      },
    ]);
    const placed = loadScenario(
      {
        ...read('sherman-example.json'),
        teams: [
          { name: 'A', units: [{ id: 'r', models: ['mauser-kar-98k'], at: 'Z99', damage: [1] }] },
          { name: 'B', units: [] },
        ],
      },
      ctx,
    );
    expect(!placed.ok && placed.error).toEqual([
      {
        code: 'BAD_VALUE',
        where: 'teams[0].units[0].damage[0]',
        message: 'unit r: Mauser Kar 98k is Infantry: it loses models, not damage (R6.6)',
      },
      {
        code: 'BAD_PLACEMENT',
        where: 'teams[0].units[0].at',
        message: 'unit r: "at" must be a hex of the battlefield',
      },
    ]);
  });
});

describe("a scenario's units and Objective Markers, read by their schemas", () => {
  const example = () => read('sherman-example.json');
  const withUnits = (units: unknown[], extra: object = {}) =>
    loadScenario(
      {
        ...example(),
        ...extra,
        teams: [
          { name: 'A', units },
          { name: 'B', units: [] },
        ],
      },
      ctx,
    );

  it('tells a broken head and a broken battlefield at once (the units are read once both are sound)', () => {
    const r = loadScenario(
      {
        format: 'aam-reloaded-scenario',
        version: 1,
        seed: 'x',
        dice: [7],
        battlefield: { tiles: [{ tile: 'no-such-tile', x: 0, y: 0 }] },
        teams: [
          { name: 'A', units: [] },
          { name: 'B', units: [] },
        ],
      },
      ctx,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const where = r.error.map((e) => e.where);
    expect(where).toContain('dice[0]');
    expect(where.some((w) => w.startsWith('battlefield.'))).toBe(true);
  });

  it('R2.1: refuses an inline map with a road across a River without a Bridge, naming its hexes and hexside', () => {
    const example = read('sherman-example.json');
    // A road from A1 east to B1, over a River on their hexside.
    example.map.hexes[0].roads = [0];
    example.map.hexes[1].roads = [3];
    example.map.hexsides = [{ hex: { q: 0, r: 0 }, dir: 0, kind: 'river' }];
    const r = loadScenario(example, ctx);
    expect(!r.ok && r.error).toEqual([
      {
        code: 'BAD_MAP',
        where: 'map',
        message:
          'map: the road from A1 to B1 crosses the River on the east side of A1 without a Bridge: a road crosses a River only on a Bridge (R2.1)',
      },
    ]);
    // A fresh copy, as a file read again is: a map's board is worked out once (getBoard).
    const bridged = structuredClone(example);
    bridged.map.hexsides[0].bridge = true;
    expect(loadScenario(bridged, ctx).ok).toBe(true);
  });

  it("refuses every unit field of the wrong shape at once, each at its path, in the unit's words", () => {
    const r = withUnits([
      { id: 'r', models: ['mauser-kar-98k'], at: 5, facing: 'up', activated: 'yes' },
      { id: 's', models: [], status: 'destroyed', damage: [-1], commander: { model: 0, grade: 'general' } },
      { models: ['mauser-kar-98k'] },
    ]);
    expect(!r.ok && r.error).toEqual([
      {
        code: 'BAD_PLACEMENT',
        where: 'teams[0].units[0].at',
        message: 'A, unit r: "at" must be a hex of the battlefield',
      },
      {
        code: 'BAD_VALUE',
        where: 'teams[0].units[0].facing',
        message: 'A, unit r: facing must be E, SE, SW, W, NW, NE or 0-5',
      },
      {
        code: 'BAD_VALUE',
        where: 'teams[0].units[0].activated',
        message: 'A, unit r: "activated" must be true or false',
      },
      {
        code: 'BAD_UNIT',
        where: 'teams[0].units[1].models',
        message: 'A, unit s: needs an "id" and a non-empty list of "models"',
      },
      { code: 'BAD_VALUE', where: 'teams[0].units[1].status', message: 'A, unit s: unknown status "destroyed"' },
      {
        code: 'BAD_VALUE',
        where: 'teams[0].units[1].damage[0]',
        message: 'A, unit s: damage must list a whole number of at least 0 per model',
      },
      {
        code: 'BAD_UNIT',
        where: 'teams[0].units[1].commander.grade',
        message: 'A, unit s: the Commander\'s grade is "commander", "junior" or "senior" (R1.3)',
      },
      {
        code: 'BAD_UNIT',
        where: 'teams[0].units[2].id',
        message: 'A, unit undefined: needs an "id" and a non-empty list of "models"',
      },
    ]);
  });

  it('refuses a phase or team to act the format does not know with the other head fields, at once', () => {
    const r = loadScenario({ ...example(), seed: 5, phase: 'lunch', active: 2, initiative: '0' }, ctx);
    expect(!r.ok && r.error).toEqual([
      { code: 'BAD_VALUE', where: 'seed', message: '"seed" must be a string' },
      { code: 'BAD_VALUE', where: 'phase', message: '"phase" must be "setup", "movement" or "assault"' },
      { code: 'BAD_VALUE', where: 'active', message: '"active" must be team 0 or 1' },
      { code: 'BAD_VALUE', where: 'initiative', message: '"initiative" must be team 0 or 1' },
    ]);
  });

  it('R3.2: refuses Objective Markers that are not a list, or of the wrong value, at their paths', () => {
    const units = [{ id: 'r', models: ['mauser-kar-98k'], at: 'B2' }];
    const notList = withUnits(units, { objectives: { at: 'B2' } });
    expect(!notList.ok && notList.error).toEqual([
      { code: 'BAD_VALUE', where: 'objectives', message: '"objectives" must be a list' },
    ]);
    const wrong = withUnits(units, {
      objectives: [
        { at: 'B2', value: 2, placedBy: 0 },
        { at: 'B2', value: 4, placedBy: 0 },
        { at: true, value: 1, placedBy: 1 },
      ],
    });
    expect(!wrong.ok && wrong.error).toEqual([
      {
        code: 'BAD_VALUE',
        where: 'objectives[1].value',
        message: 'objective 2: needs "value" 1, 2 or 3 and "placedBy" 0 or 1',
      },
      {
        code: 'BAD_PLACEMENT',
        where: 'objectives[2].at',
        message: 'objective 3: "at" is not a hex of the battlefield',
      },
    ]);
    const placed = withUnits(units, { objectives: [{ at: 'B2', value: 2, placedBy: 0 }] });
    expect(placed.ok && placed.state.objectives).toEqual([
      { id: 1, at: expect.objectContaining({}), value: 2, placedBy: 0 },
    ]);
  });
});

describe('npm run scenario', () => {
  // Built once by the npm script itself (with no file it prints its usage and exits 2), then run
  // directly, file after file.
  let usage: Run;
  beforeAll(() => {
    const built = spawnSync('npm', ['run', '--silent', 'scenario'], { encoding: 'utf8' });
    usage = { code: built.status, out: built.stdout, err: built.stderr };
  }, 120_000);
  const run = (...args: string[]): Run => {
    const r = spawnSync('node', ['.cli/scenario/scenario.js', ...args], { encoding: 'utf8' });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('prints the state and the events as JSON, and refusals as JSON with a non-zero exit', () => {
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.out).error).toContain('usage: npm run scenario');
    const ok = run('tests/scenarios/sherman-example.json', 'tests/scenarios/sherman-example.actions.json');
    expect(ok.code).toBe(0);
    const body = JSON.parse(ok.out);
    expect(body.ok).toBe(true);
    expect(body.log[1].events.find((e: { type: string }) => e.type === 'attack').text).toContain(
      '14 remain: 2 damage (R6.7)',
    );
    const refused = run('tests/scenarios/sherman-example.json', 'tests/scenarios/refused.actions.json');
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.out)).toMatchObject({ ok: false, ruleError: { code: 'NOT_YOUR_UNIT', rule: 'R4.2' } });
    const missing = run('tests/scenarios/nothing-here.json');
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.out).error).toContain('cannot read the scenario file');
  }, 60_000);

  it('exits 2 with the problem and its path for every bad file, and never prints a stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aam-scenario-'));
    try {
      // The example's position on a battlefield of tiles instead of its inline map.
      const { map: _inline, ...example } = read('sherman-example.json');
      const withTiles = (tiles: unknown) => JSON.stringify({ ...example, battlefield: { tiles } });
      const files: Record<string, { text: string; where?: string; says: RegExp }> = {
        'far-x.json': {
          text: withTiles([{ tile: 'crossroads', x: 1e9, y: 0 }]),
          where: 'battlefield.tiles[0].x',
          says: /x must be a whole number from 0 to 19.*not 1000000000/,
        },
        'negative-y.json': {
          text: withTiles([{ tile: 'crossroads', x: 0, y: -5 }]),
          where: 'battlefield.tiles[0].y',
          says: /y must be a whole number from 0 to 24.*not -5/,
        },
        'half-x.json': {
          text: withTiles([{ tile: 'crossroads', x: 0.5, y: 0 }]),
          where: 'battlefield.tiles[0].x',
          says: /not 0\.5/,
        },
        'not-a-tile.json': { text: withTiles([7]), where: 'battlefield.tiles[0]', says: /must be an object/ },
        'huge.json': {
          text: withTiles(
            Array.from({ length: 600 }, (_, k) => ({ tile: 'crossroads', x: k % 20, y: Math.floor(k / 20) })),
          ),
          where: 'battlefield.tiles',
          says: /600 tiles: a battlefield holds at most 500/,
        },
        'past-the-edge.json': {
          text: withTiles([{ tile: 'crossroads', x: 20, y: 0 }]),
          where: 'battlefield.tiles[0].x',
          says: /from 0 to 19/,
        },
        'cut-short.json': { text: '{ "format": "aam-reloaded-scenario", ', says: /is not JSON/ },
      };
      for (const [name, f] of Object.entries(files)) writeFileSync(join(dir, name), f.text);
      const cases: [string, RegExp, string | undefined][] = [
        ...Object.entries(files).map(([name, f]): [string, RegExp, string | undefined] => [
          join(dir, name),
          f.says,
          f.where,
        ]),
        [join(dir, 'nothing-here.json'), /cannot read the scenario file .*nothing-here\.json/, undefined],
        [dir, /cannot read the scenario file .*EISDIR/, undefined],
      ];
      for (const [file, says, where] of cases) {
        const r = run(file);
        const label = `${file}: ${r.out}${r.err}`;
        expect(r.code, label).toBe(2);
        expect(`${r.out}\n${r.err}`, label).not.toMatch(/^\s+at /m);
        expect(r.err, label).toBe('');
        const body = JSON.parse(r.out) as {
          ok: boolean;
          error: string;
          file?: string;
          problems?: { where: string; message: string }[];
        };
        expect(body.ok).toBe(false);
        expect(body.file, label).toBe(file);
        const words = [body.error, ...(body.problems ?? []).map((p) => p.message)].join('\n');
        expect(words, label).toMatch(says);
        if (where)
          expect(
            body.problems?.map((p) => p.where),
            label,
          ).toContain(where);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

type Run = { code: number | null; out: string; err: string };
