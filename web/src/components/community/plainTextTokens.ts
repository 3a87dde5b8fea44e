import { linkToken, splitLinks } from '@lorewright/domain/wikis/sectionLinks';
import type { ElementLink } from '@lorewright/domain/writings/sceneContent';

// Post texts are plain text (postView.ts): the only markup a reader gets is http(s) addresses
// made links, and @mentions written `[[type:id]]` as a wiki section writes them (sectionLinks.ts),
// shown by what the reader may see of the element. Tokenizing, rather than HTML, means no text
// can ever become markup or a script.

export type TextToken = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string } | { kind: 'mention'; text: string; link: ElementLink };

// Only these two schemes are ever matched, so `javascript:` and `data:` stay text.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence more often than an address ("see https://x.org."). Taken off
// by a walk from the end: a `[…]+$` pattern is retried from every position of a long run that
// is followed by something else, quadratic in what a poster can write.
const TRAILING = new Set('.,;:!?)]}\'"');
const withoutTrailingPunctuation = (address: string) => {
  let end = address.length;
  while (end > 0 && TRAILING.has(address[end - 1])) end--;
  return address.slice(0, end);
};

const safeHref = (candidate: string): string | null => {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/** The text split into runs of plain text, http(s) links and mentions, in order; joined, the runs give the text back. */
export function tokenizePlainText(text: string): TextToken[] {
  return splitLinks(text).flatMap((piece): TextToken[] =>
    'link' in piece ? [{ kind: 'mention', text: linkToken(piece.link), link: piece.link }] : tokenizeAddresses(piece.text),
  );
}

function tokenizeAddresses(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const address = withoutTrailingPunctuation(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    plain += text.slice(last, match.index);
    if (plain) tokens.push({ kind: 'text', text: plain });
    plain = '';
    tokens.push({ kind: 'link', text: address, href });
    last = match.index + address.length;
  }
  plain += text.slice(last);
  if (plain) tokens.push({ kind: 'text', text: plain });
  return tokens;
}
