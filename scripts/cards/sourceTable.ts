// Reads the source table of the original game's cards (docs/armies.md, "The card pool"): a CSV
// file with a header line and one card per line, some fields quoted ("" inside a quoted field is
// a quote). Only its facts are used: numbers, type lines and ability names.

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

/** The cells of one CSV line, or a sentence saying what is wrong with it. */
function cellsOf(text: string): string[] | string {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (quoted) {
      if (c === '"' && text[k + 1] === '"') {
        cell += '"';
        k++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  if (quoted) return 'a quoted field is not closed';
  cells.push(cell);
  return cells;
}

/** Every row of the table, or every problem found, each naming its line. */
export function parseSourceTable(text: string): { rows: SourceRow[]; problems: string[] } {
  const lines = text.split(/\r?\n/);
  const problems: string[] = [];
  const header = cellsOf(lines[0] ?? '');
  if (typeof header === 'string' || header.join(',') !== SOURCE_COLUMNS.join(',')) {
    problems.push(`line 1: the header must be ${SOURCE_COLUMNS.join(',')}`);
    return { rows: [], problems };
  }
  const rows: SourceRow[] = [];
  lines.slice(1).forEach((text, k) => {
    const line = k + 2;
    if (text.trim() === '') return;
    const cells = cellsOf(text);
    if (typeof cells === 'string') problems.push(`line ${line}: ${cells}`);
    else if (cells.length !== SOURCE_COLUMNS.length) problems.push(`line ${line}: ${cells.length} cells, not ${SOURCE_COLUMNS.length}`);
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
