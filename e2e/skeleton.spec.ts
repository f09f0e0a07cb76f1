import { expect, test } from './fixtures';
import { fromOffset, hexKey, hexLabel, reachableHexes, budgetOf, type GameState } from '../src/engine';
import { newSkirmish } from '../src/store/game/newGame';
import { withoutHandOff } from './settings';
import { clickHex } from './board';
import { shot } from './shots';

const SEED = 'e2e-skeleton';

test.beforeEach(async ({ page }) => withoutHandOff(page));

function expectedStart(): GameState {
  const r = newSkirmish(SEED);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.state;
}

test('two players take turns moving units on the battlefield', async ({ page }) => {
  const start = expectedStart();
  await page.goto(`/?seed=${SEED}`);
  await expect(page.getByTestId('board')).toBeVisible();
  const first = start.teams[start.active].name;
  await expect(page.getByTestId('active-team')).toHaveText(`${first} to act`);
  await expect(page.getByTestId('turn')).toHaveText('Turn 1 of 5');

  // The active team's tank, and a hex two steps away that the engine says it can reach.
  const tank = Object.values(start.units).find(
    (u) => u.team === start.active && u.models[0].def.match(/sherman|panzer/),
  )!;
  const reach = reachableHexes(start, tank, budgetOf(start, tank));
  const target = reach.find((r) => r.path.length === 2 && r.rolls.length === 0)!;
  expect(target).toBeDefined();

  await clickHex(page, tank.at!);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(tank.at!));
  await expect(page.getByTestId('unit-status')).toHaveText('Ready to activate');
  await shot(page, { path: 'e2e/screenshots/skeleton-selected.png' });

  await clickHex(page, target.hex);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(target.hex));
  await expect(page.getByTestId('unit-status')).toHaveText('Moving now');
  await expect(page.getByTestId('log')).toContainText(`to ${hexLabel(target.hex)}`);

  await page.getByRole('button', { name: 'End activation' }).click();
  const second = start.teams[1 - start.active].name;
  await expect(page.getByTestId('active-team')).toHaveText(`${second} to act`);
  await expect(page.getByTestId('unit-status')).toHaveText('Already activated this phase');

  // The other player now moves one of theirs: the infantry squad, one hex.
  const squad = Object.values(start.units).find((u) => u.team !== start.active && u.models.length === 6)!;
  const squadReach = reachableHexes(start, squad, budgetOf(start, squad));
  const step = squadReach.find((r) => r.rolls.length === 0)!;
  await clickHex(page, squad.at!);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(squad.at!));
  await clickHex(page, step.hex);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(step.hex));
  // Infantry at Speed 1 have nothing left to do: the activation closes by itself.
  await expect(page.getByTestId('active-team')).toHaveText(`${first} to act`);
  await shot(page, { path: 'e2e/screenshots/skeleton-moved.png' });

  // The game survives a reload.
  await page.reload();
  await clickHex(page, step.hex);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(step.hex));
  expect(hexKey(fromOffset(0, 0))).toBe('0,0');
});

test('a refused move shows the rule that refused it', async ({ page }) => {
  const start = expectedStart();
  await page.goto(`/?seed=${SEED}`);
  const mine = Object.values(start.units).find((u) => u.team === start.active && u.models.length === 6)!;
  await clickHex(page, mine.at!);
  // Keyboard: H makes the squad stay; then pressing H again on the same unit is refused.
  await page.keyboard.press('h');
  await expect(page.getByTestId('unit-status')).toHaveText('Already activated this phase');
  await page.keyboard.press('h');
  await expect(page.getByTestId('rule-error')).toContainText('(R4.2)');
});
