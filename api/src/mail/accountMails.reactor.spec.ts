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
import { createMailedCodes } from '@lorewright/commands/accounts/mailedCodes';
import { createMemoryKeyVault } from '@lorewright/commands/personalData/memoryKeyVault';
import { createAccountMailsReactor } from './accountMails.reactor';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outboxMailer';
import { listOutbox, readOutboxMail } from './outboxReader';

const PUBLIC_URL = 'https://lorewright.test';
const NOW = Date.parse('2026-11-22T10:00:00Z');

// The codes the events carry are sealed as the account commands seal them.
const codes = createMailedCodes(createMemoryKeyVault());

const runners: ReactorRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

const setup = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-account-mails-'));
  const outboxDir = path.join(dir, 'mail');
  return {
    eventStore: createMemoryEventStore(),
    readStore: openEmbeddedReadStore(path.join(dir, 'read.db')),
    outboxDir,
    outbox: createOutboxMailer({ dir: outboxDir }),
  };
};

const startRunner = (eventStore: EventStore, readStore: ReadStore, mailer: Mailer) => {
  const runner = new ReactorRunner({
    eventStore,
    readStore,
    registry: eventRegistry,
    reactors: [createAccountMailsReactor(mailer, PUBLIC_URL, codes, { now: () => NOW })],
    leaseMs: 300,
  });
  runners.push(runner);
  runner.start();
  return runner;
};

// Appends one event to the user's stream and returns its id (the mail id it should cause).
const append = async (eventStore: EventStore, userId: string, event: AccountEvent) => {
  const id = randomUUID();
  const metadata = {
    actorId: userId,
    correlationId: 'test',
    causationId: null,
    timestamp: new Date(NOW).toISOString(),
    schemaVersion: eventRegistry.currentVersion(event.type),
  };
  await eventStore.append(`user-${userId}`, [{ id, ...event, metadata }], { expectedRevision: 'any' });
  return id;
};

const registered = async (userId: string, name: string): Promise<AccountEvent> => ({
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
    activationCodeHash: 'hash',
    sealedActivationCode: (await codes.seal(`activate-${userId}`)).sealed,
  },
});

const resetRequested = async (userId: string, expiresAt: number): Promise<AccountEvent> => ({
  type: 'PasswordResetRequested',
  data: {
    userId,
    email: `${userId}@example.com`,
    codeHash: 'hash',
    sealedCode: (await codes.seal(`reset-${userId}`)).sealed,
    expiresAt: new Date(expiresAt).toISOString(),
  },
});

const mailCount = async (dir: string) => (await listOutbox(dir)).length;

