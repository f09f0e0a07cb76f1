// The ground of a new game (docs/playing.md "Starting a game", docs/maps.md "The tiles"): the new game
// dialog offers a theatre, whose tiles the seed places, or the tiles picked by hand for each place,
// with a picture of the battlefield; the game is fought on it and keeps it through a reload.
import { expect, test } from '@playwright/test';
import { THEATRES, TILES } from '../src/data/tiles';
import { withoutAnimations } from './settings';

const names = (theatre: string) => THEATRES.find((t) => t.id === theatre)!.tiles.map((id) => TILES[id].name);

/** The tile names a battlefield's name lists ("2 tiles (10 x 16): Oasis, Wadi"). */
const tilesNamed = (name: string) => name.split(': ').at(-1)!.split(', ');

test('a theatre or tiles picked by hand: the picture shows the battlefield, the game is fought on it', async ({
  page,
}) => {
  await withoutAnimations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/#/builder');
  await page.getByRole('button', { name: 'Start battle…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a battle' });
  await dialog.getByLabel(/Player 1/).selectOption({ label: 'US Army' });
  await dialog.getByLabel(/Player 2/).selectOption({ label: 'Wehrmacht' });
  await dialog.getByLabel(/Quick game \(already placed\)/).check();

  await test.step('a theatre: its tiles only, placed by the seed', async () => {
    await dialog.getByLabel('Ground', { exact: true }).selectOption('pacific');
    const picture = dialog.getByTestId('ground-preview');
    await expect(picture).toBeVisible();
    const shown = tilesNamed((await picture.getAttribute('aria-label'))!);
    expect(
      shown.every((n) => names('pacific').includes(n)),
      shown.join(', '),
    ).toBe(true);
    await dialog.screenshot({ path: 'e2e/screenshots/ground-theatre.png' });
  });

  await test.step('by hand: one tile for each place, the picture follows', async () => {
    await dialog.getByLabel('Ground', { exact: true }).selectOption('hand');
    await dialog.getByTestId('ground-place-1').selectOption('hill-town');
    await dialog.getByTestId('ground-place-2').selectOption('oasis');
    await expect(dialog.getByTestId('ground-preview')).toHaveAttribute(
      'aria-label',
      'Picture of the ground: 2 tiles (10 x 16): Hill Town, Oasis',
    );
    await dialog.screenshot({ path: 'e2e/screenshots/ground-by-hand.png' });
    await dialog.getByRole('button', { name: 'Start the battle' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the game is fought on the tiles picked, and keeps them through a reload', async () => {
    await expect(page.getByTestId('battlefield')).toHaveAttribute('title', '2 tiles (10 x 16): Hill Town, Oasis');
    await page.reload();
    await expect(page.getByTestId('battlefield')).toHaveAttribute('title', '2 tiles (10 x 16): Hill Town, Oasis');
  });
});
