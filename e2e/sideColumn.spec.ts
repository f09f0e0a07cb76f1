// The column beside the map at 1366x768 and 1280x720: the decision panel and every control it
// offers are in view without scrolling (the deployment with its facing control, the Scout step,
// a Movement Phase with a unit selected, an attack with its odds, Defensive Fire, the end of the
// game), the unit card and the log taking what is left. And facings (R5.5) on the two-tile
// battlefield, which a wide window shows turned a quarter: the facing control's arrow points
// where the counter is drawn facing, and the control, the unit card and the log name it alike.
// Each position is built with the engine and opened as a game file, as a player opens one.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  applyAction,
  awaiting,
  createGame,
  hexKey,
  hexLabel,
  hexsideAt,
  legalActions,
  neighbor,
  terrainAt,
  unitName,
  zoneHexes,
  type Action,
  type GameSetup,
  type GameState,
  type Hex,
} from '../src/engine';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { gameFileText } from '../src/store/files/gameFile';
import { clickHex, screenOf } from './board';
import { controlsCutOff } from './inView';
import { skirmishMap, type BattleMap } from './position';
import { withoutHandOff } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
] as const;

const sample = (id: string) => SAMPLE_ARMIES.find((s) => s.id === id)!.list;

function created(setup: Omit<GameSetup, 'catalog' | 'seed'>): GameState {
  // R3.1: 6+6 against 1+1, team 0 wins the first roll.
  const r = createGame({ seed: 'e2e-side-column', catalog: CATALOG_BY_ID, diceScript: [6, 6, 1, 1], ...setup });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
  return r.state;
}

/** Plays, from `state`, the action `pick` chooses while `go` holds: the state reached and the actions. */
function playWhile(
  state: GameState,
  go: (s: GameState) => boolean,
  pick: (list: Action[]) => Action,
): { state: GameState; actions: Action[] } {
  const actions: Action[] = [];
  let s = state;
  while (go(s)) {
    const a = pick(legalActions(s));
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.state;
  }
  return { state: s, actions };
}

/** The quietest answer: place on the map, stay, end, hold fire, keep the roll; else the first offered. */
function quiet(list: Action[]): Action {
  const order: Action['type'][] = [
    'placeObjective',
    'deploy',
    'hold',
    'endActivation',
    'passDefensiveFire',
    'reroll',
    'chooseCommandTargets',
    'endGameVote',
  ];
  for (const type of order) {
    const a = list.find((x) => x.type === type && (x.type !== 'endGameVote' || x.end));
    if (a) return a;
  }
  return list[0];
}

/** Two 200-point sample armies (ten units for the Wehrmacht, two Cromwells among the British to Scout, R3.4) in a full setup on the two-tile battlefield. */
function fullSetup(): GameState {
  const teams = [sample('sample-germany-200'), sample('sample-uk-200')].map((list) => ({
    name: list.name,
    units: list.units.map((u) => ({ models: u.models })),
  }));
  return created({ map: skirmishMap(), teams: teams as GameSetup['teams'], start: 'setup' });
}

const open = (map: BattleMap, h: Hex): boolean => terrainAt(map, h) === 'open';

/**
 * A Sherman with an enemy squad two hexes east-north-east of it: two steps east pass from one hex
 * next to the squad to another (R5.7 Defensive Fire); in the Assault Phase the squad is in range
 * (R6.1). Five more US units stand in their zone, so the list of units that may act is a long one.
 */
