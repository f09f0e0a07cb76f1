// Scenario files (docs/scenarios.md): loaded, played, and refused with every problem when broken;
// and the npm run scenario command.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
        battlefield: { tiles: [{ tile: 'crossroads', x: 0, y: 0, rotated: true }, { tile: 'crossroads', x: 0, y: 1 }] },
        teams: [
          { name: 'A', units: [{ id: 's', models: ['m4a1-sherman'], at: 'B15', facing: 'NE', damage: [1] }] },
          {
            name: 'B',
            units: [
              { id: 'q', models: ['mauser-kar-98k', 'wehrmacht-oberleutnant'], at: { col: 6, row: 2 }, commander: { model: 1, grade: 'junior' } },
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
        battlefield: { tiles: [{ tile: 'crossroads', x: 0, y: 0 }, { tile: 'crossroads', x: 0, y: 1, rotated: true }] },
        teams: [
          { name: 'A', units: [{ id: 's', models: ['no-such-tank'], at: 'B2' }, { id: 'r', models: ['mauser-kar-98k'], at: 'Z99' }] },
          { name: 'B', units: [{ id: 'r2', models: ['mauser-kar-98k'], at: 'E2', damage: [1] }] },
        ],
        phase: 'assault',
      },
      ctx,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual([{ code: 'UNKNOWN_CARD', where: 'teams[0].units[0].models', message: 'A, unit s: unknown stat card "no-such-tank"' }]);
    const wrong = loadScenario({ format: 'x', version: 2, seed: 1, teams: [] }, ctx);
    // Every problem at once, each typed with a code and the path of what is wrong.
    expect(!wrong.ok && wrong.error).toEqual([
      { code: 'BAD_FORMAT', where: 'format', message: '"format" must be "aam-reloaded-scenario"' },
      { code: 'BAD_FORMAT', where: 'version', message: '"version" must be 1 (this game reads version 1)' },
      { code: 'BAD_VALUE', where: 'seed', message: '"seed" must be a string' },
      { code: 'BAD_VALUE', where: 'teams', message: '"teams" must be two teams, each with a "name" and a list of "units"' },
    ]);
    const placed = loadScenario({ ...read('sherman-example.json'), teams: [{ name: 'A', units: [{ id: 'r', models: ['mauser-kar-98k'], at: 'Z99', damage: [1] }] }, { name: 'B', units: [] }] }, ctx);
    expect(!placed.ok && placed.error).toEqual([
      { code: 'BAD_VALUE', where: 'teams[0].units[0].damage[0]', message: 'unit r: Mauser Kar 98k is Infantry: it loses models, not damage (R6.6)' },
      { code: 'BAD_PLACEMENT', where: 'teams[0].units[0].at', message: 'unit r: "at" must be a hex of the battlefield' },
    ]);
  });
});

describe('npm run scenario', () => {
  it('prints the state and the events as JSON, and refusals as JSON with a non-zero exit', () => {
    const run = (...args: string[]) => {
      try {
        return { code: 0, out: execFileSync('npm', ['run', '--silent', 'scenario', '--', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }) };
      } catch (e) {
        const err = e as { status: number; stdout: string };
        return { code: err.status, out: err.stdout };
      }
    };
    const ok = run('tests/scenarios/sherman-example.json', 'tests/scenarios/sherman-example.actions.json');
    expect(ok.code).toBe(0);
    const body = JSON.parse(ok.out);
    expect(body.ok).toBe(true);
    expect(body.log[1].events.find((e: { type: string }) => e.type === 'attack').text).toContain('14 remain: 2 damage (R6.7)');
    const refused = run('tests/scenarios/sherman-example.json', 'tests/scenarios/refused.actions.json');
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.out)).toMatchObject({ ok: false, ruleError: { code: 'NOT_YOUR_UNIT', rule: 'R4.2' } });
    const missing = run('tests/scenarios/nothing-here.json');
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.out).error).toContain('cannot read the scenario file');
  }, 60_000);
});
