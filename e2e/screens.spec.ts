// The screens people hold (docs/playing.md "Tablets and phones"): at each size below, with touch
// for the tablets and phones, one page plays a setup step, a move and an attack with taps, and
// opens the new game dialog, the army builder, the help, the online waiting room, the tutorial
// and the end screen. At every step nothing lays out wider than the window and the controls that
// matter (the decision's, the top bar's, a dialog's) are whole inside it. Screenshots, with
// E2E_SHOTS=1 (e2e/shots.ts): e2e/screenshots/screens-<size>-<screen>.png.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  applyAction,
  awaiting,
  hexLabel,
  legalActions,
  neighbor,
  terrainAt,
  unitName,
  zoneHexes,
  type Action,
  type GameState,
  type Hex,
} from '../src/engine';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { gameFileText } from '../src/store/files/gameFile';
import { screenOf } from './board';
import { controlsCutOff } from './inView';
import { readSave, replay } from './play/driver';
import { planNext } from './play/policy';
import { placedGame, skirmishMap } from './position';
import { withoutHandOff } from './settings';
import { shot } from './shots';

const SHOTS = 'e2e/screenshots';
const US = SAMPLE_ARMIES.find((s) => s.id === 'sample-us-army')!.list;

/**
 * Every size plays a setup step, a move and an attack and opens the new game dialog and the builder.
 * The other screens (the menu and help, the end screen, the online waiting room, the tutorial) are
 * walked at one size of each kind (`all`): the larger tablets and phones share their layout
 * rules, and 1366 x 768 is walked by the other specs, so `npm test` stays short.
 */
const SIZES = [
  { name: 'tablet-landscape', sheet: false, width: 1024, height: 768, touch: true, all: true },
  { name: 'tablet-landscape-large', sheet: false, width: 1180, height: 820, touch: true, all: false },
  { name: 'tablet-portrait', sheet: true, width: 768, height: 1024, touch: true, all: true },
  { name: 'tablet-portrait-large', sheet: true, width: 820, height: 1180, touch: true, all: false },
  { name: 'phone', sheet: true, width: 390, height: 844, touch: true, all: true },
  { name: 'phone-large', sheet: true, width: 412, height: 915, touch: true, all: false },
  { name: 'phone-landscape', sheet: true, width: 844, height: 390, touch: true, all: true },
  { name: 'phone-landscape-large', sheet: true, width: 915, height: 412, touch: true, all: false },
  // The laptop the game was laid out for first: nothing there may get worse.
  { name: 'laptop-small', sheet: false, width: 1280, height: 720, touch: false, all: true },
] as const;

/**
 * What lies outside the window: the page wider than it (a sideways scroll), and each shown control
 * of the page that reaches past its left or right edge without a scrolling panel of its own to hold it.
 */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const page = document.scrollingElement!;
    if (page.scrollWidth > width) problems.push(`the page is ${page.scrollWidth} px wide in a ${width} px window`);
    const scrolls = (el: HTMLElement) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], select, input, summary, h1, h2, p')) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      if ((r.right > width + 0.5 || r.left < -0.5) && !scrolls(el)) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
        problems.push(`"${label}" spans ${Math.round(r.left)} to ${Math.round(r.right)} in a ${width} px window`);
      }
    }
    return problems;
  });
}

/**
 * Nothing past the window's edges, every control of `parts` whole in view; a screenshot named
 * `screen` (with E2E_SHOTS=1). On a phone or an upright tablet the decision sits in a sheet that scrolls by itself
 * beside or under the map: its controls may wait in that scroll (reached without moving the map),
 * never outside the window (outOfReach).
 */
async function fits(page: Page, size: (typeof SIZES)[number], screen: string, parts: Locator[] = []): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await shot(page, { path: `${SHOTS}/screens-${size.name}-${screen}.png` });
  expect(await overflows(page), `${screen} at ${size.width}x${size.height}`).toEqual([]);
  for (const part of parts) {
    const cut = size.sheet ? await outOfReach(part) : await controlsCutOff(part);
    expect(cut, `${screen} at ${size.width}x${size.height}`).toEqual([]);
  }
}

/**
 * The controls of `root` a player cannot reach on a phone or an upright tablet: outside the window,
 * or, in a panel that scrolls by itself (the column's sheet, a dialog), reaching past its sides or
 * the panel itself past the window. Below the panel's fold is within reach: it scrolls, the map stays.
 */