function ambush(
  phase: 'movement' | 'assault',
  turns: number | null = null,
): { state: GameState; actions: Action[]; tank: Hex; step: Hex } {
  const map = skirmishMap();
  let found: { start: Hex; enemy: Hex } | undefined;
  for (let r = 2; r < map.rows - 3 && !found; r++) {
    for (let col = 1; col < map.cols - 3 && !found; col++) {
      const start = { q: col - Math.floor(r / 2), r };
      const spot = { start, enemy: { q: start.q + 2, r: start.r - 1 } };
      const [h1, h2] = [neighbor(start, 0), neighbor(neighbor(start, 0), 0)];
      if (
        [start, h1, h2, spot.enemy].every((h) => open(map, h)) &&
        hexsideAt(map, start, 0) === null &&
        hexsideAt(map, h1, 0) === null
      )
        found = spot;
    }
  }
  if (!found) throw new Error('no open ground for the ambush');
  const step = neighbor(neighbor(found.start, 0), 0);
  const taken = new Set([found.start, found.enemy, neighbor(found.start, 0), step].map(hexKey));
  const free = zoneHexes(map, 0).filter((h) => terrainAt(map, h) === 'open' && !taken.has(hexKey(h)));
  const squads = [0, 1, 2, 3, 4].map((i) => ({
    models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle'],
    at: free[i * 3],
  }));
  const initial = created({
    map,
    start: 'placed',
    settings: { turns },
    teams: [
      { name: 'US Army', units: [{ id: 'tank', models: ['m4a1-sherman'], at: found.start, facing: 0 }, ...squads] },
      {
        name: 'Wehrmacht',
        units: [{ id: 'ambush', models: ['panzerschreck', 'mauser-kar-98k', 'mauser-kar-98k'], at: found.enemy }],
      },
    ],
  });
  const played = playWhile(initial, (s) => s.phase !== phase && s.phase !== 'ended', quiet);
  return { state: initial, actions: played.actions, tank: found.start, step };
}

/**
 * Opens a position as a game file through the File menu (the page first opened on an explicit game
 * link, whatever a first visit to plain / shows; a test starts on a page of no game: about:blank,
 * or the site's favicon of the worker's shared page, e2e/fixtures.ts).
 */
async function openGame(page: Page, name: string, initial: GameState, actions: Action[] = []): Promise<void> {
  await page.setViewportSize(SIZES[0]);
  if (new URL(page.url()).pathname !== '/') {
    await withoutHandOff(page);
    await page.goto('/?seed=side-column');
  }
  const file = `${name}.json`;
  await page
    .getByTestId('load-file')
    .setInputFiles({ name: file, mimeType: 'application/json', buffer: Buffer.from(gameFileText(initial, actions)) });
  await expect(page.getByTestId('records-notice')).toContainText(file);
}

/** At both sizes: every control of the decision panel (and of `more`, e.g. the end screen) in view; a screenshot of each. */
async function allInView(page: Page, name: string, more: string[] = []): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const decision = page.getByRole('region', { name: 'Decision' });
    await expect(decision).toBeVisible();
    await shot(page, { path: `${SHOTS}/side-column-${name}-${size.width}x${size.height}.png` });
    expect(await controlsCutOff(decision), `${name} at ${size.width}x${size.height}`).toEqual([]);
    for (const testId of more)
      expect(
        await controlsCutOff(page.getByTestId(testId)),
        `${name}: ${testId} at ${size.width}x${size.height}`,
      ).toEqual([]);
    // The unit card (when it shows a unit, not the one-line hint) and the log keep a readable height beside it.
    const card = page.getByRole('region', { name: 'Selected unit' });
    if ((await card.getByRole('heading').count()) > 0)
      expect(
        (await card.boundingBox())!.height,
        `the card at ${size.width}x${size.height} (${name})`,
      ).toBeGreaterThanOrEqual(90);
    expect(
      (await page.getByRole('region', { name: 'Game log' }).boundingBox())!.height,
      `the log at ${size.width}x${size.height} (${name})`,
    ).toBeGreaterThanOrEqual(60);
  }
  await page.setViewportSize(SIZES[0]);
}

