// A corpus of broken inputs (docs/records.md, "The corpus of broken inputs"), generated from a seed rather than checked in:
// each valid input of a kind (a game file, an army list file, a share code, a share link, a
// scenario file) broken in the ways files break: truncated, a bit flipped, a field of the wrong
// type, huge numbers, deep nesting, prototype keys, a 10 MB string, a byte-order mark.
import seedrandom from 'seedrandom';

export type Kind = 'gameFile' | 'armyFile' | 'shareCode' | 'shareLink' | 'scenario';
/** Custom map tiles' files and share codes (docs/maps.md, "Your own tiles"; tests/store/maps/tileCorpus.test.ts). */
export type TileKind = 'tileFile' | 'tileCode';

export type Damage =
  | 'truncated'
  | 'bitFlip'
  | 'wrongType'
  | 'hugeNumber'
  | 'deepNesting'
  | 'prototypeKey'
  | 'hugeString'
  | 'bomBroken'
  | 'garbage';

/**
 * Whether a broken input of this damage must be refused: a truncated file, a 10 MB string, a
 * nesting a million deep in place of a field, are never a file of ours. A bit flipped, a field
 * changed or a prototype key added may leave a valid input (a name changed by one letter, an
 * unknown key the loader drops, an optional field set to null): those must load cleanly or be
 * refused, never break the loader.
 */
export const MUST_REFUSE: Readonly<Record<Damage, boolean>> = {
  truncated: true,
  bitFlip: false,
  wrongType: false,
  hugeNumber: false,
  deepNesting: true,
  prototypeKey: false,
  hugeString: true,
  bomBroken: true,
  garbage: true,
};

export interface BadInput<K extends string = Kind> {
  kind: K;
  damage: Damage;
  /** The input's text, made when asked for: a corpus holding a hundred 10 MB strings at once would weigh a gigabyte. */
  text: () => string;
}

/** The one 10 MB string the corpus puts in place of fields (strings are shared, never copied). */
const TEN_MB = 'x'.repeat(10 * 1024 * 1024);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

type JsonKind = 'gameFile' | 'armyFile' | 'scenario' | 'tileFile';

/** Fields each kind of file cannot do without: a deep nesting in their place must be refused. */
const REQUIRED: Readonly<Record<JsonKind, readonly string[]>> = {
  gameFile: ['format', 'version', 'initial', 'actions'],
  armyFile: ['format', 'version', 'id', 'list'],
  scenario: ['format', 'version', 'seed', 'teams', 'map'],
  tileFile: ['name', 'terrain', 'roads', 'rivers', 'bridges', 'hedges', 'cliffs'],
};

const WRONG: Json[] = [null, 0, -1, 1.5, '', 'x', true, [], {}, [null], { q: 0 }];
const HUGE = [1e21, -1e21, 1e308, 2 ** 53 + 1, -(2 ** 31), 4294967296];
const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/** Every path to a value inside a JSON value. */
function paths(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (v !== null && typeof v === 'object') {
    for (const [k, x] of Array.isArray(v) ? v.map((y, i) => [i, y] as const) : Object.entries(v))
      paths(x, [...at, k], out);
  }
  return out;
}

function setAt(root: Json, path: (string | number)[], value: Json): Json {
  if (path.length === 0) return value;
  let o = root as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, Json>;
  o[path[path.length - 1]] = value;
  return root;
}

/** JSON text with `key` spliced in as an own key of the object at `path` (JSON.parse keeps "__proto__" as a key). */
function withKey(root: Json, path: (string | number)[], key: string, value: Json): string {
  const marker = '"@@KEY@@"';
  let o = root as Record<string | number, Json>;
  for (const k of path) o = o[k] as Record<string | number, Json>;
  (o as Record<string, Json>)['@@KEY@@'] = value;
  return JSON.stringify(root).replace(marker, JSON.stringify(key));
}

function deep(n: number): string {
  return '['.repeat(n) + ']'.repeat(n);
}

/**
 * `n` broken inputs of one kind from a valid one. JSON kinds are broken in their structure and
 * values; share codes and links (one line of text) in their characters.
 */
