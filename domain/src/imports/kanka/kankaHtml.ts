import { markupText, tidyLines } from '../markupText';
import { replaceKankaMentions, type MentionName } from './kankaMentions';

// Kanka stores an entity's entry and posts as HTML (from its rich-text editor); a wiki section
// holds plain text with line breaks. Tags are dropped, never interpreted (markupText.ts, an HTML
// tokenizer: linear time whatever the file holds): block ends and <br> become line breaks, list
// items get a bullet, entities are decoded, and Kanka's mentions (`[character:12|Alia]`,
// `[character:12]`, `[location:7|anchor:history]`) become the name shown (kankaMentions.ts).
const KANKA_RULES = {
  open: { li: '\n• ', br: '\n' },
  close: {
    td: ' ',
    th: ' ',
    ...Object.fromEntries(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'tr', 'table', 'pre'].map((name) => [name, '\n\n'])),
  },
};

export const kankaHtmlToText = (html: unknown, mentionName: MentionName = () => undefined): string => {
  if (typeof html !== 'string') return '';
  return tidyLines(replaceKankaMentions(markupText(html, KANKA_RULES), mentionName)).trim();
};
