// Where a text stops being JSON, as a line and a column. JSON.parse says where in words that
// differ between browsers and Node, and Node 20 often not at all ("Unexpected token '}', ... is
// not valid JSON"), so the place is found here by one pass over the text (RFC 8259's grammar),
// without recursion: a hostile "[[[[..." costs no stack.

export interface JsonBreak {
  line: number;
  column: number;
  /** What was found there, in words: "a ',' or ']' is missing", "the text ends too soon". */
  what: string;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/** The index just after the string that starts at `i` (a '"'), or the index of what breaks it, negated minus one. */
function stringEnd(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length) {
    const ch = text[j];
    if (ch === '"') return j + 1;
    if (ch === '\\') {
      ESCAPE.lastIndex = j;
      if (!ESCAPE.test(text)) return -j - 1;
      j = ESCAPE.lastIndex;
    } else if (ch < ' ') return -j - 1;
    else j++;
  }
  return -text.length - 1;
}

function place(text: string, at: number, what: string): JsonBreak {
  const lines = text.slice(0, at).split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1, what };
}

function shown(ch: string | undefined): string {
  return ch === undefined ? 'the end of the text' : `'${ch}'`;
}

/** Where `text` breaks the JSON grammar, or null when it is JSON. */
export function jsonBreak(text: string): JsonBreak | null {
  const open: ('[' | '{')[] = [];
  type Expect = 'value' | 'firstValue' | 'key' | 'firstKey' | 'colon' | 'after';
  let expect: Expect = 'value';
  let i = 0;
  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
    const ch = text[i];
    if (ch === undefined)
      return expect === 'after' && open.length === 0 ? null : place(text, i, 'the text ends too soon');
    if (expect === 'value' || expect === 'firstValue') {
      if (ch === ']' && expect === 'firstValue') {
        open.pop();
        i++;
        expect = 'after';
      } else if (ch === '[' || ch === '{') {
        open.push(ch);
        i++;
        expect = ch === '[' ? 'firstValue' : 'firstKey';
      } else if (ch === '"') {
        const end = stringEnd(text, i);
        if (end < 0) return place(text, -end - 1, 'a text in quotes is broken or not closed');
        i = end;
        expect = 'after';
      } else {
        const pattern = ch === '-' || (ch >= '0' && ch <= '9') ? NUMBER : LITERAL;
        pattern.lastIndex = i;
        if (!pattern.test(text)) return place(text, i, `a value was expected, not ${shown(ch)}`);
        i = pattern.lastIndex;
        expect = 'after';
      }
    } else if (expect === 'key' || expect === 'firstKey') {
      if (ch === '}' && expect === 'firstKey') {
        open.pop();
        i++;
        expect = 'after';
      } else if (ch === '"') {
        const end = stringEnd(text, i);
        if (end < 0) return place(text, -end - 1, 'a text in quotes is broken or not closed');
        i = end;
        expect = 'colon';
      } else return place(text, i, `a name in double quotes was expected, not ${shown(ch)}`);
    } else if (expect === 'colon') {
      if (ch !== ':') return place(text, i, `a ':' was expected, not ${shown(ch)}`);
      i++;
      expect = 'value';
    } else {
      const top = open.at(-1);
      if (top === undefined) return place(text, i, `the JSON has ended, but ${shown(ch)} follows`);
      const close = top === '[' ? ']' : '}';
      if (ch === ',') {
        i++;
        expect = top === '[' ? 'value' : 'key';
      } else if (ch === close) {
        open.pop();
        i++;
      } else return place(text, i, `a ',' or '${close}' was expected, not ${shown(ch)}`);
    }
  }
}
