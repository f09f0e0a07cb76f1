// Undo, the autosave, game files, the replay and the end screen, played through the page.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applyAction, hexLabel, randomAction, totalPoints, type Action, type GameState, type Hex } from '../src/engine';
import { replayGame } from '../src/store/game/history';
import { replayMarks, stateAt } from '../src/store/view/replay';
import { quietAction, skirmish, tankMove, tankOf } from '../tests/store/recordsFixtures';
import { withoutHandOff } from './settings';
import { clickHex } from './board';
import { shot } from './shots';

const SEED = 'e2e-records';
const SAVE_KEY = 'aam-reloaded.game.v2';

// The hot-seat hand-off (on by default) would cover the board: e2e/setup.spec.ts tests it. The
// worker's page (e2e/fixtures.ts), each test starting as a first visit (no game, no save left by
// the test before), so a ?seed= link opens a new game as in a fresh browser.
test.beforeEach(({ page }) => withoutHandOff(page));

function hexOfMove(a: Action): Hex {
  if (a.type !== 'move') throw new Error('not a move');
  return a.path[a.path.length - 1];
}

/** A small PRNG for the playouts below, so the injected game is the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A two-turn game played to its end: random actions (moves, attacks) until the last Assault
 * Phase, then every unit stays. The seed is one whose game ends with a winner (1 to 2).
 */
function finishedGame(): { initial: GameState; actions: Action[]; final: GameState } {
  const initial = skirmish('e2e-end', 2);
  const random = mulberry32(1);
  const actions: Action[] = [];
  let state = initial;
  while (state.phase !== 'ended') {
    const a = state.turn < 2 || state.phase === 'movement' ? randomAction(state, random) : quietAction(state);
    const r = a ? applyAction(state, a) : null;
    if (!a || !r?.ok || actions.length > 400) throw new Error('the playout does not end');
    actions.push(a);
    state = r.state;
  }
  return { initial, actions, final: state };
}

/** The replay bar shows this step, and its jump list the turn and phase it is in. */
async function expectReplayAt(page: Page, step: number, of: number, label: string) {
  await expect(page.getByTestId('replay-position')).toHaveText(`Step ${step} of ${of}`);
  await expect(page.getByLabel('Jump to a turn or phase').locator('option:checked')).toHaveText(label);
}

async function inject(page: Page, initial: GameState, actions: Action[]) {
  await page.goto('/#/battle');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [
    SAVE_KEY,
    JSON.stringify({ version: 1, initial, actions }),
  ] as const);
  await page.reload();
  await page.waitForFunction(() => window.__aamBoard !== undefined);
}

/** Opens the seeded skirmish and moves the first team's tank one quiet step (no roll), by clicks. */
async function openAndMoveTank(page: Page): Promise<{ start: GameState; move: Action }> {
  const start = skirmish(SEED);
  const move = tankMove(start, false);
  await page.goto(`/?seed=${SEED}`);
  await clickHex(page, tankOf(start).at!);
  await clickHex(page, hexOfMove(move));
  return { start, move };
}

test('undo takes back a move before a roll, and is refused after one with the reason', async ({ page }) => {
  const start = skirmish(SEED);
  const tank = tankOf(start);
  const quiet = tankMove(start, false);
  await page.goto(`/?seed=${SEED}`);
  await expect(page.getByTestId('undo')).toHaveAttribute('title', /Nothing to undo/);

  await clickHex(page, tank.at!);
  await clickHex(page, hexOfMove(quiet));
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(hexOfMove(quiet)));
  await expect(page.getByTestId('undo')).toHaveAttribute('aria-disabled', 'false');
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(tank.at!));
  await expect(page.getByTestId('unit-status')).toHaveText('Ready to activate');
  await expect(page.getByTestId('log')).not.toContainText(`to ${hexLabel(hexOfMove(quiet))}`);

  // Pressed with nothing left to undo, the key says so.
  await page.keyboard.press('u');
  await expect(page.getByTestId('records-notice')).toContainText('Nothing to undo');

  // A move that needs a movement roll: Ctrl+Z is refused, and the reason is shown.
  const rolled = tankMove(start, true);
  await clickHex(page, tank.at!);
  await clickHex(page, hexOfMove(rolled));
  await expect(page.getByTestId('log')).toContainText('needs 4+');
  const where = await page.getByTestId('unit-position').textContent();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('records-notice')).toContainText('Dice were rolled');
  await expect(page.getByTestId('undo')).toHaveAttribute('title', /Dice were rolled/);
  await expect(page.getByTestId('unit-position')).toHaveText(where!);
  await shot(page, { path: 'e2e/screenshots/records-undo-refused.png' });
});

