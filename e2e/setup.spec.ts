// The full setup of R3 played through the screens: the new game dialog, the setup initiative
// (R3.1), the five Objective Markers on lit hexes (R3.2), deployment with a chosen facing and a
// unit kept in Reserve (R3.3), a Scout move (R3.4), to Turn 1's Movement Phase; the hot-seat
// hand-off (docs/playing.md, "Setup": by default once per phase, so once for the whole setup, with the
// deciding team's colour always under the top bar), the strict mode at every change of player,
// and switching it off. The test keeps the engine's own copy of
// the game, fed the same actions as the clicks, to know what the screen must show next.
import { expect, test } from './fixtures';
import {
  applyAction,
  budgetOf,
  awaiting,
  createGame,
  checkDeploy,
  distance,
  fromOffset,
  hexLabel,
  objectiveHexes,
  reachableHexes,
  unitName,
  zoneHexes,
  type Action,
  type ArmyList,
  type GameState,
  type Hex,
} from '../src/engine';
import { SAMPLE_ARMIES } from '../src/data/sampleArmies';
import { defaultOptions, planGame } from '../src/store/game/gameOptions';
import { handOffPrompt, type HandOffMode, type Seat } from '../src/store/game/handOff';
import { wrapList } from '../src/store/files/armyFormat';
import { withoutAnimations, withoutHandOff } from './settings';
import { clickHex, hoverHex, screenOf } from './board';
import { shot as reviewShot } from './shots';

const SHOTS = 'e2e/screenshots';
const SEED = 'e2e-setup';
const AIRBORNE = SAMPLE_ARMIES.find((s) => s.id === 'sample-british-airborne')!.list;
const GERMANS = SAMPLE_ARMIES.find((s) => s.id === 'sample-wehrmacht')!.list;

const US = SAMPLE_ARMIES.find((s) => s.id === 'sample-us-army')!.list;

function expectedStart(lists: [ArmyList, ArmyList] = [AIRBORNE, GERMANS], seed = SEED): GameState {
  const plan = planGame(defaultOptions(lists, seed));
  if (!plan.ok) throw new Error(plan.error.map((e) => e.message).join('\n'));
  const r = createGame(plan.value);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('\n'));
  return r.state;
}

