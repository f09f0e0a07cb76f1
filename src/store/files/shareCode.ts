// Share codes: an army list as one line of text to copy, paste or put in a link
// (`#/builder?list=CODE`). Readable and compact; a check at the end refuses a code that was cut
// short or changed. Format (docs/armies.md):
//
//   AAM1.<name>.<points>.<flags>.<units>.<commander>[.<cards>].<check>
//
//   name       the list's name, UTF-8 in base64url
//   points     the point limit (R1.2)
//   flags      "c" for casual (R1.1), else empty
//   units      units joined by "_", each its models joined by ",", a run of one card as "id*n"
//   commander  "<unit>-<model>-<c|j|s>" (R1.3), or empty
//   cards      only for a list that uses custom cards: the cards as JSON (without "custom" and
//              "side", which every carried card has and its nation gives), UTF-8 in base64url
//   check      FNV-1a hash of everything before it, base 36
import {
  err,
  GRADES,
  NATION_SIDE,
  own,
  problem,
  type ArmyList,
  type CommanderGrade,
  type ProblemCode,
  type UnitDef,
} from '../../engine';
import { LONGEST_CARD_ID, MAX_CARD_TEXT } from '../../data/listBounds';
import { parseArmyList } from '../../data/armyList';
import { LIMITS, type Parsed } from './armyFormat';

const TAG = 'AAM';
const SHARE_VERSION = 1;
/**
 * The code of the largest list the reader accepts (LIMITS): every model its id and a separator,
 * and under 1,000 characters for the rest (the name, points, Commander, check).
 */
const MAX_CODE =
  LIMITS.units * LIMITS.modelsPerUnit * (LONGEST_CARD_ID + 1) +
  Math.ceil((LIMITS.cards * MAX_CARD_TEXT * 4) / 3) +
  1_000;

const GRADE_LETTER: Record<CommanderGrade, string> = { commander: 'c', junior: 'j', senior: 's' };

