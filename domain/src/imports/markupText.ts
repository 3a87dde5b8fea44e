import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

// Text out of HTML another tool wrote (a Kanka entry, an Azgaar note), read by htmlparser2's HTML
// tokenizer in one pass: time grows with the length whatever the markup, where regular
// expressions over untrusted markup (an unclosed `<script`, a run of `<`) take quadratic time.
// Tags are dropped, never interpreted: `open` and `close` say what a start or end tag adds to the
// text; script and style contents are left out; entities are decoded once. The tokenizer alone
// is used, not htmlparser2's Parser, whose open-element stack is searched on every end tag
// (quadratic again for deeply nested input); nothing here needs the tree.
export interface MarkupTextRules {
  // Lower-case tag name → what its start tag adds (`li` → '\n• ').
  open?: Readonly<Record<string, string>>;
  // Lower-case tag name → what its end tag adds (`p` → '\n\n').
  close?: Readonly<Record<string, string>>;
}

const RAW_TEXT = new Set(['script', 'style']);

const nothing = () => {};

export const markupText = (html: string, { open = {}, close = {} }: MarkupTextRules): string => {
  const parts: string[] = [];
  // The raw-text element being skipped (its contents are no text), or null.
  let skipping: string | null = null;
  const nameAt = (start: number, end: number) => html.slice(start, end).toLowerCase();
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      const name = nameAt(start, end);
      if (skipping) return;
      // As in a browser, `<script/>` opens a script too: the tokenizer reads raw text after it.
      if (RAW_TEXT.has(name)) skipping = name;
      const added = Object.hasOwn(open, name) ? open[name] : undefined;
      if (added) parts.push(added);
    },
    onclosetag(start, end) {
      const name = nameAt(start, end);
      if (skipping) {
        if (name === skipping) skipping = null;
        return;
      }
      const added = Object.hasOwn(close, name) ? close[name] : undefined;
      if (added) parts.push(added);
    },
    ontext(start, end) {
      if (!skipping) parts.push(html.slice(start, end));
    },
    ontextentity(codePoint) {
      if (!skipping) parts.push(String.fromCodePoint(codePoint));
    },
    onattribdata: nothing,
    onattribentity: nothing,
    onattribend: nothing,
    onattribname: nothing,
    oncdata: nothing,
    oncomment: nothing,
    ondeclaration: nothing,
    onend: nothing,
    onopentagend: nothing,
    onprocessinginstruction: nothing,
    onselfclosingtag: nothing,
  };
  const tokenizer = new Tokenizer({ xmlMode: false, decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
  return parts.join('');
};

const isLineSpace = (char: string) => char === ' ' || char === '\t' || char === '\u00a0';

// Each line without spaces, tabs or no-break spaces at either end; three or more line breaks
// become two. Loops rather than `/[ \t]+\n/`, which is quadratic on a long run of spaces.
export const tidyLines = (text: string): string =>
  text
    .split('\n')
    .map((line) => {
      let start = 0;
      let end = line.length;
      while (start < end && isLineSpace(line[start])) start++;
      while (end > start && isLineSpace(line[end - 1])) end--;
      return line.slice(start, end);
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
