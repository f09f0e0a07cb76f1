// Custom cards travel with the lists that use them (docs/armies.md "Custom cards travel with the list"): the list
// file and the share code carry them, read back by the engine's card parser with every problem
// and its path; the builder embeds them on save; a game of such lists plays them.
import { describe, expect, it } from 'vitest';
import { createGame, messagesOf, type ArmyList, type UnitDef } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import {
  LIMITS,
  makeArmyFile,
  parseArmyFile,
  withListCards,
  wrapList,
  type Parsed,
} from '../../src/store/files/armyFormat';
import { decodeShareCode, encodeShareCode, shareLink } from '../../src/store/files/shareCode';
import { defaultOptions, planGame } from '../../src/store/game/gameOptions';
import { CUSTOM_LIST, SUPER_SHERMAN, VETERAN_RIFLE } from '../customCards';
import { MemoryStorage, US_LIST, gameStore } from './fixtures';

function value<T>(r: Parsed<T>): T {
  if (!r.ok) throw new Error(messagesOf(r.error).join('\n'));
  return r.value;
}

function errors<T>(r: Parsed<T>): string[] {
  return r.ok ? [] : messagesOf(r.error);
}

const when = new Date('2026-11-30T10:00:00Z');

describe('the list file carries the custom cards', () => {
  it('round trips a list with its card', () => {
    const saved = wrapList(CUSTOM_LIST, when, 'custom-1');
    const text = makeArmyFile(saved);
    expect(JSON.parse(text).list.cards).toEqual([SUPER_SHERMAN]);
    expect(value(parseArmyFile(text, CATALOG_BY_ID))).toEqual(saved);
  });

  it('refuses broken cards with every problem and its path, and names no model "unknown" for a card it carries', () => {
    const broken = { ...SUPER_SHERMAN, cost: 500, speed: 'fast', abilities: [{ id: 'teleport' }] };
    const notCustom = { ...VETERAN_RIFLE, id: 'veteran-rifle', custom: undefined };
    const text = makeArmyFile(wrapList({ ...CUSTOM_LIST, cards: [broken, notCustom] as UnitDef[] }, when, 'x'));
    const r = parseArmyFile(text, CATALOG_BY_ID);
    expect(!r.ok && r.error.map((p) => [p.where, p.message])).toEqual([
      ['list.cards[0].cost', 'list.cards[0].cost: cost must be a whole number from 1 to 200'],
      ['list.cards[0].speed', 'list.cards[0].speed: speed must be a whole number from 0 to 12'],
      ['list.cards[0].abilities[0].id', 'list.cards[0].abilities[0].id: unknown ability "teleport" (R8.13)'],
    ]);
    const only = parseArmyFile(
      makeArmyFile(wrapList({ ...CUSTOM_LIST, cards: [SUPER_SHERMAN, notCustom] as UnitDef[] }, when, 'x')),
      CATALOG_BY_ID,
    );
    expect(!only.ok && messagesOf(only.error)).toEqual([
      'list.cards[1].id: "veteran-rifle" is not a custom card: a list carries only cards a player made',
    ]);
  });

  it('names a model whose card neither the catalog nor the list has', () => {
    const { cards: _c, ...bare } = CUSTOM_LIST;
    const r = parseArmyFile(makeArmyFile(wrapList(bare, when, 'x')), CATALOG_BY_ID);
    expect(!r.ok && messagesOf(r.error)).toEqual(['unit 2, model 1: unknown stat card "custom-super-sherman"']);
  });

  it('refuses more cards than a list may carry (listBounds.ts)', () => {
    const many = Array.from({ length: LIMITS.cards + 1 }, (_, k) => ({ ...VETERAN_RIFLE, id: `custom-r${k}` }));
    const r = parseArmyFile(
      makeArmyFile(wrapList({ ...CUSTOM_LIST, cards: [SUPER_SHERMAN, ...many] }, when, 'x')),
      CATALOG_BY_ID,
    );
    expect(!r.ok && messagesOf(r.error)).toEqual([`list.cards: ${LIMITS.cards + 2} cards, at most ${LIMITS.cards}`]);
  });
});

