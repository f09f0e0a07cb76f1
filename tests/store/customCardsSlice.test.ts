// The custom cards in the app's store (docs/armies.md, "Your own cards"): the builder reads its
// lists with the kept cards, a card file's import keeps the good cards and names the bad ones
// without losing anything kept, a differing card waits for the player's choice, and a card a
// kept list uses is not deleted.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { createGame, parseUnitDef, type ArmyList, type UnitDef } from '../../src/engine';
import { SAMPLE_ARMIES } from '../../src/data/sampleArmies';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { wrapList } from '../../src/store/files/armyFormat';
import { saveArmy } from '../../src/store/files/armyLists';
import { fullCatalogById } from '../../src/store/context';
import { formatCardsJson } from '../../src/store/files/cardFile';
import { loadCustomCards, saveCustomCard } from '../../src/store/files/customCards';
import { MemoryStorage, gameStore } from './fixtures';
import { encodeShareCode } from '../../src/store/files/shareCode';
import { CUSTOM_LIST, SUPER_SHERMAN } from '../customCards';

const now = () => new Date(Date.UTC(2026, 10, 28, 12));

function customOf(id: string, name: string, cost = 4): UnitDef {
  const r = parseUnitDef({ ...CATALOG_BY_ID['m1-garand-rifle'], sourceRow: undefined, id, name, cost, custom: true });
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
}

function appWith(storage: MemoryStorage) {
  return gameStore({ listStorage: storage, catalog: CATALOG_BY_ID, now, resume: false });
}

