import { describe, expect, it } from 'vitest';
import { activationMail, passwordResetMail } from './templates';

describe('activation mail', () => {
  const mail = activationMail({ to: { address: 'zoe@example.com' }, name: 'Zoë', code: 'c0de', publicUrl: 'https://lorewright.test/' });

  it('links to /activate/{code} under PUBLIC_URL, in text and html', () => {
    expect(mail).toMatchObject({ to: { address: 'zoe@example.com' }, subject: 'Activate your Lorewright account' });
    expect(mail.text).toContain('Activate account: https://lorewright.test/activate/c0de');
    expect(mail.html).toContain('href="https://lorewright.test/activate/c0de"');
    expect(mail.text).toContain('Welcome to Lorewright, Zoë!');
  });

  it('escapes the name in html and keeps it as typed in plain text', () => {
    const hostile = activationMail({
      to: { address: 'x@example.com' },
      name: '<script>alert("x")</script> & Co',
      code: 'c',
      publicUrl: 'https://lorewright.test',
    });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(hostile.text).toContain('<script>alert("x")</script> & Co');
  });
});

describe('password reset mail', () => {
  const mail = passwordResetMail({ to: { address: 'zoe@example.com' }, code: 'r/1 2', publicUrl: 'https://lorewright.test' });

  it('links to /reset-password/{code} and says the link expires in 1 hour', () => {
    expect(mail.subject).toBe('Reset your Lorewright password');
    expect(mail.text).toContain('https://lorewright.test/reset-password/r%2F1%202');
    expect(mail.html).toContain('href="https://lorewright.test/reset-password/r%2F1%202"');
    for (const body of [mail.text, mail.html]) expect(body).toContain('expires in 1 hour');
  });

  it('is a dark-themed html page with inline styles, named Lorewright', () => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('background:#1a1a1a');
    expect(mail.html).not.toContain('<style');
    expect(mail.html).toContain('>Lorewright</p>');
  });
});
