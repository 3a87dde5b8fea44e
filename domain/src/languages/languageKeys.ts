import { displayLength, hasForbiddenCharacters, isBlankDisplayText } from '../shared/displayText';
import { KEY_MAX_CHARACTERS, NEW_KEY } from './languageLimits';
import { languageMessages as m } from './languageMessages';

// The rule for a key (what a writer types for one rune), shared by the request schema, the
// decider and the key-mapping panel. Keys are compared in Unicode NFC, so 'é' typed precomposed
// and 'e' + combining accent are one key. Letters keep their case: 'a' and 'A' are two keys.
export const normalizeKey = (key: string) => key.normalize('NFC');

// What is wrong with a normalised key, or null. Whitespace is refused (the product's 'Space not
// allowed.'), a key of spaces only included, except in the placeholder 'new key' that Add Key
// creates.
export const keyProblem = (key: string): string | null => {
  if (key === NEW_KEY) return null;
  if (key === '') return m.keyBlank;
  if (/\s/u.test(key)) return m.spaceNotAllowed;
  if (isBlankDisplayText(key)) return m.keyBlank;
  if (hasForbiddenCharacters(key)) return m.keyForbidden;
  if (key.length > KEY_MAX_CHARACTERS * 4 || displayLength(key) > KEY_MAX_CHARACTERS) return m.keyTooLong;
  return null;
};
