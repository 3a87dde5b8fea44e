import type { KeyMap } from './languageView';

// Text shown in a language's runes: the writing area of the language page and any scene or wiki
// section shown "in runes". Keys may be several characters ('th'); the longest key that matches
// at a position wins, so 'th' beats 't'. A key typed in another case than it was mapped still
// matches (prose starts sentences with capitals), after an exact match is tried.

export type RuneToken = { kind: 'rune'; key: string; rune: string } | { kind: 'text'; text: string };

export interface RuneAlphabet {
  // Key (and its lower-case form) → rune image name.
  runes: ReadonlyMap<string, string>;
  // Distinct key lengths in UTF-16 units, longest first.
  lengths: readonly number[];
}

export const runeAlphabetOf = (keyMap: KeyMap): RuneAlphabet => {
  const runes = new Map<string, string>();
  const entries = Object.entries(keyMap).filter(([, entry]) => entry.rune !== null);
  for (const [key, entry] of entries) runes.set(key.normalize('NFC'), entry.rune!);
  for (const [key, entry] of entries) {
    const folded = key.normalize('NFC').toLowerCase();
    if (!runes.has(folded)) runes.set(folded, entry.rune!);
  }
  const lengths = [...new Set([...runes.keys()].map((key) => key.length))].sort((a, b) => b - a);
  return { runes, lengths };
};

const matchAt = (text: string, folded: string, at: number, alphabet: RuneAlphabet) => {
  for (const length of alphabet.lengths) {
    if (at + length > text.length) continue;
    const exact = text.slice(at, at + length);
    const rune = alphabet.runes.get(exact) ?? alphabet.runes.get(folded.slice(at, at + length));
    if (rune !== undefined) return { key: exact, rune };
  }
  return null;
};

// Runs of text with no rune stay one text token, so a sentence is a handful of tokens, not one
// per character.
export const runeTokens = (raw: string, alphabet: RuneAlphabet): RuneToken[] => {
  const text = raw.normalize('NFC');
  // toLowerCase can change lengths for a few characters (İ); fall back to exact matches then.
  const lower = text.toLowerCase();
  const folded = lower.length === text.length ? lower : text;
  const tokens: RuneToken[] = [];
  let plain = '';
  let at = 0;
  while (at < text.length) {
    const match = alphabet.lengths.length > 0 ? matchAt(text, folded, at, alphabet) : null;
    if (match) {
      if (plain) tokens.push({ kind: 'text', text: plain });
      plain = '';
      tokens.push({ kind: 'rune', key: match.key, rune: match.rune });
      at += match.key.length;
    } else {
      const code = text.codePointAt(at)!;
      const width = code > 0xffff ? 2 : 1;
      plain += text.slice(at, at + width);
      at += width;
    }
  }
  if (plain) tokens.push({ kind: 'text', text: plain });
  return tokens;
};