function apply(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${action.type}: ${r.error.message}`);
  return r.state;
}

/** A legal empty hex of the zone for the unit, the nearest to the middle of the zone's front row. */
function deployHex(state: GameState, unitId: string): Hex {
  const unit = state.units[unitId];
  const front = fromOffset(Math.floor(state.map.cols / 2), unit.team === 0 ? state.map.rows - 4 : 3);
  const taken = (h: Hex) => Object.values(state.units).some((u) => u.at && u.at.q === h.q && u.at.r === h.r);
  const legal = zoneHexes(state.map, unit.team).filter((h) => checkDeploy(state, unit, h).ok && !taken(h));
  return legal.sort((a, b) => distance(a, front) - distance(b, front))[0];
}

test('a new game goes through initiative, objectives, deployment and Scouts to turn 1, handing off between the players', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The hand-off as a new player has it (this test's subject); the map's and the dice's animations off.
  await withoutAnimations(page);
  await page.goto('/#/battle');
  await expect(page.getByTestId('board')).toBeVisible();

  // The autosaved (or fresh) game opens behind a hand-off: nobody has taken the seat yet.
  const handOff = page.getByTestId('hand-off');
  await expect(handOff).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(handOff).toBeHidden();

  // The new game dialog: two sample armies, a fixed seed, the full setup (the default).
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByLabel(/Player 1/).selectOption({ label: 'British Airborne' });
  await dialog.getByLabel(/Player 2/).selectOption({ label: 'Wehrmacht' });
  await dialog.getByLabel(/Seed/).fill(SEED);
  await expect(dialog.getByLabel('Battlefield')).toHaveValue('points');
  await expect(dialog.getByLabel(/Full setup/)).toBeChecked();
  await expect(dialog.getByLabel(/Game length/)).toHaveValue('5');
  // A game length the rules refuse is named, and the game does not start.
  await dialog.getByLabel(/Game length/).fill('25');
  await expect(dialog.getByTestId('new-game-problems')).toContainText('from 1 to 20');
  await dialog.getByLabel(/Game length/).fill('5');
  await expect(dialog.getByTestId('new-game-problems')).toBeHidden();
  await reviewShot(page, { path: `${SHOTS}/setup-1-new-game.png` });
  // Point 7: the dialog says where each player deploys as the map will show it.
  const label = (await dialog
    .getByLabel(/Player 1/)
    .evaluate((e) => document.querySelector(`label[for="${e.id}"]`)!.textContent))!;
  const edge = label.match(/deploys at the (\w+) edge/)![1];
  await dialog.getByRole('button', { name: 'Start the battle' }).click();
  await expect(dialog).toBeHidden();
  {
    const start = expectedStart();
    const mid = (team: 0 | 1) => {
      const zone = zoneHexes(start.map, team);
      return zone[Math.floor(zone.length / 2)];
    };
    const [blue, red] = [await screenOf(page, mid(0)), await screenOf(page, mid(1))];
    const where = {
      left: blue.x < red.x,
      right: blue.x > red.x,
      bottom: blue.y > red.y,
      top: blue.y < red.y,
    } as Record<string, boolean>;
    expect(where[edge], `blue's zone is on the ${edge} (${JSON.stringify({ blue, red })})`).toBe(true);
  }

  let state = expectedStart();
  let seated: Seat | null = null;
  let mode: HandOffMode = 'phase';
  let covers = 0;
  const shots = new Set<string>();
  const shot = async (name: string) => {
    if (shots.has(name)) return;
    shots.add(name);
    await reviewShot(page, { path: `${SHOTS}/setup-${name}.png` });
  };

  /** Takes the seat when the screen must ask (the engine's copy says who decides). */
  const takeSeat = async () => {
    const prompt = handOffPrompt(state, seated, mode);
    if (!prompt) {
      await expect(handOff).toBeHidden();
      return;
    }
    const name = state.teams[prompt.team].name;
    await expect(handOff).toContainText(`${name} to decide`);
    await shot('2-hand-off');
    await handOff.getByRole('button', { name: `I am ${name}: continue` }).click();
    await expect(handOff).toBeHidden();
    seated = prompt.seat;
    covers++;
  };

  // R3.1: the panel says who won the initiative and what it means.
  await takeSeat();
  const winner = state.teams[state.initiative].name;
  await expect(page.getByTestId('initiative-note')).toContainText(`${winner} won the initiative`);
  await expect(page.getByTestId('log')).toContainText('Setup initiative');

  let facingShown = false;
  let reserved = false;
  let scouted = false;
  while (state.phase === 'setup') {
    await takeSeat();
    const d = awaiting(state);
    const team = d.team === null ? null : state.teams[d.team].name;
    await expect(page.getByTestId('decision-team')).toHaveText(team ?? '');
    // Point 7: the band under the top bar is in the colour of the team deciding now.
    await expect(page.locator('.phase-bar')).toHaveAttribute('data-decider', String(d.team));
    if (d.kind === 'placeObjective') {
      // R3.2: the marker, who places it, and the lit hexes.
      const panel = page.getByTestId('objective-panel');
      await expect(panel).toContainText(`Marker ${state.objectives.length + 1} of 5`);
      await expect(panel).toContainText(`placed by ${team}`);
      const hexes = objectiveHexes(state);
      await expect(panel).toContainText(
        hexes.length === 1 ? 'Click the lit hex on the map.' : `Click one of the ${hexes.length} lit hexes`,
      );
      await shot(`3-objective-${state.objectives.length + 1}`);
      const at = hexes[Math.floor(hexes.length / 2)];
      await clickHex(page, at);
      state = apply(state, { type: 'placeObjective', at });
      await expect(page.getByTestId('log')).toContainText(`Objective Marker at ${hexLabel(at)}`);
    } else if (d.kind === 'deploy') {
      const panel = page.getByTestId('deploy-panel');
      // The panel picks the team's next unit (selectNextToDeploy: the first the engine lists, R3.3).
      const unit = state.units[d.units[0]];
      const name = unitName(state, unit);
      await expect(panel.getByRole('button', { name: new RegExp(`^${name}`), pressed: true })).toBeVisible();
      if (unit.models.every((m) => m.def === 'defiant-paratroopers')) {
        // R3.3: Paratroopers may start in Reserve.
        await shot('5-reserve');
        await panel.getByRole('button', { name: 'Keep in Reserve (Paratrooper)' }).click();
        state = apply(state, { type: 'deployReserve', unit: unit.id });
        reserved = true;
      } else {
        const at = deployHex(state, unit.id);
        let facing = unit.facing;
        if (!facingShown && unit.models[0].def === 'panzer-iv-ausf-g') {
          // The facing control: the map's south-east hexside (named as the screen shows it), previewed on the hovered hex.
          const hexside = panel.getByRole('group', { name: 'Facing' }).locator('button[data-dir="1"]');
          await hexside.click();
          await expect(hexside).toHaveAttribute('aria-pressed', 'true');
          facing = 1;
          await hoverHex(page, at);
          await shot('4-deploy-facing');
          facingShown = true;
        }
        await clickHex(page, at);
        state = apply(state, { type: 'deploy', unit: unit.id, at, facing });
      }
      await expect(page.getByTestId('log')).toContainText(name);
    } else if (d.kind === 'scout') {
      // R3.4: the Scout moves one hex (no movement roll), then ends its activation.
      const panel = page.getByTestId('scout-panel');
      const unit = Object.values(state.units).find(
        (u) => u.team === d.team && u.status === 'map' && !u.activated && u.models[0].def === 'cromwell-iv',
      )!;
      await expect(panel.getByRole('button', { name: new RegExp(unitName(state, unit)), pressed: true })).toBeVisible();
      await shot('6-scout');
      const step = reachableHexes(state, unit, budgetOf(state, unit, 'scout')).find(
        (r) => r.path.length === 1 && r.rolls.length === 0,
      )!;
      await clickHex(page, step.hex);
      state = apply(state, { type: 'move', unit: unit.id, path: step.path });
      scouted = true;
    } else if (d.kind === 'defensiveFire') {
      await page.getByRole('button', { name: 'Hold fire' }).click();
      state = apply(state, { type: 'passDefensiveFire' });
    } else if (d.kind === 'activation') {
      await page.getByRole('button', { name: 'End activation' }).click();
      state = apply(state, { type: 'endActivation' });
    } else {
      throw new Error(`unexpected decision in the setup: ${d.kind}`);
    }
  }
  expect([facingShown, reserved, scouted]).toEqual([true, true, true]);
  // Point 7: by default the whole setup (R3) asked for the seat once, at its start.
  expect(covers).toBe(1);

  // Turn 1: the Movement Phase, and the initiative winner of the turn's roll to act.
  await takeSeat();
  await expect(page.getByTestId('turn')).toHaveText('Turn 1 of 5');
  await expect(page.getByTestId('phase')).toHaveText('Movement Phase');
  await expect(page.getByTestId('active-team')).toHaveText(`${state.teams[state.active].name} to act`);
  await shot('7-turn-1');

  // The strict mode in the settings: the next change of player shows the cover.
  const hold = async () => {
    const mine = Object.values(state.units).find((u) => u.team === state.active && u.status === 'map' && !u.activated)!;
    await page
      .getByRole('list', { name: 'Units that may act' })
      .getByRole('button', { name: new RegExp(`^${unitName(state, mine)}`) })
      .click();
    await page.getByRole('button', { name: 'Stay', exact: true }).click();
    state = apply(state, { type: 'hold', unit: mine.id });
  };
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel(/Hand-off screen/).selectOption('every');
  await shot('8-settings');
  await page.keyboard.press('Escape');
  mode = 'every';
  await hold();
  expect(handOffPrompt(state, seated, 'every')).not.toBeNull();
  await takeSeat();
  await expect(page.getByTestId('active-team')).toHaveText(`${state.teams[state.active].name} to act`);

  // Switched off: the next change of player shows no cover.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel(/Hand-off screen/).selectOption('off');
  await page.keyboard.press('Escape');
  await hold();
  await expect(page.getByTestId('active-team')).toHaveText(`${state.teams[state.active].name} to act`);
  expect(handOffPrompt(state, seated, 'every')).not.toBeNull();
  await expect(handOff).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('aam-reloaded.settings.v1'))).toContain('"handOff":"off"');
});