export function breakInput<K extends Kind | TileKind>(kind: K, valid: string, n: number, seed: string): BadInput<K>[] {
  const random = seedrandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const json = kind === 'gameFile' || kind === 'armyFile' || kind === 'scenario' || kind === 'tileFile';
  const parsed = json ? (JSON.parse(valid) as Json) : null;
  const all = parsed === null ? [] : paths(parsed);
  const objects = all.filter((p) => {
    let o = parsed as Json;
    for (const k of p) o = (o as Record<string | number, Json>)[k];
    return o !== null && typeof o === 'object' && !Array.isArray(o);
  });
  const leaves = all.filter((p) => p.length > 0);
  const fresh = () => JSON.parse(valid) as Json;
  const out: BadInput<K>[] = [];
  const damages: Damage[] = json
    ? [
        'truncated',
        'bitFlip',
        'wrongType',
        'hugeNumber',
        'deepNesting',
        'prototypeKey',
        'hugeString',
        'bomBroken',
        'garbage',
      ]
    : ['truncated', 'bitFlip', 'hugeString', 'bomBroken', 'garbage', 'prototypeKey'];
  let huge = 0;
  for (let k = 0; k < n; k++) {
    let damage = damages[k % damages.length];
    // A few 10 MB inputs per kind are enough: each is refused by its size, before it is parsed.
    if (damage === 'hugeString' && huge++ >= 4) damage = json ? 'wrongType' : 'bitFlip';
    let text = '';
    let make: (() => string) | null = null;
    switch (damage) {
      case 'truncated':
        // Cut anywhere before the end (a JSON text loses its closing brace; a code its check).
        text = valid.slice(0, Math.floor(random() * (valid.trimEnd().length - 1)));
        break;
      case 'bitFlip': {
        const i = Math.floor(random() * valid.length);
        text =
          valid.slice(0, i) +
          String.fromCharCode(valid.charCodeAt(i) ^ (1 << Math.floor(random() * 7))) +
          valid.slice(i + 1);
        break;
      }
      case 'wrongType':
        text = JSON.stringify(setAt(fresh(), pick(leaves), pick(WRONG)));
        break;
      case 'hugeNumber':
        text = JSON.stringify(setAt(fresh(), pick(leaves), pick(HUGE)));
        break;
      case 'deepNesting':
        // A nesting 100,000 deep in place of a required field (or, for a code, the whole text).
        text = json
          ? JSON.stringify(setAt(fresh(), [pick(REQUIRED[kind as JsonKind])], '@@DEEP@@')).replace(
              '"@@DEEP@@"',
              deep(100_000),
            )
          : deep(100_000);
        break;
      case 'prototypeKey':
        text = json
          ? withKey(fresh(), pick(objects), pick(PROTO_KEYS), pick([{ polluted: true }, 1, 'x', null]))
          : `${valid}&__proto__[x]=1&constructor=${pick(PROTO_KEYS)}`;
        break;
      case 'hugeString':
        // A 10 MB string: for JSON, in place of a field; for a code, the whole text.
        {
          const path = pick(leaves);
          make = json ? () => JSON.stringify(setAt(fresh(), path, TEN_MB)) : () => valid + TEN_MB;
        }
        break;
      case 'bomBroken':
        // A byte-order mark in front of a truncated input: the mark alone is no reason to refuse (a
        // scenario with one is read), the truncation is.
        text = `\uFEFF${valid.slice(0, Math.floor(random() * (valid.trimEnd().length - 1)))}`;
        break;
      case 'garbage':
        text = pick([
          '',
          ' ',
          'null',
          '[]',
          '42',
          '"text"',
          '{}',
          'undefined',
          '\u0000\u0001\u0002',
          Array.from({ length: 200 }, () => String.fromCharCode(Math.floor(random() * 0xffff))).join(''),
          '{"format": null}',
        ]);
        break;
    }
    const fixed = text;
    out.push({ kind, damage, text: make ?? (() => fixed) });
  }
  return out;
}
