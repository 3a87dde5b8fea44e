// The language's constants (product.md §9) and the lengths product.md leaves open
// (docs/decisions.md, Languages), shared by the request schemas, the decider and the client.
export const WORD_TYPES = ['noun', 'verb', 'adjective', 'other'] as const;
export type WordType = (typeof WORD_TYPES)[number];

// Adding a key creates this entry at the end of the order with no rune; one at a time. It is the
// only key that may hold a space.
export const NEW_KEY = 'new key';

export const LANGUAGE_TITLE_MAX = 100;
// A key is what the writer types for one rune: one character or several ('th', 'ng').
export const KEY_MAX_CHARACTERS = 8;
export const LANGUAGE_KEYS_MAX = 300;
export const LANGUAGE_RUNES_MAX = 300;
export const LANGUAGE_WORDS_MAX = 20_000;
export const WORD_MAX = 100;
export const MEANING_MAX = 500;
// Key and word ids are made by the client (random hex) or the server.
export const LANGUAGE_PART_ID = /^[A-Za-z0-9_-]{1,64}$/;