test('lists that cannot play are refused with every problem; a quick game starts placed', async ({ page }) => {
  await withoutHandOff(page);
  // A saved list with two problems: no Commander (R1.3), over its limit (R1.2).
  const broken = wrapList(
    { ...AIRBORNE, name: 'Broken Airborne', pointLimit: 100, commander: null },
    new Date('2026-01-01'),
    'broken',
  );
  await page.addInitScript(
    (army) => localStorage.setItem(`aam-reloaded.army.${army.id}`, JSON.stringify(army)),
    broken,
  );
  await page.goto('/#/battle');
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByLabel(/Player 1/).selectOption({ label: 'Broken Airborne' });
  await dialog.getByLabel(/Player 2/).selectOption({ label: 'US Army' });
  await dialog.getByLabel(/Seed/).fill('');
  const problems = dialog.getByTestId('new-game-problems');
  await expect(problems.getByRole('listitem')).toHaveText([
    'Broken Airborne: No Commander: choose one Officer model to lead the army (R1.3)',
    'Broken Airborne: 118 points: 18 over the limit of 100 (R1.2)',
    'Seed: type one, or press "New seed"',
  ]);
  await reviewShot(page, { path: `${SHOTS}/setup-0-refused.png` });
  const start = dialog.getByRole('button', { name: 'Start the battle' });
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  await start.click({ force: true }); // aria-disabled: focusable, and refuses
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'New seed' }).click();
  await dialog.getByLabel(/Player 1/).selectOption({ label: 'British Airborne' });
  await expect(problems).toBeHidden();
  // The quick game starts placed at turn 1.
  await dialog.getByLabel(/Quick game/).check();
  await start.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('turn')).toHaveText('Turn 1 of 5');
});