/** The direction of a screen vector, in degrees clockwise from the right. */
const degrees = (from: { x: number; y: number }, to: { x: number; y: number }) =>
  ((Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI + 360) % 360;
const gap = (a: number, b: number) => Math.min(Math.abs(a - b) % 360, 360 - (Math.abs(a - b) % 360));

test('deployment with the facing control, on the turned two-tile battlefield: the control points where the counter faces, and names it as the card and the log do', async ({
  page,
}) => {
  const initial = fullSetup();
  const { state, actions } = playWhile(initial, (s) => awaiting(s).kind === 'placeObjective', quiet);
  expect(awaiting(state)).toMatchObject({ kind: 'deploy', team: 0 });
  await openGame(page, 'deployment', initial, actions);
  const tray = page.getByTestId('deploy-panel');
  // The first unit, picked for the player, is infantry (no facing): its card keeps a readable
  // height beside a tray of ten units (with the two-unit tray of British Airborne, e2e/firstHour
  // asks 230 px).
  await expect(tray.getByText('has no facing')).toBeVisible();
  await shot(page, { path: `${SHOTS}/side-column-deploy-infantry-1366x768.png` });
  expect((await page.getByRole('region', { name: 'Selected unit' }).boundingBox())!.height).toBeGreaterThanOrEqual(210);
  const panther = Object.values(state.units).find((u) => u.models[0].def === 'panther-ausf-a')!;
  await tray.getByRole('button', { name: new RegExp(`^${unitName(state, panther)}`) }).click();
  const control = tray.getByRole('group', { name: 'Facing' });
  await expect(control).toBeVisible();
  await allInView(page, 'deploy');

  // The battlefield (10 x 16 hexes) is shown turned a quarter: a hex's east neighbour is below it.
  const zone = zoneHexes(state.map, 0);
  const [a, b] = [await screenOf(page, { q: 0, r: 0 }), await screenOf(page, { q: 1, r: 0 })];
  expect(Math.abs(a.x - b.x)).toBeLessThan(1);
  expect(b.y).toBeGreaterThan(a.y);
  // The button at the top of the control is named north, as is the hexside that points up.
  const north = control.getByRole('button', { name: 'Face north', exact: true });
  await north.click();
  await expect(north).toHaveAttribute('aria-pressed', 'true');
  await expect(north).toHaveText('N');
  const dir = Number(await north.getAttribute('data-dir'));
  const box = async (l: ReturnType<Page['getByTestId']>) => {
    const r = (await l.boundingBox())!;
    return { x: r.x + r.width / 2, y: r.y + r.height / 2, r };
  };
  const centre = await box(control.getByTestId('facing-dot'));
  const button = await box(north);
  // The arrow's tip is the corner of its box farthest from the centre dot.
  const arrow = (await box(control.getByTestId('facing-arrow'))).r;
  const tip = [
    { x: arrow.x, y: arrow.y },
    { x: arrow.x + arrow.width, y: arrow.y },
    { x: arrow.x, y: arrow.y + arrow.height },
    { x: arrow.x + arrow.width, y: arrow.y + arrow.height },
  ].sort((p, q) => Math.hypot(q.x - centre.x, q.y - centre.y) - Math.hypot(p.x - centre.x, p.y - centre.y))[0];
  const arrowWay = degrees(centre, tip);
  expect(gap(arrowWay, 270), 'the arrow points up').toBeLessThan(10);
  expect(gap(degrees(centre, button), arrowWay), 'the lit button sits where the arrow points').toBeLessThan(10);
  // The card of the unit being placed names the facing it will take, as the control does.
  await expect(page.getByTestId('unit-facing')).toHaveText('N');
  await shot(page, { path: `${SHOTS}/side-column-facing-north-1366x768.png` });

  // Placed with that facing: the counter faces the hexside that is up on the screen.
  const at = zone.find(
    (h) =>
      legalActions(state).some((x) => x.type === 'deploy' && x.unit === panther.id && hexKey(x.at) === hexKey(h)) &&
      terrainAt(state.map, h) === 'open',
  )!;
  await clickHex(page, at);
  await expect(page.getByTestId('log')).toContainText(
    `places ${unitName(state, panther)} at ${hexLabel(at)}, facing N (R3.3)`,
  );
  const [here, ahead] = [await screenOf(page, at), await screenOf(page, neighbor(at, dir as 0))];
  expect(gap(degrees(here, ahead), arrowWay), 'the counter is drawn facing the way the control pointed').toBeLessThan(
    10,
  );
});

test('the Scout step (R3.4), then the Movement Phase with a unit selected: the decision in view', async ({ page }) => {
  const initial = fullSetup();
  const setup = playWhile(
    initial,
    (s) => awaiting(s).kind === 'placeObjective' || awaiting(s).kind === 'deploy',
    quiet,
  );
  expect(awaiting(setup.state).kind).toBe('scout');
  await openGame(page, 'scout', initial, setup.actions);
  await expect(page.getByTestId('scout-panel')).toBeVisible();
  await allInView(page, 'scout');

  const turn = playWhile(setup.state, (s) => s.phase === 'setup', quiet);
  const mover = awaiting(turn.state);
  expect(mover.kind).toBe('activate');
  await openGame(page, 'movement', initial, [...setup.actions, ...turn.actions]);
  const first = turn.state.units[(mover as { units: string[] }).units[0]];
  await page
    .getByRole('list', { name: 'Units that may act' })
    .getByRole('button', { name: new RegExp(`^${unitName(turn.state, first)}`) })
    .first()
    .click();
  await expect(page.getByTestId('unit-position')).toBeVisible();
  await allInView(page, 'movement-selected');
  // Hide folds the log to its title and the card takes the room; Show brings the lines back.
  const card = page.getByRole('region', { name: 'Selected unit' });
  const log = page.getByRole('region', { name: 'Game log' });
  const before = (await card.boundingBox())!.height;
  await log.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByTestId('log')).toBeHidden();
  // The card takes the room once the side column is laid out again: read until it holds.
  await expect.poll(async () => (await card.boundingBox())!.height).toBeGreaterThan(before + 40);
  await log.getByRole('button', { name: /^Show/ }).click();
  await expect(page.getByTestId('log')).toBeVisible();
  // A large screen: the same order, more room for the card and the log.
  await page.setViewportSize({ width: 1920, height: 1080 });
  expect(await controlsCutOff(page.getByRole('region', { name: 'Decision' }))).toEqual([]);
  await shot(page, { path: `${SHOTS}/side-column-movement-selected-1920x1080.png` });
});

