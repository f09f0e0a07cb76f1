// The end screen's "New game" and "Rematch" (docs/playing.md, "End of the game"): a finished game's choices
// read back from its first position, for the new game dialog, and played again with the sides swapped.
import { describe, expect, it } from 'vitest';
import { createGame, type ArmyList, type GameState } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { defaultOptions, planGame, type GameOptions } from '../../src/store/game/gameOptions';
import { aiSeat, HUMAN, type Players } from '../../src/store/game/players';
import { listKey, playedAgain, rematchPlan, swapSides, type ListChoice } from '../../src/store/game/playedAgain';
import { US_LIST } from './fixtures';

const sample = (id: string): ArmyList => SAMPLE_ARMIES.find((s) => s.id === id)!.list;
const US = sample('sample-us-army');
const GERMANS = sample('sample-wehrmacht');
const CHOICES: ListChoice[] = [
  ...SAMPLE_ARMIES.map((s) => ({ key: `sample:${s.id}`, list: s.list })),
  { key: 'saved:mine', list: US_LIST },
];
const VS_AI: Players = [HUMAN, aiSeat('hard', 2500)];

function started(options: GameOptions): GameState {
  const plan = planGame(options);
  if (!plan.ok) throw new Error(plan.error.map((e) => e.message).join('\n'));
  const r = createGame(plan.value);
  if (!r.ok) throw new Error('the setup does not create a game');
  return r.state;
}

describe('the new game dialog filled from a finished game', () => {
  it('selects the sample or saved lists played, and keeps who played each side, the battlefield and theatre chosen, the length and the start', () => {
    const initial = started({
      ...defaultOptions([US_LIST, GERMANS], 'again'),
      field: { tiles: 6, tall: true },
      ground: { theatre: 'pacific' },
      turns: 3,
      smallHexes: true,
      start: 'placed',
    });
    const again = playedAgain(initial, VS_AI, CHOICES, CATALOG_BY_ID);
    expect(again.lists.map((l) => listKey(l, CHOICES))).toEqual(['saved:mine', 'sample:sample-wehrmacht']);
    expect(again.players).toEqual(VS_AI);
    expect(again.options).toEqual({
      field: { tiles: 6, tall: true },
      turns: 3,
      smallHexes: true,
      casual: false,
      start: 'placed',
      ground: { theatre: 'pacific' },
    });
  });

  it('keeps the battlefield of the points (R1.7), an open-ended game and the full setup of R3', () => {
    const initial = started({ ...defaultOptions([US, GERMANS], 'points'), turns: null });
    expect(playedAgain(initial, VS_AI, CHOICES, CATALOG_BY_ID).options).toEqual({
      field: 'points',
      turns: null,
      smallHexes: false,
      casual: false,
      start: 'setup',
      ground: { theatre: 'western-europe' },
    });
  });

  it('gives a list that is neither a sample nor saved as played: its units, its Commander, a casual game when it mixes sides (R1.1)', () => {
    const mixed: ArmyList = {
      ...US,
      name: 'Odd lot',
      pointLimit: 200,
      units: [...US.units, ...GERMANS.units.slice(0, 1)],
    };
    const initial = started({ ...defaultOptions([mixed, GERMANS], 'odd'), casual: true });
    const again = playedAgain(initial, VS_AI, CHOICES, CATALOG_BY_ID);
    expect(listKey(again.lists[0], CHOICES)).toBeNull();
    expect(again.lists[0].name).toBe('Odd lot');
    expect(again.lists[0].units.map((u) => u.models)).toEqual(mixed.units.map((u) => u.models));
    expect(again.lists[0].commander).toEqual(mixed.commander);
    expect(again.lists[0].pointLimit).toBe(200);
    expect(again.options.casual).toBe(true);
    // It plays again as it was.
    expect(planGame({ ...again.options, lists: again.lists, seed: 'odd' }).ok).toBe(true);
  });
});

describe('the rematch', () => {
  it("swaps the sides: team 0's list and player go to team 1 and back", () => {
    const initial = started(defaultOptions([US, GERMANS], 'first'));
    const again = playedAgain(initial, VS_AI, CHOICES, CATALOG_BY_ID);
    const swapped = swapSides(again);
    expect(swapped.lists).toEqual([GERMANS, US]);
    expect(swapped.players).toEqual([VS_AI[1], VS_AI[0]]);
    expect(swapped.options).toEqual(again.options);
  });

  it('plans the swapped game on the new seed, with the settings kept', () => {
    const initial = started({ ...defaultOptions([US, GERMANS], 'first'), turns: 2 });
    const plan = rematchPlan(playedAgain(initial, VS_AI, CHOICES, CATALOG_BY_ID), 'second', CATALOG_BY_ID);
    if (!plan.ok) throw new Error(plan.error.map((e) => e.message).join('\n'));
    expect(plan.value.seed).toBe('second');
    expect(plan.value.teams.map((t) => t.name)).toEqual([GERMANS.name, US.name]);
    expect(plan.value.settings).toEqual({ turns: 2, smallHexes: false });
  });
});
