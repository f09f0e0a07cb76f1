// Informed choices (R5.7) through the page at 1366x768: a route chosen through a waypoint (shift-
// click) that avoids the Defensive Fire the direct route draws (R5.7); each Defensive Fire answer
// offered with its odds before the roll; the deployment's warning on a Marsh hex a Vehicle could
// never leave (R5.1); a disabled Attack with its reason (R6.1); a double click on Roll firing one
// model, not two (R4.5, src/ui/singleClick.ts), and the board's keys after it (Enter on the hex
// cursor, H with a list focused). Each position is built with the
// engine, saved as a game file and loaded through the File menu, as a player opens a shared one:
// all six in one page (e2e/sharedPage.ts), each file replacing the game the last one left.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  applyAction,
  awaiting,
  createGame,
  DIRS,
  hexKey,
  hexLabel,
  hexsideAt,
  legalActions,
  neighbor,
  terrainAt,
  toOffset,
  unitName,
  zoneHexes,
  type Action,
  type BattleMap,
  type GameState,
  type Hex,
  type TeamSetup,
} from '../src/engine';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { buildBattlefield } from '../src/store/game/newGame';
import { gameFileText } from '../src/store/files/gameFile';
import { SKIRMISH_LAYOUT } from '../src/data/tiles';
import { currentSave } from './saves';
import { withoutHandOff } from './settings';
import { clickHex, hoverHex } from './board';
import { sharedPage } from './sharedPage';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';
const SIZE = { width: 1366, height: 768 };

const opened = sharedPage(
  async (page) => {
    await withoutHandOff(page);
    await page.goto('/#/battle');
  },
  { viewport: SIZE },
);

function battlefield(): BattleMap {
  const built = buildBattlefield(SKIRMISH_LAYOUT);
  if (!built.ok) throw new Error(built.error.map((e) => e.message).join('; '));
  return built.value;
}

const add = (h: Hex, dq: number, dr: number): Hex => ({ q: h.q + dq, r: h.r + dr });

/** Open ground, and open ground or Forest or Hill all round it (no Marsh, City or Water next to it). */
function clear(map: BattleMap, h: Hex): boolean {
  return (
    terrainAt(map, h) === 'open' &&
    DIRS.every((d) => !['marsh', 'city', 'water'].includes(terrainAt(map, neighbor(h, d)) ?? 'open'))
  );
}

/** A step between two open hexes over a hexside with nothing on it. */
function plainStep(map: BattleMap, from: Hex, to: Hex): boolean {
  const d = DIRS.find((x) => hexKey(neighbor(from, x)) === hexKey(to));
  return (
    d !== undefined &&
    terrainAt(map, from) === 'open' &&
    terrainAt(map, to) === 'open' &&
    hexsideAt(map, from, d) === null
  );
}

/**
 * A tank at `start`; the straight way east (`h1`, then `h2`) passes an enemy at `enemy` (north-east
 * of h1, so next to h1 and h2: the step h1 -> h2 draws Defensive Fire, R5.7); the way round by
 * `south` (south-east of start) and the hex east of it stays 2 hexes from the enemy.
 */
function ambush(map: BattleMap): { start: Hex; h1: Hex; h2: Hex; enemy: Hex; south: Hex } {
  for (let r = 2; r < map.rows - 3; r++) {
    for (let col = 1; col < map.cols - 3; col++) {
      const start = { q: col - Math.floor(r / 2), r };
      const spot = {
        start,
        h1: add(start, 1, 0),
        h2: add(start, 2, 0),
        enemy: add(start, 2, -1),
        south: add(start, 0, 1),
      };
      const round = add(start, 1, 1);
      const steps: [Hex, Hex][] = [
        [start, spot.h1],
        [spot.h1, spot.h2],
        [start, spot.south],
        [spot.south, round],
        [round, spot.h2],
      ];
      if (terrainAt(map, spot.enemy) === 'open' && steps.every(([a, b]) => plainStep(map, a, b))) return spot;
    }
  }
  throw new Error('no open ground for the ambush');
}