describe('accountMails reactor', () => {
  it('sends the activation mail on registration and the reset mail on a reset request, with the event id as mail id', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    startRunner(eventStore, readStore, outbox);
    const registration = await append(eventStore, 'zoe', await registered('zoe', 'Zoë <3'));
    await append(eventStore, 'zoe', { type: 'AccountActivated', data: { userId: 'zoe' } });
    const reset = await append(eventStore, 'zoe', await resetRequested('zoe', NOW + 3_600_000));
    await expect.poll(() => mailCount(outboxDir), { timeout: 10_000 }).toBe(2);

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
    await append(eventStore, 'ann', await registered('ann', 'Ann'));
    await append(eventStore, 'bob', await registered('bob', 'Bob'));
    await expect.poll(() => mailCount(outboxDir), { timeout: 10_000 }).toBe(2);
    await first.stop();

    await append(eventStore, 'ann', await resetRequested('ann', NOW + 3_600_000));
    const second = startRunner(eventStore, readStore, outbox);
    await expect.poll(() => mailCount(outboxDir), { timeout: 10_000 }).toBe(3);
    await second.stop();

    // Forget every handled mark, as `ops replay --from 0` does: the outbox still holds one per id.
    await rewindReactor({ readStore }, 'accountMails', 0);
    startRunner(eventStore, readStore, outbox);
    const marker = await append(eventStore, 'cid', await registered('cid', 'Cid'));
    await expect.poll(async () => (await readOutboxMail(outboxDir, marker)) !== null, { timeout: 10_000 }).toBe(true);
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
    await append(eventStore, 'dee', await registered('dee', 'Dee'));
    await expect.poll(() => crashes, { timeout: 6000 }).toBe(-1);
    expect(await mailCount(outboxDir)).toBe(1);
  });

  it('skips an address that is not exactly one address (stored before the e-mail rule) and goes on with the next', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    startRunner(eventStore, readStore, outbox);
    const split = await registered('split', 'Split');
    await append(eventStore, 'split', { ...split, data: { ...split.data, email: 'victim,relay@example.org' } } as AccountEvent);
    const reset = await resetRequested('split', NOW + 3_600_000);
    await append(eventStore, 'split', { ...reset, data: { ...reset.data, email: 'victim,relay@example.org' } } as AccountEvent);
    const marker = await append(eventStore, 'fay', await registered('fay', 'Fay'));
    await expect.poll(async () => (await readOutboxMail(outboxDir, marker)) !== null, { timeout: 10_000 }).toBe(true);
    expect(await listOutbox(outboxDir)).toMatchObject([{ id: marker, to: 'fay@example.com' }]);
  });

  it('does not send a reset link that expired before the reactor got to it, and destroys its code', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    startRunner(eventStore, readStore, outbox);
    const expired = await resetRequested('eve', NOW - 1);
    await append(eventStore, 'eve', expired);
    const marker = await append(eventStore, 'eve', await registered('eve', 'Eve'));
    await expect.poll(async () => (await readOutboxMail(outboxDir, marker)) !== null, { timeout: 10_000 }).toBe(true);
    expect(await mailCount(outboxDir)).toBe(1);
    expect(await codes.open((expired.data as { sealedCode: string }).sealedCode)).toBeNull();
  });

  it('once a mail is out its code is destroyed: nothing in the log opens to it any more', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    startRunner(eventStore, readStore, outbox);
    const registration = await registered('ivy', 'Ivy');
    const reset = await resetRequested('ivy', NOW + 3_600_000);
    const sealed = [(registration.data as { sealedActivationCode: string }).sealedActivationCode, (reset.data as { sealedCode: string }).sealedCode];
    expect(await Promise.all(sealed.map((value) => codes.open(value)))).toEqual(['activate-ivy', 'reset-ivy']);
    await append(eventStore, 'ivy', registration);
    await append(eventStore, 'ivy', reset);
    await expect.poll(() => mailCount(outboxDir), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => Promise.all(sealed.map((value) => codes.open(value)))).toEqual([null, null]);
    const stored = JSON.stringify(await eventStore.readAll());
    expect(stored).not.toContain('activate-ivy');
    expect(stored).not.toContain('reset-ivy');
  });

  it('sends nothing for a code retired from the days codes were stored in clear', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    startRunner(eventStore, readStore, outbox);
    const retired = await resetRequested('jon', NOW + 3_600_000);
    await append(eventStore, 'jon', { ...retired, data: { ...retired.data, sealedCode: null } } as AccountEvent);
    const marker = await append(eventStore, 'jon', await registered('jon', 'Jon'));
    await expect.poll(async () => (await readOutboxMail(outboxDir, marker)) !== null, { timeout: 10_000 }).toBe(true);
    expect(await mailCount(outboxDir)).toBe(1);
  });

  it('mails an address change: the confirm link to the new address and the cancel link to the old one', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    startRunner(eventStore, readStore, outbox);
    const requested = async (confirmCode: string | null): Promise<AccountEvent> => ({
      type: 'EmailChangeRequested',
      data: {
        userId: 'gus',
        oldEmail: 'gus@example.com',
        newEmail: 'gus@new.example',
        confirmCodeHash: confirmCode && 'h',
        sealedConfirmCode: confirmCode && (await codes.seal(confirmCode)).sealed,
        cancelCodeHash: 'x',
        sealedCancelCode: (await codes.seal('gus.cancel')).sealed,
        expiresAt: new Date(NOW + 86_400_000).toISOString(),
      },
    });
    const free = await append(eventStore, 'gus', await requested('gus.confirm'));
    await expect.poll(() => mailCount(outboxDir), { timeout: 10_000 }).toBe(2);
    const confirmMail = await readOutboxMail(outboxDir, free);
    expect(confirmMail).toMatchObject({ to: 'gus@new.example', subject: 'Confirm your new Lorewright email address' });
    expect(confirmMail?.text).toContain(`${PUBLIC_URL}/confirm-email/gus.confirm`);
    const notice = await readOutboxMail(outboxDir, `${free}-old`);
    expect(notice).toMatchObject({ to: 'gus@example.com', subject: 'Your Lorewright email address is about to change' });
    expect(notice?.text).toContain(`${PUBLIC_URL}/cancel-email-change/gus.cancel`);
    expect(notice?.text).toContain('gus@new.example');

    // A taken new address learns it is in use, with no link that could confirm anything.
    const taken = await append(eventStore, 'gus', await requested(null));
    await expect.poll(() => mailCount(outboxDir), { timeout: 10_000 }).toBe(4);
    const inUse = await readOutboxMail(outboxDir, taken);
    expect(inUse).toMatchObject({ to: 'gus@new.example', subject: 'Your email address is already in use on Lorewright' });
    expect(inUse?.text).not.toContain('confirm-email');
  });

  it('tells an address owner that someone tried to register with it', async () => {
    const { eventStore, readStore, outboxDir, outbox } = setup();
    startRunner(eventStore, readStore, outbox);
    const id = await append(eventStore, 'hal', {
      type: 'RegistrationAttempted',
      data: { userId: 'hal', email: 'hal@example.com', date: new Date(NOW).toISOString() },
    });
    await expect.poll(async () => (await readOutboxMail(outboxDir, id)) !== null, { timeout: 10_000 }).toBe(true);
    const mail = await readOutboxMail(outboxDir, id);
    expect(mail).toMatchObject({ to: 'hal@example.com', subject: 'Someone tried to register with your email address' });
    expect(mail?.text).toContain(`${PUBLIC_URL}/forgot-password`);
  });
});
