// Plays an action through the page the way a player does it (clicks on the canvas, buttons in
// the panels, keys), then reads the game back from the autosave and checks the page did exactly
// that. The test knows the true position at every step without trusting what it meant to do.
import { expect, type Page } from '@playwright/test';
import { applyAction, hexEquals, hexLabel, unitName, type Action, type GameState } from '../../src/engine';
import { clickHex } from '../board';
import { currentSave, SAVE_KEYS } from '../saves';

export interface Saved {
  initial: GameState;
  actions: Action[];
}

export async function readSave(page: Page): Promise<Saved> {
  return currentSave<Saved>(page);
}

/** The position after the saved actions, replayed in Node through the same engine. */
export function replay(saved: Saved): { game: GameState; events: import('../../src/engine').GameEvent[] } {
  let game = saved.initial;
  const events = [];
  for (const a of saved.actions) {
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(`the saved game does not replay: ${r.error.message}`);
    game = r.state;
    events.push(...r.events);
  }
  return { game, events };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Picks a unit from the decision panel's list of units that may act (as a player would, or on the map). */
async function selectUnit(page: Page, game: GameState, id: string): Promise<void> {
  const u = game.units[id];
  const list = page.getByRole('list', { name: 'Units that may act' });
  await list
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(unitName(game, u))}`) })
    .first()
    .click();
}

/**
 * Performs `action` through the page; resolves once the page has applied it. `beforeRoll` runs
 * when an attack is aimed and its odds are on screen, before the dice are rolled.
 */
export async function perform(
  page: Page,
  game: GameState,
  action: Action,
  beforeRoll?: () => Promise<void>,
): Promise<void> {
  const before = (await readSave(page)).actions.length;
  await act(page, game, action, beforeRoll);
  await page.waitForFunction(
    ([keys, n]) => {
      const id = sessionStorage.getItem(keys.tab) ?? localStorage.getItem(keys.last);
      const text = id ? localStorage.getItem(keys.prefix + id) : null;
      return (JSON.parse(text ?? '{"actions":[]}') as { actions: unknown[] }).actions.length > n;
    },
    [SAVE_KEYS, before] as const,
  );
  const after = await readSave(page);
  // The action played is the next one saved (against the AI, its reply may already follow it).
  expect(after.actions.slice(before, before + 1), `the page played ${JSON.stringify(action)}`).toEqual([action]);
}

/** The clicks and keys of `action`, without waiting for it to be applied (an online game's is the server's to apply). */
export async function act(
  page: Page,
  game: GameState,
  action: Action,
  beforeRoll?: () => Promise<void>,
): Promise<void> {
  const panel = page.getByRole('region', { name: 'Decision' });
  switch (action.type) {
    case 'placeObjective':
      await clickHex(page, action.at);
      break;
    case 'deploy': {
      // The deployment tray picks the team's next unit; the facing control turns a vehicle.
      const tray = page.getByTestId('deploy-panel');
      await expect(
        tray.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(unitName(game, game.units[action.unit]))}`),
          pressed: true,
        }),
      ).toBeVisible();
      // The control names each hexside by where it points on the screen (the board may be shown turned): its button is found by the engine's number.
      if (action.facing !== undefined)
        await tray.getByRole('group', { name: 'Facing' }).locator(`button[data-dir="${action.facing}"]`).click();
      await clickHex(page, action.at);
      break;
    }
    case 'deployReserve':
      await page
        .getByTestId('deploy-panel')
        .getByRole('button', { name: /^Keep in Reserve/ })
        .click();
      break;
    case 'move': {
      if (game.activation?.unit !== action.unit) await selectUnit(page, game, action.unit);
      const to = action.path[action.path.length - 1];
      await clickHex(page, to);
      // A click on friends selects them; stacking with them (R5.6) is the panel's "Move … here".
      const mover = game.units[action.unit];
      const friends = Object.values(game.units).some(
        (u) => u.team === mover.team && u.id !== mover.id && u.status === 'map' && u.at !== null && hexEquals(u.at, to),
      );
      if (friends) await panel.getByTestId('move-onto').click();
      break;
    }
    case 'hold':
      await selectUnit(page, game, action.unit);
      await page.keyboard.press('h');
      break;
    case 'endActivation':
      await page.keyboard.press('e');
      break;
    case 'attack': {
      if (game.activation?.unit !== action.unit) await selectUnit(page, game, action.unit);
      await page.keyboard.press('a');
      const target = game.units[action.target];
      await panel.getByRole('button', { name: `${unitName(game, target)} at ${hexLabel(target.at!)}` }).click();
      await expect(panel.getByTestId('roll')).toBeVisible();
      await beforeRoll?.();
      await panel.getByTestId('roll').click();
      break;
    }
    case 'arrive':
      await selectUnit(page, game, action.unit);
      await panel.getByRole('button', { name: /^(Fly in|Drop in)$/ }).click();
      await clickHex(page, action.at);
      break;
    case 'defensiveFire':
      await panel
        .getByRole('button', { name: /^Fire at it/ })
        .first()
        .click();
      break;
    case 'passDefensiveFire':
      await panel.getByRole('button', { name: 'Hold fire' }).click();
      break;
    case 'nameModel':
      await panel.locator('.buttons button').first().click();
      break;
    case 'reroll':
      await panel.getByRole('button', { name: 'Keep the roll' }).click();
      break;
    case 'placeSurvivors':
      await panel.getByRole('button', { name: hexLabel(action.at) }).click();
      break;
    default:
      throw new Error(`the driver cannot play ${action.type} yet`);
  }
}