test('the game is saved after every action and resumes after a reload, undo rule and all', async ({ page }) => {
  const { start, move } = await openAndMoveTank(page);
  await page.getByRole('button', { name: 'End activation' }).click();
  const other = start.teams[1 - start.active].name;
  await expect(page.getByTestId('active-team')).toHaveText(`${other} to act`);

  await page.reload();
  await expect(page.getByTestId('active-team')).toHaveText(`${other} to act`);
  await clickHex(page, hexOfMove(move));
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(hexOfMove(move)));
  // The history came back with the game: the hand-off still may not be undone.
  await expect(page.getByTestId('undo')).toHaveAttribute('title', new RegExp(`passed to ${other}`));
});

test('a game saved to a file loads again; a bad file is refused with the reason and changes nothing', async ({
  page,
}) => {
  const { move } = await openAndMoveTank(page);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(hexOfMove(move)));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'File ▾' }).click();
  await shot(page, { path: 'e2e/screenshots/records-file-menu.png' });
  await page.getByRole('button', { name: 'Save to file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`aam-reloaded-${SEED}-turn1.json`);
  const path = await download.path();
  const saved = JSON.parse(readFileSync(path, 'utf8'));
  expect(saved).toMatchObject({ format: 'aam-reloaded-game', version: 1, actions: [move] });
  expect(saved.initial.seed).toBe(SEED);

  // A new game, then the file: the tank is back where the file left it, mid-activation.
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByLabel(/Seed/).fill('another-game');
  await dialog.getByRole('button', { name: 'Start the battle' }).click();
  await expect(page.locator('.seed code')).toHaveText('another-game');
  await page.getByTestId('load-file').setInputFiles(path);
  await expect(page.getByTestId('records-notice')).toContainText('1 action replayed');
  await expect(page.locator('.seed code')).toHaveText(SEED);
  await clickHex(page, hexOfMove(move));
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(hexOfMove(move)));
  await expect(page.getByTestId('unit-status')).toHaveText('Moving now');

  // An army list file is not a game: refused, the reason named, the game as it was.
  await page.getByTestId('load-file').setInputFiles({
    name: 'army.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"aam-reloaded-army","version":1}'),
  });
  await expect(page.getByTestId('records-notice')).toContainText('army.json was not loaded');
  await expect(page.getByTestId('records-notice')).toContainText('"aam-reloaded-army", not "aam-reloaded-game"');
  await expect(page.locator('.seed code')).toHaveText(SEED);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(hexOfMove(move)));
  await shot(page, { path: 'e2e/screenshots/records-bad-file.png' });

  // A file whose actions do not replay.
  const broken = { ...saved, actions: [{ type: 'endActivation' }, { type: 'endActivation' }] };
  await page
    .getByTestId('load-file')
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await expect(page.getByTestId('records-notice')).toContainText(
    /Action 1 of 2 \(endActivation\) does not replay .*\(R4\.2\)/,
  );
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(hexOfMove(move)));
});

