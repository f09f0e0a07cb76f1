// The first hour, through the page at 1366x768 and 1280x720: text that is true of the
// unit, a map fitted to every new battlefield, a top bar that keeps "New
// game" whatever the armies are called and a unit card that stays readable while deploying,
// hex coordinates on the map, and dice that do not cover the map for long.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  applyAction,
  awaiting,
  createGame,
  fromOffset,
  objectiveHexes,
  unitName,
  type Action,
  type GameState,
} from '../src/engine';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { wrapList } from '../src/store/files/armyFormat';
import { defaultOptions, planGame } from '../src/store/game/gameOptions';
import { withoutHandOff } from './settings';
import { currentSave } from './saves';
import { clickHex, screenOf } from './board';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';
const AIRBORNE = SAMPLE_ARMIES.find((s) => s.id === 'sample-british-airborne')!.list;
const US = SAMPLE_ARMIES.find((s) => s.id === 'sample-us-army')!.list;
// The longest names a list may have (60 characters, armyFormat LIMITS) are about this long.
const LONG_BLUE = 'The 1st Airborne Division Battle Group at Arnhem Bridge';
const LONG_RED = 'The 2nd Armored Division Hell on Wheels Combat Command B';

/** The two long-named lists, saved before the page loads (one script: the page reads them once). */
async function saveLongLists(page: Page): Promise<void> {
  const armies = [
    wrapList({ ...AIRBORNE, name: LONG_BLUE }, new Date('2026-01-01'), 'long-blue'),
    wrapList({ ...US, name: LONG_RED }, new Date('2026-01-01'), 'long-red'),
  ];
  await page.addInitScript((list) => {
    for (const a of list) localStorage.setItem(`aam-reloaded.army.${a.id}`, JSON.stringify(a));
  }, armies);
}

/** The new game dialog with the two long-named lists (150 and 100 points), started. */
async function startLongNamedGame(page: Page, seed: string, start: 'setup' | 'placed'): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByLabel(/Player 1/).selectOption({ label: LONG_BLUE });
  await dialog.getByLabel(/Player 2/).selectOption({ label: LONG_RED });
  await dialog.getByLabel(/Seed/).fill(seed);
  await dialog.getByLabel(start === 'setup' ? /Full setup/ : /Quick game/).check();
  // A bigger battlefield than the page's first game (R2.4).
  await dialog.getByLabel('Battlefield').selectOption('4');
  // R1.2: built to different limits: said before the battle starts, and the battle may start.
  const warning = dialog.getByTestId('point-limit-warning');
  await expect(warning).toContainText('different point limits');
  await expect(warning).toContainText('150 pts');
  await expect(warning).toContainText('100 pts');
  return void (await dialog
    .getByRole('button', { name: 'Start the battle' })
    .click()
    .then(() => expect(dialog).toBeHidden()));
}

/** Every corner hex of the battlefield is drawn inside the canvas. */
async function expectWholeMapInView(page: Page, game: { cols: number; rows: number }): Promise<void> {
  const canvas = (await page.getByTestId('board').boundingBox())!;
  for (const [col, row] of [
    [0, 0],
    [game.cols - 1, 0],
    [0, game.rows - 1],
    [game.cols - 1, game.rows - 1],
  ]) {
    const p = await screenOf(page, fromOffset(col, row));
    expect(p.x, `hex ${col},${row}`).toBeGreaterThanOrEqual(canvas.x);
    expect(p.x, `hex ${col},${row}`).toBeLessThanOrEqual(canvas.x + canvas.width);
    expect(p.y, `hex ${col},${row}`).toBeGreaterThanOrEqual(canvas.y);
    expect(p.y, `hex ${col},${row}`).toBeLessThanOrEqual(canvas.y + canvas.height);
  }
}

