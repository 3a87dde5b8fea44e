import { invalid } from './errors';

// The one rule for every name and title people give (world names, profile names, writing
// titles, scene names…), used by the request schemas (displayName.ts, its zod form), the
// deciders and the client's forms (these plain functions, no zod), so all of them accept, store
// and count a name the same way (docs/decisions.md, "Names and addresses"):
//   1. Unicode NFC, so a name typed with combining accents and the same name precomposed are
//      one text of one length.
//   2. Whitespace (any Unicode space, U+3000 included) and stray invisible characters are
//      trimmed from both ends; invisible characters inside a name are kept (ZWJ and ZWNJ join
//      emoji and letters of Persian and Indic scripts, and nothing can be blank because of them).
//   3. Control characters (C0, DEL, C1), line and paragraph separators, bidirectional
//      embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: they reverse or move
//      what follows, which spoofs a name), interlinear annotation marks (they hide text) and
//      lone surrogates are refused. LRM, RLM and ALM are allowed: they cannot reorder letters,
//      and right-to-left writers need them around numbers and punctuation.
//   4. A name with nothing visible left once whitespace and invisible characters are removed is
//      blank, and refused with the caller's own text.
//   5. Length is counted in grapheme clusters (what a reader sees as one character: a letter
//      with its accents, a flag, a ZWJ family emoji), so every script and emoji count one per
//      character. A hard cap of DISPLAY_UNITS_PER_CHARACTER UTF-16 units per allowed character
//      bounds what a cluster heavy with combining marks can store.

export const displayTextMessages = {
  forbidden: 'Names cannot contain control or text-direction characters.',
  descriptionForbidden: 'Descriptions cannot contain control characters.',
} as const;

export const DISPLAY_UNITS_PER_CHARACTER = 20;

const FORBIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB]/u;
// Descriptions are multi-line text: tab and line breaks are allowed there, other controls not.
const FORBIDDEN_IN_DESCRIPTION = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
// Invisible at either end of a name: spaces and the invisibles that never change a neighbour
// (zero-width space, non-joiner and joiner, word joiner, BOM, soft hyphen, combining grapheme
// joiner, Mongolian vowel separator, direction marks, invisible operators, Hangul filler,
// braille blank). Variation selectors and tag characters are not trimmed at the end: they
// belong to the emoji before them (❤️, the flag of England).
// All of them are single UTF-16 units, so the trim walks units (linear: no backtracking regex
// over a megabyte of spaces).
// The class is tested one UTF-16 unit at a time, so a combining mark in it stands alone.
// eslint-disable-next-line no-misleading-character-class
const EDGE_INVISIBLE = /[\p{White_Space}\u00AD\u034F\u061C\u180E\u200B-\u200F\u2060-\u2064\u3164\uFEFF\u2800]/u;
const trimInvisibleEdges = (text: string) => {
  let start = 0;
  let end = text.length;
  while (start < end && EDGE_INVISIBLE.test(text[start])) start++;
  while (end > start && EDGE_INVISIBLE.test(text[end - 1])) end--;
  return text.slice(start, end);
};
// What shows nothing anywhere: whitespace, default-ignorable code points (zero-width
// characters, variation selectors, tags, Hangul fillers…) and the braille blank.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

// Printable ASCII that starts and ends with a visible character: NFC already, nothing to trim.
const PLAIN_ASCII = /^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/;

/** NFC, then whitespace and stray invisibles trimmed from both ends. */
export const normalizeDisplayText = (raw: string): string => (PLAIN_ASCII.test(raw) ? raw : trimInvisibleEdges(raw.normalize('NFC')));

/** True when the text holds a character no name may hold (controls, direction overrides…). */
export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN.test(text);

/** True when a description holds a control character other than tab and line breaks. */
export const hasForbiddenDescriptionCharacters = (text: string): boolean => FORBIDDEN_IN_DESCRIPTION.test(text);

