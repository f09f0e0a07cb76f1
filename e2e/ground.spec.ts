// The ground of a new game (docs/playing.md "Starting a game", docs/maps.md "The tiles"): the new game
// dialog offers a theatre, whose tiles the seed places, or the tiles picked by hand for each place,
// with a picture of the battlefield; the game is fought on it and keeps it through a reload. A tile
// the player made (docs/maps.md, "Your tiles in a game") is offered beside them, marked as theirs,
// played on, named on the end screen, and the game goes on after the tile is deleted.
import { expect, test } from './fixtures';
import { applyAction, awaiting, createGame, legalActions, type GameState, type TileSpec } from '../src/engine';
import { THEATRES, TILES } from '../src/data/tiles';
import { defaultOptions, planGame } from '../src/store/game/gameOptions';
import { quietGame } from '../tests/store/recordsFixtures';
import { perform, readSave, replay } from './play/driver';
import { DE, US } from './quickGame';
import { withoutAnimations, withoutHandOff } from './settings';
import { shot } from './shots';

/** A player's tile, kept as the tiles slice keeps it (store/maps/keptTiles.ts): the Oasis's ground under its own name. */
const DUNES: TileSpec = { ...TILES.oasis, id: 'custom-dunes', name: 'Dunes' };
const DUNES_KEY = `aam-reloaded.tile.${DUNES.id}`;

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
    await shot(dialog, { path: 'e2e/screenshots/ground-theatre.png' });
  });

  await test.step('by hand: one tile for each place, the picture follows', async () => {
    await dialog.getByLabel('Ground', { exact: true }).selectOption('hand');
    await dialog.getByTestId('ground-place-1').selectOption('hill-town');
    await dialog.getByTestId('ground-place-2').selectOption('oasis');
    await expect(dialog.getByTestId('ground-preview')).toHaveAttribute(
      'aria-label',
      'Picture of the ground: 2 tiles (10 x 16): Hill Town, Oasis',
    );
    await shot(dialog, { path: 'e2e/screenshots/ground-by-hand.png' });
    await dialog.getByRole('button', { name: 'Start the battle' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the game is fought on the tiles picked, and keeps them through a reload', async () => {
    await expect(page.getByTestId('battlefield')).toHaveAttribute('title', '2 tiles (10 x 16): Hill Town, Oasis');
    await page.reload();
    await expect(page.getByTestId('battlefield')).toHaveAttribute('title', '2 tiles (10 x 16): Hill Town, Oasis');
  });
});

test("a player's tile picked by hand: marked in the dialog, played on, and the game goes on once it is deleted", async ({
  page,
}) => {
  await withoutHandOff(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/#/builder');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [DUNES_KEY, JSON.stringify(DUNES)] as const);
  await page.reload();
  await page.getByRole('button', { name: 'Start battle…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a battle' });
  await dialog.getByLabel(/Player 1/).selectOption({ label: US.name });
  await dialog.getByLabel(/Player 2/).selectOption({ label: DE.name });
  await dialog.getByLabel(/Quick game \(already placed\)/).check();
  const ground = dialog.getByLabel('Ground', { exact: true });

  await test.step('"Your tiles" is a ground; by hand, the tile is listed in its own group, marked as the player\'s', async () => {
    await expect(ground.locator('option[value="yours"]')).toHaveCount(1);
    await ground.selectOption('hand');
    const place = dialog.getByTestId('ground-place-2');
    await expect(place.locator('optgroup[label="Your tiles"] option')).toHaveText(['Dunes (your tile)']);
    await dialog.getByTestId('ground-place-1').selectOption('hill-town');
    await place.selectOption(DUNES.id);
    await expect(dialog.getByTestId('ground-preview')).toHaveAttribute(
      'aria-label',
      'Picture of the ground: 2 tiles (10 x 16): Hill Town, Dunes',
    );
    await shot(dialog, { path: 'e2e/screenshots/ground-your-tile.png' });
    await dialog.getByRole('button', { name: 'Start the battle' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the game is fought on it: one move played', async () => {
    await expect(page.getByTestId('battlefield')).toHaveAttribute('title', '2 tiles (10 x 16): Hill Town, Dunes');
    const game = replay(await readSave(page)).game;
    const move = legalActions(game).find((a) => a.type === 'move' && a.path.length === 1);
    if (!move) throw new Error('the quick game has a unit that can move');
    await perform(page, game, move);
  });

  await test.step('the tile broken, then deleted: the game in progress is unchanged, its map held in the save', async () => {
    const broken = JSON.stringify({ ...DUNES, roads: [[[5, 0]]], terrain: ['wwwwwwwwww'] });
    for (const kept of [broken, null]) {
      await page.evaluate(
        ([key, text]) => (text === null ? localStorage.removeItem(key) : localStorage.setItem(key, text)),
        [DUNES_KEY, kept] as const,
      );
      await page.reload();
      await expect(page.getByTestId('battlefield')).toHaveAttribute('title', '2 tiles (10 x 16): Hill Town, Dunes');
    }
    const saved = await readSave(page);
    expect(saved.actions).toHaveLength(1);
    expect(saved.initial.map.customTiles).toEqual([{ id: DUNES.id, name: 'Dunes' }]);
  });
});

test("the end screen names the tiles fought on, a player's marked, on a browser that does not keep it; its New game starts nothing there", async ({
  page,
}) => {
  await withoutHandOff(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  const plan = planGame(
    {
      ...defaultOptions([US, DE], 'e2e-dunes'),
      field: { tiles: 2 },
      ground: { picked: [DUNES.id, DUNES.id] },
      start: 'placed',
      turns: 1,
    },
    undefined,
    { [DUNES.id]: DUNES },
  );
  if (!plan.ok) throw new Error(plan.error.map((e) => e.message).join('; '));
  const created = createGame(plan.value);
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  const initial: GameState = created.state;
  // The game one action from its end (the end screen spec's way), the last played through the page.
  const actions = quietGame(initial);
  let before = initial;
  for (const a of actions.slice(0, -1)) {
    const r = applyAction(before, a);
    if (!r.ok) throw new Error(r.error.message);
    before = r.state;
  }
  expect(awaiting(before).kind).not.toBe('ended');
  await page.goto('/#/battle');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [
    'aam-reloaded.game.v2',
    JSON.stringify({ version: 1, initial, actions: actions.slice(0, -1) }),
  ] as const);
  await page.reload();
  await page.waitForFunction(() => window.__aamBoard !== undefined);
  await perform(page, before, actions[actions.length - 1]);
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await expect(end.getByTestId('end-tiles')).toHaveText('Fought on: Custom tile: Dunes.');
  await expect(end.getByTestId('end-custom-tile')).toHaveText('Custom tile: Dunes');
  await shot(end, { path: 'e2e/screenshots/end-screen-your-tile.png' });

  // New game on the same ground: "Your tiles", none kept here: the problem is shown and nothing starts.
  await end.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog.getByLabel('Ground', { exact: true })).toHaveValue('yours');
  const why = 'Ground: you keep no tiles of your own; make one under Map tiles';
  await expect(dialog.getByText(why).first()).toBeVisible();
  const start = dialog.getByRole('button', { name: 'Start the battle' });
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  await start.click({ force: true });
  await expect(dialog).toBeVisible();
  expect((await readSave(page)).initial.seed).toBe(initial.seed);
});
