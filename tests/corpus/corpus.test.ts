// docs/records.md, "The corpus of broken inputs": at least 1,000 broken inputs of every kind read from outside (game files,
// army list files, share codes, share links, scenario files), generated from a seed
// (badInputs.ts), each given to the loader the page uses: none throws, each refusal says why in
// words, none takes long (the loaders refuse over-large input before parsing it; no time is
// asserted), and a refused input changes nothing in the browser's storage. A scenario file with
// a byte-order mark is read.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagesOf, readScenarioText } from '../../src/engine';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { TILES } from '../../src/data/tiles';
import { makeArmyFile, parseArmyFile, wrapList } from '../../src/store/files/armyFormat';
import { gameFileText, readGameFile } from '../../src/store/files/gameFile';
import { readAddress } from '../../src/store/page/address';
import { readSaveText } from '../../src/store/files/persistence';
import { parseRoute } from '../../src/store/page/route';
import { decodeShareCode, encodeShareCode, shareLink } from '../../src/store/files/shareCode';
import { US_LIST, gameStore } from '../store/fixtures';
import { CUSTOM_LIST } from '../customCards';
import { apply, quietAction, skirmish } from '../store/recordsFixtures';
import { MemoryStorage } from '../store/fixtures';
import { breakInput, MUST_REFUSE, type BadInput, type Kind } from './badInputs';

const storage = new MemoryStorage();

function validGameFile(): string {
  let state = skirmish('corpus');
  const initial = state;
  const actions = [];
  for (let k = 0; k < 6; k++) {
    const a = quietAction(state);
    if (!a) break;
    actions.push(a);
    state = apply(state, a);
  }
  return gameFileText(initial, actions, new Date(Date.UTC(2026, 10, 25)));
}

const SCENARIO = readFileSync(new URL('../scenarios/sherman-example.json', import.meta.url), 'utf8');
// The list file and the share code carry a custom card, so its fields are broken too (docs/armies.md "Custom cards travel with the list").
const ARMY = makeArmyFile(wrapList(CUSTOM_LIST, new Date(Date.UTC(2026, 10, 25)), 'corpus-list'));

const VALID: Record<Kind, string> = {
  gameFile: validGameFile(),
  armyFile: ARMY,
  shareCode: encodeShareCode(CUSTOM_LIST),
  shareLink: shareLink(US_LIST, 'https://example.org/aam/'),
  scenario: SCENARIO,
};

/** How many broken inputs of each kind: 1,350 in all. */
const PER_KIND: Record<Kind, number> = { gameFile: 300, armyFile: 300, shareCode: 200, shareLink: 200, scenario: 350 };

/** The inputs the loaders refused (filled by the test that reads them all; the storage test runs after it). */
const REFUSED = new Set<number>();

const CORPUS: BadInput[] = (Object.keys(PER_KIND) as Kind[]).flatMap((kind) =>
  breakInput(kind, VALID[kind], PER_KIND[kind], `corpus-${kind}`),
);

/** The engine-side reading of one input: refused with its sentences, or loaded. */
function read(input: { kind: Kind; text: string }): { ok: boolean; messages: string[] } {
  switch (input.kind) {
    case 'gameFile': {
      const r = readGameFile(input.text);
      return r.ok ? { ok: true, messages: [] } : { ok: false, messages: [r.error.message] };
    }
    case 'armyFile': {
      const r = parseArmyFile(input.text, CATALOG_BY_ID);
      return r.ok ? { ok: true, messages: [] } : { ok: false, messages: messagesOf(r.error) };
    }
    case 'shareCode': {
      const r = decodeShareCode(input.text, CATALOG_BY_ID);
      return r.ok ? { ok: true, messages: [] } : { ok: false, messages: messagesOf(r.error) };
    }
    case 'shareLink': {
      // A link is read two ways: pasted into the builder (the code inside it), and opened, when
      // the page reads its address (readAddress) and its hash (parseRoute), then the code.
      const hash = input.text.indexOf('#');
      const query = input.text.indexOf('?');
      readAddress(query >= 0 ? input.text.slice(query, hash > query ? hash : undefined) : '');
      const routed = parseRoute(hash >= 0 ? input.text.slice(hash) : '').list;
      const opened = routed === null ? null : decodeShareCode(routed, CATALOG_BY_ID);
      if (opened && !opened.ok && messagesOf(opened.error).some((m) => m === '')) return { ok: false, messages: [''] };
      const r = decodeShareCode(input.text, CATALOG_BY_ID);
      return r.ok ? { ok: true, messages: [] } : { ok: false, messages: messagesOf(r.error) };
    }
    case 'scenario': {
      const r = readScenarioText(input.text, { catalog: CATALOG_BY_ID, tiles: TILES });
      return r.ok ? { ok: true, messages: [] } : { ok: false, messages: messagesOf(r.error) };
    }
  }
}

