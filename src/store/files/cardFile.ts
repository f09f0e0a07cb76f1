// Card files (docs/armies.md, "Your own cards"): custom stat cards written out and read back, as
// JSON ({ "format": "aam-reloaded-cards", "version": 1, "cards": [...] }) or as CSV with the
// columns of the reference card table (name, nation, type_line, cost, speed, defense, inf_attack,
// veh_attack, abilities, year) and the card's id first. Every card read is parsed by the engine's
// card parser; every problem is named with its place: the field path in JSON ("cards[2].defense"),
// the row and column in CSV ("row 3, defense"). A file that cannot be read at all gives no card;
// otherwise the good cards are read and the bad ones named, each with all its problems.
import { abilityLabel, ABILITY_TEXT } from '../../data/abilities';
import * as v from 'valibot';
import {
  ABILITY_IDS,
  fields,
  isRecord,
  NATION_SIDE,
  parseUnitDef,
  readSchema,
  type Ability,
  type AbilityId,
  type Profile,
  type UnitDef,
} from '../../engine';
import { customCardId } from './customCards';
import { csvRows } from './csvRows';

const CARD_FILE_FORMAT = 'aam-reloaded-cards';
const VERSION = 1;

const NOT_A_CARD_FILE = `a card file holds an object: { "format": "${CARD_FILE_FORMAT}", "version": ${VERSION}, "cards": [...] }`;

/** A card file's wrapper; each card in it is read by the engine's card parser (readAll). */
const CARD_FILE = fields(
  {
    format: v.literal(CARD_FILE_FORMAT, `must be "${CARD_FILE_FORMAT}"`),
    version: v.literal(VERSION, `must be ${VERSION} (this edition reads version ${VERSION})`),
    cards: v.array(v.unknown(), 'must be a list of stat cards'),
  },
  NOT_A_CARD_FILE,
);

/** The cards read from a file, and every problem with a place. */
export interface ReadCards {
  cards: UnitDef[];
  problems: string[];
}

export function formatCardsJson(cards: readonly UnitDef[]): string {
  return `${JSON.stringify({ format: CARD_FILE_FORMAT, version: VERSION, cards }, null, 2)}\n`;
}

const COLUMNS = [
  'id',
  'name',
  'nation',
  'type_line',
  'cost',
  'speed',
  'defense',
  'inf_attack',
  'veh_attack',
  'abilities',
  'year',
] as const;
type Column = (typeof COLUMNS)[number];

function bandsText(p: Profile | null): string {
  return p ? p.map((b) => (b === null ? '-' : String(b))).join('/') : '-';
}

/** "Close Assault 6; Initiative +2; Hull (MG 3/3/- vs Infantry)", as the cards print them. */
function abilitiesText(abilities: readonly Ability[]): string {
  return abilities.map((a) => abilityLabel(a.id, a.n, a.weapon)).join('; ');
}

