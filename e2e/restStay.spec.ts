// R4.3, R4.5 through the page at 1366x768: units that can only stay (Speed 0 guns in the
// Movement Phase, R4.3) cost one click a phase, within alternating activations (R4.2): when every
// unit a player has left can only stay, "The rest of my units stay this phase" is offered; one
// click, and one of them stays on each of that player's turns; the last stays by itself. The
// position is built with the engine and opened as a game file.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { canOnlyStay, unitName, type GameState } from '../src/engine';
import { gameFileText } from '../src/store/files/gameFile';
import { withoutHandOff } from './settings';
import { openInRow, placedGame, skirmishMap } from './position';
import { shot } from './shots';

/** The US Army: a rifle squad and two 81mm mortars (Speed 0); the Wehrmacht: two squads far off. */
function position(): GameState {
  const map = skirmishMap();
  const [low, back, top] = [openInRow(map, 12), openInRow(map, 14), openInRow(map, 1)];
  return placedGame('e2e-rest-stay', map, [
    {
      name: 'US Army',
      units: [
        { id: 'rifles', models: Array<string>(6).fill('m1-garand-rifle'), at: low[0] },
        { id: 'mortar-a', models: ['m1-81mm-mortar'], at: back[0] },
        { id: 'mortar-b', models: ['m1-81mm-mortar'], at: back[back.length - 1] },
      ],
    },
    {
      name: 'Wehrmacht',
      units: [
        { id: 'de-a', models: Array<string>(6).fill('mauser-kar-98k'), at: top[0] },
        { id: 'de-b', models: Array<string>(6).fill('mauser-kar-98k'), at: top[top.length - 1] },
      ],
    },
  ]);
}

/** The team to act picks its unit from the list and has it stay. */
async function stay(page: Page, game: GameState, id: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Units that may act' })
    .getByRole('button', { name: new RegExp(`^${unitName(game, game.units[id])}`) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Stay', exact: true }).click();
}

test('1366x768: "The rest of my units stay this phase" when only Speed 0 guns are left; the last stays by itself (R4.2, R4.3)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const start = position();
  expect(canOnlyStay(start, 'mortar-a')).toBe(true);
  expect(canOnlyStay(start, 'rifles')).toBe(false);
  await withoutHandOff(page);
  await page.goto('/#/battle');
  await page
    .getByTestId('load-file')
    .setInputFiles({ name: 'stay.json', mimeType: 'application/json', buffer: Buffer.from(gameFileText(start, [])) });
  await expect(page.getByTestId('active-team')).toHaveText('US Army to act');
  const offer = page.getByTestId('rest-stay');
  const log = page.getByTestId('log');

  // The squad could move: no offer while it is still to act.
  await expect(offer).toBeHidden();
  await stay(page, start, 'rifles');
  await expect(page.getByTestId('active-team')).toHaveText('Wehrmacht to act');
  await expect(offer).toBeHidden();
  await stay(page, start, 'de-a');

  // Only the two mortars are left, both Speed 0: one click for the phase.
  await expect(page.getByTestId('active-team')).toHaveText('US Army to act');
  await expect(offer).toBeVisible();
  await shot(page, { path: 'e2e/screenshots/rest-stay-offer.png' });
  await offer.click();
  await expect(log).toContainText('81mm Mortar stays (R4.3)');
  // Alternation kept: the Wehrmacht's turn now, and nothing is decided for it.
  await expect(page.getByTestId('active-team')).toHaveText('Wehrmacht to act');
  await expect(page.getByTestId('phase')).toHaveText('Movement Phase');
  await stay(page, start, 'de-b');
  // The second mortar stays on the US Army's turn without a click; the phase ends.
  await expect(page.getByTestId('phase')).toHaveText('Assault Phase');
  await expect(log.getByText(/81mm Mortar stays \(R4\.3\)/)).toHaveCount(2);
  await shot(page, { path: 'e2e/screenshots/rest-stay-done.png' });
});
