// Broken tile files and share codes (docs/maps.md, "Your own tiles"; docs/records.md, "The corpus
// of broken inputs"): a thousand made from a seed (tests/corpus/badInputs.ts), each read by the
// readers the page uses: none throws, each refusal says why in words, what must be refused is,
// and a refused import changes nothing kept.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../../src/data/catalog';
import { TILES } from '../../../src/data/tiles';
import { readTileFile, tileFileText } from '../../../src/store/maps/tileFile';
import { readTileShareCode, tileShareCode } from '../../../src/store/maps/tileShare';
import { breakInput, MUST_REFUSE, type BadInput, type TileKind } from '../../corpus/badInputs';
import { gameStore, MemoryStorage } from '../fixtures';

// River Bend has every kind of hexside and a Bridge, so each list is broken too.
const TILE = { ...TILES['river-bend'], id: 'custom-river-bend' };
const VALID: Record<TileKind, string> = { tileFile: tileFileText(TILE), tileCode: tileShareCode(TILE) };
const CORPUS: BadInput<TileKind>[] = [
  ...breakInput('tileFile', VALID.tileFile, 600, 'corpus-tileFile'),
  ...breakInput('tileCode', VALID.tileCode, 400, 'corpus-tileCode'),
];

const read = (input: BadInput<TileKind>) =>
  input.kind === 'tileFile' ? readTileFile(input.text(), 'broken.tile.json') : readTileShareCode(input.text());

describe('a corpus of broken tiles', () => {
  it('the valid inputs it is made from load', () => {
    expect(readTileFile(VALID.tileFile)).toEqual({ ok: true, value: TILE });
    expect(readTileShareCode(VALID.tileCode)).toEqual({ ok: true, value: TILE });
  });

  it('every broken tile is read without a throw, and each refusal says why in words', () => {
    const problems: string[] = [];
    let refused = 0;
    for (const [i, input] of CORPUS.entries()) {
      let r: ReturnType<typeof read>;
      try {
        r = read(input);
      } catch (e) {
        problems.push(`#${i} ${input.kind}/${input.damage} throws: ${(e as Error).message.slice(0, 120)}`);
        continue;
      }
      if (r.ok) {
        if (MUST_REFUSE[input.damage]) problems.push(`#${i} ${input.kind}/${input.damage} is accepted`);
        continue;
      }
      refused++;
      if (r.error.length === 0 || r.error.some((p) => !/[a-z]{2,}/i.test(p.message) || p.message.length > 2000))
        problems.push(`#${i} ${input.kind}/${input.damage}: ${JSON.stringify(r.error).slice(0, 200)}`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(refused).toBeGreaterThanOrEqual(800);
  });

  it('a refused import changes nothing kept', () => {
    const storage = new MemoryStorage();
    const store = gameStore({ listStorage: storage, catalog: CATALOG_BY_ID, now: () => new Date(0), resume: false });
    store.getState().tiles.keep(TILE);
    const before = storage.snapshot();
    const changed: string[] = [];
    // The 10 MB inputs are refused by their size alone (the reading test above): a few suffice here.
    for (const [i, input] of CORPUS.entries()) {
      if (input.damage === 'hugeString' && i % 50 !== 0) continue;
      const tiles = store.getState().tiles;
      const r =
        input.kind === 'tileFile' ? tiles.importFile(input.text(), 'broken.tile.json') : tiles.importCode(input.text());
      if (!r.ok && storage.snapshot() !== before) changed.push(`#${i} ${input.kind}/${input.damage}`);
      if (r.ok) {
        // An input still valid after its damage (a letter of the name changed) is kept beside, never over, the tile.
        expect(storage.getItem('aam-reloaded.tile.custom-river-bend')).toBe(JSON.stringify(TILE));
        if (r.value.id !== TILE.id) tiles.forget(r.value.id);
      }
    }
    expect(changed.slice(0, 10)).toEqual([]);
    expect(storage.snapshot()).toBe(before);
  });
});
