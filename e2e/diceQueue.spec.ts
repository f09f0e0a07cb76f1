// The rolls waiting to be read (docs/playing.md, "Dice and the log"), played through the page: against the
// AI, the person's own attack dice are still on screen after the AI has answered, the AI's rolls
// waiting behind them with their count; in a hot-seat game the setup's initiative roll (R3.1) is
// on the hand-off cover, then on the board in the corner away from the zone being set up (R3.2),
// on a 2-tile and a 6-tile battlefield, at 1366x768 and 1280x720.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applyAction, awaiting, legalActions, unitName, type Action, type GameState } from '../src/engine';
import { rollsDice } from '../src/store/game/diceQueue';
import { screenOf } from './board';
import { perform, readSave, replay } from './play/driver';
import { planNext } from './play/policy';
import { humanToDecide, quickGame } from './quickGame';
import { SETTINGS_KEY, withoutHandOff } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';
const SIZES = [
  [1366, 768],
  [1280, 720],
] as const;

/** An attack of the person's after which the decision passes to the AI (the unit has nothing left to do), or null. */
function attackHandingOver(game: GameState): Extract<Action, { type: 'attack' }> | null {
  for (const a of legalActions(game)) {
    if (a.type !== 'attack') continue;
    const r = applyAction(game, a);
    if (r.ok && awaiting(r.state).team === 1) return a;
  }
  return null;
}

test("against the AI, the person's attack dice are still readable after the AI has acted; its rolls wait behind them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await withoutHandOff(page);
  // The seed of the game where the dice were seen to vanish; at the fast pace the AI answers at
  // once, so the person's roll has no time at all to be read before it.
  await quickGame(page, ['human', 'normal'], 'k7sgdzbh');
  await page.getByLabel('AI pace').selectOption('0');
  let attack: Extract<Action, { type: 'attack' }> | null = null;
  let game = await humanToDecide(page);
  let before = 0;
  for (let i = 0; !attack; i++) {
    expect(i, 'an attack comes within a few decisions').toBeLessThan(40);
    attack = attackHandingOver(game);
    // The number of actions once the attack is played: the AI's answers come after it.
    before = (await readSave(page)).actions.length + 1;
    await perform(page, game, attack ?? planNext(game));
    if (!attack) game = await humanToDecide(page);
  }
  const attacker = unitName(game, game.units[attack.unit]);
  // The AI answers (its decisions follow the attack in the save) and the person is to decide again.
  await humanToDecide(page);
  const saved = await readSave(page);
  expect(saved.actions.length).toBeGreaterThan(before);
  const tray = page.getByTestId('dice-tray');
  await expect(tray).toContainText(`${attacker}`);
  await expect(tray).toContainText('attacks:');
  await expect(tray).not.toContainText('rolled');
  // What the AI rolled since, if anything, waits behind the person's roll, counted.
  const after = replay({
    initial: replay({ ...saved, actions: saved.actions.slice(0, before) }).game,
    actions: saved.actions.slice(before),
  });
  const aiRolled = rollsDice(after.events);
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await shot(page, { path: `${SHOTS}/dice-queue-ai-${w}.png` });
  }
  // The count behind the person's roll shows exactly when the AI's answer rolled dice.
  const more = page.getByTestId('dice-more');
  if (aiRolled) await expect(more).toContainText(/\d+ more rolls?/);
  else await expect(more).toBeHidden();
  // Dismissed one by one, the queue empties.
  for (let i = 0; i < 20 && (await tray.isVisible()); i++)
    await tray.getByRole('button', { name: 'Hide the dice' }).click();
  await expect(tray).toBeHidden();
});

/** The hexes the setup's decision lights: where the Objective Marker may go (R3.2). */
async function litHexes(page: Page): Promise<{ x: number; y: number }[]> {
  const game = replay(await readSave(page)).game;
  const hexes = legalActions(game).flatMap((a) => (a.type === 'placeObjective' ? [a.at] : []));
  expect(hexes.length).toBeGreaterThan(0);
  return Promise.all(hexes.map((h) => screenOf(page, h)));
}

test("hot seat: the setup's initiative roll is on the hand-off cover, then on the board off the lit hexes (2 and 6 tiles)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The hand-off at each phase start (the default), no animations.
  await page.addInitScript(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ handOff: 'phase', animateDice: false, animateMap: false, fadeDice: false }),
      ),
    SETTINGS_KEY,
  );
  await page.goto('/?seed=dice-queue-hot-seat');
  const cover = page.getByTestId('hand-off');
  await expect(cover).toBeVisible();
  await page.keyboard.press('Enter');
  // Seeds whose setup the red team begins on the 2-tile battlefield (its zone at the right of the
  // turned board) and the blue team on the 6-tile one (its zone at the bottom).
  for (const [tiles, seed] of [
    ['2', 'dice-b'],
    ['6', 'dice-a'],
  ] as const) {
    await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByLabel('Battlefield').selectOption(tiles);
    await dialog.getByLabel(/Seed/).fill(seed);
    await dialog.getByRole('button', { name: 'Start the battle' }).click();
    await expect(dialog).toBeHidden();
    // The cover names the team to place the first marker, and shows the roll that decided it.
    await expect(cover).toBeVisible();
    const dice = cover.getByTestId('hand-off-dice');
    await expect(dice).toContainText('US Army initiative');
    await expect(dice).toContainText('Wehrmacht initiative');
    await shot(page, { path: `${SHOTS}/dice-queue-cover-${tiles}.png` });
    await page.keyboard.press('Enter');
    await expect(cover).toBeHidden();
    // On the board the roll is still there, clear of every hex the marker may go to, at both sizes.
    const tray = page.getByTestId('dice-tray');
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await expect(tray).toContainText('initiative');
      await shot(page, { path: `${SHOTS}/dice-queue-setup-${tiles}-${w}.png` });
      await expect
        .poll(
          async () => {
            const box = (await tray.boundingBox())!;
            const lit = await litHexes(page);
            const under = lit.filter(
              (p) => p.x > box.x - 8 && p.x < box.x + box.width + 8 && p.y > box.y - 8 && p.y < box.y + box.height + 8,
            );
            return { under, tray: box, corner: await tray.getAttribute('class'), lit: lit.length };
          },
          { message: `lit hexes under the tray at ${w}x${h}, ${tiles} tiles` },
        )
        .toMatchObject({ under: [] });
    }
  }
});
