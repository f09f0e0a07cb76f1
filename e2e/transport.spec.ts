// R4.6 through the page: a rifle squad boards a Transport whose hex is full (the Transport and
// another squad of its team): the step in is allowed because the boarding unit does not count
// for population at that moment. The position is built with the engine, saved as a game file
// and loaded through the File menu, as a player would open a shared position.
import { expect, test } from './fixtures';
import {
  createGame,
  DIRS,
  getBoard,
  hexLabel,
  hexsideAt,
  neighbor,
  terrainAt,
  type GameState,
  type Hex,
} from '../src/engine';
import { CATALOG_BY_ID } from '../src/data/catalog';
import { buildBattlefield } from '../src/store/game/newGame';
import { gameFileText } from '../src/store/files/gameFile';
import { SKIRMISH_LAYOUT } from '../src/data/tiles';
import { withoutHandOff } from './settings';
import { clickHex, hoverHex } from './board';
import { shot } from './shots';

const SQUAD = Array<string>(6).fill('m1-garand-rifle');

/** Two open hexes side by side in the bottom team's half, with nothing on the hexside between them. */
function openPair(state: GameState): { transportAt: Hex; squadAt: Hex } {
  const board = getBoard(state.map);
  for (const h of board.hexAt) {
    if (h.r < 9 || h.r > 12 || terrainAt(state.map, h) !== 'open') continue;
    for (const d of DIRS) {
      const n = neighbor(h, d);
      if (n.r >= 9 && n.r <= 12 && terrainAt(state.map, n) === 'open' && hexsideAt(state.map, h, d) === null)
        return { transportAt: h, squadAt: n };
    }
  }
  throw new Error('no two open hexes side by side');
}

function position(): GameState {
  const built = buildBattlefield(SKIRMISH_LAYOUT);
  if (!built.ok) throw new Error(built.error.map((e) => e.message).join('; '));
  const probe = createGame({
    seed: 'e2e-board',
    map: built.value,
    catalog: CATALOG_BY_ID,
    teams: [
      { name: 'US Army', units: [] },
      { name: 'Wehrmacht', units: [] },
    ],
  });
  if (!probe.ok) throw new Error(probe.error.map((e) => e.message).join('; '));
  const { transportAt, squadAt } = openPair(probe.state);
  const r = createGame({
    seed: 'e2e-board',
    map: built.value,
    catalog: CATALOG_BY_ID,
    start: 'placed',
    // Turn 1's initiative: 6+6 for the US Army, 1+1 for the Wehrmacht.
    diceScript: [6, 6, 1, 1],
    teams: [
      {
        name: 'US Army',
        units: [
          { id: 'ht', models: ['m3-half-track'], at: transportAt, facing: 5 },
          { id: 'first', models: SQUAD, at: transportAt },
          { id: 'third', models: SQUAD, at: squadAt },
        ],
      },
      {
        name: 'Wehrmacht',
        units: [{ id: 'far', models: Array<string>(6).fill('mauser-kar-98k'), at: { q: 2, r: 0 } }],
      },
    ],
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
  return r.state;
}

test('R4.6 a squad boards a Transport in a full hex at the end of its move, through the page', async ({ page }) => {
  const start = position();
  const halfTrack = start.units.ht.at!;
  const squad = start.units.third.at!;
  await withoutHandOff(page);
  await page.goto('/#/battle');
  await page
    .getByTestId('load-file')
    .setInputFiles({ name: 'board.json', mimeType: 'application/json', buffer: Buffer.from(gameFileText(start, [])) });
  await expect(page.getByTestId('records-notice')).toContainText('board.json');
  await expect(page.getByTestId('active-team')).toHaveText('US Army to act');

  // The squad next to the full hex: the Transport's hex lights up as a hex it can board.
  await clickHex(page, squad);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(squad));
  await hoverHex(page, halfTrack);
  await expect(page.getByTestId('hover-tip')).toContainText('then board');
  await shot(page, { path: 'e2e/screenshots/transport-board-offer.png' });

  // A click on the friends there selects one of them; the panel's "Move … here" boards.
  await clickHex(page, halfTrack);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(halfTrack));
  await page.getByTestId('move-onto').click();
  await expect(page.getByTestId('log')).toContainText('embarks in M3 Half-Track (R4.6)');
  // Aboard: the squad no longer stands on the map; the Transport's card lists it.
  await clickHex(page, halfTrack);
  await expect(page.getByTestId('unit-position')).toHaveText(hexLabel(halfTrack));
  await expect(page.getByText('Carrying: M1 Garand Rifle.')).toBeVisible();
  await shot(page, { path: 'e2e/screenshots/transport-boarded.png' });
});
