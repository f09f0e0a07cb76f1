// Loaded dice never in a game (docs/records.md, "What loads as a scenario"): a game file or a
// saved game whose initial state carries scripted dice, or is not what its own opening makes,
// loads as a scenario, marked with why, and stays marked through saving and loading again;
// honest games, from this edition or an earlier one, load unmarked; the lesson is the lesson.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, fromOffset, hexLabel, type GameState } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { LESSONS } from '../../src/data/tutorial/firstBattle';
import type { AppStore } from '../../src/store/appStore';
import { gameFileText, readGameFile } from '../../src/store/files/gameFile';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { newQuickGame } from '../../src/store/game/newGame';
import { readSave, SAVE_PREFIX, writeSave } from '../../src/store/files/persistence';
import { markDetails, markOfOpening, markSummary, type ScenarioMark } from '../../src/store/files/scenarioMark';
import { lessonStart } from '../../src/store/game/tutorial';
import { MemoryStorage, gameStore } from './fixtures';
import { quietAction, quietGame, skirmish } from './recordsFixtures';

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const clock = () => new Date(Date.UTC(2026, 10, 30, 12, 0, 0));

/** A game file of `initial` and a few quiet actions, as the page writes it. */
function fileOf(initial: GameState, n = 3): string {
  const actions = [];
  let game = initial;
  for (let i = 0; i < n; i++) {
    const a = quietAction(game);
    if (!a) break;
    const r = readGameFile(gameFileText(initial, [...actions, a]));
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    game = r.value.game;
  }
  return gameFileText(initial, actions);
}