describe('the custom cards slice', () => {
  it('the builder opens a kept list that uses a kept custom card; the full catalog holds it', () => {
    const storage = new MemoryStorage();
    const ranger = customOf('custom-ranger', 'Ranger');
    saveCustomCard(ranger, storage);
    saveArmy(
      storage,
      wrapList(
        {
          name: 'Rangers',
          pointLimit: 200,
          units: [{ models: new Array<string>(6).fill('custom-ranger') }],
          commander: null,
        },
        now(),
        'list1',
      ),
    );
    const app = appWith(storage);
    expect(app.getState().builder.armies.map((a) => a.id)).toEqual(['list1']);
    expect(app.getState().builder.notice).toBeNull();
    expect(fullCatalogById(app.getState())['custom-ranger']).toEqual(ranger);
    expect(fullCatalogById(app.getState())['m1-garand-rifle']).toBe(CATALOG_BY_ID['m1-garand-rifle']);
    // A card a kept list uses is not deleted.
    expect(app.getState().customCards.remove('custom-ranger')).toBe(
      'It is in “Rangers”: take it out of that list first.',
    );
    expect(loadCustomCards(storage).cards).toHaveLength(1);
  });

  it('a card file: the good cards kept, the bad ones named; a differing card waits for the choice', () => {
    const storage = new MemoryStorage();
    saveCustomCard(customOf('custom-tiger', 'Tiger', 40), storage);
    const app = appWith(storage);
    const before = storage.getItem('aam-reloaded.card.custom-tiger');
    const file = JSON.parse(
      formatCardsJson([customOf('custom-new', 'New'), customOf('custom-tiger', 'Tiger', 44)]),
    ) as { cards: unknown[] };
    file.cards.push({
      name: 'Broken',
      nation: 'Atlantis',
      typeLine: 'Basic Infantry',
      cost: 0,
      speed: 1,
      defense: 4,
      attack: { infantry: null, vehicle: null },
    });
    const heard: string[] = [];
    app.getState().customCards.importFile(JSON.stringify(file), 'cards.json');
    expect(app.getState().customCards.notice).toEqual({
      kind: 'error',
      text: 'cards.json: 1 card added, 1 card differing from a kept one of the same id: choose below, 2 problems; nothing kept was changed.',
      problems: [
        'cards[2].nation: unknown nation "Atlantis"',
        'cards[2].cost: cost must be a whole number from 1 to 200',
      ],
    });
    expect(storage.getItem('aam-reloaded.card.custom-tiger')).toBe(before);
    expect(app.getState().customCards.cards.map((c) => c.id)).toEqual(['custom-new', 'custom-tiger']);
    expect(app.getState().customCards.conflicts).toHaveLength(1);
    // Keep both: the incoming card under a new id, the kept one as it was.
    app.getState().customCards.conflicts[0].then = (o) => heard.push(o.incomingId);
    expect(app.getState().customCards.resolveConflict('both')?.incomingId).toBe('custom-tiger-2');
    expect(heard).toEqual(['custom-tiger-2']);
    expect(app.getState().customCards.conflicts).toEqual([]);
    expect(loadCustomCards(storage).cards.map((c) => [c.id, c.name, c.cost])).toEqual([
      ['custom-new', 'New', 4],
      ['custom-tiger', 'Tiger', 40],
      ['custom-tiger-2', 'Tiger (2)', 44],
    ]);
  });

  it('keepFromList: take theirs replaces the kept card and tells the caller; a kept entry that cannot be read is named at start', () => {
    const storage = new MemoryStorage();
    saveCustomCard(customOf('custom-tiger', 'Tiger', 40), storage);
    storage.setItem('aam-reloaded.card.custom-torn', '{');
    const app = appWith(storage);
    expect(app.getState().customCards.notice?.text).toBe(
      '1 kept custom card could not be read; they were left as they are.',
    );
    const outcomes: string[] = [];
    const kept = app
      .getState()
      .customCards.keepFromList([customOf('custom-tiger', 'Tiger', 44)], (incoming, o) =>
        outcomes.push(`${incoming.id}->${o.incomingId}`),
      );
    expect(kept.differing).toHaveLength(1);
    app.getState().customCards.resolveConflict('theirs');
    expect(outcomes).toEqual(['custom-tiger->custom-tiger']);
    expect(loadCustomCards(storage).cards.map((c) => c.cost)).toEqual([44]);
    expect(storage.getItem('aam-reloaded.card.custom-torn')).toBe('{');
  });

  it('an imported list whose card differs from a kept one waits for the choice, then plays the card chosen', () => {
    for (const [choice, expected] of [
      ['mine', { id: 'custom-super-sherman', cost: 30 }],
      ['theirs', { id: 'custom-super-sherman', cost: 25 }],
      ['both', { id: 'custom-super-sherman-2', cost: 25 }],
    ] as const) {
      const storage = new MemoryStorage();
      saveCustomCard({ ...SUPER_SHERMAN, cost: 30 }, storage);
      const app = appWith(storage);
      const imported = app.getState().builder.importText(encodeShareCode(CUSTOM_LIST), 'The share code');
      expect(imported.ok, choice).toBe(true);
      expect(
        app.getState().customCards.conflicts.map((c) => [c.kept.cost, c.incoming.cost]),
        choice,
      ).toEqual([[30, 25]]);
      app.getState().customCards.resolveConflict(choice);
      const army = app.getState().builder.armies.find((a) => a.list.name === CUSTOM_LIST.name)!;
      const card = army.list.cards!.find((c) => c.id === expected.id);
      expect([army.list.units[1]!.models[0], card?.cost], choice).toEqual([expected.id, expected.cost]);
      // Kept in storage as it is shown: the list reads back with the card chosen.
      const reread = gameStore({ listStorage: storage, catalog: CATALOG_BY_ID, now, resume: false })
        .getState()
        .builder.armies.find((a) => a.id === army.id)!;
      expect(reread.list, choice).toEqual(army.list);
    }
  });

  it('a list with a custom card plays: the game holds the card, marked custom', () => {
    const storage = new MemoryStorage();
    saveCustomCard(customOf('custom-ranger', 'Ranger'), storage);
    const app = appWith(storage);
    const us = SAMPLE_ARMIES[0].list;
    const mine: ArmyList = {
      ...us,
      units: us.units.map((u) => ({
        ...u,
        models: u.models.map((m) => (m === 'm1-garand-rifle' ? 'custom-ranger' : m)),
      })),
    };
    expect(mine).not.toEqual(us);
    expect(planGame(defaultOptions([mine, SAMPLE_ARMIES[1].list], 'seed')).ok).toBe(false);
    const plan = planGame(defaultOptions([mine, SAMPLE_ARMIES[1].list], 'seed'), fullCatalogById(app.getState()));
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const game = createGame(plan.value);
    expect(game.ok && game.state.defs['custom-ranger']).toMatchObject({ name: 'Ranger', custom: true });
  });
});