test('an attack aimed with its odds (R6.1), Defensive Fire offered (R5.7), the end of the game: the decision in view', async ({
  page,
}) => {
  const assault = ambush('assault');
  await openGame(page, 'assault', assault.state, assault.actions);
  await clickHex(page, assault.tank);
  await page.keyboard.press('a');
  const decision = page.getByRole('region', { name: 'Decision' });
  const target = assault.state.units.ambush;
  await decision.getByRole('button', { name: `${unitName(assault.state, target)} at ${hexLabel(target.at!)}` }).click();
  await expect(decision.getByTestId('roll')).toBeVisible();
  await allInView(page, 'attack-odds');

  const movement = ambush('movement');
  await openGame(page, 'ambush', movement.state, movement.actions);
  await clickHex(page, movement.tank);
  await clickHex(page, movement.step);
  await expect(page.getByTestId('decision-team')).toHaveText('Wehrmacht');
  await expect(decision.getByRole('button', { name: 'Hold fire' })).toBeVisible();
  await allInView(page, 'defensive-fire');

  // R7.3: a one-turn game played to its end.
  const short = ambush('movement', 1);
  const ended = playWhile(short.state, (s) => s.phase !== 'ended', quiet);
  await openGame(page, 'ended', short.state, ended.actions);
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await allInView(page, 'end', ['end-screen']);
});
