import {
  isBlankDisplayText,
  limitDisplayLength,
  normalizeDisplayText,
  replaceForbiddenCharacters,
  replaceForbiddenDescriptionCharacters,
} from '../../shared/displayText';

// A name from another tool made to pass the one text rule (shared/displayText.ts): characters no
// name may hold become spaces, the rest is cut to `max` characters, and a blank one becomes
// `fallback`. Imports never refuse a file because one of its names is odd.
export const importedName = (raw: unknown, max: number, fallback: string): string => {
  const text = normalizeDisplayText(typeof raw === 'string' ? replaceForbiddenCharacters(raw, ' ').replace(/\s+/g, ' ') : '');
  const cut = normalizeDisplayText(limitDisplayLength(text, max));
  return isBlankDisplayText(cut) ? fallback : cut;
};

// Multi-line text for a description: control characters other than line breaks go, length is cut.
export const importedText = (raw: string, max: number): string =>
  limitDisplayLength(replaceForbiddenDescriptionCharacters(raw.replace(/\r\n?/g, '\n'), ''), max).trim();
