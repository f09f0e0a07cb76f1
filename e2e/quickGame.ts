// A quick game of the sample US Army against the Wehrmacht through the new game dialog, with
// either side played by a person or the AI, and the wait for the person's turn: shared by the
// specs that play against the AI (aiGame, selectOwnUnit).
import { expect, type Page } from '@playwright/test';
import { awaiting, type GameState } from '../src/engine';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { readSave, replay } from './play/driver';
import { shot as reviewShot } from './shots';

const SHOTS = 'e2e/screenshots';
export const US = SAMPLE_ARMIES.find((s) => s.id === 'sample-us-army')!.list;
export const DE = SAMPLE_ARMIES.find((s) => s.id === 'sample-wehrmacht')!.list;

/** Waits until the human (team 0) must decide, the AI having answered; the position then. */
export async function humanToDecide(page: Page): Promise<GameState> {
  await expect(page.getByTestId('ai-thinking')).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(
      async () => {
        const d = awaiting(replay(await readSave(page)).game);
        return d.kind === 'ended' ? 'ended' : d.team;
      },
      { timeout: 30_000 },
    )
    .toBe(0);
  return replay(await readSave(page)).game;
}

/**
 * Opens the page and starts a quick game of the US Army against the Wehrmacht through the new game
 * dialog, each side played as `seats` says: from the welcome screen's "Play the computer" (or "Play
 * a friend here" for two people), or, when the page went back to a game in progress, from its "New
 * game" (taking its hand-off first, if shown); `shot` names a screenshot of the filled dialog.
 */
export async function quickGame(
  page: Page,
  seats: [string, string],
  seed: string,
  shot?: string,
  turns?: number,
): Promise<void> {
  await page.goto('/');
  const way = page.getByTestId(seats.every((s) => s === 'human') ? 'welcome-friend' : 'welcome-computer');
  const newGame = page.getByRole('button', { name: 'New game' });
  await expect(way.or(newGame)).toBeVisible();
  if (await way.isVisible()) await way.click();
  else {
    const handOff = page.getByTestId('hand-off');
    if (await handOff.isVisible()) await page.keyboard.press('Enter');
    await newGame.click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Player 1/).selectOption({ label: US.name });
  await dialog.getByLabel(/Player 2/).selectOption({ label: DE.name });
  for (const t of [0, 1]) await dialog.getByLabel('Played by').nth(t).selectOption(seats[t]);
  await dialog.getByLabel(/Seed/).fill(seed);
  await dialog.getByLabel(/Quick game/).check();
  if (turns !== undefined) await dialog.getByLabel(/Game length/).fill(String(turns));
  if (shot) await reviewShot(page, { path: `${SHOTS}/${shot}.png` });
  await dialog.getByRole('button', { name: 'Start the battle' }).click();
  await expect(dialog).toBeHidden();
}