async function outOfReach(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const problems: string[] = [];
    const win = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const inside = (r: DOMRect, b: { left: number; top: number; right: number; bottom: number }, vertical = true) =>
      r.left >= b.left - 0.5 &&
      r.right <= b.right + 0.5 &&
      (!vertical || (r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5));
    for (const c of el.querySelectorAll<HTMLElement>('button, input, select, textarea, summary, a[href]')) {
      const r = c.getBoundingClientRect();
      const style = getComputedStyle(c);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      const label = (c.getAttribute('aria-label') ?? c.textContent ?? c.tagName).trim().slice(0, 40);
      let sheet: HTMLElement | null = c.parentElement;
      while (sheet && sheet !== document.body && !/auto|scroll/.test(getComputedStyle(sheet).overflowY))
        sheet = sheet.parentElement;
      if (!sheet || sheet === document.body) {
        if (!inside(r, win)) problems.push(`"${label}" is outside the window`);
        continue;
      }
      const sr = sheet.getBoundingClientRect();
      if (!inside(sr, win)) problems.push(`the panel holding "${label}" reaches past the window`);
      else if (!inside(r, sr, false)) problems.push(`"${label}" reaches past its panel's sides`);
    }
    return problems;
  });
}

/** Whether the element's whole box is in the window and in every panel around it that clips or scrolls. */
async function shownWhole(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inside = (b: { left: number; top: number; right: number; bottom: number }) =>
      r.left >= b.left - 0.5 && r.top >= b.top - 0.5 && r.right <= b.right + 0.5 && r.bottom <= b.bottom + 0.5;
    if (!inside({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight })) return false;
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = p.getBoundingClientRect();
      const box = { left: b.left + p.clientLeft, top: b.top + p.clientTop };
      if (!inside({ ...box, right: box.left + p.clientWidth, bottom: box.top + p.clientHeight })) return false;
    }
    return true;
  });
}

/** Taps, or clicks where there is no touch screen. */
async function press(size: (typeof SIZES)[number], target: Locator): Promise<void> {
  if (size.touch) await target.tap();
  else await target.click();
}

