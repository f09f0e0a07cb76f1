// What the map lights is what a click there does (store/hexIntents.ts), through the page:
// - the first battle after its Defensive Fire step: the squad that already moved lights nothing,
//   hovering draws no route, and a click says why (R4.3) and keeps it selected;
// - a hot-seat game: a click on an empty hex out of reach says why (R5.x) and keeps the unit
//   selected; Escape deselects;
// - a game of the AI against the AI, paused while it decides: its unit may be selected (its card
//   shown), but hovering draws no route and a click moves nothing.
// Screenshots at 1366x768 and 1280x720 in e2e/screenshots/map-offers-*.png.
import { expect, test, type Page } from '@playwright/test';
import { awaiting, getBoard, hexKey, hexLabel, parseHexLabel, type GameState, type Hex } from '../src/engine';
import { hexIntents } from '../src/store/hexIntents';
import { unitsAt } from '../src/store/selectors';
import { DEFAULT_INTENT } from '../src/store/slices/ui';
import { clickHex, hoverHex } from './board';
import { readSave, replay } from './play/driver';
import { quickGame } from './quickGame';
import { withoutHandOff } from './settings';

const SHOTS = 'e2e/screenshots';

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1366, 768], [1280, 720]] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/map-offers-${name}-${width}x${height}.png` });
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
      if (it.kind === 'act' && it.action.type === 'move') return { unit, reach: it.action.path[it.action.path.length - 1] };
    }
  }
  throw new Error('no unit can move');
}

test.use({ viewport: { width: 1366, height: 768 } });

test('the first battle after Defensive Fire: the squad that moved lights nothing, and a click says why', async ({ page }) => {
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
  const f7 = parseHexLabel('F7')!;
  await hoverHex(page, f7);
  await expect(page.getByTestId('hover-tip')).toContainText('F7');
  await expect(page.getByTestId('hover-tip')).not.toContainText('Speed');
  await shoot(page, 'lesson-after-defensive-fire');
  const actions = (await readSave(page)).actions.length;
  await clickHex(page, f7);
  await expect(page.getByTestId('rule-error')).toContainText('M1 Garand Rifle has already been activated this phase (R4.3)');
  await expect(page.getByTestId('unit-position')).toHaveText('F8');
  expect((await readSave(page)).actions).toHaveLength(actions);
  // The lesson goes on as before: the Sherman is the next step.
  await clickHex(page, parseHexLabel('E9')!);
  await expect(page.getByTestId('tutorial')).toHaveAttribute('data-step', 'stay');
});

test('a click on an empty hex out of reach says why and keeps the unit selected; Escape deselects', async ({ page }) => {
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
  await clickHex(page, far);
  await expect(page.getByTestId('rule-error')).toContainText(/beyond the reach|cannot reach/);
  await expect(page.getByTestId('rule-error')).toContainText(/\(R5\.\d\)/);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(from));
  expect((await readSave(page)).actions).toHaveLength(0);
  await shoot(page, 'out-of-reach');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('unit-position')).toBeHidden();
});

test('the AI deciding (paused): its unit can be selected, but no route is drawn and a click moves nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await withoutHandOff(page);
  await quickGame(page, ['easy', 'easy'], 'map-offers-ai');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('ai-paused')).toBeVisible({ timeout: 20_000 });
  const game = await toActivate(page);
  const { unit, reach } = moverOf(game);
  const actions = (await readSave(page)).actions.length;
  await clickHex(page, game.units[unit].at!);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(game.units[unit].at!));
  await hoverHex(page, reach);
  await expect(page.getByTestId('hover-tip')).toContainText(hexLabel(reach));
  await expect(page.getByTestId('hover-tip')).not.toContainText('Speed');
  await shoot(page, 'ai-deciding');
  await clickHex(page, reach);
  expect((await readSave(page)).actions).toHaveLength(actions);
  await expect(page.getByTestId('rule-error')).toBeHidden();
});