test('the replay steps back and forward, jumps to a turn, and the live game is untouched', async ({ page }) => {
  const { initial, actions } = finishedGame();
  const played = actions.slice(0, -1);
  await inject(page, initial, played);
  const history = replayGame(initial, played)!;
  const n = played.length;
  await expect(page.getByTestId('turn')).toHaveText('Turn 2 of 2');
  await expect(page.getByTestId('phase')).toHaveText('Assault Phase');

  const lines = page.getByTestId('log').locator('li:not(.log-end)');
  const liveLines = await lines.count();
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await expectReplayAt(page, n, n, 'Turn 2 · Assault Phase');
  await expect(page.getByTestId('replay-status')).toHaveText(new RegExp(`Replay: step ${n} of ${n}`));
  await page.keyboard.press('Home');
  await expectReplayAt(page, 0, n, 'Turn 1 · Movement Phase');
  await expect(page.getByTestId('turn')).toHaveText('Turn 1 of 2');
  await expect(page.getByTestId('log')).toBeEmpty();

  // The first move of the game: the slider goes to just before it, a step forward shows the
  // unit moved, a step back where it stood.
  const k = played.findIndex((a, i) => a.type === 'move' && stateAt(history, i + 1).units[a.unit].at !== null);
  const move = played[k];
  const mover = move.type === 'move' ? move.unit : '';
  const from = stateAt(history, k).units[mover].at!;
  const to = stateAt(history, k + 1).units[mover].at!;
  expect(hexLabel(to)).not.toBe(hexLabel(from));
  await page.getByLabel('Position in the game').fill(String(k));
  await expect(page.getByTestId('replay-position')).toContainText(`Step ${k} of ${n}`);
  await clickHex(page, from);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(from));
  await page.getByTestId('replay-position').click(); // the keys, not the slider's own
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('replay-position')).toContainText(`Step ${k + 1} of ${n}`);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(to));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(from));
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(to));

  // A jump to the second turn.
  const turn2 = replayMarks(history).find((m) => m.label === 'Turn 2 · Movement Phase')!;
  await page.getByLabel('Jump to a turn or phase').selectOption(String(turn2.index));
  await expectReplayAt(page, turn2.index, n, 'Turn 2 · Movement Phase');
  await expect(page.getByTestId('turn')).toHaveText('Turn 2 of 2');
  await expect(page.getByTestId('phase')).toHaveText('Movement Phase');
  await shot(page, { path: 'e2e/screenshots/records-replay.png' });

  // Undo waits for the live game.
  // (The refused button stays focusable: pressed from the keyboard, it says why.)
  await page.getByTestId('undo').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('records-notice')).toContainText('Leave the replay first');
  await page.getByTestId('replay-position').click();

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('replay-position')).toHaveCount(0);
  await expect(page.getByTestId('phase')).toHaveText('Assault Phase');
  // The clicks on the map during the replay gave no orders: the live game has the same log.
  await expect(lines).toHaveCount(liveLines);
});

test('the end screen shows the winner, why the game ended and the points of every turn', async ({ page }) => {
  const { initial, actions, final } = finishedGame();
  const last = actions[actions.length - 1];
  expect(last.type).toBe('hold');
  await inject(page, initial, actions.slice(0, -1));

  // The last unit to act stays where it is, and the game ends.
  await page.getByRole('list', { name: 'Units that may act' }).getByRole('button').first().click();
  await page.keyboard.press('h');
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  const total = totalPoints(final);
  const winner = final.winner!;
  expect(winner).not.toBeNull();
  await expect(page.getByTestId('end-winner')).toHaveText(
    `${final.teams[winner].name} wins, ${total[winner]} to ${total[1 - winner]}`,
  );
  await expect(page.getByTestId('end-reason')).toHaveText('The last turn was played: turn 2 of 2 (R7.3).');
  const rows = page.getByTestId('end-score').locator('tbody tr');
  await expect(rows).toHaveCount(final.score.turns.length + 1);
  for (const [i, t] of final.score.turns.entries()) {
    await expect(rows.nth(i)).toHaveText(`Turn ${t.turn}: Objective Markers${t.points[0]}${t.points[1]}`);
  }
  await expect(rows.last()).toHaveText(`High Value Targets${final.score.hvt[0]}${final.score.hvt[1]}`);
  await expect(page.getByTestId('end-total-0')).toHaveText(String(total[0]));
  await expect(page.getByTestId('end-total-1')).toHaveText(String(total[1]));
  await shot(page, { path: 'e2e/screenshots/records-end-screen.png' });

  // Closed to look at the map, opened again from the phase bar.
  await page.getByRole('button', { name: 'Look at the map' }).click();
  await expect(end).toHaveCount(0);
  await shot(page, { path: 'e2e/screenshots/records-ended-map.png' });
  await page.getByRole('button', { name: 'Result' }).click();
  await expect(end).toBeVisible();

  // Replay the game from the start.
  await page.getByRole('button', { name: 'Replay the game' }).click();
  await expectReplayAt(page, 0, actions.length, 'Turn 1 · Movement Phase');
});
