import { describe, expect, it } from 'vitest';
import { tokenizePlainText } from './plainTextTokens';

describe('tokenizePlainText', () => {
  it('keeps text without addresses as one run', () => {
    expect(tokenizePlainText('Line one\nline two')).toEqual([{ kind: 'text', text: 'Line one\nline two' }]);
  });

  it('makes http and https addresses links, leaving sentence punctuation outside', () => {
    expect(tokenizePlainText('See https://lore.example/a?b=1. And http://x.org')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://lore.example/a?b=1', href: 'https://lore.example/a?b=1' },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
    ]);
  });

  it('never makes a link of javascript: or data: addresses', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JAVASCRIPT:void(0)']) {
      expect(tokenizePlainText(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('reads an @mention token as a mention of the element, between text and addresses', () => {
    expect(tokenizePlainText('Meet [[wiki:k1]] at https://x.org, or [[map:m-2]]')).toEqual([
      { kind: 'text', text: 'Meet ' },
      { kind: 'mention', text: '[[wiki:k1]]', link: { type: 'wiki', id: 'k1' } },
      { kind: 'text', text: ' at ' },
      { kind: 'link', text: 'https://x.org', href: 'https://x.org/' },
      { kind: 'text', text: ', or ' },
      { kind: 'mention', text: '[[map:m-2]]', link: { type: 'map', id: 'm-2' } },
    ]);
  });

  it('keeps what only looks like a mention (an unknown kind) as text', () => {
    expect(tokenizePlainText('[[language:l1]]')).toEqual([{ kind: 'text', text: '[[language:l1]]' }]);
  });

  it('keeps markup as text', () => {
    expect(tokenizePlainText('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('gives the whole text back when the runs are joined', () => {
    const text = 'a https://x.org/(b) c, [[wiki:w1]] https://y.org!';
    expect(
      tokenizePlainText(text)
        .map((token) => token.text)
        .join(''),
    ).toBe(text);
  });

  it('reads an address followed by a long run of punctuation in linear time', () => {
    // 100,000 characters: a pattern retried from every position of the run took minutes here.
    const hostile = `http://a${')'.repeat(100_000)}x`;
    const started = performance.now();
    expect(tokenizePlainText(hostile)).toEqual([{ kind: 'link', text: hostile, href: new URL(hostile).href }]);
    expect(tokenizePlainText(`see http://a.org${').'.repeat(50_000)}`)[1]).toEqual({ kind: 'link', text: 'http://a.org', href: 'http://a.org/' });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
