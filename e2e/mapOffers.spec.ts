// What the map lights is what a click there does (store/view/hexIntents.ts), through the page:
// - the first battle after its Defensive Fire step: the squad that already moved lights nothing,
//   hovering draws no route, and a click says why (R4.3) and keeps it selected;
// - a hot-seat game: a click on an empty hex out of reach says why (R5.x) and keeps the unit
//   selected; a right click on a hex it reaches gives no order; Escape closes an open menu and
//   only that, then deselects;
// - a game of the AI against the AI, paused while it decides: its unit may be selected (its card
//   shown), but nothing is lit, hovering draws no route and a click moves nothing;
// - an online game in two browsers: the deciding player is offered the setup's hexes, the waiting
//   one nothing.
// Screenshots at 1366x768 and 1280x720 in e2e/screenshots/map-offers-*.png.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { awaiting, getBoard, hexKey, hexLabel, parseHexLabel, type GameState, type Hex } from '../src/engine';
import { hexIntents } from '../src/store/view/hexIntents';
import { unitsAt } from '../src/store/view/selectors';
import { DEFAULT_INTENT } from '../src/store/slices/ui';
import { clickHex, hoverHex, screenOf } from './board';
import { readSave, replay } from './play/driver';
import { DE, quickGame, US } from './quickGame';
import { closeContexts, withoutHandOff } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';

/** The hexes the map lights as offers now (MapView's test handle). */
const offers = (page: Page) => page.evaluate(() => window.__aamBoard?.offers() ?? null);

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shot(page, { path: `${SHOTS}/map-offers-${name}-${width}x${height}.png` });
  }
}

/** The position now, once the game waits for a unit to be activated. */
async function toActivate(page: Page): Promise<GameState> {
  await expect.poll(async () => awaiting(replay(await readSave(page)).game).kind, { timeout: 20_000 }).toBe('activate');
  return replay(await readSave(page)).game;
}

/** A unit of the deciding team with somewhere to move, and a hex it reaches. */
function moverOf(game: GameState): { unit: string; reach: Hex } {
  const d = awaiting(game);
  if (d.kind !== 'activate') throw new Error(`not an activation: ${d.kind}`);
  for (const unit of d.units) {
    for (const it of hexIntents({ game, selected: unit, intent: DEFAULT_INTENT }).values()) {
      if (it.kind === 'act' && it.action.type === 'move')
        return { unit, reach: it.action.path[it.action.path.length - 1] };
    }
  }
  throw new Error('no unit can move');
}

test.use({ viewport: { width: 1366, height: 768 } });
test.afterEach(closeContexts);

test('the first battle after Defensive Fire: the squad that moved lights nothing, and a click says why', async ({
  page,
}) => {
  await withoutHandOff(page);
  await page.goto('/?seed=map-offers-lesson');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('dialog', { name: 'New game' }).getByTestId('start-tutorial').click();
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', 'activate');
  await clickHex(page, parseHexLabel('F9')!);
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', 'move');
  await clickHex(page, parseHexLabel('F8')!);
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', 'defensive-fire');
  await page.locator('[data-tutorial="df-to"]').click();
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', 'select-sherman');
  // The squad is still selected, in F8: hovering a hex next to it draws no route (it moved, R4.3).
  await expect(page.getByTestId('unit-position')).toHaveText('F8');
  expect(await offers(page)).toEqual([]);
  const f7 = parseHexLabel('F7')!;
  await hoverHex(page, f7);
  await expect(page.getByTestId('hover-tip')).toContainText('F7');
  await expect(page.getByTestId('hover-tip')).not.toContainText('Speed');
  await shoot(page, 'lesson-after-defensive-fire');
  const actions = (await readSave(page)).actions.length;
  await clickHex(page, f7);
  await expect(page.getByTestId('rule-error')).toContainText(
    'M1 Garand Rifle has already been activated this phase (R4.3)',
  );
  await expect(page.getByTestId('unit-position')).toHaveText('F8');
  expect((await readSave(page)).actions).toHaveLength(actions);
  // The lesson goes on as before: the Sherman is the next step.
  await clickHex(page, parseHexLabel('E9')!);
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', 'stay');
});

