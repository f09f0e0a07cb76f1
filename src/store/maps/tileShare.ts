// Tile share codes (docs/maps.md, "Your own tiles"): a tile as one line of text to copy, paste or
// put in a link (`#/maps?tile=CODE`), URL-safe (letters, digits, ".", "_", "-"). A check at the end
// refuses a code cut short or changed by accident; a code changed on purpose with its check made
// again is still read as every tile from outside is (checkCustomTile), so it cannot bring a tile
// the rules refuse. Format:
//
//   AAMT1.<id>.<name>.<terrain>.<roads>.<rivers>.<bridges>.<hedges>.<cliffs>.<check>
//
//   id        the tile's id (a-z, 0-9, "-")
//   name      its name, UTF-8 in base64url
//   terrain   the 80 hexes row by row, top row first, "o" for Open and the file's letter for the
//             rest; a run of 2 or more of one terrain as its count and the letter ("10o3f")
//   roads     the chains joined by "_", each its hexes, two characters a hex: column + 1 and row
//             + 1 in base 36 (a road's end one off the tile is column or row -1)
//   rivers, bridges, hedges, cliffs
//             each hexside three digits: column, row, direction
//   check     FNV-1a hash of everything before it, base 36
import { err, TERRAIN_CHARS, TILE_COLS, TILE_ROWS, type Result, type TileSpec } from '../../engine';
import { fnv1a, fromBase64Url, toBase64Url } from '../files/shareCode';
import { checkCustomTile, withCustomId, type TileReadProblem } from './customTiles';

const TAG = 'AAMT';
const VERSION = 1;
/** Far more than the code of the largest tile the reader takes. */
const MAX_CODE = 20_000;

/** "." is the code's separator, so Open is "o" in a code. */
const toCode = (ch: string) => (ch === '.' ? 'o' : ch);
const fromCode = (ch: string) => (ch === 'o' ? '.' : ch);

function encodeTerrain(rows: readonly string[]): string {
  const all = rows.join('');
  let out = '';
  for (let i = 0; i < all.length; ) {
    let n = 1;
    while (all[i + n] === all[i]) n++;
    out += (n > 1 ? String(n) : '') + toCode(all[i]);
    i += n;
  }
  return out;
}

/** The terrain rows, or null when the section is not runs of terrain letters. */
function decodeTerrain(section: string): string[] | null {
  const runs = section.match(/\d{0,3}[a-z]/g) ?? [];
  if (runs.join('') !== section) return null;
  let all = '';
  for (const run of runs) {
    const ch = fromCode(run.slice(-1));
    const n = run.length > 1 ? Number(run.slice(0, -1)) : 1;
    if (!Object.hasOwn(TERRAIN_CHARS, ch) || all.length + n > TILE_COLS * TILE_ROWS) return null;
    all += ch.repeat(n);
  }
  const rows: string[] = [];
  for (let i = 0; i < all.length; i += TILE_COLS) rows.push(all.slice(i, i + TILE_COLS));
  return rows;
}

const digit36 = (n: number) => (n + 1).toString(36);

function encodeRoads(roads: TileSpec['roads']): string {
  return roads.map((chain) => chain.map(([c, r]) => digit36(c) + digit36(r)).join('')).join('_');
}

function decodeRoads(section: string): number[][][] | null {
  if (section === '') return [];
  const chains: number[][][] = [];
  for (const chain of section.split('_')) {
    if (!/^(?:[0-9a-z]{2})*$/.test(chain)) return null;
    const hexes: number[][] = [];
    for (let i = 0; i < chain.length; i += 2) hexes.push([parseInt(chain[i], 36) - 1, parseInt(chain[i + 1], 36) - 1]);
    chains.push(hexes);
  }
  return chains;
}

function encodeSides(list: readonly (readonly number[])[]): string {
  return list.map((s) => s.join('')).join('');
}

function decodeSides(section: string): number[][] | null {
  if (!/^(?:\d{3})*$/.test(section)) return null;
  const sides: number[][] = [];
  for (let i = 0; i < section.length; i += 3) sides.push([...section.slice(i, i + 3)].map(Number));
  return sides;
}

/** The tile as a share code. */
export function tileShareCode(spec: TileSpec): string {
  const body = [
    `${TAG}${VERSION}`,
    spec.id,
    toBase64Url(spec.name),
    encodeTerrain(spec.terrain),
    encodeRoads(spec.roads),
    encodeSides(spec.rivers),
    encodeSides(spec.bridges),
    encodeSides(spec.hedges),
    encodeSides(spec.cliffs),
  ].join('.');
  return `${body}.${fnv1a(body)}`;
}

/** A link that opens the tile editor with the tile. */
export function tileShareLink(spec: TileSpec, origin: string): string {
  return `${origin}/#/maps?tile=${tileShareCode(spec)}`;
}

/** The code inside pasted text: the code itself, or a link that carries it as `tile=`. */
function codeIn(text: string): string {
  const compact = text.replace(/\s+/g, '');
  const inLink = /[?&#]tile=([^&#]*)/.exec(compact);
  if (!inLink) return compact;
  try {
    return decodeURIComponent(inLink[1]);
  } catch {
    return inLink[1];
  }
}

// A share code is one opaque string: what is wrong with its form is found at no finer place.
const fail = (message: string) => err<TileReadProblem[]>([{ message }]);

/** Reads a share code (or a link holding one) back into a tile, or says what is wrong with it. */
export function readTileShareCode(text: string): Result<TileSpec, TileReadProblem[]> {
  if (text.length > MAX_CODE) return fail(`the code is too long (${text.length} characters): it is not a tile code`);
  const code = codeIn(text);
  if (code === '') return fail('there is no code to read');
  const version = /^AAMT(\d+)\./.exec(code);
  if (!version) return fail(`this is not a tile code: a tile code starts with "${TAG}${VERSION}."`);
  if (Number(version[1]) !== VERSION)
    return fail(
      Number(version[1]) > VERSION
        ? `the code was made by a newer version of the game (tile code version ${version[1]}); this one reads version ${VERSION}`
        : `unknown tile code version ${version[1]}`,
    );
  const parts = code.split('.');
  const check = parts.pop()!;
  if (parts.length !== 9 || fnv1a(parts.join('.')) !== check)
    return fail('the code has been changed or cut short: its check does not match. Copy the whole code again.');
  const [, id, name64, terrain64, roads64, ...sides64] = parts;
  const name = fromBase64Url(name64);
  if (name === null) return fail("the tile's name in the code cannot be read");
  const terrain = decodeTerrain(terrain64);
  if (terrain === null) return fail("the tile's terrain in the code cannot be read");
  const roads = decodeRoads(roads64);
  if (roads === null) return fail("the tile's roads in the code cannot be read");
  const [rivers, bridges, hedges, cliffs] = sides64.map(decodeSides);
  if (!rivers || !bridges || !hedges || !cliffs) return fail("the tile's hexsides in the code cannot be read");
  return checkCustomTile(withCustomId({ id, name, terrain, roads, rivers, bridges, hedges, cliffs }));
}
