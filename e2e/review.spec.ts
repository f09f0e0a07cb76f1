// The AI explains itself (docs/ai.md, "Reasons" and "The review"; docs/playing.md "Playing alone"):
// a quick one-turn game against the AI, played by clicks to its end, shows the AI's reasons on its
// log lines and, on the end screen, the review: the person's three costliest decisions, each with
// what the AI would have played and why, still there after a reload.
import { expect, test } from './fixtures';
import { awaiting } from '../src/engine';
import { perform, readSave, replay } from './play/driver';
import { planNext } from './play/policy';
import { quickGame } from './quickGame';
import { withoutAnimations } from './settings';
import { shot } from './shots';

test.beforeEach(({ page }) => withoutAnimations(page));

test('a game against the AI played to its end: the AI says why in the log, the end screen reviews three of the person’s decisions', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await quickGame(page, ['human', 'normal'], 'ai-whole', undefined, 1);
  await page.getByTestId('ai-bar').getByLabel('AI pace').selectOption('0');
  for (let i = 0; ; i++) {
    expect(i, 'a one-turn game ends within 150 human decisions').toBeLessThan(150);
    await expect(page.getByTestId('ai-thinking')).toBeHidden({ timeout: 30_000 });
    await expect
      .poll(async () => awaiting(replay(await readSave(page)).game).team, {
        timeout: 30_000,
        message: 'the AI answers',
      })
      .not.toBe(1);
    const d = replay(await readSave(page)).game;
    if (d.phase === 'ended') break;
    await perform(page, d, planNext(d));
  }
  // The AI's decisions say why on their log lines.
  await expect(page.getByTestId('log').locator('.log-why').first()).toContainText('AI:');
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible({ timeout: 30_000 });
  const entries = end.getByTestId('review-entry');
  await expect(entries).toHaveCount(3, { timeout: 30_000 });
  for (const entry of await entries.all()) {
    await expect(entry).toContainText(/^(Turn \d+, (Movement|Assault) Phase|Setup): /);
    await expect(entry).toContainText('the AI would have played “');
    await expect(entry).toContainText(/\(\d+\.\d OP better\)/);
  }
  await shot(page, { path: 'e2e/screenshots/ai-7-review.png' });
  // Derived from the saved game's record: the same review after a reload.
  const before = await entries.allTextContents();
  await page.reload();
  await expect(page.getByTestId('end-screen').getByTestId('review-entry')).toHaveCount(3, { timeout: 30_000 });
  expect(await page.getByTestId('end-screen').getByTestId('review-entry').allTextContents()).toEqual(before);
  // "Show the position": the replay opens at the position the decision answered.
  await page
    .getByTestId('end-screen')
    .getByTestId('review-entry')
    .first()
    .getByRole('button', { name: 'Show the position' })
    .click();
  await expect(page.getByTestId('end-screen')).toBeHidden();
  await expect(page.locator('.replay-status')).toBeVisible();
});