function csvField(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function formatCardsCsv(cards: readonly UnitDef[]): string {
  const rows = cards.map((c) => {
    const values: Record<Column, string> = {
      id: c.id,
      name: c.name,
      nation: c.nation,
      type_line: c.typeLine,
      cost: String(c.cost),
      speed: String(c.speed),
      defense: typeof c.defense === 'number' ? String(c.defense) : `${c.defense[0]}/${c.defense[1]}`,
      inf_attack: bandsText(c.attack.infantry),
      veh_attack: bandsText(c.attack.vehicle),
      abilities: abilitiesText(c.abilities),
      year: c.year === undefined ? '' : String(c.year),
    };
    return COLUMNS.map((k) => csvField(values[k])).join(',');
  });
  return `${[COLUMNS.join(','), ...rows].join('\n')}\n`;
}

/**
 * A raw card made into a custom card: `custom: true` and the side of its nation (R1.1) unless
 * given, and an id made from its name unless given (unique among `taken`).
 */
function asCustom(raw: Record<string, unknown>, taken: Set<string>): Record<string, unknown> {
  const card: Record<string, unknown> = { custom: true, ...raw };
  if (card.side === undefined && typeof card.nation === 'string' && Object.hasOwn(NATION_SIDE, card.nation))
    card.side = NATION_SIDE[card.nation as keyof typeof NATION_SIDE];
  if (card.id === undefined || card.id === '')
    card.id = customCardId(typeof card.name === 'string' ? card.name : '', taken);
  if (card.abilities === undefined) card.abilities = [];
  return card;
}

/**
 * Parses each raw card; a good card is kept, a bad one's problems named by `where(k)`; an id used
 * twice is a problem of the second. The raw cards at `refused` are checked but not kept (a problem
 * was found before parsing).
 */
function readAll(
  raws: unknown[],
  where: (k: number) => string,
  say: (k: number, path: string, text: string) => string,
  refused: ReadonlySet<number> = new Set(),
): ReadCards {
  const cards: UnitDef[] = [];
  const problems: string[] = [];
  const taken = new Set<string>();
  raws.forEach((raw, k) => {
    if (!isRecord(raw)) {
      problems.push(`${where(k)}: a stat card is an object`);
      return;
    }
    const r = parseUnitDef(asCustom(raw, taken));
    if (!r.ok) {
      for (const p of r.error)
        problems.push(say(k, p.where, p.where === '' ? p.message : p.message.slice(p.where.length + 2)));
      return;
    }
    if (taken.has(r.value.id)) {
      problems.push(say(k, 'id', `id "${r.value.id}" is used twice in the file`));
      return;
    }
    taken.add(r.value.id);
    if (!refused.has(k)) cards.push(r.value);
  });
  return { cards, problems };
}

function fileProblem(text: string): ReadCards {
  return { cards: [], problems: [text] };
}

/** A card file in JSON: the format's object, a bare list of cards, or one card. */
function readJson(text: string): ReadCards {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fileProblem(`the file is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const path = (base: string) => (k: number) => `${base}[${k}]`;
  const say = (base: string) => (k: number, field: string, msg: string) =>
    `${base}[${k}]${field === '' ? '' : `.${field}`}: ${msg}`;
  if (Array.isArray(data)) return readAll(data, path(''), say(''));
  if (!isRecord(data)) return fileProblem(NOT_A_CARD_FILE);
  if (data.format === undefined && data.cards === undefined) {
    // One card on its own.
    return readAll(
      [data],
      () => 'the card',
      (_k, field, msg) => (field === '' ? msg : `${field}: ${msg}`),
    );
  }
  const file = readSchema(CARD_FILE, data, { code: 'BAD_FORMAT', pathInMessage: true });
  if (!file.ok) return { cards: [], problems: file.error.map((p) => p.message) };
  return readAll(file.value.cards, path('cards'), say('cards'));
}

/** A number written as one, else the text itself, for the card parser to name. */
function numberOr(text: string): number | string {
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim();
}

function bandsFrom(text: string): unknown {
  const t = text.trim();
  if (t === '-' || t === '') return null;
  return t.split('/').map((b) => (b.trim() === '-' ? null : numberOr(b)));
}

/** The abilities' names as printed, longest first, so "High Value Target 2" is not read as something shorter. */
const ABILITY_NAMES: { id: AbilityId; pattern: RegExp; length: number }[] = ABILITY_IDS.map((id) => {
  const name = ABILITY_TEXT[id].name;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern =
    id === 'hull' || id === 'auxiliary'
      ? new RegExp(`^${escaped.replace('\\(weapon\\)', '\\((.+)\\)')}$`, 'i')
      : new RegExp(`^${escaped.replace(' \\+#', ' \\+?(\\S+)').replace(' #', ' (\\S+)')}$`, 'i');
  return { id, pattern, length: name.length };
}).sort((a, b) => b.length - a.length);

/** "MG 3/3/- vs Infantry" or just "Flamethrower" (the model's own profile, R8.10). */
function weaponFrom(text: string): Record<string, unknown> {
  const m = /^(.*?)\s+([\d-]+\/[\d-]+\/[\d-]+)\s+vs\s+(infantry|vehicles?)$/i.exec(text.trim());
  if (!m) return { name: text.trim() };
  return { name: m[1], dice: bandsFrom(m[2]), vs: m[3].toLowerCase().startsWith('inf') ? 'infantry' : 'vehicle' };
}

/** The abilities column: the ability, or a sentence saying why it is not one. */
function abilityFrom(text: string): Record<string, unknown> | string {
  const t = text.trim();
  for (const { id, pattern } of ABILITY_NAMES) {
    const m = pattern.exec(t);
    if (!m) continue;
    if (id === 'hull' || id === 'auxiliary') return { id, weapon: weaponFrom(m[1]) };
    return m[1] === undefined ? { id } : { id, n: numberOr(m[1]) };
  }
  return `unknown ability "${t.slice(0, 40)}" (R8.13: the abilities of the rule book's index)`;
}

/** Which column a card parser's field path comes from. */
function columnOf(path: string): Column | '' {
  if (path === '') return '';
  if (path === 'id' || path === 'custom') return 'id';
  if (path === 'side') return 'nation';
  if (path === 'typeLine') return 'type_line';
  if (path.startsWith('attack.infantry')) return 'inf_attack';
  if (path.startsWith('attack.vehicle') || path === 'attack') return 'veh_attack';
  if (path.startsWith('abilities')) return 'abilities';
  return (COLUMNS as readonly string[]).includes(path) ? (path as Column) : '';
}

function readCsv(text: string): ReadCards {
  const rows = csvRows(text);
  if (typeof rows === 'string') return fileProblem(rows);
  const body = rows.filter((r) => r.some((f) => f.trim() !== ''));
  if (body.length === 0) return fileProblem('the file is empty');
  const header = body[0].map((h) => h.trim().toLowerCase());
  const missing = COLUMNS.filter((c) => c !== 'id' && c !== 'year' && !header.includes(c));
  if (missing.length > 0)
    return fileProblem(
      `row 1: the header has no column ${missing.join(', ')} (a card file's columns: ${COLUMNS.join(', ')})`,
    );
  const rowOf = new Map<number, number>();
  const raws: unknown[] = [];
  const early: string[] = [];
  const skip = new Set<number>();
  body.slice(1).forEach((fields, k) => {
    const rowNumber = rows.indexOf(fields) + 1;
    rowOf.set(k, rowNumber);
    const get = (c: Column) => {
      const i = header.indexOf(c);
      return i < 0 ? '' : (fields[i] ?? '').trim();
    };
    const abilities: unknown[] = [];
    for (const part of get('abilities')
      .split(';')
      .filter((p) => p.trim() !== '')) {
      const a = abilityFrom(part);
      if (typeof a === 'string') {
        early.push(`row ${rowNumber}, abilities: ${a}`);
        skip.add(k);
      } else abilities.push(a);
    }
    const defense = get('defense');
    const year = get('year');
    raws.push({
      ...(get('id') === '' ? {} : { id: get('id') }),
      name: get('name'),
      nation: get('nation'),
      typeLine: get('type_line'),
      cost: numberOr(get('cost')),
      speed: get('speed').toUpperCase() === 'A' ? 'A' : numberOr(get('speed')),
      defense: defense.includes('/') ? defense.split('/').map(numberOr) : numberOr(defense),
      attack: { infantry: bandsFrom(get('inf_attack')), vehicle: bandsFrom(get('veh_attack')) },
      abilities,
      ...(year === '' ? {} : { year: numberOr(year) }),
    });
  });
  const read = readAll(
    raws,
    (k) => `row ${rowOf.get(k)}`,
    (k, path, msg) => {
      const column = columnOf(path);
      return `row ${rowOf.get(k)}${column ? `, ${column}` : ''}: ${msg}`;
    },
    // A row with an ability not read is named for it, with whatever else is wrong, and not kept.
    skip,
  );
  // By row, as the player reads the file (a sort keeps each row's problems in their order).
  const row = (text: string) => Number(/^row (\d+)/.exec(text)?.[1] ?? 0);
  return { cards: read.cards, problems: [...early, ...read.problems].sort((a, b) => row(a) - row(b)) };
}

/** Reads a card file: JSON (it starts with "{" or "["), else CSV. */
export function readCardFile(text: string): ReadCards {
  const t = text.replace(/^\uFEFF/, '').trim();
  if (t === '') return fileProblem('the file is empty');
  return t.startsWith('{') || t.startsWith('[') ? readJson(t) : readCsv(t);
}
