// Finding a stat card by name as the player types (docs/armies.md, "Finding a card"): names and
// queries are folded the same way (accents, case and punctuation do not count), and a card
// matches by its whole name, the start of its name, the starts of its words in order
// ("pzg", "t34 85", "pz iv"), anywhere in its name, or by words of its type line, nation and
// abilities. Each card's folded forms are computed once and kept beside the card.
import type { UnitDef } from '../../engine';
import { ABILITY_TEXT } from '../../data/abilities';

/** Letters that NFKD does not split into a base letter and a mark. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * Lower case without accents, every run of punctuation and spaces one space:
 * "Fallschirmjäger" and "Fallschirmjager" both give "fallschirmjager", "T-34/85" gives "t 34 85".
 */
export function foldText(text: string): string {
  // Most names are plain ASCII: no accents to take apart.
  if (/^[\x20-\x7e]*$/.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDED[c])
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** German umlauts as German players also type them: "Jäger" is "jaeger" as well as "jager". */
function spellUmlauts(text: string): string {
  return text.replace(/[äöüÄÖÜ]/g, (c) => `${c.normalize('NFKD')[0]}e`);
}

/**
 * Words written in more than one way on the cards and by players: a name word starting with one
 * form can be typed with any other ("pz iv" finds "Panzer IV", "panzer 38" finds "PzKpfw 38(t)",
 * "pzg" finds "Panzergrenadier"). Longest form first, so "pzkpfw" is not read as "pz" + "kpfw".
 */
const ALIASES: readonly (readonly string[])[] = [
  ['panzerkampfwagen', 'pzkpfw', 'panzer', 'pz'],
  ['sturmgeschutz', 'stug'],
  ['sonderkraftfahrzeug', 'sdkfz'],
  ['kubelwagen', 'kubelwagon'],
];

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi'];

/** The ways a folded name word can be typed: itself, its umlauts spelled out, its aliases, a numeral in the other writing. */
function wordForms(word: string, spelled: string | undefined): string[] {
  const forms = new Set([word]);
  if (spelled) forms.add(spelled);
  for (const group of ALIASES) {
    const form = group.find((f) => word.startsWith(f));
    if (form === undefined) continue;
    for (const other of group) forms.add(other + word.slice(form.length));
  }
  const roman = ROMAN.indexOf(word);
  if (roman >= 0) forms.add(String(roman + 1));
  if (/^[1-6]$/.test(word)) forms.add(ROMAN[Number(word) - 1]);
  return [...forms];
}

/** Other names of a nation that players search by. */
const NATION_NAMES: Partial<Record<string, string>> = {
  'Soviet Union': 'ussr soviet russia',
  UK: 'britain british',
  USA: 'us america american',
};

/** A card's name and text folded once for searching. */
export interface CardIndex {
  /** The name folded, without spaces ("t3485"), and with its umlauts spelled out. */
  compact: readonly string[];
  /** Each word of the name, with the other ways it can be typed. */
  words: readonly (readonly string[])[];
  /** Name, type line, nation and abilities, folded, with a space at each end: " vehicle heavy tank ". */
  text: string;
}

const indexes = new WeakMap<UnitDef, CardIndex>();

/** Type lines, nations and ability names recur on many cards: each is folded once. */
const foldedParts = new Map<string, string>();
function foldPart(text: string): string {
  let folded = foldedParts.get(text);
  if (folded === undefined) {
    folded = foldText(text);
    foldedParts.set(text, folded);
  }
  return folded;
}

/** The card's search forms, computed on first use and kept for as long as the card is. */
export function cardIndex(def: UnitDef): CardIndex {
  const known = indexes.get(def);
  if (known) return known;
  const name = foldText(def.name);
  const plain = name.split(' ');
  // Spelling out umlauts never splits or joins words, so the words stay aligned.
  const spelled = /[äöüÄÖÜ]/.test(def.name) ? foldText(spellUmlauts(def.name)).split(' ') : plain;
  const text = [
    name,
    foldPart(def.typeLine),
    foldPart(def.nation),
    foldPart(NATION_NAMES[def.nation] ?? ''),
    ...def.abilities.map((a) => foldPart(ABILITY_TEXT[a.id].name)),
  ];
  const index: CardIndex = {
    compact: [...new Set([plain.join(''), spelled.join('')])],
    words: plain.map((w, i) => wordForms(w, spelled[i] !== w ? spelled[i] : undefined)),
    text: ` ${text.join(' ')} `,
  };
  indexes.set(def, index);
  return index;
}

/** A query folded once for every card it is compared with. */
export interface Query {
  /** Folded, without spaces: "pz iv" is "pziv". */
  compact: string;
  /** Folded words, for the match on type line, nation and abilities. */
  words: readonly string[];
}

export function parseQuery(text: string): Query {
  const folded = foldText(text);
  return { compact: folded.replace(/ /g, ''), words: folded ? folded.split(' ') : [] };
}

/** How well a card matches, best first; the number is the sort key's first part. */
export const MATCH = { exact: 0, namePrefix: 1, wordPrefixes: 2, inName: 3, inText: 4 } as const;

/** Room for the finer order within a kind of match (MATCH × SPAN + detail). */
const SPAN = 1000;

/** The kind of match (MATCH) of a rank from matchRank, without its finer order. */
export function matchKind(rank: number): number {
  return Math.floor(rank / SPAN);
}

/**
 * The fewest words skipped (counting those before the first) to spell `q` as the starts of
 * name words in order, each piece the start of one word; Infinity when it cannot be spelled.
 * "t3485" on "t 34 85" is 0; "pig" on "panzer iv ausf g" is 1 (ausf skipped).
 */
function wordChain(q: string, words: readonly (readonly string[])[]): number {
  const memo = new Map<number, number>();
  const from = (pos: number, word: number): number => {
    if (pos === q.length) return 0;
    const key = pos * 64 + word;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = Infinity;
    for (let w = word; w < words.length && w - word < best; w++) {
      for (const form of words[w]) {
        // The longest piece this form starts with, then every shorter one.
        let n = 0;
        while (n < form.length && pos + n < q.length && form[n] === q[pos + n]) n++;
        for (let len = n; len > 0; len--) {
          const rest = from(pos + len, w + 1);
          if (rest + (w - word) < best) best = rest + (w - word);
        }
      }
    }
    memo.set(key, best);
    return best;
  };
  return words.length > 60 ? Infinity : from(0, 0);
}

/**
 * How well the card matches the query: a number, lower is better (MATCH × 1000 + finer order),
 * or null when it does not match. An empty query matches every card equally.
 */
export function matchRank(def: UnitDef, query: Query): number | null {
  if (!query.compact) return 0;
  const index = cardIndex(def);
  const q = query.compact;
  if (index.compact.includes(q)) return MATCH.exact * SPAN;
  const prefixOf = index.compact.find((c) => c.startsWith(q));
  // Shorter names first: "tiger" puts "Tiger I" before "Tiger I Commander".
  if (prefixOf !== undefined) return MATCH.namePrefix * SPAN + Math.min(prefixOf.length, SPAN - 1);
  const skipped = wordChain(q, index.words);
  if (skipped < Infinity) return MATCH.wordPrefixes * SPAN + Math.min(skipped, SPAN - 1);
  const at = Math.min(...index.compact.map((c) => c.indexOf(q)).filter((i) => i >= 0));
  if (at < Infinity) return MATCH.inName * SPAN + Math.min(at, SPAN - 1);
  // Words of the type line, nation and abilities count from their start: "tank" finds "Heavy
  // Tank", but "iv" does not find "Initiative".
  if (query.words.every((w) => index.text.includes(` ${w}`))) return MATCH.inText * SPAN;
  return null;
}
