// Names that players type or bring in (army list names, from the builder's field, a list file or
// a share code): what is kept of them (docs/architecture.md, "The built site: Content Security Policy"). Names are always shown as text, never
// as markup; this drops the characters that would still mislead or garble that text:
// - C0 and C1 control characters (U+0000-U+001F, U+007F-U+009F): tabs and line breaks become a
//   space, the rest are dropped;
// - bidirectional formatting (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates,
//   U+200E, U+200F and U+061C marks): a right-to-left override would show a name, and the text
//   after it in the same line (the log's "... deploys", the top bar), reversed;
// - line and paragraph separators (U+2028, U+2029) and the byte-order mark / zero width no-break
//   space (U+FEFF), which break a name over lines or hide in it.
// Letters of every script, combining marks and emoji are kept. Runs of spaces become one, and
// the ends are trimmed. Every way a name comes in goes through cleanName: src/data/armyList.ts's
// parseArmyList (files, share codes, storage, the online server), the builder's name field, and validateState for the
// team names of a state read from outside (a game file, a save, a scenario).

const SPACES = /[\t\n\v\f\r\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this pattern drops from a name.
const DROPPED = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A name as the game keeps and shows it: no control or bidirectional-formatting characters, single spaces, trimmed. */
export function cleanName(text: string): string {
  return text.replace(SPACES, ' ').replace(DROPPED, '').replace(/ {2,}/g, ' ').trim();
}
