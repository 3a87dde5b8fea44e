import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { openEmbeddedReadStore } from '@lorewright/projections/readStore/embeddedReadStore';
import { ReactorRunner } from '@lorewright/projections/runner/reactorRunner';
import { createInvitationMailsReactor } from './invitationMails.reactor';
import { createOutboxMailer } from './outboxMailer';
import { listOutbox, readOutboxMail } from './outboxReader';

const runners: ReactorRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

const setup = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-invitation-mails-'));
  const outboxDir = path.join(dir, 'mail');
  const eventStore = createMemoryEventStore();
  const mailer = createOutboxMailer({ dir: outboxDir });
  const reactor = createInvitationMailsReactor({ mailer, publicUrl: 'https://lorewright.test', eventStore, registry: eventRegistry });
  const runner = new ReactorRunner({ eventStore, readStore: openEmbeddedReadStore(path.join(dir, 'read.db')), registry: eventRegistry, reactors: [reactor], leaseMs: 300 });
  runners.push(runner);
  runner.start();
  const append = async (stream: string, event: AccountEvent | WorldEvent) => {
    const id = randomUUID();
    const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: new Date().toISOString(), schemaVersion: 1 };
    await eventStore.append(stream, [{ id, ...event, metadata }], { expectedRevision: 'any' });
    return id;
  };
  return { outboxDir, append };
};

const registered: AccountEvent = {
  type: 'UserRegistered',
  data: { userId: 'ann', name: 'Ann', email: 'ann@example.com', passwordHash: 'h', avatarImage: 'default_avatar.png', dateJoined: '2025-01-01T00:00:00.000Z', userClass: 'Normal User', permissions: {}, activationCode: 'c' },
};
const invited = (worldId: string, invitationId: string): WorldEvent => ({
  type: 'MemberInvited',
  data: { worldId, invitationId, authorId: 'ann', invitedMemberEmail: 'bea@example.com', invitedUserId: null, date: '2025-02-01T00:00:00.000Z' },
});

describe('invitationMails reactor', () => {
  it('mails the invited address with the names as they were when it was invited, the event id as mail id', async () => {
    const { outboxDir, append } = setup();
    await append('user-ann', registered);
    await append('world-w1', { type: 'WorldCreated', data: { worldId: 'w1', authorId: 'ann', name: 'Eldoria', description: '', createdOn: '2025-01-01T00:00:00.000Z' } });
    const invitation = await append('world-w1', invited('w1', 'i1'));
    await append('world-w1', { type: 'WorldRenamed', data: { worldId: 'w1', name: 'Renamed later' } });
    await expect.poll(async () => (await readOutboxMail(outboxDir, invitation))?.subject).toBe('Ann invited you to Eldoria');
    expect((await readOutboxMail(outboxDir, invitation))?.text).toContain('https://lorewright.test/invitation/i1');
  });

  it('sends nothing for a world it cannot find', async () => {
    const { outboxDir, append } = setup();
    await append('user-ann', registered);
    await append('world-nowhere', invited('nowhere', 'i1'));
    await append('world-w2', { type: 'WorldCreated', data: { worldId: 'w2', authorId: 'ann', name: 'Real', description: '', createdOn: '2025-01-01T00:00:00.000Z' } });
    const marker = await append('world-w2', invited('w2', 'i2'));
    await expect.poll(async () => (await readOutboxMail(outboxDir, marker)) !== null).toBe(true);
    expect(await listOutbox(outboxDir)).toHaveLength(1);
  });
});