test('R3.3 an infantry unit deploys embarked in a Transport already on the map', async ({ page }) => {
  await withoutHandOff(page);
  // A first visit: the welcome screen's way to a game between two people at this screen.
  await page.goto('/');
  await page.getByTestId('welcome-friend').click();
  const dialog = page.getByRole('dialog', { name: 'Play a friend here' });
  await dialog.getByLabel(/Player 1/).selectOption({ label: 'US Army' });
  await dialog.getByLabel(/Player 2/).selectOption({ label: 'Wehrmacht' });
  await dialog.getByLabel(/Seed/).fill('e2e-embark');
  await dialog.getByRole('button', { name: 'Start the battle' }).click();
  let state = expectedStart([US, GERMANS], 'e2e-embark');

  while (state.setupStep === 'objectives') {
    const hexes = objectiveHexes(state);
    const at = hexes[Math.floor(hexes.length / 2)];
    await clickHex(page, at);
    state = apply(state, { type: 'placeObjective', at });
  }
  const panel = page.getByTestId('deploy-panel');
  const halfTrack = Object.values(state.units).find((u) => u.models[0].def === 'm3-half-track')!;
  let embarked = false;
  while (state.setupStep === 'deployment') {
    const team = state.active;
    await expect(page.getByTestId('decision-team')).toHaveText(state.teams[team].name);
    let unit = Object.values(state.units).find((u) => u.team === team && u.status === 'undeployed')!;
    if (team === halfTrack.team && state.units[halfTrack.id].status === 'undeployed') {
      // The Transport first, picked from the tray.
      unit = halfTrack;
      await panel.getByRole('button', { name: new RegExp(`^${unitName(state, unit)}`) }).click();
    }
    await expect(
      panel.getByRole('button', { name: new RegExp(`^${unitName(state, unit)}`), pressed: true }),
    ).toBeVisible();
    const embark = panel.getByRole('button', { name: new RegExp(`^Embark in ${unitName(state, halfTrack)}`) });
    if (!embarked && unit.models.length === 6 && state.units[halfTrack.id].status === 'map') {
      await reviewShot(page, { path: `${SHOTS}/setup-5-embark.png` });
      await embark.click();
      state = apply(state, { type: 'deployEmbarked', unit: unit.id, carrier: halfTrack.id });
      await expect(page.getByTestId('log')).toContainText(
        `places ${unitName(state, unit)} embarked in ${unitName(state, halfTrack)}`,
      );
      embarked = true;
      continue;
    }
    const at = deployHex(state, unit.id);
    await clickHex(page, at);
    state = apply(state, { type: 'deploy', unit: unit.id, at, facing: unit.facing });
  }
  expect(embarked).toBe(true);
  await expect(page.getByTestId('turn')).toHaveText('Turn 1 of 5');
  await expect(page.getByTestId('phase')).toHaveText('Movement Phase');
});
