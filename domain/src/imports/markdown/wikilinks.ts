// Obsidian's links and embeds, `[[path|text]]` and `![[path]]`, are no Markdown: a Markdown
// reader sees brackets. Before a note is read they are taken out of its text and replaced by a
// private-use mark holding their number (`\uE000{n}\uE001`), so that the Markdown reader keeps
// them whole in its text; each is found again with `linksIn`. A `\[` (an escaped bracket, as
// Lorewright's own export writes brackets typed as text) starts no link. One pass, no patterns.

export interface NoteLink {
  // The note or file it names, without an `#heading` or `^block` part.
  target: string;
  // The text shown: the part after `|`, or the target's last name.
  text: string;
  embed: boolean;
}

const OPEN = '\uE000';
const CLOSE = '\uE001';
// A link longer than this is text.
const LINK_MAX = 1_000;

const isEscaped = (text: string, at: number) => {
  let slashes = 0;
  for (let i = at - 1; i >= 0 && text[i] === '\\'; i--) slashes++;
  return slashes % 2 === 1;
};

const shownName = (target: string) => {
  const name = target.split('/').pop() ?? target;
  return name.endsWith('.md') ? name.slice(0, -3) : name;
};

const linkOf = (inside: string, embed: boolean): NoteLink => {
  const bar = inside.indexOf('|');
  const rawTarget = (bar < 0 ? inside : inside.slice(0, bar)).trim();
  const cut = [rawTarget.indexOf('#'), rawTarget.indexOf('^')].filter((at) => at >= 0);
  const target = (cut.length > 0 ? rawTarget.slice(0, Math.min(...cut)) : rawTarget).trim();
  const text = bar < 0 ? '' : inside.slice(bar + 1).trim();
  return { target, text: text || shownName(target), embed };
};

/** The note's text with its links marked, and the links by number. */
export const markWikilinks = (note: string): { text: string; links: NoteLink[] } => {
  // Marks already in the note would be taken for links: they go.
  const source = note.includes(OPEN) || note.includes(CLOSE) ? note.split(OPEN).join('').split(CLOSE).join('') : note;
  const links: NoteLink[] = [];
  let out = '';
  let at = 0;
  // The next `]]`, searched again only once passed: no stretch of the note is searched twice.
  let close = -2;
  for (let open = source.indexOf('[[', at); open >= 0; open = source.indexOf('[[', at)) {
    if (close < open + 2) close = source.indexOf(']]', open + 2);
    if (close < 0) break;
    const length = close - open - 2;
    const inside = length <= LINK_MAX ? source.slice(open + 2, close) : '';
    if (isEscaped(source, open) || inside.trim() === '' || inside.includes('\n')) {
      out += source.slice(at, open + 2);
      at = open + 2;
      continue;
    }
    const embed = open > 0 && source[open - 1] === '!' && !isEscaped(source, open - 1);
    out += source.slice(at, embed ? open - 1 : open) + OPEN + String(links.length) + CLOSE;
    links.push(linkOf(inside, embed));
    at = close + 2;
  }
  return { text: out + source.slice(at), links };
};

export type TextPiece = { text: string } | { link: NoteLink };

/** A text read from a marked note, as plain text and the links in it, in order. */
export const linksIn = (text: string, links: readonly NoteLink[]): TextPiece[] => {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (let open = text.indexOf(OPEN, at); open >= 0; open = text.indexOf(OPEN, at)) {
    const close = text.indexOf(CLOSE, open);
    if (close < 0) break;
    const link = links[Number(text.slice(open + 1, close))];
    if (open > at) pieces.push({ text: text.slice(at, open) });
    if (link) pieces.push({ link });
    at = close + 1;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
};
