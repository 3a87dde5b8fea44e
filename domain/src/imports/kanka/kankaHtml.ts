// Kanka stores an entity's entry and posts as HTML (from its rich-text editor); a wiki section
// holds plain text with line breaks. Tags are dropped, never interpreted: block ends and <br>
// become line breaks, list items get a bullet, entities are decoded, and Kanka's mentions
// `[character:12|Alia]` / `[character:12]` become the name shown.
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#')) {
      const point = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return point > 0 && point <= 0x10ffff && (point < 0xd800 || point > 0xdfff) ? String.fromCodePoint(point) : '';
    }
    return NAMED[lower] ?? whole;
  });

export type MentionName = (kind: string, id: string) => string | undefined;

const MENTION = /\[([a-z_]+):(\d+)(?:\|([^\]]*))?\]/g;

export const kankaHtmlToText = (html: unknown, mentionName: MentionName = () => undefined): string => {
  if (typeof html !== 'string') return '';
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|tr|table|pre)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(MENTION, (_whole, kind: string, id: string, label: string | undefined) => label?.trim() || mentionName(kind, id) || '')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n[ \t\u00a0]+/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};
