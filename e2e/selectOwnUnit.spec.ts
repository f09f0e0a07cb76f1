// A quick game places no unit where it could never move (the engine's strandedAt), on the two
// seeds that once put the M3 Half-Track in a Marsh. A click on the player's own unit selects it,
// through the page, in a quick game against the AI:
// with the Sherman selected, a click on the rifle squad at B14 (a hex the Sherman could reach)
// selects the squad and moves nothing; the Sherman moves there (stacking, R5.6) only by the
// decision panel's "Move … here", which a click, a tap or Tab and Enter press alike.
import { expect, test } from './fixtures';
import { hexLabel, strandedAt, unitName, type GameState } from '../src/engine';
import { clickHex } from './board';
import { readSave, replay } from './play/driver';
import { humanToDecide, quickGame } from './quickGame';
import { withoutAnimations, withoutHandOff } from './settings';
import { shot } from './shots';

/** The units a quick game placed where they could never move (R5.1: the M3 Half-Track in a Marsh at G14, before). */
function stranded(game: GameState): string[] {
  return Object.values(game.units).flatMap((u) =>
    u.at && strandedAt(game, u, u.at) ? [`${unitName(game, u)} at ${hexLabel(u.at)}`] : [],
  );
}

test('a quick game strands no unit where it could never move, on both seeds that did (R5.1, R3.3)', async ({
  page,
}) => {
  await withoutHandOff(page);
  await quickGame(page, ['human', 'human'], 'xm7v8zmj');
  await expect.poll(async () => stranded(replay(await readSave(page)).game)).toEqual([]);
  expect(Object.values(replay(await readSave(page)).game.units).filter((u) => u.at).length).toBeGreaterThan(4);
});

test('a click on your own rifle squad selects it, not a move of the Sherman onto it; "Move … here" moves it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withoutAnimations(page);
  await quickGame(page, ['human', 'normal'], 'k7sgdzbh');

  const game = await humanToDecide(page);
  expect(stranded(game)).toEqual([]);
  const sherman = Object.values(game.units).find((u) => u.team === 0 && u.at && unitName(game, u).includes('Sherman'))!;
  const squad = Object.values(game.units).find((u) => u.team === 0 && u.at && hexLabel(u.at) === 'B14')!;
  expect(sherman, 'the seed places a Sherman').toBeDefined();
  expect(squad, 'the seed places a squad of the US Army at B14').toBeDefined();

  const actions = (await readSave(page)).actions.length;
  await clickHex(page, sherman.at!);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(sherman.at!));
  await clickHex(page, squad.at!);
  // The squad is selected; the Sherman has not moved.
  await expect(page.getByTestId('unit-position')).toHaveText('B14');
  expect((await readSave(page)).actions).toHaveLength(actions);
  // The offer shows only where the Sherman could move onto the squad (R5.6).
  const move = page.getByTestId('move-onto');
  await expect(move).toHaveText(`Move ${unitName(game, sherman)} here (B14)`);
  await shot(page, { path: 'e2e/screenshots/select-own-unit-offer.png' });

  // The deliberate gesture, from the keyboard: the Sherman moves onto the squad.
  await move.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => {
      const at = replay(await readSave(page)).game.units[sherman.id].at;
      return at ? hexLabel(at) : null;
    })
    .toBe('B14');
  await expect(move).toBeHidden();
});
