import { z } from 'zod';
import { DISPLAY_UNITS_PER_CHARACTER, displayLength, hasForbiddenDescriptionCharacters, isBlankDisplayText, normalizeDisplayText } from '../shared/displayText';
import { commentMessages as m, COMMENT_QUOTE_MAX, COMMENT_TEXT_MAX } from './commentMessages';

// Comments are multi-line plain text through the one text rule (shared/displayText.ts): NFC,
// invisible edges trimmed, control characters other than tab and line breaks refused, length
// counted in characters as people see them (with the rule's cap on UTF-16 units per character).
const fits = (text: string, max: number) => text.length <= max * DISPLAY_UNITS_PER_CHARACTER && displayLength(text) <= max;

const plainText = (max: number, tooLong: string) =>
  z
    .string({ error: m.textRequired })
    .transform(normalizeDisplayText)
    .refine((text) => !hasForbiddenDescriptionCharacters(text), m.textForbidden)
    .refine((text) => fits(text, max), tooLong);

export const CommentText = plainText(COMMENT_TEXT_MAX, m.textTooLong).refine((text) => !isBlankDisplayText(text), m.textRequired);

// A quote may be empty (a paragraph with no words yet); its line breaks are read as spaces.
export const CommentQuote = plainText(COMMENT_QUOTE_MAX, m.quoteTooLong).transform((text) => text.replace(/\s+/g, ' '));
