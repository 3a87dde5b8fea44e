import type { SceneContent } from '../writings/sceneContent';
import { sceneLines } from '../writings/sceneLines';
import { COMMENT_QUOTE_MAX } from './commentMessages';
import { limitDisplayLength } from '../shared/displayText';

// A scene's paragraphs as comments count them: its lines with words on them, in order, counted
// from 0 (empty lines are spacing, not paragraphs). Each with its text and the quote a comment
// on it keeps.
export interface SceneParagraph {
  index: number;
  text: string;
  quote: string;
}

export const sceneParagraphs = (content: SceneContent): SceneParagraph[] =>
  sceneLines(content)
    .map((line) =>
      line.runs
        .map((run) => run.content)
        .join('')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text !== '')
    .map((text, index) => ({ index, text, quote: limitDisplayLength(text, COMMENT_QUOTE_MAX) }));

// The paragraph's first words, for a chooser: at most `words` of them, with '…' when there are more.
export const firstWords = (text: string, words = 6) => {
  const all = text.split(' ');
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : text;
};
