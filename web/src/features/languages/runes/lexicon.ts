import type { LanguageWord } from '@lorewright/domain/languages/languageView';

// The lexicon as a lookup: a word of the text (any case) → what it means, for the hover card of a
// text shown in runes.
export type Lexicon = ReadonlyMap<string, string>;

export const lexiconOf = (words: readonly LanguageWord[]): Lexicon => {
  const lexicon = new Map<string, string>();
  for (const { word, meaning, type } of words) {
    const key = word.normalize('NFC').toLocaleLowerCase();
    if (!lexicon.has(key)) lexicon.set(key, meaning ? `${word} (${type}): ${meaning}` : `${word} (${type})`);
  }
  return lexicon;
};

// A paragraph cut into words and what lies between them, so each lexicon word can carry its
// meaning. Letters, marks, digits and inner apostrophes or hyphens make a word.
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

export type TextPiece = { text: string; meaning: string | null };

export const piecesOf = (paragraph: string, lexicon: Lexicon): TextPiece[] => {
  if (lexicon.size === 0) return [{ text: paragraph, meaning: null }];
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(WORD)) {
    const meaning = lexicon.get(match[0].normalize('NFC').toLocaleLowerCase());
    if (meaning === undefined) continue;
    if (match.index > last) pieces.push({ text: paragraph.slice(last, match.index), meaning: null });
    pieces.push({ text: match[0], meaning });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) pieces.push({ text: paragraph.slice(last), meaning: null });
  return pieces;
};
