// R5.7 through the page: a click on a destination takes the way round an enemy's Defensive Fire
// when one is as cheap (engine view/quietRoutes.ts). The position is the AI suite's safety-1 (a
// lone motorcyclist at B2, a marker at D7, two rifle squads at D4 beside the way the rules' search
// settles first), opened as a game file as a player opens a shared position.
import { expect, test } from './fixtures';
import { budgetOf, hexLabel, reachableHexes, routeThreats } from '../src/engine';
import { gameFileText } from '../src/store/files/gameFile';
import { SAFETY } from '../tests/ai/positions/safety';
import { hexOf, loadPosition } from '../tests/ai/positions/suite';
import { clickHex, hoverHex } from './board';
import { readSave } from './play/driver';
import { withoutHandOff } from './settings';
import { shot } from './shots';

test('R5.7 a click on the marker moves the motorcyclist round the rifle squads: the route shown and the move draw no fire', async ({
  page,
}) => {
  const loaded = loadPosition(SAFETY.find((p) => p.id === 'safety-1')!);
  if (!loaded.ok) throw new Error(loaded.error);
  const start = loaded.value.state;
  const bike = start.units.bike;
  const marker = hexOf('D7');
  // The premise: the rules' first route to D7 passes the squads and draws their fire.
  const first = reachableHexes(start, bike, budgetOf(start, bike)).find((r) => hexLabel(r.hex) === hexLabel(marker))!;
  expect(routeThreats(start, bike, first.path).length).toBeGreaterThan(0);

  await withoutHandOff(page);
  await page.goto('/#/battle');
  await page
    .getByTestId('load-file')
    .setInputFiles({ name: 'safety.json', mimeType: 'application/json', buffer: Buffer.from(gameFileText(start, [])) });
  await expect(page.getByTestId('records-notice')).toContainText('safety.json');

  await clickHex(page, bike.at!);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(bike.at!));
  await hoverHex(page, marker);
  await expect(page.getByTestId('hover-tip')).toContainText(`To ${hexLabel(marker)}`);
  await expect(page.getByTestId('hover-tip')).not.toContainText('Defensive Fire');
  await shot(page, { path: 'e2e/screenshots/quiet-route.png' });

  await clickHex(page, marker);
  await expect.poll(async () => (await readSave(page)).actions.length).toBe(1);
  const [move] = (await readSave(page)).actions;
  expect(move).toMatchObject({ type: 'move', unit: 'bike' });
  const path = (move as { path: { q: number; r: number }[] }).path;
  expect(hexLabel(path[path.length - 1])).toBe(hexLabel(marker));
  expect(routeThreats(start, bike, path)).toEqual([]);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(marker));
  await expect(page.getByTestId('log')).not.toContainText('Defensive Fire');
});
