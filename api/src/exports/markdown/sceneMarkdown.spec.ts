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

  it('ends a secret line, heading or paragraph, with the secret tag', () => {
    expect(
      sceneMarkdown(
        [
          { content: 'Hidden', style: 'subtitle', secret: true },
          { content: '\n', style: '' },
          { content: 'The heir ', style: '', secret: true },
          { content: 'lives', style: 'bold', secret: true },
          { content: '\n', style: '' },
          { content: 'Open', style: '' },
        ],
        noLinks,
      ),
    ).toBe('#### Hidden #lorewright/secret\n\nThe heir **lives** #lorewright/secret\n\nOpen');
  });

  it('writes a link and a mention of an element of the export as wikilinks, the mention with the note’s current title', () => {
    const notes = { 'wiki:bran': { path: 'Aster/Wikis/Characters/Bran the Bold', title: 'Bran the Bold' } } as Record<string, { path: string; title: string }>;
    const links = {
      pathOf: (link: { type: string; id: string }) => notes[`${link.type}:${link.id}`]?.path ?? null,
      linkTo: (link: { type: string; id: string }, fallback: string) => {
        const note = notes[`${link.type}:${link.id}`];
        return note ? `[[${note.path}|${note.title}]]` : fallback;
      },
    };
    expect(
      sceneMarkdown(
        [
          { content: 'Bran', style: '', link: { type: 'wiki', category: 'characters', id: 'bran', mention: true } },
          { content: ' met ', style: '' },
          { content: 'the boy', style: '', link: { type: 'wiki', id: 'bran' } },
          { content: ' and ', style: '' },
          { content: 'Gone', style: '', link: { type: 'wiki', id: 'gone', mention: true } },
        ],
        links,
      ),
    ).toBe('[[Aster/Wikis/Characters/Bran the Bold|Bran the Bold]] met [[Aster/Wikis/Characters/Bran the Bold|the boy]] and Gone');
  });
});
