// Playing alone against the AI through the page (docs/playing.md, "Playing alone"): the new game dialog with
// Player 2 played by the AI (normal), a quick game already placed; the human's actions made by
// clicking (e2e/play/driver.ts, the moves of e2e/play/policy.ts), the AI's answers seen in the
// log with no hot-seat hand-off, Suggest and its "Play it", and a reload that resumes the game
// with the AI still playing its side. The test reads the game back from the autosave.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { awaiting } from '../src/engine';
import { readSave, replay, perform } from './play/driver';
import { humanToDecide, quickGame } from './quickGame';
import { planNext } from './play/policy';
import { withoutAnimations } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';

// The AI's pace and its routes are these tests' subject, the map's and the dice's animations are not.
test.beforeEach(({ page }) => withoutAnimations(page));

/** How many of the saved actions the AI's side (team 1) decided. */
async function aiActions(page: Page): Promise<number> {
  const saved = await readSave(page);
  let game = saved.initial;
  let n = 0;
  for (const a of saved.actions) {
    if (awaiting(game).team === 1) n++;
    game = replay({ initial: game, actions: [a] }).game;
  }
  return n;
}

test('a human plays a quick game against the AI: the AI answers without a hand-off, Suggest plays, a reload resumes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await quickGame(page, ['human', 'normal'], 'ai-e2e', 'ai-0-new-game');
  const handOff = page.getByTestId('hand-off');
  const bar = page.getByTestId('ai-bar');
  await expect(bar).toContainText('AI (normal)');
  // The fast pace: the AI's answers, not the time a person needs to follow them, are tested here.
  const pace = bar.getByLabel('AI pace');
  await pace.selectOption('0');
  const log = page.getByTestId('log').locator('li');

  // Human decisions by clicking until the AI has answered twice: each time the decision passes
  // to it, it answers on its own (its lines in the log), with no hand-off.
  let aiSeen = await aiActions(page);
  for (let i = 0, answers = 0; answers < 2; i++) {
    expect(i, 'the AI answers within a few human decisions').toBeLessThan(40);
    const game = await humanToDecide(page);
    await expect(handOff).toBeHidden();
    const linesBefore = await log.count();
    await perform(page, game, planNext(game));
    await humanToDecide(page);
    await expect(handOff).toBeHidden();
    const n = await aiActions(page);
    if (n > aiSeen) {
      answers++;
      aiSeen = n;
      await expect.poll(() => log.count()).toBeGreaterThan(linesBefore);
    }
  }
  await humanToDecide(page);
  await shot(page, { path: `${SHOTS}/ai-1-after-ai-replies.png` });

  // Suggest: the AI's choice for the human's decision, with its reason; "Play it" plays it.
  const before = (await readSave(page)).actions.length;
  await bar.getByRole('button', { name: 'Suggest' }).click();
  const suggestion = page.getByTestId('suggestion');
  await expect(suggestion).toContainText('AI suggests:');
  // Drawn on the map too: the suggested action's route or target.
  await expect.poll(() => page.evaluate(() => window.__aamBoard?.planned()?.by ?? null)).toBe('suggest');
  await shot(page, { path: `${SHOTS}/ai-2-suggest.png` });
  await suggestion.getByRole('button', { name: 'Play it' }).click();
  await expect.poll(async () => (await readSave(page)).actions.length).toBeGreaterThan(before);
  const afterSuggest = await readSave(page);
  expect(
    awaiting(replay({ initial: afterSuggest.initial, actions: afterSuggest.actions.slice(0, before) }).game).team,
  ).toBe(0);

  // A reload resumes the same game against the AI: the same actions, the AI still plays its side.
  const game = await humanToDecide(page);
  const saved = await readSave(page);
  await page.reload();
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(bar).toContainText('AI (normal)');
  await expect(handOff).toBeHidden();
  expect((await readSave(page)).actions).toEqual(saved.actions);
  await pace.selectOption('0');
  // The human plays on until the decision passes to the AI, which answers after the reload too.
  const aiBefore = await aiActions(page);
  let next = game;
  for (let i = 0; (await aiActions(page)) === aiBefore; i++) {
    expect(i, 'the AI answers within a few human decisions').toBeLessThan(40);
    await perform(page, next, planNext(next));
    next = await humanToDecide(page);
  }
  await shot(page, { path: `${SHOTS}/ai-3-resumed.png` });
});

