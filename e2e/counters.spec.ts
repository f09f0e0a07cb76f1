// The battlefield at a glance and at rest (issue 13 points 9-11), on a 6-tile battlefield at
// 1366x768: an idle page requests no animation frame; a move is animated unless the player
// asks for reduced motion, and a key skips it; screenshots of the counters and of a move
// under way go to e2e/screenshots/ for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { applyAction, budgetOf, hexLabel, reachableHexes, type Action, type GameState } from '../src/engine';
import { skirmish } from '../tests/store/recordsFixtures';
import { planNext } from './play/policy';
import { newQuickGame } from '../src/store/newGame';
import { clickHex, screenOf } from './board';
import { withoutHandOff } from './settings';

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async ({ page }) => {
  await withoutHandOff(page);
  // Counts every requestAnimationFrame the page makes (Pixi's ticker would make 60 a second).
  await page.addInitScript(() => {
    const w = window as unknown as { __rafRequests: number };
    w.__rafRequests = 0;
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => {
      w.__rafRequests++;
      return original(cb);
    };
  });
});

const requests = (page: Page) => page.evaluate(() => (window as unknown as { __rafRequests: number }).__rafRequests);

/** Soon, a whole second in which the page requests no animation frame (a count, not a timing). */
async function expectIdle(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const from = await requests(page);
      await page.waitForTimeout(1000);
      return (await requests(page)) - from;
    })
    .toBe(0);
}

test('an idle battlefield requests no animation frame (point 11)', async ({ page }) => {
  await page.goto('/?tiles=6&seed=idle');
  await expect(page.getByTestId('battlefield')).toHaveText('30 x 16 hexes');
  // Once the first drawing is done, a whole second passes with no frame requested.
  await expectIdle(page);
  // A drag pans the map (frames are requested while it moves), and the page is idle again after.
  const box = (await page.getByTestId('board').boundingBox())!;
  const before = await requests(page);
  await page.mouse.move(box.x + 300, box.y + 300);
  await page.mouse.down();
  await page.mouse.move(box.x + 400, box.y + 350, { steps: 5 });
  await page.mouse.up();
  expect(await requests(page)).toBeGreaterThan(before);
  await expectIdle(page);
});

function quickStart(seed: string): GameState {
  const r = newQuickGame(seed, { tiles: 6 });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.state;
}

/** Map animations on (withoutHandOff turns them off for the other tests). */
async function withAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'aam-reloaded.settings.v1';
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), animateMap: true }));
  });
}

/**
 * Opens a quick game on 6 tiles; the game as the engine starts it. Returns once the PixiJS map
 * has taken over from the painted first frame: that takeover happens in an animation frame, so a
 * test that then stops the page's clock (below) would otherwise freeze the page on the painted
 * frame, with no map to animate and no `window.__aamBoard`.
 */
async function openQuickGame(page: Page, seed: string): Promise<GameState> {
  const start = quickStart(seed);
  await page.goto(`/?tiles=6&seed=${seed}`);
  await expect(page.getByTestId('battlefield')).toHaveText('30 x 16 hexes');
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  return start;
}

/** Moves the active team's tank to a hex two steps away that it reaches with no roll (the engine says so). */
async function moveTank(page: Page, start: GameState) {
  const tank = Object.values(start.units).find((u) => u.team === start.active && u.at && u.models[0].def.match(/sherman|panzer/i))!;
  const target = reachableHexes(start, tank, budgetOf(start, tank)).find((r) => r.path.length === 2 && r.rolls.length === 0)!;
  await clickHex(page, tank.at!);
  await clickHex(page, target.hex);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(target.hex));
  return target.hex;
}

test('counters read at a glance on a 6-tile battlefield, with names zoomed in (point 9)', async ({ page }) => {
  const start = await openQuickGame(page, 'counters-glance');
  // One unit activated this phase: its counter is dimmed and ticked.
  const target = await moveTank(page, start);
  await page.getByRole('button', { name: 'End activation' }).click();
  await expect(page.getByTestId('active-team')).toHaveText(`${start.teams[1 - start.active].name} to act`);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'e2e/screenshots/counters-glance.png' });
  // Zoomed in about the tank: names, nations and Speed show.
  const p = await screenOf(page, target);
  await page.mouse.move(p.x, p.y);
  for (let k = 0; k < 3; k++) await page.mouse.wheel(0, -300);
  await page.screenshot({ path: 'e2e/screenshots/counters-detail.png' });
});

test.describe('animations (point 10)', () => {
  test.beforeEach(({ page }) => withAnimations(page));

  test('a move slides the counter along its path, and a key skips to the end', async ({ page }) => {
    await page.clock.install();
    const start = await openQuickGame(page, 'counters-slide');
    // The page's time stands still from here: the animation moves only when the test says.
    await page.clock.pauseAt(Date.now() + 60_000);
    await moveTank(page, start);
    expect(await page.evaluate(() => window.__aamBoard!.animating())).toBe(true);
    await page.clock.runFor(250);
    expect(await page.evaluate(() => window.__aamBoard!.animating())).toBe(true);
    await page.screenshot({ path: 'e2e/screenshots/animation-slide.png' });
    await page.keyboard.press('Shift');
    expect(await page.evaluate(() => window.__aamBoard!.animating())).toBe(false);
    await page.clock.resume();
  });

  test('with reduced motion nothing is animated', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const start = await openQuickGame(page, 'counters-reduced');
    // Time stands still, so an animation started would still be playing below.
    await page.clock.pauseAt(Date.now() + 60_000);
    await moveTank(page, start);
    expect(await page.evaluate(() => window.__aamBoard!.animating())).toBe(false);
  });
});

test.describe('the attack animation (point 10)', () => {
  test.beforeEach(({ page }) => withAnimations(page));

  test('a replay stepped forward over an attack draws the shot with what it did', async ({ page }) => {
    // The skirmish played by the full game's plan (e2e/play/policy.ts) up to its first attack.
    const initial = skirmish('e2e-attack-animation');
    const actions: Action[] = [];
    let state = initial;
    for (;;) {
      const a = planNext(state);
      const r = applyAction(state, a);
      if (!r.ok || actions.length > 400) throw new Error('no attack in the plan');
      actions.push(a);
      state = r.state;
      if (r.events.some((e) => e.type === 'attack')) break;
    }
    await page.goto('/#/battle');
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), ['aam-reloaded.game.v2', JSON.stringify({ version: 1, initial, actions })] as const);
    await page.clock.install();
    await page.reload();
    await page.waitForFunction(() => window.__aamBoard !== undefined);
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    const k = actions.length - 1;
    await page.getByLabel('Position in the game').fill(String(k));
    await expect(page.getByTestId('replay-position')).toContainText(`Step ${k} of ${k + 1}`);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Forward' }).click();
    await expect(page.getByTestId('replay-position')).toContainText(`Step ${k + 1} of ${k + 1}`);
    expect(await page.evaluate(() => window.__aamBoard!.animating())).toBe(true);
    await page.clock.runFor(320);
    await page.screenshot({ path: 'e2e/screenshots/animation-attack.png' });
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => window.__aamBoard!.animating())).toBe(false);
    await page.clock.resume();
  });
});
