import { describe, expect, it } from 'vitest';
import { mentionLineMarkdown, sectionMarkdown } from './sectionMarkdown';

const to = {
  linkTo: (link: { type: string; id: string }, fallback: string) => (link.id === 'bran' ? '[[W/Wikis/Characters/Bran|Bran]]' : fallback),
};

describe('a wiki section as Markdown', () => {
  it('writes its element links as wikilinks, escapes the rest and leaves out links that lead nowhere', () => {
    expect(sectionMarkdown('- Mother of [[wiki:bran]], *twice*.\n\nSee [[map:gone]]\n[[map:gone]]', to)).toBe(
      '\\- Mother of [[W/Wikis/Characters/Bran|Bran]], \\*twice\\*.\n\nSee ',
    );
  });
});

describe("a point's text as Markdown", () => {
  it('is one line, its mentions wikilinks, a mention that leads nowhere left out', () => {
    expect(mentionLineMarkdown('Held by [[wiki:bran]],\nnot [[map:gone]]*yet*.', to)).toBe('Held by [[W/Wikis/Characters/Bran|Bran]], not \\*yet\\*.');
  });
});
