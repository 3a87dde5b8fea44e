import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '@lorewright/projections/runner/projectedEvent';
import type { MailMessage } from './mailer';
import { createTicketAnswersReactor } from './ticketAnswers.reactor';

const metadata = { actorId: 's1', correlationId: 'c1', causationId: null, timestamp: '2026-11-25T10:00:00.000Z', schemaVersion: 1 };
const answered = {
  id: 'e-1',
  stream: 'support-t1',
  revision: 1,
  position: 2,
  type: 'TicketAnswered',
  data: { ticketId: 't1', answerId: 'a1', staffId: 's1', message: 'Reload the page.\n\nThen try again.', at: metadata.timestamp },
  metadata,
} as ProjectedEvent;

const setup = (email = 'ada@example.com', ticket: { userId: string; subject: string } | null = { userId: 'ada', subject: 'Broken\nmap' }) => {
  const mails: MailMessage[] = [];
  const reactor = createTicketAnswersReactor({
    mailer: { send: async (mail) => void mails.push(mail) },
    publicUrl: 'https://lorewright.test/',
    ticketOf: async () => ticket,
    userById: async (userId) => (userId === 'ada' ? { email } : null),
  });
  const deliver = (e: ProjectedEvent) => (reactor.on as Record<string, (e: ProjectedEvent) => Promise<unknown>>)[e.type](e);
  return { mails, deliver };
};

describe('ticket answers reactor', () => {
  it("mails the answer to the author's current address under the event id, with a link to the support page", async () => {
    const { mails, deliver } = setup();
    await deliver(answered);
    expect(mails).toEqual([expect.objectContaining({ id: 'e-1', to: { address: 'ada@example.com' }, subject: 'Re: Broken map' })]);
    expect(mails[0].text).toContain('Reload the page.');
    expect(mails[0].text).toContain('Then try again.');
    expect(mails[0].text).toContain('https://lorewright.test/support');
  });

  it('a replay sends the same mail id again, which the mailer keeps once', async () => {
    const { mails, deliver } = setup();
    await deliver(answered);
    await deliver(answered);
    expect(new Set(mails.map((mail) => mail.id))).toEqual(new Set(['e-1']));
  });

  it('mails nothing for an unknown ticket, a gone account or an undeliverable address', async () => {
    for (const [email, ticket] of [
      ['ada@example.com', null],
      ['ada@example.com', { userId: 'gone', subject: 'x' }],
      ['not an address', { userId: 'ada', subject: 'x' }],
    ] as const) {
      const { mails, deliver } = setup(email, ticket);
      await deliver(answered);
      expect(mails).toEqual([]);
    }
  });
});
