// A whole short game through the page, as two players at one screen play it: the
// new game dialog with the two sample armies and a fixed seed, the setup (initiative, the five
// Objective Markers, deployment with facings), two turns of movement and assault with Defensive
// Fire, attacks that damage vehicles, markers scored (the score bar following the engine's
// scoreNow, R7.1), the hand-off between the players at the start of each phase (the
// default), and the end screen with the score the engine expects.
//
// The moves follow e2e/play/policy.ts; every one is made with the page's own controls
// (e2e/play/driver.ts) and checked against the autosave. Seed "full-12" was picked by playing the
// plan in Node (planNext + applyAction from the same start) for a game with Defensive Fire fired,
// vehicles damaged, markers scored and a winner; the test asserts each, so a change to the rules
// or the plan that loses one fails here by name (then pick a new seed the same way).
import { expect, test } from './fixtures';
import { scoreNow, totalPoints, type GameEvent, type GameState } from '../src/engine';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { handOffPrompt, type Seat } from '../src/store/game/handOff';
import { perform, readSave, replay } from './play/driver';
import { planNext } from './play/policy';
import { withoutAnimations } from './settings';
import { shot as reviewShot } from './shots';

const SEED = 'full-12';
const SHOTS = 'e2e/screenshots';
const US = SAMPLE_ARMIES.find((s) => s.id === 'sample-us-army')!.list;
const DE = SAMPLE_ARMIES.find((s) => s.id === 'sample-wehrmacht')!.list;

test('two players play a whole game from the new game dialog to the end screen', async ({ page }) => {
  test.setTimeout(420_000);
  // The hand-off as a new player has it; the moves and rolls shown at once (animations are e2e/counters.spec.ts's subject).
  await withoutAnimations(page);
  // A first visit: the welcome screen's way to a game between two people at this screen.
  await page.goto('/');
  const handOff = page.getByTestId('hand-off');

  // The new game: US Army (bottom) against the Wehrmacht, two turns, the full setup.
  await page.getByTestId('welcome-friend').click();
  const dialog = page.getByRole('dialog', { name: 'Play a friend here' });
  await dialog.getByLabel(/Player 1/).selectOption({ label: US.name });
  await dialog.getByLabel(/Player 2/).selectOption({ label: DE.name });
  await dialog.getByLabel(/Game length/).fill('2');
  await dialog.getByLabel(/Seed/).fill(SEED);
  await expect(dialog.getByLabel(/Full setup/)).toBeChecked();
  await reviewShot(page, { path: `${SHOTS}/full-0-new-game.png` });
  await dialog.getByRole('button', { name: 'Start the battle' }).click();
  await expect(dialog).toBeHidden();

  let seated: Seat | null = null;
  const taken = new Set<string>();
  const shot = async (name: string) => {
    if (taken.has(name)) return;
    taken.add(name);
    // The map draws on the next animation frame after the panels change: wait for two, so the
    // shot shows what the player sees (the targets ringed) and not the frame before.
    await page.evaluate(
      () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    );
    await reviewShot(page, { path: `${SHOTS}/full-${name}.png` });
  };
  let game: GameState = replay(await readSave(page)).game;
  expect(game.seed).toBe(SEED);
  expect(game.phase).toBe('setup');

  for (let step = 0; game.phase !== 'ended'; step++) {
    expect(step, 'the game ends').toBeLessThan(400);
    // At the start of each phase, the screen hands over first (the default mode).
    const prompt = handOffPrompt(game, seated, 'phase');
    if (prompt) {
      const name = game.teams[prompt.team].name;
      await expect(handOff).toContainText(`${name} to decide`);
      if (game.pending.length > 0) await shot(`2-hand-off-${game.pending[game.pending.length - 1].kind}`);
      await handOff.getByRole('button', { name: `I am ${name}: continue` }).click();
      await expect(handOff).toBeHidden();
      seated = prompt.seat;
    }
    const action = planNext(game);
    if (action.type === 'placeObjective') await shot('1-objectives');
    if (action.type === 'deploy' && action.facing !== undefined) await shot('3-deploy');
    if (action.type === 'defensiveFire') await shot('4-defensive-fire');
    // Before an attack is rolled, the exact odds of each outcome are on screen (docs/architecture.md, "Attack preview").
    await perform(page, game, action, async () => {
      await expect(page.getByTestId('attack-odds')).toBeVisible();
      // At 1280x720 the odds and the Roll button are in view in the panel, not below its fold.
      const panel = (await page.getByRole('region', { name: 'Decision' }).boundingBox())!;
      const roll = (await page.getByTestId('roll').boundingBox())!;
      expect(roll.y, 'the Roll button is in view').toBeGreaterThanOrEqual(panel.y);
      expect(roll.y + roll.height, 'the Roll button is in view').toBeLessThanOrEqual(panel.y + panel.height);
      await shot(`5-attack-turn-${game.turn}`);
    });
    game = replay(await readSave(page)).game;
    // The phase bar follows the game, and so does the score (R7.1, R7.3).
    if (game.phase === 'movement' || game.phase === 'assault') {
      const now = scoreNow(game);
      await expect(page.getByTestId('score-0').locator('.score-total')).toHaveText(String(now.total[0]));
      await expect(page.getByTestId('score-1').locator('.score-total')).toHaveText(String(now.total[1]));
      await expect(page.getByTestId('turn')).toHaveText(`Turn ${game.turn} of 2`);
      await expect(page.getByTestId('phase')).toHaveText(
        game.phase === 'movement' ? 'Movement Phase' : 'Assault Phase',
      );
    }
  }

  // What happened, from the engine's copy: the test is only worth its seed if all of it did.
  const { events } = replay(await readSave(page));
  const fired = events.filter(
    (e): e is Extract<GameEvent, { type: 'defensiveFireStarted' }> => e.type === 'defensiveFireStarted',
  );
  const damaged = events.filter(
    (e) => e.type === 'attack' && e.strikes.some((s) => s.result === 'damaged' || s.result === 'destroyed'),
  );
  expect(fired.length, 'Defensive Fire was fired').toBeGreaterThan(0);
  expect(damaged.length, 'a vehicle took damage').toBeGreaterThan(0);
  expect(
    game.score.turns.some((t) => t.points[0] + t.points[1] > 0),
    'a marker scored',
  ).toBe(true);

  // The log has each of them in words.
  const log = page.getByTestId('log');
  await expect(log).toContainText('draws Defensive Fire');
  await expect(log).toContainText(/damage \(R6\.7\)/);
  await expect(log).toContainText(/Turn \d+ scored: .* \(R7\.1\)/);

  // The end screen: the winner, the reason, the points per turn and the totals the engine counts.
  const end = page.getByRole('dialog', { name: 'Game over' });
  await expect(end).toBeVisible();
  const total = totalPoints(game);
  expect(game.winner).not.toBeNull();
  const winner = game.winner!;
  await expect(end.getByTestId('end-winner')).toHaveText(
    `${game.teams[winner].name} wins, ${total[winner]} to ${total[1 - winner]}`,
  );
  await expect(end.getByTestId('end-reason')).toHaveText('The last turn was played: turn 2 of 2 (R7.3).');
  const rows = end.getByTestId('end-score').locator('tbody tr');
  for (const [i, t] of game.score.turns.entries()) {
    await expect(rows.nth(i).locator('td')).toHaveText([String(t.points[0]), String(t.points[1])]);
  }
  await expect(end.getByTestId('end-total-0')).toHaveText(String(total[0]));
  await expect(end.getByTestId('end-total-1')).toHaveText(String(total[1]));
  await reviewShot(page, { path: `${SHOTS}/full-6-end.png` });
});
