import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { renderRoute } from '../../testing/renderRoute';
import type { Mail, MailSummary } from './api';
import { listDate } from './mailDates';

const activation: Mail = {
  id: 'm2',
  to: 'ada@example.com',
  subject: 'Activate your Lorewright account',
  date: '2025-03-14T12:05:00.000Z',
  from: 'Lorewright <no-reply@lorewright.local>',
  messageId: '<m2@lorewright.local>',
  text: 'Welcome to Lorewright, Ada!\n\nActivate account: http://127.0.0.1:4321/activate/the-code\n\nQuestions? https://example.org/help.\n',
  html:
    '<!doctype html><html><head><script>parent.alert(1)</script></head><body><h1>Welcome to Lorewright, Ada!</h1>' +
    '<p><a href="http://127.0.0.1:4321/activate/the-code">Activate account</a></p>' +
    '<p>If the button does not work, open this link: <a href="http://127.0.0.1:4321/activate/the-code">http://127.0.0.1:4321/activate/the-code</a></p>' +
    '<p><a href="javascript:alert(1)">Not a link</a></p></body></html>',
};

const reset: Mail = {
  id: 'm1',
  to: 'grace@example.com',
  subject: 'Reset your Lorewright password',
  date: '2025-03-14T11:00:00.000Z',
  from: 'Lorewright <no-reply@lorewright.local>',
  messageId: null,
  text: 'Reset password: http://127.0.0.1:4321/reset-password/r-code\n',
  html: '',
};

const summary = ({ id, to, subject, date }: Mail): MailSummary => ({ id, to, subject, date });