describe('a corpus of broken inputs', () => {
  beforeAll(() => {
    vi.stubGlobal('localStorage', storage);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('holds more than 1,000 inputs, of every kind and every damage', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(1000);
    for (const kind of Object.keys(PER_KIND)) expect(CORPUS.some((c) => c.kind === kind)).toBe(true);
    for (const damage of Object.keys(MUST_REFUSE)) expect(CORPUS.some((c) => c.damage === damage)).toBe(true);
  });

  it('the valid inputs it is made from load', () => {
    for (const kind of Object.keys(VALID) as Kind[])
      expect(read({ kind, text: VALID[kind] }), kind).toEqual({ ok: true, messages: [] });
  });

  it('a scenario file with a byte-order mark is read, not refused', () => {
    expect(read({ kind: 'scenario', text: `\uFEFF${SCENARIO}` }).ok).toBe(true);
    // So are game files and army lists, whose editors may write one too.
    expect(read({ kind: 'gameFile', text: `\uFEFF${VALID.gameFile}` }).ok).toBe(true);
    expect(read({ kind: 'armyFile', text: `\uFEFF${ARMY}` }).ok).toBe(true);
  });

  it('every broken input is read without a throw, and each refusal says why in words', () => {
    const problems: string[] = [];
    let refused = 0;
    for (const [i, input] of CORPUS.entries()) {
      let r: { ok: boolean; messages: string[] };
      try {
        r = read({ kind: input.kind, text: input.text() });
        if (!r.ok) REFUSED.add(i);
      } catch (e) {
        problems.push(`#${i} ${input.kind}/${input.damage} throws: ${(e as Error).message.slice(0, 120)}`);
        continue;
      }
      if (r.ok && MUST_REFUSE[input.damage])
        problems.push(`#${i} ${input.kind}/${input.damage} is accepted: ${input.text().slice(0, 80)}`);
      if (!r.ok) {
        refused++;
        if (r.messages.length === 0 || r.messages.some((m) => !/[a-z]{2,}/i.test(m) || m.length > 2000))
          problems.push(
            `#${i} ${input.kind}/${input.damage}: refused without a readable message: ${JSON.stringify(r.messages).slice(0, 200)}`,
          );
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(refused).toBeGreaterThanOrEqual(1000);
  });

  it("a refused input changes nothing stored: the store's loaders against a stand-in storage", async () => {
    // Something stored already: an army list and an autosaved game.
    storage.clear();
    storage.setItem(
      'aam-reloaded.army.corpus-list',
      JSON.stringify(wrapList(US_LIST, new Date(Date.UTC(2026, 10, 1)), 'corpus-list')),
    );
    const { browserDeps } = await import('../../src/store/appStore');
    const { commandsFor } = await import('../../src/store/commands/commands');
    const appStore = gameStore(browserDeps());
    const { loadFromFile } = commandsFor(appStore);
    const before = storage.snapshot();
    const changed: string[] = [];
    for (const [i, input] of CORPUS.entries()) {
      // Scenario files have no store loader (nothing is stored from them); what loads may be stored.
      if (input.kind === 'scenario' || !REFUSED.has(i)) continue;
      if (input.kind === 'gameFile') await loadFromFile(new File([input.text()], 'broken.json'));
      else appStore.getState().builder.importText(input.text(), 'Pasted text');
      if (storage.snapshot() !== before) {
        changed.push(`#${i} ${input.kind}/${input.damage} changed the storage`);
        storage.items = new Map(JSON.parse(before) as [string, string][]);
      }
    }
    expect(changed.slice(0, 10)).toEqual([]);
    // A broken autosave is refused by its loader too, without a throw.
    const save = readSaveText('broken', CORPUS.find((c) => c.kind === 'gameFile' && c.damage === 'truncated')!.text());
    expect(save.ok).toBe(false);
  });
});