test('a click on an empty hex out of reach says why and keeps the unit selected; a right click gives no order; Escape closes a menu, then deselects', async ({
  page,
}) => {
  await withoutHandOff(page);
  await page.goto('/?seed=map-offers-reach');
  const game = await toActivate(page);
  const { unit } = moverOf(game);
  const lit = hexIntents({ game, selected: unit, intent: DEFAULT_INTENT });
  const from = game.units[unit].at!;
  // The farthest empty hex: out of any unit's reach on turn 1.
  const far = getBoard(game.map)
    .hexAt.filter((h) => !lit.has(hexKey(h)) && unitsAt(game, h).length === 0)
    .sort((a, b) => Math.abs(b.r - from.r) - Math.abs(a.r - from.r))[0];
  await clickHex(page, from);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(from));
  // Control: the deciding side's unit is offered its reach, one lit hex per intent.
  await expect.poll(async () => (await offers(page))?.length).toBe(lit.size);
  await clickHex(page, far);
  await expect(page.getByTestId('rule-error')).toContainText(/beyond the reach|cannot reach/);
  await expect(page.getByTestId('rule-error')).toContainText(/\(R5\.\d\)/);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(from));
  expect((await readSave(page)).actions).toHaveLength(0);
  await shoot(page, 'out-of-reach');
  // A right click on a hex it reaches gives no order: only the main button clicks the map.
  const { reach } = moverOf(game);
  const at = await screenOf(page, reach);
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(from));
  expect((await readSave(page)).actions).toHaveLength(0);
  // Escape closes an open menu and only that: the unit stays selected.
  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  await settings.click();
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(from));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('unit-position')).toBeHidden();
});

test('the AI deciding (paused): its unit can be selected, but no route is drawn and a click moves nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await withoutHandOff(page);
  await quickGame(page, ['easy', 'easy'], 'map-offers-ai');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('ai-paused')).toBeVisible({ timeout: 20_000 });
  // Paused where it was (an activation under way, a decision): Step plays on to a unit to choose.
  let game = replay(await readSave(page)).game;
  for (let steps = 0; awaiting(game).kind !== 'activate'; steps++) {
    expect(steps, 'a unit to activate within a few steps').toBeLessThan(20);
    const played = (await readSave(page)).actions.length;
    await page.getByRole('button', { name: 'Step' }).click();
    await expect.poll(async () => (await readSave(page)).actions.length, { timeout: 20_000 }).toBeGreaterThan(played);
    await expect(page.getByTestId('ai-paused')).toBeVisible({ timeout: 20_000 });
    game = replay(await readSave(page)).game;
  }
  const { unit, reach } = moverOf(game);
  const actions = (await readSave(page)).actions.length;
  await clickHex(page, game.units[unit].at!);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(game.units[unit].at!));
  expect(await offers(page)).toEqual([]);
  await hoverHex(page, reach);
  await expect(page.getByTestId('hover-tip')).toContainText(hexLabel(reach));
  await expect(page.getByTestId('hover-tip')).not.toContainText('Speed');
  await shoot(page, 'ai-deciding');
  await clickHex(page, reach);
  expect((await readSave(page)).actions).toHaveLength(actions);
  await expect(page.getByTestId('rule-error')).toBeHidden();
});

test("online: the player to decide is offered the setup's hexes, the waiting player nothing", async ({ browser }) => {
  test.setTimeout(60_000);
  const host = await player(browser);
  await host.goto('/?seed=map-offers-online');
  await host.getByRole('button', { name: 'New game' }).click();
  await host.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Play online…' }).click();
  const dialog = host.getByRole('dialog', { name: 'Play online' });
  await dialog.getByLabel('Your army').selectOption({ label: US.name });
  await dialog.getByRole('button', { name: 'Create the game' }).click();
  const link = await host.getByTestId('online-lobby').getByTestId('invite-link').inputValue();
  const guest = await player(browser);
  await guest.goto(link);
  await guest.getByTestId('online-lobby').getByLabel('Your army').selectOption({ label: DE.name });
  await guest.getByTestId('online-lobby').getByRole('button', { name: 'Ready' }).click();
  await expect(host.getByTestId('online-lobby')).toBeHidden();
  await expect(guest.getByTestId('online-lobby')).toBeHidden();
  // One of the two waits for the other ("decides this on their own screen").
  const waits = async (page: Page) => (await page.getByTestId('online-deciding').count()) > 0;
  await expect.poll(async () => (await waits(host)) !== (await waits(guest))).toBe(true);
  const hostWaits = await waits(host);
  const [deciding, waiting] = hostWaits ? [guest, host] : [host, guest];
  await expect.poll(async () => (await offers(deciding))?.length ?? 0).toBeGreaterThan(0);
  await expect.poll(() => offers(waiting)).toEqual([]);
  await shoot(waiting, 'online-waiting');
});

async function player(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await withoutHandOff(page);
  return page;
}
