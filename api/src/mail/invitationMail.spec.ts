import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitationMail';

describe('invitation mail', () => {
  const mail = invitationMail({
    to: { address: 'bea@example.com' },
    authorName: 'Ann',
    worldName: 'Eldoria',
    invitationId: 'inv-1',
    publicUrl: 'https://lorewright.test/',
  });

  it('names the author and the world and links to /invitation/{id} under PUBLIC_URL', () => {
    expect(mail).toMatchObject({ to: { address: 'bea@example.com' }, subject: 'Ann invited you to Eldoria' });
    expect(mail.text).toContain('Ann is inviting you to join their world "Eldoria" on Lorewright.');
    expect(mail.text).toContain('Open invitation: https://lorewright.test/invitation/inv-1');
    expect(mail.html).toContain('href="https://lorewright.test/invitation/inv-1"');
  });

  it('keeps line breaks out of the subject and markup out of the html', () => {
    const hostile = invitationMail({
      to: { address: 'x@example.com' },
      authorName: 'Eve\r\nBcc: all@example.com',
      worldName: '<b>World</b>',
      invitationId: 'i',
      publicUrl: 'https://lorewright.test',
    });
    expect(hostile.subject).toBe('Eve Bcc: all@example.com invited you to <b>World</b>');
    expect(hostile.html).not.toContain('<b>World</b>');
    expect(hostile.html).toContain('&lt;b&gt;World&lt;/b&gt;');
  });
});