// For text from another tool (imports), which is made to pass rather than refused: every
// character no name (or description) may hold replaced.
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gu');
const FORBIDDEN_IN_DESCRIPTION_ALL = new RegExp(FORBIDDEN_IN_DESCRIPTION.source, 'gu');
export const replaceForbiddenCharacters = (text: string, by: string): string => text.replace(FORBIDDEN_ALL, by);
export const replaceForbiddenDescriptionCharacters = (text: string, by: string): string => text.replace(FORBIDDEN_IN_DESCRIPTION_ALL, by);

/** True when nothing visible is left once whitespace and invisible characters are removed. */
export const isBlankDisplayText = (text: string): boolean => text.replace(INVISIBLE, '') === '';

let segmenter: Intl.Segmenter | null | undefined;
const graphemeSegmenter = () => {
  if (segmenter === undefined) segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
  return segmenter;
};

// Browsers without Intl.Segmenter (Firefox before 125): an approximation that agrees with it on
// letters with accents, emoji with modifiers and ZWJ sequences, flags and tag sequences.
export const approximateGraphemes = (text: string) =>
  [
    ...text
      .replace(/\u200D[^]/gu, '')
      .replace(/[\p{M}\p{Emoji_Modifier}\u{E0020}-\u{E007F}]/gu, '')
      .replace(/\p{Regional_Indicator}{2}/gu, 'x'),
  ].length;

// Printable ASCII, Latin-1, Latin Extended A and B, IPA and the spacing modifier letters: none
// of them joins a neighbour into one cluster (combining marks start at U+0300), so each UTF-16
// unit is one character. Most names and meanings are only these, and the segmenter costs
// ~1 µs a character (20,000 lexicon words are counted twice per save).
const ONE_UNIT_CLUSTERS = /^[\x20-\x7E\u00A0-\u02FF]*$/;

/** The length of a name as people count it: grapheme clusters. */
export const displayLength = (text: string): number => {
  if (ONE_UNIT_CLUSTERS.test(text)) return text.length;
  const s = graphemeSegmenter();
  if (!s) return approximateGraphemes(text);
  let count = 0;
  for (const _ of s.segment(text)) count++;
  return count;
};

/** The first `max` characters (grapheme clusters) of a text: a form's maxLength, counted the same way. */
export const limitDisplayLength = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const s = graphemeSegmenter();
  if (!s) return [...text].slice(0, max).join('');
  let end = 0;
  let count = 0;
  for (const { segment } of s.segment(text)) {
    if (count === max) break;
    end += segment.length;
    count++;
  }
  return text.slice(0, end);
};

export type DisplayTextProblem = 'forbidden' | 'blank' | 'tooLong';

/** What is wrong with an already normalised name, or null. */
export const displayTextProblem = (text: string, max: number): DisplayTextProblem | null => {
  if (hasForbiddenCharacters(text)) return 'forbidden';
  if (isBlankDisplayText(text)) return 'blank';
  if (text.length > max * DISPLAY_UNITS_PER_CHARACTER || displayLength(text) > max) return 'tooLong';
  return null;
};

export interface DisplayNameRule {
  /** The caller's text for a blank name ('Please enter a name for your world.'). */
  blank: string;
  max: number;
  tooLong: string;
  /** A blank name is the empty string instead of a refusal (the caller supplies a default). */
  allowBlank?: boolean;
}

export type DisplayNameCheck = { ok: true; text: string } | { ok: false; message: string };

/** A name normalised and checked by one rule: the text to store, or the message to show. */
export const checkDisplayName = (raw: string, rule: DisplayNameRule): DisplayNameCheck => {
  const text = normalizeDisplayText(raw);
  const problem = displayTextProblem(text, rule.max);
  if (problem === 'blank' && rule.allowBlank) return { ok: true, text: '' };
  if (problem === 'forbidden') return { ok: false, message: displayTextMessages.forbidden };
  if (problem === 'blank') return { ok: false, message: rule.blank };
  if (problem === 'tooLong') return { ok: false, message: rule.tooLong };
  return { ok: true, text };
};

/** For deciders: the name to store, or a 400 with the rule's message. */
export const checkedDisplayName = (raw: string, rule: DisplayNameRule): string => {
  const checked = checkDisplayName(raw, rule);
  if (!checked.ok) throw invalid(checked.message);
  return checked.text;
};