async function pressHex(page: Page, size: (typeof SIZES)[number], h: Hex): Promise<void> {
  const p = await screenOf(page, h);
  if (size.touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/** Opens a top bar command: behind "Menu" on a narrow window, on the bar on a wide one. */
async function barCommand(page: Page, size: (typeof SIZES)[number], name: string): Promise<void> {
  const bar = page.locator('header.phase-bar');
  const menu = bar.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await press(size, menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await controlsCutOff(bar), `the menu at ${size.width}x${size.height}`).toEqual([]);
  }
  await press(size, bar.getByRole('button', { name, exact: true }));
}

/**
 * A Sherman in the US zone with a Wehrmacht squad two hexes ahead of it, on open ground, the
 * other US units standing back: the Movement Phase of turn 1, or (the quiet answers played) the
 * Assault Phase with the squad in range (R6.1).
 */
function skirmish(
  phase: 'movement' | 'assault',
  turns: number | null = null,
): { initial: GameState; actions: Action[]; tank: Hex; to: Hex } {
  const map = skirmishMap();
  const open = (h: Hex) => terrainAt(map, h) === 'open';
  const zone = zoneHexes(map, 0).filter(open);
  const start = zone.find((h) => {
    const ahead = neighbor(h, 1);
    const enemy = neighbor(ahead, 1);
    return open(ahead) && open(enemy) && open(neighbor(h, 0));
  });
  if (!start) throw new Error('no open ground for the skirmish');
  const enemy = neighbor(neighbor(start, 1), 1);
  const taken = new Set([start, enemy, neighbor(start, 0), neighbor(start, 1)].map((h) => `${h.q},${h.r}`));
  const free = zone.filter((h) => !taken.has(`${h.q},${h.r}`));
  const initial = placedGame(
    'e2e-screens',
    map,
    [
      {
        name: 'US Army',
        units: [
          { id: 'tank', models: ['m4a1-sherman'], at: start, facing: 1 },
          { id: 'squad', models: ['m1-garand-rifle', 'm1-garand-rifle', 'm1-garand-rifle'], at: free[0] },
        ],
      },
      { name: 'Wehrmacht', units: [{ id: 'enemy', models: ['mauser-kar-98k', 'mauser-kar-98k'], at: enemy }] },
    ],
    { settings: { turns } },
  );
  const actions: Action[] = [];
  let s = initial;
  while (phase === 'assault' && s.phase !== 'assault') {
    const list = legalActions(s);
    const a =
      list.find((x) => x.type === 'hold') ??
      list.find((x) => x.type === 'endActivation') ??
      list.find((x) => x.type === 'passDefensiveFire') ??
      list[0];
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.state;
  }
  return { initial, actions, tank: start, to: neighbor(start, 0) };
}

async function openGame(page: Page, name: string, initial: GameState, actions: Action[]): Promise<void> {
  await page.getByTestId('load-file').setInputFiles({
    name: `${name}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(gameFileText(initial, actions)),
  });
  await expect(page.getByTestId('records-notice')).toContainText(name);
  await page.waitForFunction(() => window.__aamBoard !== undefined);
}

async function savedCount(page: Page): Promise<number> {
  return (await readSave(page)).actions.length;
}

for (const size of SIZES) {
  test.describe(`${size.name} ${size.width}x${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: size.touch,
      isMobile: size.touch,
    });

    test(`${size.all ? 'every screen fits' : 'the battle, the new game dialog and the builder fit'} ${size.width}x${size.height}, and a setup step, a move and an attack are played with ${size.touch ? 'taps' : 'clicks'}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await withoutHandOff(page);
      const decision = page.getByRole('region', { name: 'Decision' });
      const bar = page.locator('header.phase-bar');

      await test.step('the welcome screen', async () => {
        await page.goto('/');
        await expect(page.getByTestId('welcome-friend')).toBeVisible();
        await fits(page, size, 'welcome');
      });

      await test.step('the new game dialog, then a setup step', async () => {
        await press(size, page.getByTestId('welcome-friend'));
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await fits(page, size, 'new-game');
        const start = dialog.getByRole('button', { name: 'Start the battle' });
        // A dialog taller than the window scrolls: its buttons are at its foot.
        await dialog.evaluate((d) => d.scrollTo(0, d.scrollHeight));
        expect(await controlsCutOff(dialog.locator('.buttons'))).toEqual([]);
        await press(size, start);
        await expect(dialog).toBeHidden();
        await page.waitForFunction(() => window.__aamBoard !== undefined);
        // The first choice a player makes: where an Objective Marker goes (R3.2), a tap on a lit hex.
        await expect.poll(async () => awaiting(replay(await readSave(page)).game).kind).toBe('placeObjective');
        await fits(page, size, 'setup', [decision, bar]);
        const game = replay(await readSave(page)).game;
        const placing = planNext(game);
        if (placing.type !== 'placeObjective') throw new Error(`expected a marker to place, not ${placing.type}`);
        const before = await savedCount(page);
        await pressHex(page, size, placing.at);
        await expect.poll(() => savedCount(page)).toBe(before + 1);
        expect((await readSave(page)).actions[before]).toEqual(placing);
      });

      await test.step('a move', async () => {
        const movement = skirmish('movement');
        await openGame(page, 'screens-move', movement.initial, movement.actions);
        await pressHex(page, size, movement.tank);
        // The tap selected the Sherman (the decision's list names it either way) and lit its moves.
        await expect(decision).toContainText('M4A1 Sherman: choose what it does');
        await expect.poll(() => page.evaluate(() => window.__aamBoard!.offers())).toContain(hexLabel(movement.to));
        await fits(page, size, 'move-selected', [decision, bar]);
        const before = await savedCount(page);
        await pressHex(page, size, movement.to);
        await expect.poll(() => savedCount(page)).toBe(before + 1);
        const moved = (await readSave(page)).actions[before];
        expect(moved).toMatchObject({ type: 'move', unit: 'tank' });
        await fits(page, size, 'moved', [decision, bar]);
      });

      await test.step('an attack', async () => {
        const assault = skirmish('assault');
        await openGame(page, 'screens-attack', assault.initial, assault.actions);
        const game = replay({ initial: assault.initial, actions: assault.actions }).game;
        await pressHex(page, size, assault.tank);
        await press(size, decision.getByRole('button', { name: 'Attack', exact: true }));
        const target = game.units.enemy;
        await press(
          size,
          decision.getByRole('button', { name: `${unitName(game, target)} at ${hexLabel(target.at!)}` }),
        );
        await expect(decision.getByTestId('roll')).toBeVisible();
        await fits(page, size, 'attack-odds', [decision, bar]);
        expect(await shownWhole(decision.getByTestId('roll')), 'the roll button in view').toBe(true);
        const before = await savedCount(page);
        await press(size, decision.getByTestId('roll'));
        await expect.poll(() => savedCount(page)).toBeGreaterThan(before);
        expect((await readSave(page)).actions[before]).toMatchObject({ type: 'attack', unit: 'tank', target: 'enemy' });
        await fits(page, size, 'attacked', [decision, bar]);
      });

      if (size.all) {
        await test.step('the top bar menu, then the help', async () => {
          const menu = bar.getByRole('button', { name: 'Menu' });
          const helpButton = bar.getByRole('button', { name: 'Help', exact: true });
          if (size.width >= 1280) {
            // A laptop's bar shows every command, as before.
            await expect(menu).toBeHidden();
            await expect(helpButton).toBeVisible();
          } else {
            await expect(helpButton).toBeHidden();
            await press(size, menu);
            await expect(helpButton).toBeVisible();
            await page.keyboard.press('Escape');
            await expect(menu).toHaveAttribute('aria-expanded', 'false');
            await expect(menu).toBeFocused();
            await expect(helpButton).toBeHidden();
          }
          await barCommand(page, size, 'Help');
          // A command chosen from the menu closes it.
          if (size.width < 1280) await expect(menu).toHaveAttribute('aria-expanded', 'false');
          const help = page.getByRole('dialog', { name: /Help/ });
          await expect(help).toBeVisible();
          await fits(page, size, 'help', [help.getByRole('tablist')]);
          await page.keyboard.press('Escape');
          await expect(help).toBeHidden();
        });

        await test.step('the end screen', async () => {
          const initial = skirmish('movement', 1).initial;
          const actions: Action[] = [];
          let s = initial;
          while (s.phase !== 'ended') {
            const list = legalActions(s);
            const a =
              list.find((x) => x.type === 'hold') ??
              list.find((x) => x.type === 'endActivation') ??
              list.find((x) => x.type === 'passDefensiveFire') ??
              list.find((x) => x.type === 'endGameVote' && x.end) ??
              list[0];
            const r = applyAction(s, a);
            if (!r.ok) throw new Error(r.error.message);
            actions.push(a);
            s = r.state;
          }
          await openGame(page, 'screens-ended', initial, actions);
          const end = page.getByTestId('end-screen');
          await expect(end).toBeVisible();
          await fits(page, size, 'end', [end]);
        });
      }
      await test.step('the army builder', async () => {
        await page.goto('/#/builder');
        await expect(page.getByRole('heading', { name: 'Catalog' })).toBeVisible();
        await fits(page, size, 'builder');
      });

      if (size.all) {
        await test.step('the online waiting room', async () => {
          await page.goto('/#/welcome');
          await press(size, page.getByTestId('welcome-online'));
          const dialog = page.getByRole('dialog', { name: 'Play online' });
          await dialog.getByLabel('Your army').selectOption({ label: US.name });
          await fits(page, size, 'online-dialog');
          await press(size, dialog.getByRole('button', { name: 'Create the game' }));
          const lobby = page.getByTestId('online-lobby');
          await expect(lobby).toContainText('Send this link', { timeout: 30_000 });
          await fits(page, size, 'waiting-room', [lobby]);
        });

        await test.step('the tutorial', async () => {
          // A load of its own, not a change of the hash from the online game just created (the
          // online screen once kept the page and the press went to the welcome screen's button
          // as it left): the welcome screen shown before its button is pressed.
          await page.goto('about:blank');
          await page.goto('/#/welcome');
          await expect(page.locator('.welcome-screen')).toBeVisible();
          await expect(page.getByTestId('online-lobby')).toHaveCount(0);
          await press(size, page.getByTestId('welcome-learn'));
          await expect(page.getByTestId('tutorial')).toBeVisible();
          await fits(page, size, 'tutorial', [page.getByTestId('tutorial')]);
        });
      }
    });
  });
}
