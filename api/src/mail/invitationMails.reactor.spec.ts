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
import { rewindReactor } from '@lorewright/projections/runner/reactorWorker';
import { createInvitationMailsReactor, INVITATION_MAIL_LOG } from './invitationMails.reactor';
import { createOutboxMailer } from './outboxMailer';
import { listOutbox, readOutboxMail } from './outboxReader';
import { userRegistered } from '@lorewright/projections/accounts/testing/accountEvents';

const runners: ReactorRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

const setup = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-invitation-mails-'));
  const eventStore = createMemoryEventStore();
  const readStore = openEmbeddedReadStore(path.join(dir, 'read.db'));
  // A runner mailing into its own outbox folder, so a replay's mails can be told from the first.
  const start = (outboxDir: string) => {
    const mailer = createOutboxMailer({ dir: outboxDir });
    const reactor = createInvitationMailsReactor({ mailer, publicUrl: 'https://lorewright.test', eventStore, registry: eventRegistry, readStore });
    const runner = new ReactorRunner({ eventStore, readStore, registry: eventRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(runner);
    runner.start();
    return runner;
  };
  const outboxDir = path.join(dir, 'mail');
  const runner = start(outboxDir);
  const append = async (stream: string, event: AccountEvent | WorldEvent) => {
    const id = randomUUID();
    const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: new Date().toISOString(), schemaVersion: 1 };
    await eventStore.append(stream, [{ id, ...event, metadata }], { expectedRevision: 'any' });
    return id;
  };
  return { dir, outboxDir, append, runner, start, readStore };
};

const registered = userRegistered('ann', 'Ann');
const invited = (
  worldId: string,
  invitationId: string,
  date = '2025-02-01T00:00:00.000Z',
  authorId = 'ann',
  invitedMemberEmail = 'bea@example.com',
): WorldEvent => ({
  type: 'MemberInvited',
  data: { worldId, invitationId, authorId, invitedMemberEmail, invitedUserId: null, date },
});
const worldCreated = (worldId: string, authorId = 'ann'): WorldEvent => ({
  type: 'WorldCreated',
  data: { worldId, authorId, name: `World ${worldId}`, description: '', createdOn: '2025-01-01T00:00:00.000Z' },
});
const rejected = (worldId: string, invitationId: string): WorldEvent => ({
  type: 'InvitationRejected',
  data: { worldId, invitationId, userId: 'bea', date: '2025-02-01T01:00:00.000Z' },
});
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.parse('2025-02-01T00:00:00.000Z') + hours * HOUR).toISOString();
const mailIds = async (dir: string) => (await listOutbox(dir)).map((mail) => mail.id).sort();