function loaded(text: string) {
  const r = readGameFile(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The reasons' codes of a mark, and all its words. */
const codes = (m: ScenarioMark | null) => (m?.kind === 'scenario' ? m.reasons.map((r) => r.code) : []);
const words = (m: ScenarioMark | null) => (m?.kind === 'scenario' ? m.reasons.map((r) => r.text).join(' ') : '');

/** A page on `storage`, resuming what it holds. */
function page(storage: MemoryStorage): AppStore {
  return gameStore({
    listStorage: null,
    catalog: CATALOG_BY_ID,
    now: clock,
    resume: true,
    saveStorage: storage,
    tabStorage: null,
  });
}

/** A quick game whose scripted dice are all 6s, as a hand-edited file has them. */
function loadedDice(): GameState {
  const s = copy(skirmish('loaded'));
  s.rng = { ...s.rng, script: Array(30).fill(6) };
  return s;
}

describe('scripted dice load only as a scenario', () => {
  it('a game file whose dice are all 6s loads marked, with the reason, and stays marked when saved and loaded again', () => {
    const first = loaded(fileOf(loadedDice()));
    expect(codes(first.scenario)).toEqual(['scriptedDice']);
    expect(words(first.scenario)).toMatch(
      /^scripted dice: the next \d+ rolls are set in advance \(6, 6, 6, 6, 6, 6, 6, 6, \.\.\.\)/,
    );
    expect(markSummary(first.scenario!)).toBe('Scenario: scripted dice, not a fair game');
    expect(markDetails(first.scenario!)).toEqual([
      expect.stringMatching(/^Scripted dice: the next \d+ rolls are set in advance .*, not left to the seed\.$/),
    ]);
    // Saved again as the page saves it (the mark kept in the file), then loaded again.
    const again = gameFileText(first.initial, first.actions, clock(), first.players, first.opening, first.scenario);
    expect(JSON.parse(again).scenario).toEqual({ reasons: ['scriptedDice'] });
    expect(codes(loaded(again).scenario)).toEqual(['scriptedDice']);
    // Neither dropping the kept mark nor dropping the dice sheds it.
    const { scenario: _dropped, ...unkept } = JSON.parse(again);
    expect(codes(loaded(JSON.stringify(unkept)).scenario)).toEqual(['scriptedDice']);
    const diceGone = JSON.parse(again);
    delete diceGone.initial.rng.script;
    expect(codes(loaded(JSON.stringify(diceGone)).scenario)).toContain('scriptedDice');
  });

  it('a saved game with scripted dice opens marked through the page, and its save and the file it exports keep the mark', () => {
    const storage = new MemoryStorage();
    const initial = loadedDice();
    expect(
      writeSave(
        storage,
        { id: 'loaded', name: 'Loaded', revision: 0 },
        { initial, actions: [quietAction(initial)!] },
        clock(),
      ),
    ).toMatchObject({ kind: 'saved' });
    const read = readSave(storage, 'loaded');
    expect(read?.ok && codes(read.saved.scenario ?? null)).toEqual(['scriptedDice']);
    // The page opens it (the save written last), plays on, and autosaves: the mark goes with it.
    const app = page(storage);
    expect(codes(app.getState().game.scenario)).toEqual(['scriptedDice']);
    const a = quietAction(app.getState().game.game)!;
    expect(app.getState().game.dispatch(a)).toBe(true);
    const entry = JSON.parse(storage.getItem(`${SAVE_PREFIX}loaded`)!);
    expect(entry.actions).toHaveLength(2);
    expect(entry.scenario).toEqual({ reasons: ['scriptedDice'] });
    // A page opened later still shows it.
    expect(codes(page(storage).getState().game.scenario)).toEqual(['scriptedDice']);
  });

  it('the page loads a file with scripted dice marked, and an honest file after it unmarked', async () => {
    const storage = new MemoryStorage();
    const app = page(storage);
    expect(app.getState().game.scenario).toBeNull();
    const file = loaded(fileOf(loadedDice()));
    app.getState().startGame({ kind: 'replayed', history: file, players: file.players, scenario: file.scenario });
    expect(codes(app.getState().game.scenario)).toEqual(['scriptedDice']);
    const slot = app.getState().records.slot.id;
    expect(JSON.parse(storage.getItem(`${SAVE_PREFIX}${slot}`)!).scenario).toEqual({ reasons: ['scriptedDice'] });
    const honest = loaded(fileOf(skirmish('honest')));
    app.getState().startGame({ kind: 'replayed', history: honest, players: honest.players, scenario: honest.scenario });
    expect(app.getState().game.scenario).toBeNull();
    // Every other way a game begins leaves the mark of the game before behind too.
    for (const next of [
      () => app.getState().startGame({ kind: 'quick', seed: 'after' }),
      () => app.getState().startGame({ kind: 'replayed', history: honest }),
    ]) {
      app.getState().startGame({ kind: 'replayed', history: file, scenario: file.scenario });
      expect(app.getState().game.scenario).not.toBeNull();
      next();
      expect(app.getState().game.scenario).toBeNull();
    }
  });
});

describe('honest games load unmarked', () => {
  it("every way this edition begins a game: the quick games, the new game dialog's setup and placed games", () => {
    const games: [string, GameState][] = [['skirmish', skirmish('fair')]];
    for (const tiles of [4, 6] as const) {
      const r = newQuickGame(`fair-${tiles}`, { tiles });
      if (r.ok) games.push([`quick game of ${tiles} tiles`, r.state]);
    }
    const lists = SAMPLE_ARMIES.map((a) => a.list);
    for (const [i, j] of [
      [0, 1],
      [0, 2],
      [2, 1],
    ] as const) {
      for (const start of ['setup', 'placed'] as const) {
        const plan = planGame({ ...defaultOptions([lists[i], lists[j]], `fair-${i}${j}-${start}`), start, turns: 3 });
        if (!plan.ok) throw new Error(plan.error.map((p) => p.message).join('; '));
        const r = createGame(plan.value);
        if (!r.ok) throw new Error('the plan does not create');
        games.push([`${lists[i].name} against ${lists[j].name}, ${start}`, r.state]);
      }
    }
    expect(games).toHaveLength(9);
    for (const [name, initial] of games) {
      expect(loaded(fileOf(initial)).scenario, name).toBeNull();
    }
  });

  it('a game begun with a card a later check refuses for cards made (No Turret without a facing, reading 48) is still its own opening', () => {
    const lists = SAMPLE_ARMIES.map((a) => a.list);
    for (const start of ['setup', 'placed'] as const) {
      const plan = planGame({ ...defaultOptions([lists[0], lists[1]], `old-card-${start}`), start, turns: 3 });
      if (!plan.ok) throw new Error(plan.error.map((p) => p.message).join('; '));
      const r = createGame(plan.value);
      if (!r.ok) throw new Error('the plan does not create');
      const initial = copy(r.state);
      const rifle = Object.values(initial.defs).find((d) => typeof d.defense === 'number');
      if (!rifle) throw new Error('no card with one Defense');
      rifle.abilities = [...rifle.abilities, { id: 'noTurret' }];
      expect(words(markOfOpening(initial)), start).toBe('');
    }
  });

  it('a setup begun before an army its zone cannot hold was refused (reading 44) is still its own opening', () => {
    const plan = planGame({ ...defaultOptions([SAMPLE_ARMIES[0]!.list, SAMPLE_ARMIES[1]!.list], 'crowded'), turns: 3 });
    if (!plan.ok) throw new Error(plan.error.map((p) => p.message).join('; '));
    const [a, b] = plan.value.teams;
    // 41 Jeeps for a zone of 40 hexes: createGame refuses it today, and made it before.
    const crowded = { ...a, units: [...a.units, ...Array.from({ length: 41 }, () => ({ models: ['jeep'] }))] };
    const setup = { ...plan.value, teams: [crowded, b] as typeof plan.value.teams };
    expect(createGame(setup).ok).toBe(false);
    const begun = createGame({ ...setup, checks: 'played' });
    if (!begun.ok) throw new Error(begun.error.map((p) => p.message).join('; '));
    expect(words(markOfOpening(copy(begun.state)))).toBe('');
  });

  it("files written by earlier editions (schema 2 of 2026-11-24; the dialog's games of 2026-11-27; games of 2026-11-30 that later checks and editions touch) load unmarked", () => {
    const dir = new URL('../records/editions/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const f of files) {
      const text = readFileSync(new URL(f, dir), 'utf8');
      const r = loaded(text);
      expect(r.scenario, f).toBeNull();
      expect(r.actions.length, f).toBeGreaterThan(0);
    }
  });

  it('a finished honest game stays unmarked, and so does its end screen', () => {
    const initial = skirmish('finished', 1);
    const actions = quietGame(initial);
    const r = loaded(gameFileText(initial, actions));
    expect(r.game.phase).toBe('ended');
    expect(r.scenario).toBeNull();
  });
});

describe('an opening changed by hand is marked where it can be checked', () => {
  it('a unit given damage before the first action (a game with the setup)', () => {
    const lists = SAMPLE_ARMIES.map((a) => a.list);
    const plan = planGame({ ...defaultOptions([lists[0], lists[1]], 'damaged'), start: 'setup' });
    if (!plan.ok) throw new Error('no plan');
    const made = createGame(plan.value);
    if (!made.ok) throw new Error('no game');
    const s = copy(made.state);
    const tank = Object.values(s.units).find((u) => u.models[0].def === 'm4a1-sherman')!;
    tank.models[0].damage = 2;
    const mark = loaded(fileOf(s)).scenario;
    expect(codes(mark)).toEqual(['changedOpening']);
    expect(words(mark)).toBe(`the opening was changed: M4A1 Sherman (${tank.id}) begins the game damaged (R6.7)`);
    // Placed on the map before the setup has begun placing anything (R3.3).
    const placed = copy(made.state);
    const at = fromOffset(3, 14);
    Object.assign(placed.units[tank.id], { status: 'map', at });
    expect(words(loaded(fileOf(placed)).scenario)).toBe(
      `the opening was changed: M4A1 Sherman (${tank.id}) stands in ${hexLabel(at)}; the game's creation has it undeployed`,
    );
  });

  it('a unit moved in a quick game, to a hex it could stand in', () => {
    const s = copy(skirmish('moved'));
    const rifles = Object.values(s.units).find(
      (u) => u.team === 0 && u.status === 'map' && u.models[0].def === 'm1-garand-rifle',
    )!;
    const before = rifles.at!;
    // One hex along its row, where nothing else stands.
    const taken = new Set(Object.values(s.units).flatMap((u) => (u.at ? [hexLabel(u.at)] : [])));
    const to = [
      { q: before.q + 1, r: before.r },
      { q: before.q - 1, r: before.r },
    ].find((h) => !taken.has(hexLabel(h)))!;
    rifles.at = to;
    const mark = loaded(fileOf(s)).scenario;
    expect(codes(mark)).toEqual(['changedOpening']);
    expect(words(mark)).toBe(
      `the opening was changed: M1 Garand Rifle (${rifles.id}) stands in ${hexLabel(to)}; a quick game puts it in ${hexLabel(before)} (R2.2)`,
    );
  });

  it("the dice generator moved: the dice to come are not the seed's", () => {
    const s = copy(skirmish('generator'));
    if (!('alea' in s.rng)) throw new Error('a quick game rolls the seeded generator');
    s.rng = { alea: { ...s.rng.alea, s0: 0.5 } };
    const mark = loaded(fileOf(s)).scenario;
    expect(codes(mark)).toEqual(['changedOpening']);
    expect(words(mark)).toMatch(/dice generator is not where its seed puts it/);
  });

  it("dice of another kind than the seeded generator (online games' keyed dice) are not held against the opening", () => {
    const lists = SAMPLE_ARMIES.map((a) => a.list);
    const plan = planGame({ ...defaultOptions([lists[0], lists[1]], 'keyed'), start: 'setup' });
    if (!plan.ok) throw new Error('no plan');
    const made = createGame(plan.value);
    if (!made.ok) throw new Error('no game');
    // A generator the seed alone does not make, which gave the other side the initiative.
    const keyed = {
      ...copy(made.state),
      rng: { keyed: 'k' },
      initiative: 1 - made.state.initiative,
      active: 1 - made.state.active,
    } as unknown as GameState;
    expect(markOfOpening(keyed)).toBeNull();
    const damaged = copy(keyed);
    Object.values(damaged.units)[0].models[0].damage = 1;
    expect(codes(markOfOpening(damaged))).toEqual(['changedOpening']);
  });

  it('a game that begins in the middle of turn 2 is a prepared position', () => {
    let s = skirmish('midway', 3);
    for (let i = 0; s.turn < 2 || s.phase !== 'assault'; i++) {
      const a = quietAction(s);
      const r = a && applyAction(s, a);
      if (!r?.ok || i > 300) throw new Error('no way to turn 2');
      s = r.state;
    }
    const mark = loaded(fileOf(s)).scenario;
    expect(codes(mark)).toEqual(['preparedPosition']);
    expect(words(mark)).toMatch(/^a prepared position: the game begins in turn 2's Assault Phase/);
  });
});

describe('the guided lesson', () => {
  const lesson = LESSONS[0];

  it('is marked as the lesson it is, not as a suspect scenario, in a save, a file and the page', () => {
    const { state } = lessonStart(lesson);
    expect(state.rng.script?.length).toBeGreaterThan(0);
    expect(markOfOpening(state)).toEqual({ kind: 'lesson', name: lesson.name });
    expect(loaded(fileOf(state, 2)).scenario).toEqual({ kind: 'lesson', name: lesson.name });
    const storage = new MemoryStorage();
    const app = page(storage);
    expect(app.getState().tutorial.start(lesson.id).ok).toBe(true);
    expect(app.getState().game.scenario).toEqual({ kind: 'lesson', name: lesson.name });
    const entry = JSON.parse(storage.getItem(`${SAVE_PREFIX}${app.getState().records.slot.id}`)!);
    expect(entry.scenario).toBeUndefined();
    expect(markSummary(app.getState().game.scenario!)).toBe(
      `Lesson: ${lesson.name}, from a position and dice set for the lesson`,
    );
  });

  it('saved before the stat cards carried their year and source row, it is still the lesson (docs/armies.md, "The card pool")', () => {
    const s = copy(lessonStart(lesson).state);
    for (const def of Object.values(s.defs)) {
      expect(def.sourceRow).toBeGreaterThan(1);
      delete def.year;
      delete def.sourceRow;
    }
    expect(markOfOpening(s)).toEqual({ kind: 'lesson', name: lesson.name });
  });

  it('with its dice changed, it is a scenario like any other', () => {
    const s = copy(lessonStart(lesson).state);
    s.rng.script = Array(20).fill(6);
    expect(codes(loaded(fileOf(s, 0)).scenario)).toEqual(['scriptedDice']);
  });
});
