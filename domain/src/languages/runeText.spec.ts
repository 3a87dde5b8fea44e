import { describe, expect, it } from 'vitest';
import type { KeyMap } from './languageView';
import { runeAlphabetOf, runeTokens } from './runeText';

const keyMap = (entries: Record<string, string | null>): KeyMap =>
  Object.fromEntries(Object.entries(entries).map(([key, rune], order) => [key, { _id: `k${order}`, order, rune, revision: 0 }]));

describe('runeTokens', () => {
  const alphabet = runeAlphabetOf(keyMap({ t: 't.png', h: 'h.png', th: 'th.png', e: 'e.png', x: null }));

  it('matches the longest key first', () => {
    expect(runeTokens('the', alphabet)).toEqual([
      { kind: 'rune', key: 'th', rune: 'th.png' },
      { kind: 'rune', key: 'e', rune: 'e.png' },
    ]);
  });

  it('keeps unmapped characters and keys without a rune as text runs', () => {
    expect(runeTokens('a tex!', alphabet)).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'rune', key: 't', rune: 't.png' },
      { kind: 'rune', key: 'e', rune: 'e.png' },
      { kind: 'text', text: 'x!' },
    ]);
  });

  it('matches a capital against a key mapped in lower case, but prefers an exact key', () => {
    const cased = runeAlphabetOf(keyMap({ a: 'a.png', A: 'big-a.png', b: 'b.png' }));
    expect(runeTokens('AB', cased)).toEqual([
      { kind: 'rune', key: 'A', rune: 'big-a.png' },
      { kind: 'rune', key: 'B', rune: 'b.png' },
    ]);
  });

  it('treats a decomposed accent as the precomposed key and keeps astral characters whole', () => {
    const accents = runeAlphabetOf(keyMap({ é: 'e-acute.png' }));
    expect(runeTokens('e\u0301😀', accents)).toEqual([
      { kind: 'rune', key: 'é', rune: 'e-acute.png' },
      { kind: 'text', text: '😀' },
    ]);
  });

  it('returns the text as it is with an empty key map', () => {
    expect(runeTokens('hello', runeAlphabetOf({}))).toEqual([{ kind: 'text', text: 'hello' }]);
  });
});
