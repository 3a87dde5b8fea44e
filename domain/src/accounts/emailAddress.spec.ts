import { describe, expect, it } from 'vitest';
import { isValidEmail } from './credentialRules';
import { emailAddressField } from './emailAddress';

const field = emailAddressField({ blank: 'Please enter your email.', invalid: 'Please enter a valid email address.' });
const parsed = (raw: unknown) => {
  const result = field.safeParse(raw);
  return result.success ? result.data : result.error.issues[0]?.message;
};

describe('the e-mail rule', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace@example.com',
    'ada+worlds@example.com',
    'ada@mail.example.co.uk',
    "o'brien@example.ie",
    'a_b-c@sub-domain.example.org',
    'x@y.io',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    ['two addresses split by a comma', 'victim,relay@example.org'],
    ['two addresses split by a comma, each whole', 'victim@example.com,relay@example.org'],
    ['a semicolon', 'victim@example.com;relay@example.org'],
    ['a NUL at the end', 'gina@example.com\u0000'],
    ['a NUL inside', 'gi\u0000na@example.com'],
    ['a header injection', 'a@b.co\r\nBcc: all@example.com'],
    ['a display name in angle brackets', 'Gina <gina@example.com>'],
    ['angle brackets alone', '<gina@example.com>'],
    ['a space', 'gina lee@example.com'],
    ['a tab', 'gina\t@example.com'],
    ['a no-break space', 'gina\u00A0@example.com'],
    ['an ideographic space', 'gina@example.com\u3000x'],
    ['a zero-width space', 'gina\u200B@example.com'],
    ['a right-to-left override', 'gina\u202E@example.com'],
    ['a quoted local part', '"gina"@example.com'],
    ['a comment in parentheses', 'gina(comment)@example.com'],
    ['a backslash', 'gi\\na@example.com'],
    ['a colon (group syntax)', 'list:gina@example.com'],
    ['a domain literal', 'gina@[127.0.0.1]'],
    ['two @', 'gina@relay@example.com'],
    ['no @', 'gina.example.com'],
    ['nothing before the @', '@example.com'],
    ['a domain without a dot', 'gina@localhost'],
    ['a domain starting with a dot', 'gina@.example.com'],
    ['a domain ending with a dot', 'gina@example.com.'],
    ['an empty label in the domain', 'gina@example..com'],
    ['a local part of 65 characters', `${'a'.repeat(65)}@example.com`],
    ['255 characters in all', `a@${'b'.repeat(249)}.com`],
  ])('refuses %s', (_what, address) => {
    expect(isValidEmail(address)).toBe(false);
    expect(parsed(address)).toBe('Please enter a valid email address.');
  });

  it('trims and lower-cases what it accepts', () => {
    expect(parsed('  Ada+Worlds@Example.COM \n')).toBe('ada+worlds@example.com');
  });

  it('answers the blank text for a blank field or no string', () => {
    expect(parsed('')).toBe('Please enter your email.');
    expect(parsed('   ')).toBe('Please enter your email.');
    expect(parsed(undefined)).toBe('Please enter your email.');
    expect(parsed({ $gt: '' })).toBe('Please enter your email.');
  });

  it('accepts 254 characters in all', () => {
    const address = `a@${'b'.repeat(248)}.com`;
    expect(address).toHaveLength(254);
    expect(parsed(address)).toBe(address);
  });
});
