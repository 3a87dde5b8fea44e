import { describe, expect, it } from 'vitest';
import { manuscriptLines, nameText, webAddress } from './manuscript';
import { FIRST_SCENE } from './testing/manuscriptTesting';

describe("a scene's text as the lines of a manuscript", () => {
  it('keeps title and subtitle lines, bold, colours and web links; an element link keeps only its text', () => {
    expect(manuscriptLines(FIRST_SCENE)).toEqual([
      { style: 'title', runs: [{ text: 'Dawn', bold: false, color: null, href: null }] },
      {
        style: '',
        runs: [
          { text: 'The river remembers ', bold: false, color: null, href: null },
          { text: 'every', bold: true, color: null, href: null },
          { text: ' name.', bold: false, color: '#aa3300', href: null },
        ],
      },
      {
        style: '',
        runs: [
          { text: 'Ask ', bold: false, color: null, href: null },
          { text: 'the ferryman', bold: false, color: null, href: null },
          { text: ' or read ', bold: false, color: null, href: null },
          { text: 'the map', bold: false, color: null, href: 'https://example.com/map?a=1&b=2' },
          { text: '.', bold: false, color: null, href: null },
        ],
      },
      { style: 'subtitle', runs: [{ text: 'Below the pass', bold: false, color: null, href: null }] },
      { style: '', runs: [{ text: 'Élodie met Łukasz & Ægir at <b>the inn</b>; Ελένη and Вера sang.', bold: false, color: null, href: null }] },
    ]);
  });

  it('leaves out blank lines, the empty document placeholder and characters no format can hold', () => {
    expect(manuscriptLines([{ content: '\u200B', style: '' }])).toEqual([]);
    expect(manuscriptLines([{ content: 'a\u0000b\u0007\uFFFEc\n  \n', style: '' }])).toEqual([
      { style: '', runs: [{ text: 'abc', bold: false, color: null, href: null }] },
    ]);
    // A lone half of a surrogate pair is dropped, a whole pair kept.
    expect(manuscriptLines([{ content: 'x\uD800y 🜂', style: '' }])[0].runs[0].text).toBe('xy 🜂');
  });

  it('names a chapter by one line of text, or a fallback', () => {
    expect(nameText('  The\n Pass ', 'Scene 1')).toBe('The Pass');
    expect(nameText('\u200B', 'Scene 2')).toBe('Scene 2');
  });

  it('links only http(s) addresses, written as RFC 3986 allows', () => {
    expect(webAddress('https://example.com/ü|x')).toBe('https://example.com/%C3%BC%7Cx');
    expect(webAddress('ftp://example.com')).toBeNull();
    expect(webAddress('https://')).toBeNull();
  });
});
