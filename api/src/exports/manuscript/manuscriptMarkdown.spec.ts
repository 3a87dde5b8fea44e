import { describe, expect, it } from 'vitest';
import { manuscriptMarkdown } from './manuscriptMarkdown';
import { makeManuscript } from './testing/manuscriptTesting';

describe('a manuscript as one Markdown file', () => {
  it('titles it, heads each scene and writes its text as the vault does, element links as plain text', () => {
    expect(manuscriptMarkdown(makeManuscript())).toBe(
      [
        '# The Ferry',
        '## Arrival',
        '### Dawn',
        'The river remembers **every**<span style="color:#AA3300"> name.</span>',
        'Ask the ferryman or read [the map](https://example.com/map?a=1&b=2).',
        '#### Below the pass',
        'Élodie met Łukasz & Ægir at \\<b\\>the inn\\</b\\>; Ελένη and Вера sang.',
        '## Scene 2',
      ].join('\n\n') + '\n',
    );
  });

  it('escapes markup in the title and scene names', () => {
    expect(manuscriptMarkdown(makeManuscript({ title: '# One *two*', scenes: [{ name: '[Part] 1', content: [] }] }))).toBe(
      '# \\# One \\*two\\*\n\n## \\[Part\\] 1\n',
    );
  });
});
