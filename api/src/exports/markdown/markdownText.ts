// Text put in a Markdown note so that it reads as written: the characters Markdown and Obsidian
// would take as markup (emphasis, links, tags, tables, maths, HTML) escaped with a backslash,
// and a line that would start a heading, list or quote escaped at its start. One pass per
// character, no patterns over the text.
const INLINE = new Set(['\\', '`', '*', '_', '[', ']', '<', '>', '|', '#', '$', '~']);
const LINE_START = new Set(['-', '+', '=']);

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

const escapeLine = (line: string) => {
  let out = '';
  for (const char of line) out += INLINE.has(char) ? `\\${char}` : char;
  let at = 0;
  while (out[at] === ' ' || out[at] === '\t') at++;
  if (LINE_START.has(out[at])) return `${out.slice(0, at)}\\${out.slice(at)}`;
  // "1. " or "1) " would start a numbered list.
  let digits = at;
  while (isDigit(out[digits])) digits++;
  if (digits > at && (out[digits] === '.' || out[digits] === ')')) return `${out.slice(0, digits)}\\${out.slice(digits)}`;
  return out;
};

/** Text as literal Markdown; its line breaks stay line breaks. */
export const markdownText = (text: string) => text.split('\n').map(escapeLine).join('\n');

/** Text as one line of literal Markdown (a heading, a list item): line breaks become spaces. */
export const markdownLine = (text: string) => escapeLine(text.replace(/[\r\n]+/g, ' '));

/** Paragraphs: each line of the text one paragraph, as the pages show them; empty lines dropped. */
export const markdownParagraphs = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(escapeLine)
    .join('\n\n');

// An Obsidian link's shown text may hold neither `]]` nor `|`, nor start a heading or block.
const LINK_TEXT_OUT = new Set(['[', ']', '|', '#', '^', '\n', '\r']);
const linkText = (text: string) =>
  [...text]
    .map((char) => (LINK_TEXT_OUT.has(char) ? ' ' : char))
    .join('')
    .trim();

/** An Obsidian wikilink to a note by its path in the vault (without `.md`), showing `text`. */
export const wikilink = (notePath: string, text: string) => {
  const shown = linkText(text);
  return shown ? `[[${notePath}|${shown}]]` : `[[${notePath}]]`;
};

/** An Obsidian embed of a file by its path in the vault. */
export const embed = (filePath: string) => `![[${filePath}]]`;

type FrontMatterValue = string | number | boolean | null | readonly string[] | readonly Readonly<Record<string, string>>[];

// YAML front matter. Strings are written as JSON strings, which YAML reads as double-quoted
// scalars with the same escapes, so no value can end the block or change its meaning; a list of
// objects is JSON too, which YAML reads as flow mappings.
export const frontMatter = (fields: Record<string, FrontMatterValue | undefined>) => {
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, FrontMatterValue] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
};
