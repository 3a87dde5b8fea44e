import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '@lorewright/projections/runner/projectedEvent';
import type { MailMessage } from './mailer';
import { createStaffDecisionsReactor } from './staffDecisions.reactor';

const metadata = { actorId: 's1', correlationId: 'c1', causationId: null, timestamp: '2026-11-25T10:00:00.000Z', schemaVersion: 1 };
const event = (type: string, data: object) => ({ id: `e-${type}`, stream: 'violations-u1', revision: 0, position: 1, type, data, metadata }) as ProjectedEvent;

const setup = (email = 'ada@example.com') => {
  const mails: MailMessage[] = [];
  const notes: { notificationId: string; title: string; subtitle: string; link: string }[] = [];
  const reactor = createStaffDecisionsReactor({
    mailer: { send: async (mail) => void mails.push(mail) },
    publicUrl: 'https://lorewright.test/',
    send: async (note) => void notes.push(note),
    userById: async () => ({ email }),
  });
  const deliver = (e: ProjectedEvent) => (reactor.on as Record<string, (e: ProjectedEvent) => Promise<unknown>>)[e.type](e);
  return { mails, notes, deliver };
};

describe('staff decisions reactor', () => {
  it('notifies and mails the person, both under the event id, linking to the violations page', async () => {
    const { mails, notes, deliver } = setup();
    await deliver(event('ViolationIssued', { userId: 'u1', violationId: 'v1', reason: 'Spam', staffId: 's1', at: metadata.timestamp }));
    expect(notes).toEqual([
      expect.objectContaining({ notificationId: 'e-ViolationIssued', title: 'You received a violation', subtitle: 'Spam', link: '/dashboard/violations' }),
    ]);
    expect(mails).toEqual([expect.objectContaining({ id: 'e-ViolationIssued', to: { address: 'ada@example.com' } })]);
    expect(mails[0].text).toContain('Reason: Spam');
    expect(mails[0].text).toContain('https://lorewright.test/dashboard/violations');
  });

  it('tells of every decision: rejection, repeal, block, unblock', async () => {
    const { mails, deliver } = setup();
    for (const type of ['AppealRejected', 'ViolationRepealed', 'AccountUnblocked'])
      await deliver(event(type, { userId: 'u1', violationId: 'v1', staffId: 's1', at: '' }));
    await deliver(event('AccountBlocked', { userId: 'u1', reason: 'Abuse' }));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your appeal was rejected — Lorewright',
      'A violation was repealed — Lorewright',
      'Your account was unblocked — Lorewright',
      'Your account has been blocked — Lorewright',
    ]);
  });

  it('an address that cannot be delivered gets the notification only', async () => {
    const { mails, notes, deliver } = setup('not an address');
    await deliver(event('AccountBlocked', { userId: 'u1', reason: 'Abuse' }));
    expect([notes.length, mails.length]).toEqual([1, 0]);
  });
});
