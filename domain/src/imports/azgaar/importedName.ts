import { limitDisplayLength, normalizeDisplayText } from '../../shared/displayText';

// A name from another tool made to pass the one text rule (shared/displayText.ts): characters no
// name may hold become spaces, the rest is cut to `max` characters, and a blank one becomes
// `fallback`. Imports never refuse a file because one of its names is odd.
const FORBIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB]/gu;
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

export const importedName = (raw: unknown, max: number, fallback: string): string => {
  const text = normalizeDisplayText(typeof raw === 'string' ? raw.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ') : '');
  const cut = normalizeDisplayText(limitDisplayLength(text, max));
  return cut.replace(INVISIBLE, '') === '' ? fallback : cut;
};

// Multi-line text for a description: control characters other than line breaks go, length is cut.
const FORBIDDEN_IN_TEXT = /(?![\n])[\p{Cc}\p{Cs}]/gu;
export const importedText = (raw: string, max: number): string => limitDisplayLength(raw.replace(/\r\n?/g, '\n').replace(FORBIDDEN_IN_TEXT, ''), max).trim();
