import type { WordInput } from '@lorewright/domain/languages/language.commands';
import { meaningProblem, WORD_RULE } from '@lorewright/domain/languages/languageWordRule';
import { checkDisplayName } from '@lorewright/domain/shared/displayText';

// A word as its form row holds it, checked by the server's own rules before it is sent.
export type WordCheck = { ok: true; stem: WordInput } | { ok: false; message: string };

export function checkWordForm(input: WordInput): WordCheck {
  const word = checkDisplayName(input.word, WORD_RULE);
  if (!word.ok) return word;
  const meaning = input.meaning.normalize('NFC').trim();
  const problem = meaningProblem(meaning);
  if (problem) return { ok: false, message: problem };
  return { ok: true, stem: { word: word.text, meaning, type: input.type } };
}