describe('invitationMails reactor', () => {
  it('mails the invited address with the names as they were when it was invited, the event id as mail id', async () => {
    const { outboxDir, append } = setup();
    await append('user-ann', registered);
    await append('world-w1', {
      type: 'WorldCreated',
      data: { worldId: 'w1', authorId: 'ann', name: 'Eldoria', description: '', createdOn: '2025-01-01T00:00:00.000Z' },
    });
    const invitation = await append('world-w1', invited('w1', 'i1'));
    await append('world-w1', { type: 'WorldRenamed', data: { worldId: 'w1', name: 'Renamed later' } });
    await expect.poll(async () => (await readOutboxMail(outboxDir, invitation))?.subject).toBe('Ann invited you to Eldoria');
    expect((await readOutboxMail(outboxDir, invitation))?.text).toContain('https://lorewright.test/invitation/i1');
  });

  it('sends nothing for a world it cannot find', async () => {
    const { outboxDir, append } = setup();
    await append('user-ann', registered);
    await append('world-nowhere', invited('nowhere', 'i1'));
    await append('world-w2', {
      type: 'WorldCreated',
      data: { worldId: 'w2', authorId: 'ann', name: 'Real', description: '', createdOn: '2025-01-01T00:00:00.000Z' },
    });
    const marker = await append('world-w2', invited('w2', 'i2'));
    await expect.poll(async () => (await readOutboxMail(outboxDir, marker)) !== null).toBe(true);
    expect(await listOutbox(outboxDir)).toHaveLength(1);
  });

  it('mails the recipient as exactly one address', async () => {
    const { outboxDir, append } = setup();
    await append('user-ann', registered);
    await append('world-w1', worldCreated('w1'));
    const invitation = await append('world-w1', invited('w1', 'i1'));
    await expect.poll(async () => (await readOutboxMail(outboxDir, invitation))?.to).toBe('bea@example.com');
  });

  it('skips an invitation to an address that is not exactly one address, and goes on with the next', async () => {
    const { outboxDir, append } = setup();
    await append('user-ann', registered);
    await append('world-w1', worldCreated('w1'));
    await append('world-w1', invited('w1', 'i1', at(0), 'ann', 'victim,relay@example.org'));
    const marker = await append('world-w1', invited('w1', 'i2', at(0), 'ann', 'cid@example.com'));
    await expect.poll(async () => (await readOutboxMail(outboxDir, marker)) !== null).toBe(true);
    expect(await mailIds(outboxDir)).toEqual([marker]);
  });

  // Dates are the invitations' own (the event's), never the time the reactor runs.
  it('invite, rejected, invited again the same day: one mail; a day after the mail, another', async () => {
    const { outboxDir, append } = setup();
    await append('user-ann', registered);
    await append('world-w1', worldCreated('w1'));
    await append('world-w2', worldCreated('w2'));
    const first = await append('world-w1', invited('w1', 'i1', at(0)));
    await append('world-w1', rejected('w1', 'i1'));
    await append('world-w1', invited('w1', 'i2', at(2)));
    await append('world-w1', rejected('w1', 'i2'));
    // In another world of the same author, still within the day: no mail either.
    await append('world-w2', invited('w2', 'i3', at(23.9)));
    // Another author's invitation of the same address is theirs to mail.
    await append('user-bob', userRegistered('bob', 'Bob'));
    await append('world-w3', worldCreated('w3', 'bob'));
    const bobs = await append('world-w3', invited('w3', 'i4', at(1), 'bob'));
    // A day after the first mail (not after the last invitation) the next one is mailed.
    const dayLater = await append('world-w1', invited('w1', 'i5', at(24)));
    await expect.poll(async () => (await readOutboxMail(outboxDir, dayLater)) !== null).toBe(true);
    expect(await mailIds(outboxDir)).toEqual([first, bobs, dayLater].sort());
  });

  it('a replay, with or without its record of earlier decisions, mails the same invitations', async () => {
    const { dir, outboxDir, append, runner, start, readStore } = setup();
    await append('user-ann', registered);
    await append('world-w1', worldCreated('w1'));
    for (const [n, hours] of [0, 5, 10, 30, 40, 54].entries()) {
      await append('world-w1', invited('w1', `i${n}`, at(hours)));
      await append('world-w1', rejected('w1', `i${n}`));
    }
    const marker = await append('world-w1', invited('w1', 'last', at(100)));
    await expect.poll(async () => (await readOutboxMail(outboxDir, marker)) !== null).toBe(true);
    const firstRun = await mailIds(outboxDir);
    // Mailed at 0, 30 (a day after 0), 54 (a day after 30) and 100.
    expect(firstRun).toHaveLength(4);
    await runner.stop();

    // `ops replay --from 0`, into an empty outbox: the decisions kept are read back.
    await rewindReactor({ readStore }, 'invitationMails', 0);
    const replayDir = path.join(dir, 'replay');
    const replay = start(replayDir);
    await expect.poll(async () => (await readOutboxMail(replayDir, marker)) !== null).toBe(true);
    expect(await mailIds(replayDir)).toEqual(firstRun);
    await replay.stop();

    // Decided again from nothing, in log order: the same again.
    await readStore.dropCollection(INVITATION_MAIL_LOG);
    await rewindReactor({ readStore }, 'invitationMails', 0);
    const rebuiltDir = path.join(dir, 'rebuilt');
    start(rebuiltDir);
    await expect.poll(async () => (await readOutboxMail(rebuiltDir, marker)) !== null).toBe(true);
    expect(await mailIds(rebuiltDir)).toEqual(firstRun);
  });
});
