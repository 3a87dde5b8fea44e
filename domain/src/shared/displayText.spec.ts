import { describe, expect, it } from 'vitest';
import {
  approximateGraphemes,
  checkDisplayName,
  checkedDisplayName,
  displayLength,
  displayTextMessages,
  hasForbiddenDescriptionCharacters,
  isBlankDisplayText,
  limitDisplayLength,
  normalizeDisplayText,
} from './displayText';
import { displayName } from './displayName';

const rule = { blank: 'Please enter a name for your world.', max: 100, tooLong: 'Please enter a name of at most 100 characters.' };
const schema = displayName(rule);
const refusal = (raw: unknown) => {
  const result = schema.safeParse(raw);
  return result.success ? null : result.error.issues[0]?.message;
};

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'; // 👨‍👩‍👧‍👦
const FAMILY_SKIN = '\u{1F468}\u{1F3FB}\u200D\u{1F469}\u{1F3FC}\u200D\u{1F467}\u{1F3FD}\u200D\u{1F466}\u{1F3FE}';
const ENGLAND = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}'; // 🏴 flag of England
const HEART = '\u2764\uFE0F'; // ❤️

describe('the text rule for names and titles', () => {
  it('normalises to NFC: a decomposed accent and a precomposed one are the same name of the same length', () => {
    expect(schema.parse('Cafe\u0301')).toBe('Caf\u00E9');
    expect(displayLength('Cafe\u0301')).toBe(4);
  });

  it('trims whitespace of every kind at both ends, U+3000 and no-break spaces included', () => {
    expect(schema.parse('\u3000 Eldoria\u00A0\u2003\t\n')).toBe('Eldoria');
    expect(schema.parse('  Two  words  ')).toBe('Two  words');
  });

  it('trims stray invisibles at the ends but keeps them inside a name', () => {
    expect(schema.parse('\u200B\uFEFFEldoria\u200D\u2060')).toBe('Eldoria');
    expect(schema.parse('Eld\u200Boria')).toBe('Eld\u200Boria');
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['zero-width joiners and non-joiners', '\u200D\u200C\u200D'],
    ['word joiner, BOM and soft hyphen', '\u2060\uFEFF\u00AD'],
    ['variation selectors alone', '\uFE0F\uFE0E'],
    ['a Hangul filler', '\u3164'],
    ['the braille blank', '\u2800\u2800'],
    ['tag characters alone', '\u{E0067}\u{E0062}'],
    ['spaces and invisibles mixed', ' \u200B \u3000 \u2060 '],
    ['nothing', ''],
  ])('refuses a name of %s with the caller’s blank text', (_what, raw) => {
    expect(refusal(raw)).toBe(rule.blank);
    expect(isBlankDisplayText(normalizeDisplayText(raw))).toBe(true);
  });

  it('refuses what is not a string with the blank text', () => {
    expect(refusal(42)).toBe(rule.blank);
    expect(refusal(undefined)).toBe(rule.blank);
  });

  it.each([
    ['NUL and BEL', 'Eldoria\u0000\u0007'],
    ['NUL alone', '\u0000'],
    ['DEL', 'Eld\u007Foria'],
    ['a C1 control', 'Eld\u0085oria'],
    ['a line break inside', 'Eld\noria'],
    ['a line separator inside', 'Eld\u2028oria'],
    ['a right-to-left override', 'Ann\u202Egnp.exe'],
    ['a left-to-right embedding', '\u202AEldoria'],
    ['a pop directional formatting', 'Eldoria\u202C'],
    ['a first-strong isolate', 'Eld\u2068oria\u2069'],
    ['an interlinear annotation', 'Eld\uFFF9hidden\uFFFBoria'],
    ['a lone surrogate', 'Eld\uD800oria'],
  ])('refuses %s with the control text', (_what, raw) => {
    expect(refusal(raw)).toBe(displayTextMessages.forbidden);
  });

  it('allows direction marks (LRM, RLM, ALM) that right-to-left names need', () => {
    expect(schema.parse('\u05E9\u05DC\u05D5\u05DD\u200F (2)')).toBe('\u05E9\u05DC\u05D5\u05DD\u200F (2)');
    expect(refusal('\u200E\u200F')).toBe(rule.blank);
  });

  it('keeps zero-width joiners inside emoji and between letters of scripts that need them', () => {
    expect(schema.parse(`${FAMILY} family`)).toBe(`${FAMILY} family`);
    const persian = '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645'; // می‌خواهم
    expect(schema.parse(persian)).toBe(persian);
    const devanagari = '\u0915\u094D\u200D\u0937'; // क्‍ष, half form
    expect(schema.parse(devanagari)).toBe(devanagari);
    expect(schema.parse(HEART)).toBe(HEART);
    expect(schema.parse(ENGLAND)).toBe(ENGLAND);
  });

  it('counts grapheme clusters: emoji, ZWJ families, flags and accented letters count one each', () => {
    expect(displayLength(FAMILY)).toBe(1);
    expect(displayLength(FAMILY_SKIN)).toBe(1);
    expect(displayLength(ENGLAND)).toBe(1);
    expect(displayLength('\u{1F1EB}\u{1F1F7}')).toBe(1);
    expect(displayLength('e\u0301\u0302')).toBe(1);
    expect(displayLength('\u{1F409}')).toBe(1);
  });

  it('counts one character per unit for Latin, IPA and modifier letters, as the segmenter does', () => {
    const segments = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const fastRange = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), ...Array.from({ length: 0x300 - 0xa0 }, (_, i) => 0xa0 + i)];
    const chars = fastRange.map((code) => String.fromCharCode(code));
    // Each between two letters: a character that joins a neighbour (an extending mark, a
    // prepended sign, a Hangul jamo) would make fewer clusters than units.
    const text = `a${chars.join('a')}a`;
    expect([...segments.segment(text)].length).toBe(text.length);
    expect(displayLength(text)).toBe(text.length);
    // Past the range the segmenter counts: a combining accent joins its letter.
    expect(displayLength('e\u0301\u02FF')).toBe(2);
  });

  it('counts the same without Intl.Segmenter (older browsers) on letters, accents and emoji', () => {
    for (const text of ['Eldoria', 'Cafe\u0301', FAMILY, FAMILY_SKIN, ENGLAND, HEART, '\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}', `${FAMILY} & ${HEART}`]) {
      expect(approximateGraphemes(text), text).toBe(displayLength(text));
    }
  });

  it('accepts 60 emoji, ZWJ families included, within 100 characters', () => {
    expect(schema.parse('\u{1F409}'.repeat(60))).toBe('\u{1F409}'.repeat(60));
    expect(schema.parse(FAMILY.repeat(60))).toBe(FAMILY.repeat(60));
    expect(schema.parse(FAMILY_SKIN.repeat(60))).toBe(FAMILY_SKIN.repeat(60));
    expect(schema.parse('\u{1F409}'.repeat(100))).toHaveLength(200);
  });

  it('refuses 101 characters, however they are written', () => {
    expect(refusal('x'.repeat(100))).toBeNull();
    expect(refusal('x'.repeat(101))).toBe(rule.tooLong);
    expect(refusal('\u{1F409}'.repeat(101))).toBe(rule.tooLong);
    expect(refusal(`${FAMILY.repeat(100)}x`)).toBe(rule.tooLong);
    expect(refusal('e\u0301'.repeat(101))).toBe(rule.tooLong);
  });

  it('bounds what one character may carry: a cluster heavy with combining marks is too long', () => {
    expect(refusal(`a${'\u0301'.repeat(2100)}`)).toBe(rule.tooLong);
  });

  it('trims a megabyte of spaces around a name in linear time', () => {
    const started = Date.now();
    expect(refusal(`${' '.repeat(1_000_000)}x${' '.repeat(1_000_000)}`)).toBeNull();
    expect(refusal(`${' '.repeat(1_000_000)}x${' '.repeat(1_000_000)}y`)).toBe(rule.tooLong);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives blank as the empty string when the caller has a default, and still refuses controls', () => {
    const optional = { ...rule, allowBlank: true };
    expect(checkDisplayName(' \u200B ', optional)).toEqual({ ok: true, text: '' });
    expect(checkDisplayName('\u0000', optional)).toEqual({ ok: false, message: displayTextMessages.forbidden });
  });

  it('throws a 400 domain error for deciders', () => {
    expect(checkedDisplayName('  Eldoria ', rule)).toBe('Eldoria');
    expect(() => checkedDisplayName('\u200B', rule)).toThrow(expect.objectContaining({ kind: 'invalid', message: rule.blank }));
    expect(() => checkedDisplayName('a\u202Eb', rule)).toThrow(expect.objectContaining({ kind: 'invalid', message: displayTextMessages.forbidden }));
  });

  it('cuts a text to its first characters without splitting one (a form’s maxLength)', () => {
    expect(limitDisplayLength(FAMILY.repeat(3), 2)).toBe(FAMILY.repeat(2));
    expect(limitDisplayLength('e\u0301e\u0301', 1)).toBe('e\u0301');
    expect(limitDisplayLength('short', 100)).toBe('short');
  });

  it('lets descriptions hold tabs and line breaks but no other control', () => {
    expect(hasForbiddenDescriptionCharacters('Line one\r\nLine two\tindented')).toBe(false);
    expect(hasForbiddenDescriptionCharacters('Bell\u0007')).toBe(true);
    expect(hasForbiddenDescriptionCharacters('Nul\u0000')).toBe(true);
  });
});