describe('withListCards: what a saved list carries', () => {
  it('the kept card of every custom model, else the card the list has; nothing unused; no cards for a catalog-only list', () => {
    const newer = { ...SUPER_SHERMAN, cost: 26 };
    const list: ArmyList = {
      ...CUSTOM_LIST,
      units: [...CUSTOM_LIST.units, { models: ['custom-veteran-rifle'] }],
      cards: [SUPER_SHERMAN, { ...VETERAN_RIFLE, id: 'custom-unused' }],
    };
    expect(withListCards(list, { 'custom-super-sherman': newer, 'custom-veteran-rifle': VETERAN_RIFLE }).cards).toEqual(
      [newer, VETERAN_RIFLE],
    );
    expect(withListCards(list, {}).cards).toEqual([SUPER_SHERMAN]);
    expect(withListCards(US_LIST, { 'custom-super-sherman': SUPER_SHERMAN })).toEqual(US_LIST);
  });

  it('the builder saves an edited list with the kept cards it uses, so it reads back from storage', () => {
    const storage = new MemoryStorage();
    const app = gameStore({
      listStorage: storage,
      catalog: CATALOG_BY_ID,
      now: () => when,
      resume: false,
      customCards: () => ({ 'custom-super-sherman': SUPER_SHERMAN }),
    });
    const builder = () => app.getState().builder;
    builder().create('Mine');
    builder().edit((l) => ({ ...l, units: [{ models: ['custom-super-sherman'] }] }));
    const army = builder().armies.at(-1)!;
    expect(army.list.cards).toEqual([SUPER_SHERMAN]);
    const again = gameStore({ listStorage: storage, catalog: CATALOG_BY_ID, now: () => when, resume: false });
    expect(again.getState().builder.armies.find((a) => a.id === army.id)?.list.cards).toEqual([SUPER_SHERMAN]);
  });

  it('the builder imports a file, a code and a link with their cards, and a bad card changes nothing', () => {
    const storage = new MemoryStorage();
    const app = gameStore({ listStorage: storage, catalog: CATALOG_BY_ID, now: () => when, resume: false });
    const builder = () => app.getState().builder;
    builder().ensureCurrent();
    for (const [text, from] of [
      [makeArmyFile(wrapList(CUSTOM_LIST, when, 'f')), 'The file'],
      [encodeShareCode(CUSTOM_LIST), 'The share code'],
      [shareLink(CUSTOM_LIST, 'https://example.org/'), 'The link'],
    ]) {
      const r = builder().importText(text, from);
      expect(r.ok && r.value.list.cards, from).toEqual([SUPER_SHERMAN]);
    }
    const before = new Map(storage.items);
    const armies = builder().armies;
    const bad = builder().importText(
      makeArmyFile(wrapList({ ...CUSTOM_LIST, cards: [{ ...SUPER_SHERMAN, defense: [0, 4] }] }, when, 'f')),
      'The file',
    );
    expect(bad.ok).toBe(false);
    expect(builder().notice?.text).toBe(
      'The file was not imported: list.cards[0].defense: a Vehicle has front/rear Defense [#, #] of 1-12.',
    );
    expect(storage.items).toEqual(before);
    expect(builder().armies).toBe(armies);
  });
});

describe('the share code carries the custom cards', () => {
  it('round trips a list with cards; a code without cards is as before', () => {
    const code = encodeShareCode(CUSTOM_LIST);
    expect(code.split('.')).toHaveLength(8);
    expect(value(decodeShareCode(code, CATALOG_BY_ID))).toEqual(CUSTOM_LIST);
    expect(value(decodeShareCode(shareLink(CUSTOM_LIST, 'https://example.org/'), CATALOG_BY_ID))).toEqual(CUSTOM_LIST);
    expect(encodeShareCode(US_LIST).split('.')).toHaveLength(7);
  });

  it('still reads an AAM1 code made before cards travelled', () => {
    // A code of the six-field format, written by hand as the earlier version wrote it.
    const old =
      'AAM1.U2NyZWFtaW5nIEVhZ2xlcyDigJQgQmFzdG9nbmU.200..m1-garand-rifle*3,red-devil-captain,bazooka*2_m1-garand-rifle*4,m1919-mg_m4a1-sherman_m1-81mm-mortar*2_p-51d-mustang.0-3-j';
    expect(value(decodeShareCode(`${old}.${encodeShareCode(US_LIST).split('.').at(-1)}`, CATALOG_BY_ID))).toEqual(
      US_LIST,
    );
  });

  it('refuses a code whose card was changed: the check no longer matches', () => {
    const parts = encodeShareCode(CUSTOM_LIST).split('.');
    const cards = JSON.parse(Buffer.from(parts[6], 'base64url').toString('utf8'));
    cards[0].cost = 1;
    parts[6] = Buffer.from(JSON.stringify(cards)).toString('base64url');
    expect(errors(decodeShareCode(parts.join('.'), CATALOG_BY_ID))).toEqual([
      'the code is incomplete or has been changed: its check does not match. Copy the whole code again.',
    ]);
  });

  it('refuses a made-up code with a matching check but impossible cards, every problem named', () => {
    const bad: ArmyList = {
      ...CUSTOM_LIST,
      cards: [
        {
          ...SUPER_SHERMAN,
          cost: 0,
          attack: { infantry: [99, 9, 7], vehicle: null },
          abilities: [{ id: 'cloak' }],
        } as unknown as UnitDef,
      ],
    };
    const r = decodeShareCode(encodeShareCode(bad), CATALOG_BY_ID);
    expect(!r.ok && messagesOf(r.error)).toEqual([
      'cards[0].cost: cost must be a whole number from 1 to 200',
      'cards[0].attack.infantry[0]: a band is 1-40 dice or null',
      'cards[0].abilities[0].id: unknown ability "cloak" (R8.13)',
    ]);
    const parts = encodeShareCode(CUSTOM_LIST).split('.');
    parts[6] = 'not*base64';
    parts[7] = '';
    const body = parts.slice(0, 7).join('.');
    expect(errors(decodeShareCode(`${body}.${fnv(body)}`, CATALOG_BY_ID))).toEqual([
      'the custom cards in the code cannot be read',
    ]);
  });
});

/** The share code's check (FNV-1a, base 36), as a hand-made code would compute it. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

describe('a game of a list with a custom card', () => {
  it('plans, creates and holds the card in the state (hot-seat setup and quick game)', () => {
    for (const start of ['setup', 'placed'] as const) {
      const plan = planGame({ ...defaultOptions([CUSTOM_LIST, US_LIST], 'seed-1'), start });
      const setup = value(plan);
      const game = createGame(setup);
      expect(game.ok && game.state.defs['custom-super-sherman'], start).toEqual(SUPER_SHERMAN);
    }
  });
});
