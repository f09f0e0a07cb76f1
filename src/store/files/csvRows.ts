// Comma-separated text read as rows of fields: the card files' CSV (cardFile.ts) and the card
// pool's source table (scripts/cards/sourceTable.ts) are read by this one reader.

/** Rows of fields (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks), or why not: a quote left open. */
export function csvRows(text: string): string[][] | string {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let openedAt = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
      openedAt = line;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      line++;
    } else field += ch;
  }
  if (quoted) return `row ${rows.length + 1}: a quote opened on line ${openedAt} is never closed`;
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
