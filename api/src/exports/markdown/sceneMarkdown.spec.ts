import { describe, expect, it } from 'vitest';
import { sceneMarkdown } from './sceneMarkdown';

const noLinks = { pathOf: () => null };

describe('a scene as Markdown', () => {
  it('writes title lines as headings and leaves out empty lines, an empty title line and the empty document', () => {
    expect(
      sceneMarkdown(
        [
          { content: 'Dawn', style: 'title' },
          { content: '\n', style: '' },
          { content: '', style: 'subtitle' },
          { content: '\n\n', style: '' },
          { content: 'It was ', style: '' },
          { content: 'cold', style: 'bold' },
        ],
        noLinks,
      ),
    ).toBe('### Dawn\n\nIt was **cold**');
    expect(sceneMarkdown([{ content: '\u200B', style: '' }], noLinks)).toBe('');
  });
});