async function expectNewGameInBar(page: Page): Promise<void> {
  const viewport = page.viewportSize()!;
  const box = (await page.getByRole('button', { name: 'New game' }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  const bar = (await page.locator('.phase-bar').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
}

for (const size of [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test(`${size.width}x${size.height}: a new game after zooming and panning opens fitted, warns of uneven point limits, keeps "New game" in the bar`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await withoutHandOff(page);
    await saveLongLists(page);
    await page.goto('/?seed=first-hour-open');
    await expect(page.getByTestId('board')).toBeVisible();
    // The player zooms in and drags the map well away.
    for (let i = 0; i < 6; i++) await page.keyboard.press('+');
    const canvas = (await page.getByTestId('board').boundingBox())!;
    await page.mouse.move(canvas.x + 200, canvas.y + 200);
    await page.mouse.down();
    await page.mouse.move(canvas.x + 900, canvas.y + 600, { steps: 8 });
    await page.mouse.up();

    await startLongNamedGame(page, `first-hour-${size.width}`, 'placed');
    await expect(page.getByTestId('battlefield')).toHaveText('20 x 16 hexes');
    await expectWholeMapInView(page, { cols: 20, rows: 16 });
    await expectNewGameInBar(page);
    await expect(page.getByTestId('active-team')).toContainText('to act');
    await shot(page, { path: `${SHOTS}/first-hour-${size.width}-quick.png` });
  });
}

test('1366x768: the unit card stays readable while deploying; the stat card shows the real range bands and numbers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await withoutHandOff(page);
  await saveLongLists(page);
  await page.goto('/?seed=first-hour-open');
  await expect(page.getByTestId('board')).toBeVisible();
  await startLongNamedGame(page, 'first-hour-deploy', 'setup');

  // The engine's copy of the game, fed the same clicks, says what to click next.
  const plan = planGame({
    ...defaultOptions(
      [
        { ...AIRBORNE, name: LONG_BLUE },
        { ...US, name: LONG_RED },
      ],
      'first-hour-deploy',
    ),
    field: { tiles: 4 },
  });
  if (!plan.ok) throw new Error('plan');
  const created = createGame(plan.value);
  if (!created.ok) throw new Error('create');
  let state: GameState = created.state;
  const apply = (a: Action) => {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  };
  while (awaiting(state).kind === 'placeObjective') {
    const hexes = objectiveHexes(state);
    const at = hexes[Math.floor(hexes.length / 2)];
    await clickHex(page, at);
    apply({ type: 'placeObjective', at });
  }
  await expect(page.getByTestId('deploy-panel')).toBeVisible();
  await expectNewGameInBar(page);
  const panel = page.getByRole('region', { name: 'Selected unit' });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.height, 'the unit card keeps a readable height while the deployment tray is long').toBeGreaterThanOrEqual(
    230,
  );
  // Point 8: the card says the unit's number (Close Assault 6), never a literal "#"; a rifleman
  // (Defense 4, one number) has no facing because of its Defense, not its type (R5.5).
  const card = panel.locator('.stat-card').first();
  await expect(card).toContainText('An attack of 6 dice');
  await expect(card).not.toContainText('#');
  await expect(page.getByTestId('deploy-panel')).toContainText(
    'has no facing: only a unit whose Defense has two numbers, front and rear, has one (R5.5)',
  );
  await expect(page.getByTestId('deploy-panel')).not.toContainText('#');
  await shot(page, { path: `${SHOTS}/first-hour-deploy.png` });
});

test('1366x768: the dice fade from the map to a small button that brings them back; hex coordinates print on the map', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await withoutHandOff(page, { fadeDice: true });
  await page.goto('/');
  // A first visit: the welcome screen's way to a game at this screen.
  await page.getByTestId('welcome-friend').click();
  const dialog = page.getByRole('dialog', { name: 'Play a friend here' });
  await dialog.getByLabel(/Seed/).fill('first-hour-dice');
  await dialog.getByLabel(/Quick game/).check();
  await dialog.getByRole('button', { name: 'Start the battle' }).click();
  // The turn's initiative roll is on the map at first...
  const tray = page.getByTestId('dice-tray');
  await expect(tray).toContainText('initiative');
  await shot(page, { path: `${SHOTS}/first-hour-dice-shown.png` });
  // ...then leaves it, down to a button (waited for, not timed: DiceTray's dwell is a few seconds).
  const chip = page.getByTestId('dice-chip');
  await expect(chip).toBeVisible({ timeout: 15_000 });
  await expect(tray).toBeHidden();
  await shot(page, { path: `${SHOTS}/first-hour-dice-away.png` });
  await chip.click();
  await expect(tray).toContainText('initiative');
  await expect(chip).toBeHidden();

  // Point 6: hex labels as the log names hexes, on the map (a setting, kept in the browser).
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel(/Hex coordinates on the map/).check();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('aam-reloaded.settings.v1')!).showCoords)).toBe(
    true,
  );
  await page.keyboard.press('Escape');
  await shot(page, { path: `${SHOTS}/first-hour-coords.png` });

  // Point 2: the enemy's card without losing the unit selected.
  const game = (await currentSave<{ initial: GameState }>(page)).initial;
  const mine = Object.values(game.units).find((u) => u.team === game.active && u.at)!;
  const enemy = Object.values(game.units).find((u) => u.team !== game.active && u.at)!;
  await clickHex(page, mine.at!);
  const panel = page.getByRole('region', { name: 'Selected unit' });
  await expect(panel).toContainText(unitName(game, mine));
  await clickHex(page, enemy.at!);
  await expect(panel).toContainText(unitName(game, enemy));
  await expect(panel.getByTestId('inspecting')).toContainText(`${unitName(game, mine)} stays selected`);
  await shot(page, { path: `${SHOTS}/first-hour-inspect.png` });
  await panel.getByRole('button', { name: `Back to ${unitName(game, mine)}` }).click();
  await expect(panel.getByTestId('inspecting')).toBeHidden();
  await expect(panel).toContainText(unitName(game, mine));
});
