// Reads the source table of the original game's cards (docs/armies.md, "The card pool"): a CSV
// file with a header line and one card per line, some fields quoted ("" inside a quoted field is
// a quote). Only its facts are used: numbers, type lines and ability names.
import { csvRows } from '../../src/store/files/csvRows';

/** The columns of the source table, in order. */
export const SOURCE_COLUMNS = [
  'Unit Name',
  'Nation',
  'Type',
  'Year',
  'Cost',
  'Def',
  'Speed',
  'Veh S',
  'Veh M',
  'Veh L',
  'Per S',
  'Per M',
  'Per L',
  'Abilities',
] as const;

/** One card's row, its cells as written (trimmed), and the line it is on (the header is line 1). */
export interface SourceRow {
  line: number;
  name: string;
  nation: string;
  type: string;
  year: string;
  cost: string;
  defense: string;
  speed: string;
  /** Attack dice against Vehicles at short, medium and long range. */
  vsVehicle: [string, string, string];
  /** Attack dice against soldiers at short, medium and long range. */
  vsInfantry: [string, string, string];
  abilities: string;
}

/** Every row of the table, or every problem found, each naming its line. */
export function parseSourceTable(text: string): { rows: SourceRow[]; problems: string[] } {
  const read = csvRows(text);
  if (typeof read === 'string') return { rows: [], problems: [read] };
  // The table has no line break inside a field, so its row k is line k + 1 of the file.
  const multiline = read.findIndex((cells) => cells.some((c) => c.includes('\n')));
  if (multiline >= 0)
    return {
      rows: [],
      problems: [`row ${multiline + 1}: a field holds a line break, which the source table never does`],
    };
  const problems: string[] = [];
  const header = read[0] ?? [];
  if (header.join(',') !== SOURCE_COLUMNS.join(',')) {
    problems.push(`line 1: the header must be ${SOURCE_COLUMNS.join(',')}`);
    return { rows: [], problems };
  }
  const rows: SourceRow[] = [];
  read.slice(1).forEach((cells, k) => {
    const line = k + 2;
    if (cells.every((c) => c.trim() === '')) return;
    if (cells.length !== SOURCE_COLUMNS.length)
      problems.push(`line ${line}: ${cells.length} cells, not ${SOURCE_COLUMNS.length}`);
    else {
      const c = cells.map((x) => x.trim());
      rows.push({
        line,
        name: c[0],
        nation: c[1],
        type: c[2],
        year: c[3],
        cost: c[4],
        defense: c[5],
        speed: c[6],
        vsVehicle: [c[7], c[8], c[9]],
        vsInfantry: [c[10], c[11], c[12]],
        abilities: c[13],
      });
    }
  });
  return { rows, problems };
}
