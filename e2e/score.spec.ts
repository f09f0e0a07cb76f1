// The score (R7.1) through the page at 1366x768 and 1280x720: the score in the top bar (each
// team's points so far, what the markers would add if the turn ended now, turns left) and every
// Objective Marker in its holder's colour, a contested one shown in both (R7.1). The position is
// built with the engine and opened as a game file; the page is checked against the engine's own
// scoreNow, and again after a squad steps onto a free marker.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DIRS,
  hexsideAt,
  neighbor,
  reachableHexes,
  budgetOf,
  scoreNow,
  terrainAt,
  applyAction,
  type GameState,
} from '../src/engine';
import { gameFileText } from '../src/store/files/gameFile';
import { openInRow, placedGame, skirmishMap } from './position';
import { withoutHandOff } from './settings';
import { clickHex, screenOf } from './board';
import { shot } from './shots';

const US = Array<string>(6).fill('m1-garand-rifle');
const DE = Array<string>(6).fill('mauser-kar-98k');

/**
 * Three markers on open hexes: one held by the US squad "held", one contested (a squad of each
 * team), one free that the US squad "walker" can reach this phase (R7.1).
 */
function position(): GameState {
  const map = skirmishMap();
  const low = openInRow(map, 10);
  const mid = openInRow(map, 7);
  const held = low[0];
  const contested = mid[mid.length - 1];
  const free = low[low.length - 1];
  // Infantry have Speed 1: the walker stands next to the free marker, below it, nothing on the hexside.
  const side = DIRS.find((d) => {
    const h = neighbor(free, d);
    return h.r > free.r && terrainAt(map, h) === 'open' && hexsideAt(map, free, d) === null;
  })!;
  const walkerAt = neighbor(free, side);
  return placedGame(
    'e2e-score',
    map,
    [
      {
        name: 'US Army',
        units: [
          { id: 'held', models: US, at: held },
          { id: 'us-contest', models: US, at: contested },
          { id: 'walker', models: US, at: walkerAt },
        ],
      },
      {
        name: 'Wehrmacht',
        units: [
          { id: 'de-contest', models: DE, at: contested },
          { id: 'far', models: DE, at: openInRow(map, 0)[2] },
        ],
      },
    ],
    {
      settings: { turns: 5 },
      objectives: [
        { at: held, value: 1, placedBy: 0 },
        { at: contested, value: 3, placedBy: 0 },
        { at: free, value: 2, placedBy: 0 },
      ],
    },
  );
}

/** The score bar says what the engine's scoreNow says. */
async function expectScore(page: Page, game: GameState): Promise<void> {
  const now = scoreNow(game);
  for (const t of [0, 1] as const) {
    const chip = page.getByTestId(`score-${t}`);
    await expect(chip.locator('.score-total')).toHaveText(String(now.total[t]));
    await expect(chip.locator('.score-projected')).toHaveText(`+${now.ifTurnEnded![t]}`);
  }
  const markers = page.getByTestId('score-marker');
  await expect(markers).toHaveCount(now.markers.length);
  for (const [i, m] of now.markers.entries()) {
    await expect(markers.nth(i)).toHaveAttribute(
      'data-holder',
      m.holder === null ? (m.contested ? 'contested' : 'none') : String(m.holder),
    );
  }
}

for (const size of [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test(`${size.width}x${size.height}: the score bar shows points, the turn's projection, marker holders and turns left (R7.1, R7.3)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const start = position();
    await withoutHandOff(page);
    await page.goto('/#/battle');
    await page.getByTestId('load-file').setInputFiles({
      name: 'score.json',
      mimeType: 'application/json',
      buffer: Buffer.from(gameFileText(start, [])),
    });
    await expect(page.getByTestId('active-team')).toHaveText('US Army to act');

    await expectScore(page, start);
    await expect(page.getByTestId('score-0')).toContainText('US Army');
    const markers = page.getByTestId('score-marker');
    await expect(markers.nth(0)).toHaveAttribute('aria-label', /held by US Army/);
    await expect(markers.nth(1)).toHaveAttribute('aria-label', /contested/);
    await expect(markers.nth(2)).toHaveAttribute('aria-label', /nobody holds it/);
    await expect(page.getByTestId('turns-left')).toHaveText('5 turns left');
    // Readable: the whole score line is inside the window, on one line, not cut off.
    const bar = (await page.getByTestId('score').boundingBox())!;
    expect(bar.x + bar.width).toBeLessThanOrEqual(size.width);
    const turns = (await page.getByTestId('turns-left').boundingBox())!;
    expect(turns.x + turns.width).toBeLessThanOrEqual(size.width);
    expect(turns.y).toBeLessThan(bar.y + bar.height);
    await shot(page, { path: `e2e/screenshots/score-${size.width}.png` });

    // The US squad steps onto the free 2 OP marker: the projection follows (R7.1).
    const walker = start.units.walker;
    const free = start.objectives[2].at;
    const step = reachableHexes(start, walker, budgetOf(start, walker)).find(
      (r) => r.hex.q === free.q && r.hex.r === free.r && r.rolls.length === 0,
    );
    expect(step, 'the free marker is a plain step away').toBeDefined();
    await clickHex(page, walker.at!);
    await clickHex(page, free);
    const moved = applyAction(start, { type: 'move', unit: 'walker', path: step!.path });
    if (!moved.ok) throw new Error(moved.error.message);
    await expect(page.getByTestId('score-0').locator('.score-projected')).toHaveText(
      `+${scoreNow(moved.state).ifTurnEnded![0]}`,
    );
    await expect(markers.nth(2)).toHaveAttribute('data-holder', '0');
    await shot(page, { path: `e2e/screenshots/score-${size.width}-moved.png` });
    if (size.width === 1366) {
      // Close up on the contested marker and the one just taken, for the review of the colours.
      const p = await screenOf(page, start.objectives[1].at);
      await shot(page, {
        path: 'e2e/screenshots/score-markers-close.png',
        clip: { x: p.x - 160, y: p.y - 140, width: 320, height: 180 },
      });
    }
  });
}
