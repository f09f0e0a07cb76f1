// The end screen of a game against the AI (docs/playing.md, "End of the game"): "New game" opens the new
// game dialog filled with the finished game's choices, the AI still on its side; "Rematch" plays
// the same game again at once with the sides swapped, on a new seed. The game is injected one
// action from its end (the records spec's way), and read back from the autosave.
import { expect, test } from './fixtures';
import { applyAction, awaiting, type GameState } from '../src/engine';
import { quietGame, skirmish } from '../tests/store/recordsFixtures';
import { withoutHandOff } from './settings';
import { currentSave } from './saves';
import { shot } from './shots';

const readSave = (page: Parameters<typeof currentSave>[0]) =>
  currentSave<{ initial: GameState; players: unknown }>(page);

const SAVE_KEY = 'aam-reloaded.game.v2';

test.beforeEach(({ page }) => withoutHandOff(page));

test('New game opens the dialog with the AI on its side; Rematch swaps the sides', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const initial = skirmish('e2e-end-screen', 1);
  const actions = quietGame(initial);
  const last = actions[actions.length - 1];
  expect(last.type).toBe('hold');
  let before = initial;
  for (const a of actions.slice(0, -1)) {
    const r = applyAction(before, a);
    if (!r.ok) throw new Error(r.error.message);
    before = r.state;
  }
  // The human ends the game; the AI played the other side.
  const human = awaiting(before).team!;
  const ai = 1 - human;
  const players =
    human === 0
      ? [{ kind: 'human' }, { kind: 'ai', level: 'easy', ms: 1000 }]
      : [{ kind: 'ai', level: 'easy', ms: 1000 }, { kind: 'human' }];
  await page.goto('/#/battle');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [
    SAVE_KEY,
    JSON.stringify({ version: 1, initial, actions: actions.slice(0, -1), players }),
  ] as const);
  await page.reload();
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  await page.getByRole('list', { name: 'Units that may act' }).getByRole('button').first().click();
  await page.keyboard.press('h');
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await shot(page, { path: 'e2e/screenshots/end-screen-rematch.png' });

  // New game: the dialog, filled with this game's choices, the AI still playing its side.
  await end.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  const seats = dialog.getByLabel('Played by');
  await expect(seats.nth(ai)).toHaveValue('easy');
  await expect(seats.nth(human)).toHaveValue('human');
  await expect(dialog.getByLabel(/Game length/)).toHaveValue('1');
  await shot(page, { path: 'e2e/screenshots/end-screen-new-game.png' });
  // Cancel goes back to the end screen, the game unchanged.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(end).toBeVisible();

  // Rematch: the same lists and players at once, team 0's going to team 1 and back, a new seed.
  await end.getByRole('button', { name: 'Rematch' }).click();
  await expect(end).toBeHidden();
  await expect.poll(async () => (await readSave(page)).initial.seed).not.toBe(initial.seed);
  const again = await readSave(page);
  expect(again.players).toEqual([players[1], players[0]]);
  expect(again.initial.teams.map((t) => t.name)).toEqual([initial.teams[1].name, initial.teams[0].name]);
  expect(again.initial.settings.turns).toBe(1);
  await shot(page, { path: 'e2e/screenshots/end-screen-rematched.png' });
});
