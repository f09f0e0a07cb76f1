// What a player learns without asking, through the page at 1366x768 and 1280x720, in a short
// quick game against the AI (normal): a counter's tooltip under the pointer and the keyboard
// cursor (its unit, side, models and state); Suggest's reason with the AI's own figures; the
// AI's last move still drawn whole, from where its unit started, when the person is to decide
// after it (docs/playing.md "Playing alone"); and the banner of the scored turn (R7.1), the log's line,
// up until dismissed.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  awaiting,
  hexEquals,
  hexLabel,
  turnScoredText,
  unitName,
  type Action,
  type GameState,
  type Hex,
} from '../src/engine';
import { hoverHex } from './board';
import { perform, readSave, replay } from './play/driver';
import { planNext } from './play/policy';
import { humanToDecide, quickGame } from './quickGame';
import { withoutHandOff } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';

/** What the map draws of the AI now, through the board's test handle. */
function planned(page: Page) {
  return page.evaluate(() => window.__aamBoard?.planned() ?? null);
}

/**
 * The AI's (team 1's) last move when the saved game ends in one, passing over the end of its
 * activation: its unit, where it started and the hexes it entered; null otherwise.
 */
function lastAiMove(initial: GameState, actions: readonly Action[]): { unit: string; start: Hex; path: Hex[] } | null {
  const states: GameState[] = [initial];
  for (const a of actions) states.push(replay({ initial: states[states.length - 1], actions: [a] }).game);
  let k = actions.length - 1;
  while (k >= 0 && actions[k].type === 'endActivation' && awaiting(states[k]).team === 1) k--;
  const path: Hex[] = [];
  let unit: string | null = null;
  for (; k >= 0; k--) {
    const a = actions[k];
    if (a.type !== 'move' || awaiting(states[k]).team !== 1 || (unit !== null && a.unit !== unit)) break;
    unit = a.unit;
    path.unshift(...a.path);
  }
  const start = unit ? states[k + 1].units[unit].at : null;
  return unit && start ? { unit, start, path } : null;
}

test("a counter's tooltip, Suggest's figures, the AI's long move kept on the map, and the scored turn's banner", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await withoutHandOff(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await quickGame(page, ['human', 'normal'], 'k7sgdzbh', undefined, 2);
  await page.getByTestId('ai-bar').getByLabel('AI pace').selectOption('0');
  let game = await humanToDecide(page);

  // The tooltip: the pointer on the Sherman's counter names it, its side, its damage and its state.
  const sherman = Object.values(game.units).find(
    (u) => u.team === 0 && u.status === 'map' && unitName(game, u).includes('Sherman'),
  )!;
  await hoverHex(page, sherman.at!);
  const tip = page.getByTestId('unit-tooltip');
  await expect(tip).toContainText(`${unitName(game, sherman)} (${game.teams[0].name})`);
  await expect(tip).toContainText('Undamaged');
  await expect(tip).toContainText('Not yet activated this phase');
  await expect(tip).toContainText('Facing');
  // A squad: its models by card.
  const squad = Object.values(game.units).find((u) => u.team === 0 && u.status === 'map' && u.models.length > 1)!;
  await hoverHex(page, squad.at!);
  await expect(tip).toContainText(new RegExp(`${squad.models.length} models: .+ ×\\d`));
  await shot(page, { path: `${SHOTS}/inform-1-tooltip-1366.png` });
  // The keyboard cursor (the same hover): one hex right and back, the tooltip follows it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('hover-tip')).toContainText(hexLabel(squad.at!));
  await expect(tip).toContainText(unitName(game, squad));

  // Suggest: the reason carries the figures the AI weighed (OP, and a chance for an attack).
  const bar = page.getByTestId('ai-bar');
  await bar.getByRole('button', { name: 'Suggest' }).click();
  const suggestion = page.getByTestId('suggestion');
  await expect(suggestion).toContainText(/AI suggests: .*\d+(\.\d)? OP/);
  await shot(page, { path: `${SHOTS}/inform-2-suggest-1366.png` });
  await suggestion.getByRole('button', { name: 'Dismiss' }).click();

  // Play on by clicking until turn 1 is scored; each time the person is to decide after a move
  // of the AI's of two hexes or more, the whole of it is still drawn, from where it started.
  let longMoves = 0;
  for (let i = 0; game.turn === 1 && game.phase !== 'ended'; i++) {
    expect(i, 'turn 1 ends within 120 decisions').toBeLessThan(120);
    const saved = await readSave(page);
    const move = lastAiMove(saved.initial, saved.actions);
    // (Only once its activation is over: in the middle of it the rest of its plan is drawn too.)
    if (move && move.path.length >= 2 && game.activation?.unit !== move.unit) {
      const p = await planned(page);
      expect(p?.by).toBe('ai');
      expect(p!.shown.unit).toBe(move.unit);
      expect(hexEquals(p!.shown.start!, move.start)).toBe(true);
      expect(p!.shown.path.map(hexLabel)).toEqual(move.path.map(hexLabel));
      if (longMoves === 0) await shot(page, { path: `${SHOTS}/inform-3-ai-route-1366.png` });
      longMoves++;
    }
    await perform(page, game, planNext(game));
    game = await humanToDecide(page);
  }
  expect(longMoves, 'the AI moved a unit two hexes or more').toBeGreaterThan(0);

  // The banner of turn 1's score: the engine's line, also in the log, up until dismissed.
  const scored = replay(await readSave(page)).game;
  const text = turnScoredText(scored, scored.score.turns[0]);
  const banner = page.getByTestId('scored-banner');
  await expect(banner).toContainText(text);
  await expect(page.getByTestId('log')).toContainText(`${text} (R7.1)`);
  await shot(page, { path: `${SHOTS}/inform-4-scored-1366.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(banner).toBeVisible();
  await shot(page, { path: `${SHOTS}/inform-5-scored-1280.png` });
  await hoverHex(page, scored.units[squad.id].at ?? squad.at!);
  await shot(page, { path: `${SHOTS}/inform-6-tooltip-1280.png` });
  await banner.getByRole('button', { name: 'Dismiss the score' }).click();
  await expect(banner).toBeHidden();
});
