import { describe, expect, it } from 'vitest';
import { sceneHtml } from './sceneHtml';

describe('a scene as offline HTML', () => {
  it('makes lines into paragraphs and title lines into headings, bold runs strong', () => {
    expect(
      sceneHtml([
        { content: 'Chapter One', style: 'title' },
        { content: '\n', style: '' },
        { content: 'It was ', style: '' },
        { content: 'dark', style: 'bold' },
        { content: '.\nThen light.', style: '' },
      ]),
    ).toBe('<h3>Chapter One</h3>\n<p>It was <strong>dark</strong>.</p>\n<p>Then light.</p>');
  });

  it('marks a secret line (only the author exports): a class and the word Secret', () => {
    expect(
      sceneHtml([
        { content: 'Hidden', style: 'title', secret: true },
        { content: '\n', style: '' },
        { content: 'The heir ', style: '', secret: true },
        { content: 'lives', style: 'bold', secret: true },
        { content: '\n', style: '' },
        { content: 'Open', style: '' },
      ]),
    ).toBe(
      '<h3 class="secret"><span class="secret-mark">Secret</span> Hidden</h3>\n<p class="secret"><span class="secret-mark">Secret</span> The heir <strong>lives</strong></p>\n<p>Open</p>',
    );
  });

  it('escapes every text and keeps only web links and known colours', () => {
    const html = sceneHtml([
      { content: '<script>alert(1)</script>', style: '', color: '#ff0000' },
      { content: 'here', style: '', link: { url: 'https://example.com/?a="b"' } },
      { content: 'the wiki', style: '', link: { type: 'wiki', id: 'w1' } },
    ]);
    expect(html).toBe('<p><span style="color:#ff0000">&lt;script&gt;alert(1)&lt;/script&gt;</span>here<a href="#wiki-w1">the wiki</a></p>');
    // An address with quotes in it is no web address this renderer links to.
    expect(sceneHtml([{ content: 'x', style: '', link: { url: 'https://ok.example/path' } }])).toBe(
      '<p><a href="https://ok.example/path" rel="noreferrer">x</a></p>',
    );
  });

  it('writes nothing for empty lines, an empty title line or an empty document', () => {
    expect(
      sceneHtml([
        { content: '', style: 'title' },
        { content: '\n', style: '' },
        { content: '\n', style: '' },
        { content: 'After', style: '' },
      ]),
    ).toBe('<p>After</p>');
    expect(sceneHtml([{ content: '\u200B', style: '' }])).toBe('');
  });
});
