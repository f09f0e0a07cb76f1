// Tile files (docs/maps.md, "Your own tiles"): a tile as the JSON the shipped tiles are written in
// (src/data/maps/tiles/*.json), laid out the same way, one terrain row and one road per line, so
// a player can read and change it in a text editor. Reading one back: a file that is no JSON is
// named with the line and column where it breaks; then the tile is read as every tile from
// outside is (checkCustomTile), its id made a custom one first (withCustomId).
import { err, type Result, type TileSpec } from '../../engine';
import { checkCustomTile, withCustomId, type TileReadProblem } from './customTiles';
import { jsonBreak } from './jsonBreak';

/** Far more than the largest tile the reader takes (every list full): a bigger text is no tile file. */
const MAX_FILE_CHARS = 100_000;

const line = (value: unknown) => JSON.stringify(value).replace(/,(?=[[\-\d])/g, ', ');

/** A list of lists, one per line, or `[]`. */
function rows(list: readonly unknown[], indent: string): string {
  if (list.length === 0) return '[]';
  return `[\n${list.map((x) => `${indent}  ${line(x)}`).join(',\n')}\n${indent}]`;
}

/** The tile as a file, laid out as the shipped tiles are. */
export function tileFileText(spec: TileSpec): string {
  const body = [
    `"id": ${JSON.stringify(spec.id)}`,
    `"name": ${JSON.stringify(spec.name)}`,
    `"terrain": ${rows(spec.terrain, '  ')}`,
    `"roads": ${rows(spec.roads, '  ')}`,
    `"rivers": ${line(spec.rivers)}`,
    `"bridges": ${line(spec.bridges)}`,
    `"hedges": ${line(spec.hedges)}`,
    `"cliffs": ${line(spec.cliffs)}`,
  ];
  return `{\n${body.map((b) => `  ${b}`).join(',\n')}\n}\n`;
}

/** The name a tile's file is offered under: `custom-dunes.tile.json`. */
export function tileFileName(spec: TileSpec): string {
  return `${spec.id}.tile.json`;
}

/** A tile file read back (`fileName` names it in a problem), or every problem with its place. */
export function readTileFile(text: string, fileName = 'the file'): Result<TileSpec, TileReadProblem[]> {
  const fail = (message: string) => err<TileReadProblem[]>([{ message: `${fileName}: ${message}` }]);
  if (text.length > MAX_FILE_CHARS)
    return fail(`${text.length} characters is far too long for a tile file (at most ${MAX_FILE_CHARS})`);
  const t = text.replace(/^\uFEFF/, '');
  if (t.trim() === '') return fail('the file is empty');
  let raw: unknown;
  try {
    raw = JSON.parse(t);
  } catch {
    const at = jsonBreak(t);
    return fail(at ? `not JSON: at line ${at.line}, column ${at.column}, ${at.what}` : 'not JSON');
  }
  return checkCustomTile(withCustomId(raw));
}
