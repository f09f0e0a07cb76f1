// Builds the card pool: reads the source table of the original game's cards and writes the
// catalog (src/data/units/catalog.json) and its table of every card (docs/cards.md).
//   npm run cards:convert -- /path/to/Unit_Stats.csv
// How a card converts: cardRules.ts and docs/armies.md "The card pool". The 71 cards converted
// by hand (originalCards.json) keep their ids and values: saved lists name cards by id.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { messagesOf, NATIONS, parseCardList } from '../../src/engine';
import {
  CELL_FIXES,
  convertRow,
  DUPLICATES,
  inexpressible,
  LEFT_OUT_ROWS,
  LEFT_OUT_TYPES,
  NAME_FIXES,
  slug,
  TYPE_BY_NAME,
  type CatalogCard,
  type Correction,
} from './cardRules';
import { cardsMarkdown, type PoolReport } from './cardDocs';
import { parseSourceTable, type SourceRow } from './sourceTable';
import originalCards from './originalCards.json' with { type: 'json' };

const CATALOG_FILE = 'src/data/units/catalog.json';

/** Rows whose card is one of the 71 hand-converted ones under another name: the card's id. */
const ORIGINAL_ROW_IDS: Readonly<Record<number, string>> = { 75: 'ju-87b-stuka', 353: 'p-51d-mustang' };

/**
 * Where the converter gives one of the 71 hand-converted cards another value than the hand
 * conversion (../shared/reference/units.csv): today's card is kept, for the reason given.
 */
const KEPT_DIFFERENCES: Readonly<Record<string, string>> = {};

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of two cards that differ, by name; the abilities' order is not a value. */
function differingFields(a: CatalogCard, b: CatalogCard): string[] {
  const sorted = (c: CatalogCard) => [...c.abilities].sort((x, y) => x.id.localeCompare(y.id));
  const fields = (['typeLine', 'cost', 'speed', 'defense', 'attack'] as const).filter((k) => !sameJson(a[k], b[k]));
  return sameJson(sorted(a), sorted(b)) ? fields : [...fields, 'abilities'];
}

