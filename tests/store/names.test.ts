// Names players type or bring in (docs/architecture.md, "The built site: Content Security Policy"): control and bidirectional-formatting
// characters are dropped wherever a list name comes in (the builder's field, a list file, a
// share code, storage), so that a name cannot reverse or garble the text shown after it.
import { describe, expect, it } from 'vitest';
import { CATALOG_BY_ID } from '../../src/data/catalog';
import { parseArmyList } from '../../src/data/armyList';
import { makeArmyFile, parseArmyFile, wrapList } from '../../src/store/files/armyFormat';
import { cleanName } from '../../src/engine';
import { decodeShareCode, encodeShareCode } from '../../src/store/files/shareCode';
import { US_LIST } from './fixtures';

const RLO = '\u202e';
const TRICKY = `Easy${RLO} Company\u0000\u0007\u009b\u2066x\u2069\u200f\ufeff`;

describe('cleanName', () => {
  it('drops the right-to-left override and the other bidirectional embeddings, isolates and marks', () => {
    expect(cleanName(`${RLO}gnp.exe`)).toBe('gnp.exe');
    expect(cleanName('a\u202ab\u202bc\u202cd\u202de\u2066f\u2067g\u2068h\u2069i\u200ej\u200fk\u061cl')).toBe(
      'abcdefghijkl',
    );
  });

  it('drops C0 and C1 control characters and DEL; tabs and line breaks become single spaces', () => {
    expect(cleanName('Kampf\u0000gruppe\u001b[31m\u007f\u0085\u009f')).toBe('Kampfgruppe[31m');
    expect(cleanName('Kampfgruppe\tNord\r\nSüd\u2028Ost')).toBe('Kampfgruppe Nord Süd Ost');
    expect(cleanName('  two   spaces  ')).toBe('two spaces');
  });

  it('keeps letters of every script, combining marks, emoji and markup-looking text (shown as text)', () => {
    for (const name of [
      'Easy Company',
      'Бригада',
      '第五師団',
      'فرقة',
      'Café\u0301',
      '🪖 Panzer',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(cleanName(name)).toBe(name);
    }
  });

  it('a name of nothing but controls is empty (and so refused where a name is needed)', () => {
    expect(cleanName(`${RLO}\u0000\u2066 \t`)).toBe('');
  });
});

describe('every way a list name comes in is cleaned', () => {
  it('a list read from outside (parseArmyList): the name is cleaned; one of only controls is refused', () => {
    const read = parseArmyList({ ...US_LIST, name: TRICKY }, CATALOG_BY_ID);
    expect(read.ok && read.value.name).toBe('Easy Companyx');
    const empty = parseArmyList({ ...US_LIST, name: `${RLO}\u0000` }, CATALOG_BY_ID);
    expect(empty.ok).toBe(false);
  });

  it('a list file', () => {
    const text = makeArmyFile(wrapList({ ...US_LIST, name: TRICKY }, new Date('2026-11-30T10:00:00Z'), 'test-1'));
    const read = parseArmyFile(text, CATALOG_BY_ID);
    expect(read.ok && read.value.list.name).toBe('Easy Companyx');
  });

  it('a share code (made elsewhere with the override in it)', () => {
    const read = decodeShareCode(encodeShareCode({ ...US_LIST, name: TRICKY }), CATALOG_BY_ID);
    expect(read.ok && read.value.name).toBe('Easy Companyx');
  });
});
