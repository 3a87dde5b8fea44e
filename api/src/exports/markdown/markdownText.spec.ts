import { describe, expect, it } from 'vitest';
import { frontMatter, markdownParagraphs, markdownText, wikilink } from './markdownText';
import { safeFileName, uniqueNames } from './vaultNames';

describe('text in a Markdown note', () => {
  it('reads as written: markup, tags, maths and HTML are escaped', () => {
    expect(markdownText('*not bold* _nor this_ [[no link]] #notatag $x$ <b>hi</b> a|b ~~no~~')).toBe(
      '\\*not bold\\* \\_nor this\\_ \\[\\[no link\\]\\] \\#notatag \\$x\\$ \\<b\\>hi\\</b\\> a\\|b \\~\\~no\\~\\~',
    );
  });

  it('starts no heading, list or quote', () => {
    expect(markdownText('# Title\n- item\n+ item\n> quote\n12. twelve\n  3) three\n=====')).toBe(
      '\\# Title\n\\- item\n\\+ item\n\\> quote\n12\\. twelve\n  3\\) three\n\\=====',
    );
  });

  it('makes each line a paragraph, leaving out empty ones', () => {
    expect(markdownParagraphs('one\n\n\ntwo')).toBe('one\n\ntwo');
  });

  it('writes front matter no value can break out of', () => {
    expect(frontMatter({ title: 'A "quoted"\n---\ntitle: x', count: 3, tags: ['a', 'b'], left: undefined })).toBe(
      '---\ntitle: "A \\"quoted\\"\\n---\\ntitle: x"\ncount: 3\ntags: ["a","b"]\n---\n',
    );
  });

  it('links by path, with a shown text that cannot end the link', () => {
    expect(wikilink('World/Wikis/Ada', 'Ada [the] | first')).toBe('[[World/Wikis/Ada|Ada  the    first]]');
    expect(wikilink('World/Wikis/Ada', '[]')).toBe('[[World/Wikis/Ada]]');
  });
});

describe('file names in the vault', () => {
  it('keep only what every file system and Obsidian accept', () => {
    expect(safeFileName('Ada: the "first"/last?', 'Untitled')).toBe('Ada the first last');
    expect(safeFileName('..hidden..', 'Untitled')).toBe('hidden');
    expect(safeFileName('CON', 'Untitled')).toBe('Untitled');
    expect(safeFileName('\u0000\u001f', 'Untitled')).toBe('Untitled');
    expect(safeFileName('x'.repeat(300), 'Untitled')).toHaveLength(100);
  });

  it('tell clashing names apart, whatever their case', () => {
    const name = uniqueNames();
    expect([name('Ada', 'U'), name('ada', 'U'), name('Ada', 'U'), name('', 'U'), name('?', 'U')]).toEqual(['Ada', 'ada (2)', 'Ada (3)', 'U', 'U (2)']);
  });
});
