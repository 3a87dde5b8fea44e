import { describe, expect, it } from 'vitest';
import { normalizeLinkUrl } from './urlLinks';

describe('normalizeLinkUrl', () => {
  it('keeps http and https addresses', () => {
    expect(normalizeLinkUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(normalizeLinkUrl('HTTP://example.com')).toBe('HTTP://example.com');
  });

  it('puts https:// before an address typed without one', () => {
    expect(normalizeLinkUrl('example.com/page')).toBe('https://example.com/page');
    expect(normalizeLinkUrl('localhost:3000/x')).toBe('https://localhost:3000/x');
  });

  it('refuses every other scheme and addresses with spaces', () => {
    for (const refused of ['javascript:alert(1)', 'mailto:a@b.c', 'ftp://example.com', 'data:text/html,x', 'two words.com']) {
      expect(normalizeLinkUrl(refused)).toBeNull();
    }
  });
});
