// The battlefield at a glance and at rest (docs/development.md, "Drawing the battlefield"), on a 6-tile battlefield at
// 1366x768: an idle page requests no animation frame; a move is animated unless the player
// asks for reduced motion, and a key skips it; screenshots of the counters and of a move
// under way go to e2e/screenshots/ for a person to look at.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applyAction, budgetOf, hexLabel, neighbor, reachableHexes, type Action, type GameState } from '../src/engine';
import { markerPlace } from '../src/render/counterLayout';
import { gameFileText } from '../src/store/files/gameFile';
import { skirmish } from '../tests/store/recordsFixtures';
import { planNext } from './play/policy';
import { newQuickGame } from '../src/store/game/newGame';
import { clickHex, screenOf } from './board';
import { withoutHandOff } from './settings';
import { shot } from './shots';

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

test('an idle battlefield requests no animation frame', async ({ page }) => {
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
  const tank = Object.values(start.units).find(
    (u) => u.team === start.active && u.at && u.models[0].def.match(/sherman|panzer/i),
  )!;
  const target = reachableHexes(start, tank, budgetOf(start, tank)).find(
    (r) => r.path.length === 2 && r.rolls.length === 0,
  )!;
  await clickHex(page, tank.at!);
  await clickHex(page, target.hex);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(target.hex));
  return target.hex;
}

test('counters read at a glance on a 6-tile battlefield, with names zoomed in', async ({ page }) => {
  const start = await openQuickGame(page, 'counters-glance');
  // One unit activated this phase: its counter is dimmed and ticked.
  const target = await moveTank(page, start);
  await page.getByRole('button', { name: 'End activation' }).click();
  await expect(page.getByTestId('active-team')).toHaveText(`${start.teams[1 - start.active].name} to act`);
  await page.keyboard.press('Escape');
  await shot(page, { path: 'e2e/screenshots/counters-glance.png' });
  // Zoomed in about the tank: names, nations and Speed show.
  const p = await screenOf(page, target);
  await page.mouse.move(p.x, p.y);
  for (let k = 0; k < 3; k++) await page.mouse.wheel(0, -300);
  await shot(page, { path: 'e2e/screenshots/counters-detail.png' });
});

test.describe('animations', () => {
  // The page's clock, once installed, stays with it: a browser of its own (e2e/fixtures.ts).
  test.use({ freshContext: true });
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
    await shot(page, { path: 'e2e/screenshots/animation-slide.png' });
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

test.describe('the attack animation', () => {
  // The page's clock, once installed, stays with it: a browser of its own (e2e/fixtures.ts).
  test.use({ freshContext: true });
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
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [
      'aam-reloaded.game.v2',
      JSON.stringify({ version: 1, initial, actions }),
    ] as const);
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
    await shot(page, { path: 'e2e/screenshots/animation-attack.png' });
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => window.__aamBoard!.animating())).toBe(false);
    await page.clock.resume();
  });
});

/**
 * A quick game's 6-tile battlefield with the US counters moved round two Objective Markers: one on
 * a marker, one in the hex below another, two sharing the hex below that one's other side. Built
 * with the engine and opened as a game file.
 */
function aroundMarkers(seed: string): GameState {
  const start = quickStart(seed);
  const [m1, m2] = start.objectives;
  const own = Object.values(start.units).filter((u) => u.team === 0 && u.at);
  const places = [m1.at, neighbor(m2.at, 1), neighbor(m2.at, 2), neighbor(m2.at, 2)];
  const units = { ...start.units };
  own.slice(0, places.length).forEach((u, i) => {
    units[u.id] = { ...u, at: places[i] };
  });
  return { ...start, units };
}

for (const size of [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test(`${size.width}x${size.height}: Objective Markers read on a 6-tile battlefield, with the counters round them (screenshots)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const game = aroundMarkers('markers');
    await page.goto('/?tiles=6&seed=markers');
    await page.getByTestId('load-file').setInputFiles({
      name: 'markers.json',
      mimeType: 'application/json',
      buffer: Buffer.from(gameFileText(game, [])),
    });
    await expect(page.getByTestId('battlefield')).toHaveText('30 x 16 hexes');
    await page.getByTestId('records-notice').getByRole('button', { name: 'Dismiss' }).click();
    const [m1, m2] = game.objectives;
    // The zoom the battlefield fits at: hex centres side by side are 69.3 world pixels apart.
    const a = await screenOf(page, m1.at);
    const b = await screenOf(page, neighbor(m1.at, 0));
    const zoom = Math.hypot(b.x - a.x, b.y - a.y) / (40 * Math.sqrt(3));
    expect(zoom).toBeLessThan(0.6);
    // The marker at that zoom: at least 16 pixels across, its digit at least 9 pixels high.
    const marker = markerPlace(zoom, 0);
    expect(2 * marker.radius * zoom).toBeGreaterThanOrEqual(16);
    expect(marker.fontSize * zoom).toBeGreaterThanOrEqual(9);
    await shot(page, { path: `e2e/screenshots/markers-6tiles-${size.width}.png` });
    // Close up (the same pixels, only cut out): the markers and the counters round them.
    const c = await screenOf(page, m2.at);
    await shot(page, {
      path: `e2e/screenshots/markers-close-${size.width}.png`,
      clip: { x: c.x - 90, y: c.y - 70, width: 180, height: 150 },
    });
    const d = await screenOf(page, m1.at);
    await shot(page, {
      path: `e2e/screenshots/markers-held-${size.width}.png`,
      clip: { x: d.x - 90, y: d.y - 70, width: 180, height: 150 },
    });
    // Zoomed in on the second marker: names show under the counters, the marker keeps its place.
    await page.mouse.move(c.x, c.y);
    for (let k = 0; k < 3; k++) await page.mouse.wheel(0, -300);
    const e = await screenOf(page, m2.at);
    await shot(page, {
      path: `e2e/screenshots/markers-zoomed-${size.width}.png`,
      clip: { x: e.x - 200, y: e.y - 150, width: 400, height: 320 },
    });
  });
}
