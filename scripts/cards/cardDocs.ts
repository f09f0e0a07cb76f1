// docs/cards.md, written by the converter (convertCards.ts): every card of the pool, and every
// row of the source table that did not become a card or was corrected, with the reason.
import { NATIONS } from '../../src/engine';
import type { CatalogCard, Correction } from './cardRules';

/** What the converter did besides converting: for the tables of docs/cards.md. */
export interface PoolReport {
  /** Rows of the source table, the header not counted. */
  rows: number;
  removed: Array<{ line: number; name: string; what: string; why: string }>;
  corrections: Correction[];
  keptOriginals: Array<{ line: number; id: string; fields: string[]; why: string }>;
  typeNotes: Array<{ line: number; name: string; typeLine: string; why: string }>;
  /** The card abilities each card could not keep (R8.13), by card id. */
  dropped: Map<string, string[]>;
}

function cell(text: string | number): string {
  return String(text).replace(/\|/g, '\\|');
}

function table(head: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const line = (cells: ReadonlyArray<string | number>) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function cardsMarkdown(cards: readonly CatalogCard[], report: PoolReport): string {
  const byNation = NATIONS.map((n) => [n, cards.filter((c) => c.nation === n).length] as const).filter(
    ([, k]) => k > 0,
  );
  const parts = [
    '# The card pool',
    '',
    "<!-- Written by `npm run cards:convert` (scripts/cards/convertCards.ts): edit the script's tables, not this file. -->",
    '',
    `Every stat card of the catalog (\`src/data/units/catalog.json\`), converted from the ${report.rows} rows of the source table`,
    '(see [Army lists: The card pool](armies.md#the-card-pool) for the source, the rules and how to add a card).',
    `${cards.length} cards; ${report.removed.length} rows removed or left out; ${report.corrections.length} corrections.`,
    '',
    table(
      ['nation', 'side', 'cards'],
      byNation.map(([n, k]) => [n, cards.find((c) => c.nation === n)!.side, k]),
    ),
    '',
    '## Rows removed or left out',
    '',
    table(
      ['source row', 'card', 'what', 'why'],
      report.removed.map((r) => [r.line, r.name, r.what, r.why]),
    ),
    '',
    '## Corrections to the source',
    '',
    table(
      ['source row', 'what', 'why'],
      report.corrections.map((c) => [c.line, c.what, c.why]),
    ),
    '',
    '## Hand-converted cards kept as they are',
    '',
    report.keptOriginals.length === 0
      ? 'None: the converter gives each of the 71 hand-converted cards its values.'
      : table(
          ['source row', 'card id', 'fields', 'why'],
          report.keptOriginals.map((k) => [k.line, k.id, k.fields.join(', '), k.why]),
        ),
    '',
    '## Type lines chosen by what the unit is',
    '',
    "The source's type does not name a Reloaded type line for these (or names the wrong one):",
    '',
    table(
      ['source row', 'card', 'type line', 'why'],
      report.typeNotes.map((t) => [t.line, t.name, t.typeLine, t.why]),
    ),
    '',
    '## Every card',
    '',
    "Abilities dropped: the card's abilities outside the rule book's index and RULINGS R8.10-R8.12 (R8.13).",
    '',
    table(
      ['card', 'id', 'nation', 'type line', 'cost', 'year', 'source row', 'abilities dropped (R8.13)'],
      [...cards]
        .sort((a, b) => NATIONS.indexOf(a.nation) - NATIONS.indexOf(b.nation) || a.name.localeCompare(b.name))
        .map((c) => [
          c.name,
          `\`${c.id}\``,
          c.nation,
          c.typeLine,
          c.cost,
          c.year,
          c.sourceRow,
          (report.dropped.get(c.id) ?? []).join(', ') || '-',
        ]),
    ),
    '',
  ];
  return parts.join('\n');
}