/** FNV-1a of `text`, base 36: the check at the end of a share code (tile codes too, maps/tileShare.ts). */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** UTF-8 text as base64url without padding: a share code's text parts. */
export function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text of a base64url part, or null when it is not base64url of UTF-8 (a changed code). */
export function fromBase64Url(code: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return null;
  try {
    const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** Runs of the same card: ["a","a","b"] -> "a*2,b". */
function encodeModels(models: string[]): string {
  const runs: string[] = [];
  for (let i = 0; i < models.length; ) {
    let n = 1;
    while (models[i + n] === models[i]) n++;
    runs.push(n > 1 ? `${models[i]}*${n}` : models[i]);
    i += n;
  }
  return runs.join(',');
}

/** The cards section: what every carried card has (custom) or its nation gives (side) is left out. */
function encodeCards(cards: readonly UnitDef[]): string {
  return toBase64Url(JSON.stringify(cards.map(({ custom: _custom, side: _side, ...rest }) => rest)));
}

/** The cards section read back as the list's `cards`, for parseArmyList to check; null when it is not JSON. */
function decodeCards(section: string): unknown {
  const text = fromBase64Url(section);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return value;
  return value.map((card: unknown) => {
    if (typeof card !== 'object' || card === null || Array.isArray(card)) return card;
    const nation = (card as { nation?: unknown }).nation;
    const side = typeof nation === 'string' ? own(NATION_SIDE, nation) : undefined;
    return { ...card, custom: true, ...(side ? { side } : {}) };
  });
}

export function encodeShareCode(list: ArmyList): string {
  const c = list.commander;
  const body = [
    `${TAG}${SHARE_VERSION}`,
    toBase64Url(list.name),
    String(list.pointLimit),
    list.casual ? 'c' : '',
    list.units.map((u) => encodeModels(u.models)).join('_'),
    c ? `${c.unit}-${c.model}-${GRADE_LETTER[c.grade]}` : '',
    ...(list.cards && list.cards.length > 0 ? [encodeCards(list.cards)] : []),
  ].join('.');
  return `${body}.${fnv1a(body)}`;
}

/** The code inside pasted text: the code itself, or a link that carries it as `list=`. */
export function codeFromText(text: string): string {
  const compact = text.replace(/\s+/g, '');
  const inLink = /[?&#]list=([^&#]*)/.exec(compact);
  if (!inLink) return compact;
  try {
    return decodeURIComponent(inLink[1]);
  } catch {
    return inLink[1];
  }
}

// A share code is one opaque string: what is wrong with it is its format, found at no finer place.
const fail = (message: string, code: ProblemCode = 'BAD_FORMAT'): Parsed<ArmyList> => err([problem(code, '', message)]);

/** Reads a share code (or a link holding one) back into a list, or says what is wrong with it. */
export function decodeShareCode(text: string, catalog: Readonly<Record<string, UnitDef>>): Parsed<ArmyList> {
  if (text.length > MAX_CODE)
    return fail(`the code is too long (${text.length} characters): it is not a share code`, 'TOO_LARGE');
  const code = codeFromText(text);
  if (code === '') return fail('there is no code to read');
  const version = /^AAM(\d+)\./.exec(code);
  if (!version) return fail('this is not a share code: a code starts with "AAM1."');
  if (Number(version[1]) !== SHARE_VERSION) {
    return fail(
      Number(version[1]) > SHARE_VERSION
        ? `the code was made by a newer version of the game (code version ${version[1]}); this one reads version ${SHARE_VERSION}`
        : `unknown share code version ${version[1]}`,
    );
  }
  const parts = code.split('.');
  const check = parts.pop()!;
  if ((parts.length !== 6 && parts.length !== 7) || fnv1a(parts.join('.')) !== check) {
    return fail('the code is incomplete or has been changed: its check does not match. Copy the whole code again.');
  }
  const [, name64, points, flags, units, commander, cards64] = parts;
  const cards = cards64 === undefined ? undefined : decodeCards(cards64);
  if (cards === null) return fail('the custom cards in the code cannot be read');
  const name = fromBase64Url(name64);
  if (name === null) return fail('the list name in the code cannot be read');
  if (flags !== '' && flags !== 'c') return fail(`unknown flags "${flags}" in the code`);
  if (!/^\d{1,6}$/.test(points)) return fail('the point limit in the code is not a whole number');
  const models: string[][] = [];
  for (const unit of units === '' ? [] : units.split('_')) {
    const list: string[] = [];
    for (const run of unit.split(',')) {
      const m = /^([a-z0-9-]+)(?:\*(\d{1,2}))?$/.exec(run);
      if (!m) return fail(`a unit in the code cannot be read ("${run.slice(0, 40)}")`);
      const n = m[2] === undefined ? 1 : Number(m[2]);
      if (n < 1 || list.length + n > LIMITS.modelsPerUnit)
        return fail(`a unit in the code has more than ${LIMITS.modelsPerUnit} models`);
      list.push(...new Array<string>(n).fill(m[1]));
    }
    models.push(list);
  }
  let leader: ArmyList['commander'] = null;
  if (commander !== '') {
    const m = /^(\d{1,5})-(\d{1,2})-([cjs])$/.exec(commander);
    if (!m) return fail('the Commander in the code cannot be read');
    const grade = GRADES.find((g) => GRADE_LETTER[g] === m[3])!;
    leader = { unit: Number(m[1]), model: Number(m[2]), grade };
  }
  return parseArmyList(
    {
      name,
      pointLimit: Number(points),
      casual: flags === 'c',
      units: models.map((m) => ({ models: m })),
      commander: leader,
      cards,
    },
    catalog,
  );
}

/** A link that opens the builder with the list. */
export function shareLink(list: ArmyList, base: string): string {
  return `${base}#/builder?list=${encodeShareCode(list)}`;
}
