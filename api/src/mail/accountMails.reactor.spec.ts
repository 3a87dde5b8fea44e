import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { openEmbeddedReadStore } from '@lorewright/projections/readStore/embeddedReadStore';
import type { ReadStore } from '@lorewright/projections/readStore/readStore';
import { ReactorRunner } from '@lorewright/projections/runner/reactorRunner';
import { rewindReactor } from '@lorewright/projections/runner/reactorWorker';
import { createAccountMailsReactor } from './accountMails.reactor';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outboxMailer';
import { listOutbox, readOutboxMail } from './outboxReader';

const PUBLIC_URL = 'https://lorewright.test';
const NOW = Date.parse('2026-11-22T10:00:00Z');

const runners: ReactorRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

const setup = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-account-mails-'));
  const outboxDir = path.join(dir, 'mail');
  return { eventStore: createMemoryEventStore(), readStore: openEmbeddedReadStore(path.join(dir, 'read.db')), outboxDir, outbox: createOutboxMailer({ dir: outboxDir }) };
};

const startRunner = (eventStore: EventStore, readStore: ReadStore, mailer: Mailer) => {
  const runner = new ReactorRunner({ eventStore, readStore, registry: eventRegistry, reactors: [createAccountMailsReactor(mailer, PUBLIC_URL, { now: () => NOW })], leaseMs: 300 });
  runners.push(runner);
  runner.start();
  return runner;
};

// Appends one event to the user's stream and returns its id (the mail id it should cause).
const append = async (eventStore: EventStore, userId: string, event: AccountEvent) => {
  const id = randomUUID();
  const metadata = { actorId: userId, correlationId: 'test', causationId: null, timestamp: new Date(NOW).toISOString(), schemaVersion: 1 };
  await eventStore.append(`user-${userId}`, [{ id, ...event, metadata }], { expectedRevision: 'any' });
  return id;
};

const registered = (userId: string, name: string): AccountEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    name,
    email: `${userId}@example.com`,
    passwordHash: 'hash',
    avatarImage: 'default_avatar.png',
    dateJoined: new Date(NOW).toISOString(),
    userClass: 'Normal User',
    permissions: {},
    activationCode: `activate-${userId}`,
  },
});

const resetRequested = (userId: string, expiresAt: number): AccountEvent => ({
  type: 'PasswordResetRequested',
  data: { userId, email: `${userId}@example.com`, code: `reset-${userId}`, codeHash: 'hash', expiresAt: new Date(expiresAt).toISOString() },
});

const mailCount = async (dir: string) => (await listOutbox(dir)).length;

describe('accountMails reactor', () => {
  it('sends the activation mail on registration and the reset mail on a reset request, with the event id as mail id', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    startRunner(eventStore, readStore, outbox);
    const registration = await append(eventStore, 'zoe', registered('zoe', 'Zoë <3'));
    await append(eventStore, 'zoe', { type: 'AccountActivated', data: { userId: 'zoe' } });
    const reset = await append(eventStore, 'zoe', resetRequested('zoe', NOW + 3_600_000));
    await expect.poll(() => mailCount(outboxDir)).toBe(2);

    const activation = await readOutboxMail(outboxDir, registration);
    expect(activation).toMatchObject({ to: 'zoe@example.com', subject: 'Activate your Lorewright account' });
    expect(activation?.text).toContain(`${PUBLIC_URL}/activate/activate-zoe`);
    expect(activation?.html).toContain('Zoë &lt;3');
    const resetMail = await readOutboxMail(outboxDir, reset);
    expect(resetMail).toMatchObject({ to: 'zoe@example.com', subject: 'Reset your Lorewright password' });
    expect(resetMail?.text).toContain(`${PUBLIC_URL}/reset-password/reset-zoe`);
  });

  it('sends exactly one mail per event across runner restarts and a replay from the start', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    const first = startRunner(eventStore, readStore, outbox);
    await append(eventStore, 'ann', registered('ann', 'Ann'));
    await append(eventStore, 'bob', registered('bob', 'Bob'));
    await expect.poll(() => mailCount(outboxDir)).toBe(2);
    await first.stop();

    await append(eventStore, 'ann', resetRequested('ann', NOW + 3_600_000));
    const second = startRunner(eventStore, readStore, outbox);
    await expect.poll(() => mailCount(outboxDir)).toBe(3);
    await second.stop();

    // Forget every handled mark, as `ops replay --from 0` does: the outbox still holds one per id.
    await rewindReactor({ readStore }, 'accountMails', 0);
    startRunner(eventStore, readStore, outbox);
    const marker = await append(eventStore, 'cid', registered('cid', 'Cid'));
    await expect.poll(async () => (await readOutboxMail(outboxDir, marker)) !== null).toBe(true);
    expect(await mailCount(outboxDir)).toBe(4);
  });

  it('a crash after the mail left but before the event was marked handled does not send it twice', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    let crashes = 1;
    const crashingOnce: Mailer = {
      send: async (message) => {
        await outbox.send(message);
        if (crashes-- > 0) throw new Error('process died after sending');
      },
    };
    startRunner(eventStore, readStore, crashingOnce);
    await append(eventStore, 'dee', registered('dee', 'Dee'));
    await expect.poll(() => crashes, { timeout: 6000 }).toBe(-1);
    expect(await mailCount(outboxDir)).toBe(1);
  });

  it('does not send a reset link that expired before the reactor got to it', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    startRunner(eventStore, readStore, outbox);
    await append(eventStore, 'eve', resetRequested('eve', NOW - 1));
    const marker = await append(eventStore, 'eve', registered('eve', 'Eve'));
    await expect.poll(async () => (await readOutboxMail(outboxDir, marker)) !== null).toBe(true);
    expect(await mailCount(outboxDir)).toBe(1);
  });
});