/** What the map draws of the AI now (route, ringed target), read through the board's test handle. */
function planned(page: Page) {
  return page.evaluate(() => window.__aamBoard?.planned() ?? null);
}

test("a human plays a whole quick game against the AI to the end screen, the AI's routes drawn on the map", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await quickGame(page, ['human', 'normal'], 'ai-whole', undefined, 1);
  await page.getByTestId('ai-bar').getByLabel('AI pace').selectOption('0');
  const end = page.getByTestId('end-screen');
  let routes = 0;
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
    // The AI's last move is still drawn when the human is to decide: its route, as a path.
    const p = await planned(page);
    if (p?.by === 'ai' && p.shown.start && p.shown.path.length > 0) {
      if (routes === 0) await shot(page, { path: `${SHOTS}/ai-5-route.png` });
      routes++;
    }
    await perform(page, d, planNext(d));
  }
  await expect(end).toBeVisible({ timeout: 30_000 });
  expect(routes, 'the AI moved and its route was on the map').toBeGreaterThan(0);
  await shot(page, { path: `${SHOTS}/ai-6-human-vs-ai-end.png` });
});

// Also the watching controls (once a test of its own, with a game of its own): the AI plays both
// sides on its own with no hand-off, Pause stops it (paused, nothing thinking, no action more),
// Step plays exactly one action, Resume lets it go on to the end.
test("an AI-vs-AI game watched to its end screen, each move's route and each target drawn; pause, Step and Resume", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await quickGame(page, ['normal', 'easy'], 'ai-watch-end', undefined, 2);
  const bar = page.getByTestId('ai-bar');
  const saved = async () => (await readSave(page)).actions.length;
  // At the normal pace the route is on the map before the unit moves.
  await expect.poll(async () => (await planned(page))?.shown.path.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(1);
  await expect(page.getByTestId('hand-off')).toBeHidden();
  await shot(page, { path: `${SHOTS}/ai-7-watch-route.png` });
  // Paused at once (at the fastest pace), then one step at a time until an attack's or a
  // Defensive Fire's target is ringed (a paused AI's last action stays drawn). Pausing later, at
  // the Assault Phase, raced the fast pace: the attacks could all be played before the pause.
  const pace = bar.getByLabel('AI pace');
  await pace.selectOption('0');
  await bar.getByRole('button', { name: 'Pause' }).click();
  await expect(bar.getByTestId('ai-paused')).toBeVisible({ timeout: 30_000 });
  await shot(page, { path: `${SHOTS}/ai-4-watch-paused.png` });
  for (let i = 0; !(await planned(page))?.shown.target; i++) {
    expect(i, 'an attack or Defensive Fire within 300 actions').toBeLessThan(300);
    await expect(page.getByTestId('end-screen'), 'the game ended before any target was ringed').toBeHidden();
    const before = await saved();
    await bar.getByRole('button', { name: 'Step' }).click();
    await expect.poll(saved, { timeout: 30_000 }).toBe(before + 1);
    await expect(bar.getByTestId('ai-paused')).toBeVisible({ timeout: 30_000 });
    expect(await saved(), 'a step plays exactly one action, and the paused AI no more').toBe(before + 1);
  }
  await shot(page, { path: `${SHOTS}/ai-8-watch-target.png` });
  await bar.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('hand-off')).toBeHidden();
  await shot(page, { path: `${SHOTS}/ai-9-watch-end.png` });
});
