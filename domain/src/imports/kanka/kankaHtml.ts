import { markupText, tidyLines } from '../markupText';

// Kanka stores an entity's entry and posts as HTML (from its rich-text editor); a wiki section
// holds plain text with line breaks. Tags are dropped, never interpreted (markupText.ts, an HTML
// tokenizer: linear time whatever the file holds): block ends and <br> become line breaks, list
// items get a bullet, entities are decoded, and Kanka's mentions `[character:12|Alia]` /
// `[character:12]` become the name shown.
const KANKA_RULES = {
  open: { li: '\n• ', br: '\n' },
  close: {
    td: ' ',
    th: ' ',
    ...Object.fromEntries(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'tr', 'table', 'pre'].map((name) => [name, '\n\n'])),
  },
};

export type MentionName = (kind: string, id: string) => string | undefined;

// A label stops at the next bracket: each scan ends where the next mention could start, so a
// run of unclosed `[a:1|` stays linear.
const MENTION = /\[([a-z_]+):(\d+)(?:\|([^[\]]*))?\]/g;

export const kankaHtmlToText = (html: unknown, mentionName: MentionName = () => undefined): string => {
  if (typeof html !== 'string') return '';
  const text = markupText(html, KANKA_RULES).replace(
    MENTION,
    (_whole, kind: string, id: string, label: string | undefined) => label?.trim() || mentionName(kind, id) || '',
  );
  return tidyLines(text).trim();
};