function created(map: BattleMap, teams: [TeamSetup, TeamSetup], start: 'placed' | 'setup'): GameState {
  // R3.1: 6+6 against 1+1, the US Army wins the first roll.
  const r = createGame({
    seed: 'e2e-informed',
    map,
    catalog: CATALOG_BY_ID,
    teams,
    diceScript: [6, 6, 1, 1],
    ...(start === 'placed' ? { start } : {}),
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
  return r.state;
}

/**
 * Loads the position as a game file in the file's one page (the game the last test left is
 * replaced), under a name of its own: the notice of the last file is not taken for this one's.
 */
async function load(name: string, initial: GameState, actions: Action[] = []): Promise<Page> {
  const page = opened();
  await page.getByTestId('load-file').setInputFiles({
    name: `${name}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(gameFileText(initial, actions)),
  });
  await expect(page.getByTestId('records-notice')).toContainText(`Loaded ${name}.json:`);
  return page;
}

/** The game as the page saved it (its actions), read back from the browser. */
async function savedActions(page: Page): Promise<Action[]> {
  return (await currentSave<{ actions: Action[] }>(page)).actions;
}

function ambushGame(): { state: GameState; spot: ReturnType<typeof ambush> } {
  const map = battlefield();
  const spot = ambush(map);
  const state = created(
    map,
    [
      { name: 'US Army', units: [{ id: 'tank', models: ['m4a1-sherman'], at: spot.start, facing: 0 }] },
      {
        name: 'Wehrmacht',
        units: [{ id: 'ambush', models: ['panzerschreck', 'mauser-kar-98k', 'mauser-kar-98k'], at: spot.enemy }],
      },
    ],
    'placed',
  );
  return { state, spot };
}

test('R5.7 a waypoint (shift-click) takes the route round the enemy: the preview follows it, Escape clears it, the move goes through it', async () => {
  const { state, spot } = ambushGame();
  const page = await load('waypoint', state);
  await expect(page.getByTestId('active-team')).toHaveText('US Army to act');
  await clickHex(page, spot.start);
  const tip = page.getByTestId('hover-tip');
  // The direct route to h2 steps between two hexes next to the enemy.
  await hoverHex(page, spot.h2);
  await expect(tip).toContainText('Defensive Fire from');
  // Shift-click the hex south-east of the tank: the route goes through it, round the enemy.
  await page.keyboard.down('Shift');
  await clickHex(page, spot.south);
  await page.keyboard.up('Shift');
  await expect(page.getByTestId('route-hint')).toContainText('Route through');
  await hoverHex(page, spot.h2);
  await expect(tip).toContainText('via');
  await expect(tip).not.toContainText('Defensive Fire');
  await expect(tip).toContainText('left');
  await shot(page, { path: `${SHOTS}/informed-waypoint.png` });
  // Escape forgets the waypoint (the tank stays selected): the direct route again.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('route-hint')).not.toContainText('Route through');
  await hoverHex(page, spot.h1);
  await hoverHex(page, spot.h2);
  await expect(tip).toContainText('Defensive Fire from');
  // Again, and this time the move is made along it: no Defensive Fire is offered.
  await page.keyboard.down('Shift');
  await clickHex(page, spot.south);
  await page.keyboard.up('Shift');
  await clickHex(page, spot.h2);
  await expect.poll(async () => (await savedActions(page)).length).toBe(1);
  const [move] = await savedActions(page);
  expect(move.type).toBe('move');
  const path = (move as Extract<Action, { type: 'move' }>).path.map(hexKey);
  expect(path[0]).toBe(hexKey(spot.south));
  expect(path.at(-1)).toBe(hexKey(spot.h2));
  await expect(page.getByTestId('decision-team')).toHaveText('US Army');
});

test('R5.7 Defensive Fire offered with the odds of each hex to fire from: range band, front or rear, the chance to hurt', async () => {
  const { state, spot } = ambushGame();
  const page = await load('defensive-fire', state);
  await clickHex(page, spot.start);
  await clickHex(page, spot.h2);
  await expect(page.getByTestId('decision-team')).toHaveText('Wehrmacht');
  const odds = page.getByTestId('df-odds');
  // Two hexes to fire from (and Close Assault is only in its own hex): each with its odds.
  await expect(odds.first()).toBeVisible();
  expect(await odds.count()).toBeGreaterThanOrEqual(2);
  for (const line of await odds.allTextContents())
    expect(line).toMatch(/^Short range, 1 hex, into its (front|rear): 3 attacks, [\d.<]+% that at least one hurts it$/);
  // R6.8: the tank faces east (its step). Taken in the hex it left, the enemy (north-east of it) is
  // in front; in the hex it entered, the enemy is north-west of it: behind its line, the rear.
  const texts = await odds.allTextContents();
  expect(texts.some((t) => t.includes('into its front'))).toBe(true);
  expect(texts.some((t) => t.includes('into its rear'))).toBe(true);
  await page
    .getByRole('button', { name: /the hex it left/ })
    .first()
    .scrollIntoViewIfNeeded();
  await shot(page, { path: `${SHOTS}/informed-defensive-fire-choices.png` });
  await page.getByText('Odds of each attack').first().click();
  await expect(page.getByTestId('attack-odds').first()).toContainText('Panzerschreck');
  await shot(page, { path: `${SHOTS}/informed-defensive-fire.png` });
  await page
    .getByRole('button', { name: /the hex it entered/ })
    .first()
    .click();
  await expect.poll(async () => (await savedActions(page)).at(-1)?.type).toBe('defensiveFire');
});

test('R5.1 deploying a Vehicle: a Marsh hex with no road is marked and the panel warns before the click', async () => {
  const open = battlefield();
  // A Marsh hex with no road, with no Marsh, City or Water next to it, in each team's deployment zone (R2.2).
  const index = (h: Hex) => toOffset(h).row * open.cols + toOffset(h).col;
  // Its own road is taken away with the Marsh (R2.1: a road crosses a hexside both hexes list).
  const marsh = ([0, 1] as const).map((team) => zoneHexes(open, team).find((x) => clear(open, x))!);
  // A new map object: the engine caches what it derives from a map by the object.
  const map: BattleMap = {
    ...open,
    hexes: open.hexes.map((x, i) => (marsh.some((m) => index(m) === i) ? { terrain: 'marsh' } : x)),
  };
  const initial = created(
    map,
    [
      {
        name: 'US Army',
        units: [
          { id: 'tank', models: ['m4a1-sherman'] },
          { id: 'gi', models: Array<string>(6).fill('m1-garand-rifle') },
        ],
      },
      { name: 'Wehrmacht', units: [{ id: 'rifles', models: Array<string>(6).fill('mauser-kar-98k') }] },
    ],
    'setup',
  );
  // The Objective Markers (R3.2) placed by the engine's first choice each time, then deployment.
  const { state, actions } = playWhile(
    initial,
    (s) => awaiting(s).kind === 'placeObjective',
    () => 0,
  );
  expect(awaiting(state)).toMatchObject({ kind: 'deploy', team: 0 });
  const page = await load('marsh', initial, actions);
  await expect(page.getByTestId('deploy-panel')).toBeVisible();
  // The tank is the first of the tray: picked for the player. On the Marsh hex, the warning.
  await hoverHex(page, marsh[0]);
  const warning = page.getByTestId('deploy-warning');
  await expect(warning).toContainText('could never leave');
  await expect(warning).toContainText('Vehicles enter and leave Marsh hexes only along a road');
  await expect(warning).toContainText('hexes next to it) (R5.1)');
  await expect(page.getByTestId('hover-tip')).toContainText('Warning:');
  await shot(page, { path: `${SHOTS}/informed-marsh-warning.png` });
  // Open ground next to it: no warning.
  await hoverHex(page, neighbor(marsh[0], 0));
  await expect(warning).toBeHidden();
});

/** Plays the listed action `pick` chooses while `go` holds, from `state`: the state reached and the actions. */
function playWhile(
  state: GameState,
  go: (s: GameState) => boolean,
  pick: (list: Action[]) => number,
): { state: GameState; actions: Action[] } {
  const actions: Action[] = [];
  let s = state;
  while (go(s)) {
    const list = legalActions(s);
    const a = list[pick(list)];
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.state;
  }
  return { state: s, actions };
}

/**
 * Six riflemen of the US Army (`gi`) at `us` and six of the Wehrmacht (`rifles`) at `de`; the
 * Movement Phase played with every unit staying (R4.3), so the Assault Phase opens with the US
 * Army to act.
 */
function riflesAtAssault(
  map: BattleMap,
  us: Hex,
  de: Hex,
): { initial: GameState; state: GameState; actions: Action[] } {
  const initial = created(
    map,
    [
      { name: 'US Army', units: [{ id: 'gi', models: Array<string>(6).fill('m1-garand-rifle'), at: us }] },
      { name: 'Wehrmacht', units: [{ id: 'rifles', models: Array<string>(6).fill('mauser-kar-98k'), at: de }] },
    ],
    'placed',
  );
  const { state, actions } = playWhile(
    initial,
    (s) => s.phase === 'movement',
    (list) => list.findIndex((a) => a.type === 'hold'),
  );
  return { initial, state, actions };
}

test('R6.1 a unit with no target: Attack is shown disabled, with the reason and the rule', async () => {
  const map = battlefield();
  const gi = zoneHexes(map, 0).find((h) => clear(map, h))!;
  const far = zoneHexes(map, 1).find((h) => clear(map, h))!;
  const { initial, state, actions } = riflesAtAssault(map, gi, far);
  expect(state.phase).toBe('assault');
  const page = await load('no-target', initial, actions);
  await expect(page.getByTestId('active-team')).toHaveText('US Army to act');
  await clickHex(page, gi);
  const button = page.getByTestId('attack-disabled');
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('Attack');
  await expect(button).toHaveAttribute('title', /\(R6\.1\)$/);
  const why = page.getByTestId('why-no-attack');
  await expect(why).toContainText('No enemy can be attacked now');
  await expect(why).toContainText('M1 Garand Rifle has no attack against');
  await expect(why).toContainText('(R6.1)');
  await shot(page, { path: `${SHOTS}/informed-attack-disabled.png` });
});

/**
 * riflesAtAssault with the two squads side by side, loaded as `name`, the US squad selected and
 * aimed at the enemy (R6.1).
 */
async function aimedBeside(name: string): Promise<{ page: Page; decision: Locator }> {
  const map = battlefield();
  // Side by side on open ground: in sight of each other whatever the ground around (R6.3).
  const beside = (h: Hex) => DIRS.find((d) => clear(map, neighbor(h, d)));
  const gi = zoneHexes(map, 0).find((h) => clear(map, h) && beside(h) !== undefined)!;
  const near = neighbor(gi, beside(gi)!);
  const { initial, state, actions } = riflesAtAssault(map, gi, near);
  const page = await load(name, initial, actions);
  await expect(page.getByTestId('active-team')).toHaveText('US Army to act');
  await clickHex(page, gi);
  await page.keyboard.press('a');
  const decision = page.getByRole('region', { name: 'Decision' });
  await decision.getByRole('button', { name: `${unitName(state, state.units.rifles)} at ${hexLabel(near)}` }).click();
  await expect(decision.getByRole('button', { name: 'Roll all 6 at it, one by one' })).toBeVisible();
  return { page, decision };
}

test('R4.5 a double click on Roll fires one model, not two: no die is rolled by a click meant once', async () => {
  const { page, decision } = await aimedBeside('double-click-roll');
  await decision.getByTestId('roll').dblclick();
  // One model fired: five left to roll, and one attack saved.
  await expect(decision.getByRole('button', { name: 'Roll all 5 at it, one by one' })).toBeVisible();
  await expect.poll(async () => (await savedActions(page)).filter((a) => a.type === 'attack').length).toBe(1);
  // Roll keeps the focus; once the arrows have moved the hex cursor, Enter clicks the hex, not Roll.
  await expect(decision.getByTestId('roll')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('e');
  await expect.poll(async () => (await savedActions(page)).at(-1)?.type).toBe('endActivation');
  expect((await savedActions(page)).filter((a) => a.type === 'attack')).toHaveLength(1);
});

test("a list picked with the mouse keeps the focus, and the board's keys still act: H holds the unit", async () => {
  const { page, decision } = await aimedBeside('list-keys');
  const model = decision.getByLabel('Model');
  await model.selectOption({ index: 1 });
  await model.focus();
  await page.keyboard.press('h');
  await expect.poll(async () => (await savedActions(page)).at(-1)).toEqual({ type: 'hold', unit: 'gi' });
});