function build(sourcePath: string): { cards: CatalogCard[]; report: PoolReport } {
  const { rows, problems } = parseSourceTable(readFileSync(sourcePath, 'utf8'));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const byLine = new Map(rows.map((r) => [r.line, r]));
  const corrections: Correction[] = [];

  for (const fix of CELL_FIXES) {
    const row = byLine.get(fix.line);
    if (!row) throw new Error(`CELL_FIXES: no line ${fix.line}`);
    const cell = fix.field === 'vsInfantry2' ? row.vsInfantry[2] : row[fix.field];
    if (cell !== fix.from) throw new Error(`CELL_FIXES: line ${fix.line} ${fix.field} is "${cell}", not "${fix.from}"`);
    if (fix.field === 'vsInfantry2') row.vsInfantry[2] = fix.to;
    else row[fix.field] = fix.to;
    corrections.push({
      line: fix.line,
      what: `${row.name}: ${fix.field === 'vsInfantry2' ? 'Per L' : fix.field} "${fix.from}" read as "${fix.to}"`,
      why: fix.why,
    });
  }

  const removed: PoolReport['removed'] = [];
  const duplicateOf = new Map(DUPLICATES.map((d) => [d.line, d]));
  const kept: SourceRow[] = [];
  for (const row of rows) {
    const leftOutType = LEFT_OUT_TYPES[row.type];
    const leftOutRow = LEFT_OUT_ROWS.find((l) => l.line === row.line);
    const duplicate = duplicateOf.get(row.line);
    if (leftOutType) removed.push({ line: row.line, name: row.name, what: 'left out', why: leftOutType });
    else if (leftOutRow) {
      if (leftOutRow.name !== row.name) throw new Error(`LEFT_OUT_ROWS: line ${row.line} is ${row.name}`);
      removed.push({ line: row.line, name: row.name, what: 'left out', why: leftOutRow.why });
    } else if (duplicate) {
      const other = byLine.get(duplicate.keep);
      if (!other || duplicateOf.has(other.line))
        throw new Error(`DUPLICATES: line ${row.line} keeps line ${duplicate.keep}, not a kept row`);
      removed.push({ line: row.line, name: row.name, what: `duplicate of line ${duplicate.keep}`, why: duplicate.why });
    } else kept.push(row);
  }

  const nameOf = (row: SourceRow): string => {
    const fixed = NAME_FIXES[row.name];
    if (fixed)
      corrections.push({
        line: row.line,
        what: `name "${row.name}" written "${fixed}"`,
        why: 'a misspelt or lower-case name',
      });
    return fixed ?? row.name;
  };
  const named = kept.map((row) => ({ row, name: nameOf(row) }));

  // Ids: the name's slug; two different cards of one name in different nations both take their
  // nation's slug, except a hand-converted card, whose id never changes.
  const originals = originalCards as unknown as CatalogCard[];
  const originalById = new Map(originals.map((c) => [c.id, c]));
  const nationsBySlug = new Map<string, Set<string>>();
  for (const { row, name } of named)
    nationsBySlug.set(slug(name), (nationsBySlug.get(slug(name)) ?? new Set()).add(row.nation));
  const idOf = (row: SourceRow, name: string): string => {
    const own = ORIGINAL_ROW_IDS[row.line];
    if (own) return own;
    const plain = slug(name);
    const original = originalById.get(plain);
    if (original && convertRow(row, plain, name).card.nation === original.nation) return plain;
    return (nationsBySlug.get(plain)?.size ?? 0) > 1
      ? `${plain}-${slug(convertRow(row, plain, name).card.nation)}`
      : plain;
  };

  const cards: CatalogCard[] = [];
  const dropped = new Map<string, string[]>();
  const keptOriginals: PoolReport['keptOriginals'] = [];
  const typeNotes: PoolReport['typeNotes'] = [];
  const unexplained: string[] = [];
  for (const { row, name } of named) {
    const id = idOf(row, name);
    const { card, dropped: lost } = convertRow(row, id, name);
    const why = inexpressible(card);
    if (why) {
      removed.push({ line: row.line, name: row.name, what: 'left out', why });
      continue;
    }
    const byName = TYPE_BY_NAME[name];
    if (byName) typeNotes.push({ line: row.line, name, typeLine: card.typeLine, why: byName.why });
    const original = originalById.get(id);
    if (original) {
      if (original.name !== card.name)
        keptOriginals.push({
          line: row.line,
          id,
          fields: ['name'],
          why: `today's name kept; the source writes "${row.name}"`,
        });
      const fields = differingFields(original, card);
      const reason = KEPT_DIFFERENCES[id];
      if (fields.length > 0 && !reason)
        unexplained.push(
          `line ${row.line}: ${id} differs in ${fields.join(', ')}:\n  converted ${JSON.stringify(card)}\n  by hand   ${JSON.stringify(original)}`,
        );
      if (fields.length > 0) keptOriginals.push({ line: row.line, id, fields, why: reason });
      cards.push({ ...original, year: card.year, sourceRow: card.sourceRow });
    } else cards.push(card);
    dropped.set(id, lost);
  }
  if (unexplained.length > 0)
    throw new Error(
      `hand-converted cards the converter gives other values (explain each in KEPT_DIFFERENCES):\n${unexplained.join('\n')}`,
    );
  for (const original of originals) {
    if (!cards.some((c) => c.id === original.id))
      throw new Error(`the hand-made card ${original.id} has no row in the source table`);
  }
  // The hand-made cards first, in their order; the others by nation (NATIONS) and source line.
  const isOriginal = (c: CatalogCard) => originalById.has(c.id);
  const rank = (c: CatalogCard) =>
    isOriginal(c) ? originals.findIndex((o) => o.id === c.id) : 1000 + NATIONS.indexOf(c.nation) * 1000 + c.sourceRow;
  cards.sort((a, b) => rank(a) - rank(b));
  removed.sort((a, b) => a.line - b.line);
  corrections.sort((a, b) => a.line - b.line);
  return { cards, report: { rows: rows.length, removed, corrections, keptOriginals, typeNotes, dropped } };
}

/** JSON on one line, a space after each colon and comma, as the catalog file is written. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${oneLine(v)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** The catalog file: a list, one card a line. */
function catalogJson(cards: readonly CatalogCard[]): string {
  return `[\n${cards.map((c) => `  ${oneLine(c)}`).join(',\n')}\n]\n`;
}

function main(): void {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: npm run cards:convert -- /path/to/Unit_Stats.csv');
    process.exit(2);
  }
  const { cards, report } = build(resolve(source));
  // Saved lists name cards by id: a card of the catalog may be corrected, never taken away.
  const before = (JSON.parse(readFileSync(CATALOG_FILE, 'utf8')) as Array<{ id: string }>).map((c) => c.id);
  const gone = before.filter((id) => !cards.some((c) => c.id === id));
  if (gone.length > 0)
    throw new Error(`these cards of the catalog would disappear (ids never change): ${gone.join(', ')}`);
  const parsed = parseCardList(JSON.parse(catalogJson(cards)), 'catalog');
  if (!parsed.ok) throw new Error(messagesOf(parsed.error).join('\n'));
  writeFileSync(CATALOG_FILE, catalogJson(cards));
  writeFileSync('docs/cards.md', cardsMarkdown(cards, report));
  const byNation = NATIONS.map((n) => `${n} ${cards.filter((c) => c.nation === n).length}`).join(', ');
  console.log(
    `${cards.length} cards from ${report.rows} rows (${report.removed.length} removed, ${report.corrections.length} corrections): ${byNation}`,
  );
}

main();
