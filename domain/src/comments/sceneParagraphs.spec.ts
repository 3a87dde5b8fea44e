import { describe, expect, it } from 'vitest';
import { firstWords, sceneParagraphs } from './sceneParagraphs';

describe('scene paragraphs', () => {
  it('are the lines with words on them, counted from 0, each with a quote of at most 200 characters', () => {
    const long = 'word '.repeat(60).trim();
    const content = [
      { content: 'Chapter One', style: 'title' as const },
      { content: '\n', style: '' as const },
      { content: '\u200B', style: '' as const },
      { content: '\n', style: '' as const },
      { content: 'The river ', style: '' as const },
      { content: 'rose', style: 'bold' as const },
      { content: ' at dawn.\n' + long, style: '' as const },
    ];
    const paragraphs = sceneParagraphs(content);
    expect(paragraphs.map(({ index, text }) => [index, text.slice(0, 20)])).toEqual([
      [0, 'Chapter One'],
      [1, 'The river rose at da'],
      [2, 'word word word word '],
    ]);
    expect(paragraphs[2].quote).toHaveLength(200);
  });

  it('a chooser shows the first words', () => {
    expect(firstWords('The river rose at dawn over the hills')).toBe('The river rose at dawn over…');
    expect(firstWords('Short one')).toBe('Short one');
  });
});
