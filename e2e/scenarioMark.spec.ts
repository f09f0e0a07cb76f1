// Loaded dice never in a game (docs/records.md, "What loads as a scenario"), through the page: a
// game file whose scripted dice are all 6s loads with the Scenario badge in the top bar, whose
// reason shows on keyboard focus; an honest file loaded after it has no badge.
import { expect, test } from './fixtures';
import type { GameState } from '../src/engine';
import { gameFileText } from '../src/store/files/gameFile';
import { quietAction, skirmish } from '../tests/store/recordsFixtures';
import { withoutHandOff } from './settings';
import { shot } from './shots';

test.beforeEach(({ page }) => withoutHandOff(page));

function file(name: string, initial: GameState) {
  return { name, mimeType: 'application/json', buffer: Buffer.from(gameFileText(initial, [quietAction(initial)!])) };
}

test('a game file with scripted dice loads as a scenario, marked in the top bar with its reason', async ({ page }) => {
  await page.goto('/#/battle');
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(page.getByTestId('scenario-badge')).toHaveCount(0);

  const loaded = JSON.parse(JSON.stringify(skirmish('e2e-loaded'))) as GameState;
  loaded.rng = { ...loaded.rng, script: Array(30).fill(6) };
  await page.getByTestId('load-file').setInputFiles(file('loaded.json', loaded));
  await expect(page.getByTestId('records-notice')).toContainText('1 action replayed');
  const badge = page.getByTestId('scenario-badge');
  await expect(badge).toHaveText(/^Scenario/);
  const why = page.getByRole('tooltip');
  await expect(why).toBeHidden();
  await badge.focus();
  await expect(why).toBeVisible();
  await expect(why).toContainText('Scenario: scripted dice, not a fair game.');
  await expect(why).toContainText('Scripted dice: the next 30 rolls are set in advance (6, 6, 6');
  await shot(page, { path: 'e2e/screenshots/scenario-badge.png' });

  await page.getByTestId('load-file').setInputFiles(file('honest.json', skirmish('e2e-honest')));
  await expect(page.locator('.seed code')).toHaveText('e2e-honest');
  await expect(page.getByTestId('scenario-badge')).toHaveCount(0);
});
