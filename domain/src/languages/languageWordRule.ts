import { checkedDisplayName, hasForbiddenDescriptionCharacters, displayLength } from '../shared/displayText';
import { invalid } from '../shared/errors';
import type { WordInput } from './language.commands';
import { MEANING_MAX, WORD_MAX, WORD_TYPES } from './languageLimits';
import { languageMessages as m } from './languageMessages';

// A lexicon word goes through the one text rule for names; its meaning is free text (line breaks
// allowed, control characters not) and may be empty while the author is still deciding.
export const WORD_RULE = { blank: m.wordBlank, max: WORD_MAX, tooLong: m.wordTooLong };

export const meaningProblem = (meaning: string): string | null => {
  if (hasForbiddenDescriptionCharacters(meaning)) return m.meaningForbidden;
  if (meaning.length > MEANING_MAX * 4 || displayLength(meaning) > MEANING_MAX) return m.meaningTooLong;
  return null;
};

export const checkedWord = (input: WordInput): WordInput => {
  const word = checkedDisplayName(input.word, WORD_RULE);
  const meaning = input.meaning.normalize('NFC').trim();
  const problem = meaningProblem(meaning);
  if (problem) throw invalid(problem);
  if (!(WORD_TYPES as readonly string[]).includes(input.type)) throw invalid(m.unknownWordType);
  return { word, meaning, type: input.type };
};