describe('dev mailbox', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = mockApi({
      // Oldest first on purpose: the page shows the newest first whatever the order.
      'GET dev/mail': { status: 200, body: { mails: [summary(reset), summary(activation)] } },
      'GET dev/mail/m1': { status: 200, body: reset },
      'GET dev/mail/m2': { status: 200, body: activation },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const outboxList = () => within(screen.getByRole('region', { name: /^Outbox/ }));

  it('lists the outbox newest first with recipient, subject and date, in the normal layout', async () => {
    renderRoute('/dev/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev Mailbox' })).toBeInTheDocument();
    await screen.findByText('Activate your Lorewright account');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Outbox 2 mails' })).toBeInTheDocument();

    const links = outboxList().getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dev/mailbox/m2', '/dev/mailbox/m1']);
    expect(links[0]).toHaveTextContent('ada@example.com');
    expect(links[0]).toHaveTextContent('Activate your Lorewright account');
    expect(within(links[0]).getByText(/2025/)).toHaveAttribute('dateTime', activation.date);
    expect(screen.getByText('Select a mail to read it.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dev Mailbox · Lorewright'));
  });

  it('shows the chosen mail: subject, from, to, date and the HTML body in a sandboxed frame', async () => {
    const { router } = renderRoute('/dev/mailbox');
    fireEvent.click(await screen.findByRole('link', { name: /Activate your Lorewright account/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev/mailbox/m2'));

    const mail = await screen.findByRole('article', { name: 'Activate your Lorewright account' });
    const view = within(mail);
    expect(view.getByRole('heading', { level: 2, name: 'Activate your Lorewright account' })).toBeInTheDocument();
    expect(view.getByText('Lorewright <no-reply@lorewright.local>')).toBeInTheDocument();
    expect(view.getByText('ada@example.com')).toBeInTheDocument();
    expect(view.getByText(/Mar 14, 2025/)).toHaveAttribute('dateTime', activation.date);
    expect(screen.getByRole('link', { name: /Activate your Lorewright account/ })).toHaveAttribute('aria-current', 'page');

    const frame = mail.querySelector('iframe')!;
    expect(frame).toHaveAttribute('title', 'Mail body: Activate your Lorewright account');
    // No scripts and no same-origin access; only new tabs from a click.
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox']);
    const srcdoc = frame.getAttribute('srcdoc')!;
    expect(srcdoc).toContain('<h1>Welcome to Lorewright, Ada!</h1>');
    expect(srcdoc).toContain('<base target="_blank">');
    expect(srcdoc).not.toContain('<script');
    expect(view.getByRole('button', { name: 'HTML' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET dev/mail/m2')).toHaveLength(1);
  });

  it('toggles between the HTML body and the plain text', async () => {
    renderRoute('/dev/mailbox/m2');
    const mail = await screen.findByRole('article', { name: 'Activate your Lorewright account' });
    const view = within(mail);
    fireEvent.click(view.getByRole('button', { name: 'Plain text' }));
    expect(view.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.getByRole('button', { name: 'HTML' })).toHaveAttribute('aria-pressed', 'false');
    expect(mail.querySelector('iframe')).toBeNull();
    expect(mail.querySelector('pre')).toHaveTextContent('Activate account: http://127.0.0.1:4321/activate/the-code');

    fireEvent.click(view.getByRole('button', { name: 'HTML' }));
    expect(mail.querySelector('iframe')).not.toBeNull();
    expect(mail.querySelector('pre')).toBeNull();
  });

  it('lists the links of the mail as normal anchors, and opens a link to this app in this tab', async () => {
    const { router } = renderRoute('/dev/mailbox/m2');
    const links = within(await screen.findByRole('region', { name: 'Links in this mail' }));
    const items = links.getAllByRole('listitem');
    // The activation link once (button and fallback share it), then the bare URL of the text; no javascript: link.
    expect(items).toHaveLength(2);

    const activate = within(items[0]);
    expect(activate.getByText('Activate account')).toBeInTheDocument();
    const anchor = activate.getByRole('link', { name: 'http://127.0.0.1:4321/activate/the-code' });
    expect(anchor).toHaveAttribute('href', 'http://127.0.0.1:4321/activate/the-code');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');

    const help = within(items[1]);
    // The full stop ends the sentence, not the address; another site opens only in a new tab.
    expect(help.getByRole('link', { name: 'https://example.org/help' })).toHaveAttribute('href', 'https://example.org/help');
    expect(help.queryByRole('link', { name: 'Open in this tab' })).not.toBeInTheDocument();

    mockApi({ 'GET activate/the-code': { status: 200, body: { message: 'Account activated!' } } });
    fireEvent.click(activate.getByRole('link', { name: 'Open in this tab' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activate/the-code'));
    expect(await screen.findByText('Activating your account...')).toBeInTheDocument();
  });

  it('shows a mail without an HTML part as text, without the toggle', async () => {
    renderRoute('/dev/mailbox/m1');
    const mail = await screen.findByRole('article', { name: 'Reset your Lorewright password' });
    expect(within(mail).queryByRole('button', { name: 'HTML' })).not.toBeInTheDocument();
    expect(within(mail).getByText('This mail has no HTML part.')).toBeInTheDocument();
    expect(mail.querySelector('pre')).toHaveTextContent('Reset password: http://127.0.0.1:4321/reset-password/r-code');
    expect(mail.querySelector('iframe')).toBeNull();
  });

  it('says so when the chosen mail is gone', async () => {
    api.on('GET dev/mail/gone', { status: 404, body: { error: 'Mail not found.' } });
    renderRoute('/dev/mailbox/gone');
    expect(await screen.findByText('Mail not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dev Mailbox' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    api.on('GET dev/mail', { status: 200, body: { mails: [] } });
    renderRoute('/dev/mailbox');
    expect(await screen.findByText('No mail has been sent yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'register an account' })).toHaveAttribute('href', '/register');
  });

  it('refreshes on the button and by itself every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.on('GET dev/mail', { status: 200, body: { mails: [summary(reset)] } });
    renderRoute('/dev/mailbox');
    await screen.findByText('Reset your Lorewright password');
    const before = api.callsTo('GET dev/mail').length;

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET dev/mail')).toHaveLength(before + 1));

    api.on('GET dev/mail', { status: 200, body: { mails: [summary(activation), summary(reset)] } });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText('Activate your Lorewright account')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Outbox 2 mails' })).toBeInTheDocument();
  });

  it('dates the list briefly: the time today, the day this year, the full date before', () => {
    const now = new Date(2025, 2, 14, 18, 0, 0);
    expect(listDate(new Date(2025, 2, 14, 9, 5, 7).toISOString(), now)).toMatch(/^9:05:07\sAM$/);
    expect(listDate(new Date(2025, 0, 2, 9, 5).toISOString(), now)).toBe('Jan 2');
    expect(listDate(new Date(2024, 11, 31, 9, 5).toISOString(), now)).toBe('Dec 31, 2024');
  });

  it('shows the not-found page when the server has no mailbox (production)', async () => {
    api.on('GET dev/mail', { status: 404, body: { error: 'Not found.' } });
    renderRoute('/dev/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dev Mailbox' })).not.toBeInTheDocument();
    // It does not keep asking.
    const calls = api.callsTo('GET dev/mail').length;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(api.callsTo('GET dev/mail')).toHaveLength(calls);
  });
});
