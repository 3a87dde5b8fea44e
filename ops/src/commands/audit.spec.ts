import { mailedCode } from '@lorewright/api/testing/mailedCode';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@lorewright/commands/accounts/streams';
import { subscriptionStream } from '@lorewright/commands/billing/subscriptionStream';
import { violationsStream } from '@lorewright/commands/staff/staffStreams';
import type { RecordedEvent } from '@lorewright/commands/eventStore/eventStore';
import { createStack, type Stack } from '@lorewright/api/composition';
import { loadConfig } from '@lorewright/api/config';
import { requestRebuild } from '@lorewright/projections/runner/projectionStatus';
import { audit } from './audit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'correct horse';
// Hashing is not what this spec is about.
const plainHasher = { hash: async (p: string) => `plain:${p}`, verify: async (h: string, p: string) => h === `plain:${p}` };
const context = (actorId: string | null) => ({ actorId, correlationId: 'audit-spec' });
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

let dataDir: string;
let stack: Stack;
let now = new Date('2026-03-01T09:00:00.000Z');
let adaId: string;
let output: string;
let closed = false;

// Every projection up to the head, as a running server would have it (the account lookups of
// the commands read them).
const catchUp = async () => {
  for (const worker of stack.runner.workers) await worker.runToHead();
};
const later = () => (now = new Date(now.getTime() + DAY));

const signUp = async (name: string, email: string) => {
  const { userId } = await stack.commands.accounts.register({ name, email, password: PASSWORD }, context(null));
  const [registered] = await stack.eventStore.readStream(userStream(userId!), { maxCount: 1 });
  await catchUp();
  const sealed = (registered.data as { sealedActivationCode: string }).sealedActivationCode;
  await stack.commands.accounts.activate(await mailedCode(stack, sealed, { id: registered.id, page: 'activate' }), context(userId));
  return userId!;
};

// Ada's history, through the commands the routes call: two logins from two places, a violation
// appealed and repealed, one appealed and rejected, two worlds, a paid plan (the provider's
// webhooks recorded as the webhook route records them), and a block.
const buildHistory = async () => {
  adaId = await signUp('Ada Lovelace', 'ada@example.com');
  const samId = await signUp('Sam Support', 'sam@example.com');
  await stack.commands.staff.grantRole(samId, 'support', 'ops:spec', context(null));
  await catchUp();
  const sam = context(samId);
  const ada = context(adaId);

  later();
  await stack.commands.accounts.login(
    { email: 'ada@example.com', password: PASSWORD },
    { ip: '81.2.69.142', city: 'London', country_name: 'United Kingdom' },
    ada,
  );
  later();
  await stack.commands.accounts.login({ email: 'ada@example.com', password: PASSWORD }, { ip: '203.0.113.9', city: null, country_name: null }, ada);

  later();
  const repealed = await stack.commands.staff.issueViolation(adaId, 'Spam in the forum', sam);
  later();
  await stack.commands.staff.appeal(adaId, { violationId: repealed.violationId, reason: 'It was an announcement' }, ada);
  later();
  await stack.commands.staff.repeal(adaId, repealed.violationId, sam);
  later();
  const rejected = await stack.commands.staff.issueViolation(adaId, 'Insulting another member', sam);
  later();
  await stack.commands.staff.appeal(adaId, { violationId: rejected.violationId, reason: 'I was provoked' }, ada);
  later();
  await stack.commands.staff.rejectAppeal(adaId, rejected.violationId, sam);

  const { worldId } = await stack.commands.worlds.createWorld(adaId, { name: 'Aerwyn' }, ada);
  await stack.commands.worlds.changeVisibility(adaId, worldId, 'public', ada);
  await stack.commands.worlds.createWorld(adaId, { name: 'Brightwater' }, ada);

  const start = Math.floor(now.getTime() / 1000);
  const end = start + 31 * 24 * 60 * 60;
  const urls = { successUrl: 'http://lorewright.test/payment-success', cancelUrl: 'http://lorewright.test/subscribe' };
  await stack.commands.subscriptions.checkout({ id: adaId, email: 'ada@example.com' }, ['maps', 'timelines'], urls, ada);
  const webhook = context(null);
  const period = { start, end };
  const items = ['maps', 'timelines'] as const;
  await stack.commands.subscriptions.recordWebhook(
    { type: 'checkoutCompleted', eventId: 'evt_1', customerId: 'cus_1', subscriptionId: 'sub_1', items: [...items], period, userId: adaId },
    webhook,
  );
  await stack.commands.subscriptions.recordWebhook(
    { type: 'invoicePaid', eventId: 'evt_2', invoiceId: 'in_1', subscriptionId: 'sub_1', amountPaid: 1234, period, hostedInvoiceUrl: null },
    webhook,
  );

  later();
  // The last steps are not projected here: audit catches the read models up itself.
  await stack.commands.staff.block(adaId, 'Repeated abuse', sam);
};

const eventsOf = async (stream: string) => stack.eventStore.readStream(stream);
const ofType = <T>(events: RecordedEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as T);
// One section of the output: its title line up to the blank line before the next title.
const sectionOf = (title: string) => {
  const start = output.indexOf(`\n${title}\n=`);
  expect(start, `section ${title}`).toBeGreaterThanOrEqual(0);
  const next = /\n\n[^\n]+\n=+\n/g;
  next.lastIndex = start + 1;
  return output.slice(start + 1, next.exec(output)?.index);
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-ops-audit-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  stack = await createStack(config, undefined, { clock: { now: () => now }, passwordHasher: plainHasher });
  await buildHistory();
  output = await audit(stack, ['ADA@example.com']);
}, 60_000);

afterAll(async () => {
  if (!closed) await stack?.close();
});

describe('ops audit', () => {
  it('catches the read models up before reading them', () => {
    expect(output.split('\n')[0]).toMatch(/^Read models are current \(log head \d+\)\.$/);
    expect(sectionOf('Account')).toMatch(/status\s+blocked/);
  });

  it('shows the account as registered', async () => {
    const [registered] = ofType<{ userId: string; name: string; email: string; dateJoined: string }>(await eventsOf(userStream(adaId)), 'UserRegistered');
    const account = sectionOf('Account');
    for (const value of [registered.userId, registered.name, registered.email, registered.dateJoined]) expect(account).toContain(value);
    expect(account).toMatch(/logins\s+2/);
    expect(account).toMatch(/roles\s+none/);
  });

  it('lists every login with its date, address and place', async () => {
    const logins = ofType<{ date: string; location: { ip: string; city: string | null } }>(await eventsOf(userStream(adaId)), 'UserLoggedIn');
    expect(logins).toHaveLength(2);
    const section = sectionOf('Login history (2)');
    for (const { date, location } of logins) expect(section).toMatch(new RegExp(`${date}\\s+${location.ip.replaceAll('.', '\\.')}\\s`));
    expect(section).toContain('London');
    expect(section).toContain('United Kingdom');
  });

  it('lists every violation with its reason, issuer, appeal, rejection and repeal', async () => {
    const events = await eventsOf(violationsStream(adaId));
    const issued = ofType<{ violationId: string; reason: string; at: string }>(events, 'ViolationIssued');
    expect(issued).toHaveLength(2);
    const section = sectionOf('Violations and appeals (2)');
    const rowOf = (violationId: string) => {
      const { reason, at } = issued.find((v) => v.violationId === violationId)!;
      return section.split('\n').find((line) => line.startsWith(at) && line.includes(reason))!;
    };
    for (const { violationId } of issued) expect(rowOf(violationId)).toContain('Sam Support');
    for (const appeal of ofType<{ violationId: string; reason: string; at: string }>(events, 'ViolationAppealed')) {
      expect(rowOf(appeal.violationId)).toContain(`${appeal.at}  ${appeal.reason}`);
    }
    const [rejection] = ofType<{ violationId: string; at: string }>(events, 'AppealRejected');
    const [repeal] = ofType<{ violationId: string; at: string }>(events, 'ViolationRepealed');
    expect(rowOf(rejection.violationId)).toContain(rejection.at);
    expect(rowOf(repeal.violationId)).toMatch(new RegExp(`-\\s+${repeal.at}$`));
  });

  it('shows the plan and every billing entry', async () => {
    const events = await eventsOf(subscriptionStream(adaId));
    const [started] = ofType<{ items: string[]; periodStart: number; periodEnd: number }>(events, 'SubscriptionStarted');
    const invoices = ofType<{ invoiceId: string; amountPaid: number; paidAt: number }>(events, 'InvoicePaid');
    expect(invoices).toHaveLength(1);
    const section = sectionOf('Billing');
    expect(section).toMatch(new RegExp(`^plan: active, .*\\(${started.items.join(', ')}\\)`, 'm'));
    expect(section).toContain(`period ${iso(started.periodStart)} to ${iso(started.periodEnd)}`);
    for (const { invoiceId, amountPaid, paidAt } of invoices) {
      expect(section).toMatch(new RegExp(`${iso(paidAt)}\\s+invoice\\s+${invoiceId}\\s+${(amountPaid / 100).toFixed(2)}\\s+paid`));
    }
  });

  it('lists the person’s worlds by name, visibility and id', async () => {
    const created = ofType<{ worldId: string; authorId: string; name: string }>(await stack.eventStore.readAll({ types: ['WorldCreated'] }), 'WorldCreated');
    const section = sectionOf('Worlds (2)');
    for (const { worldId, name } of created.filter((w) => w.authorId === adaId))
      expect(section).toMatch(new RegExp(`${name}\\s+(public|private)\\s+${worldId}`));
    expect(section).toMatch(/Aerwyn\s+public/);
  });

  it('shows tickets and reports, none here', () => {
    expect(sectionOf('Support tickets (0)')).toMatch(/\nnone$/);
    expect(sectionOf('Content reports (0)')).toMatch(/\nnone$/);
  });

  it('counts the events of each of the person’s streams', async () => {
    const section = sectionOf('Streams');
    for (const stream of [userStream(adaId), violationsStream(adaId), subscriptionStream(adaId)]) {
      expect(section).toMatch(new RegExp(`${stream}\\s+${(await eventsOf(stream)).length}$`, 'm'));
    }
  });

  it('refuses an unknown address or id, and a call without one', async () => {
    await expect(audit(stack, ['nobody@example.com'])).rejects.toThrow('No account holds nobody@example.com.');
    await expect(audit(stack, ['no-such-id'])).rejects.toThrow('No account has the id no-such-id.');
    await expect(audit(stack, [])).rejects.toThrow('Usage: audit <userEmailOrId>');
  });

  it('says how far behind the read models are where it leaves them behind', async () => {
    later();
    await stack.commands.accounts.login(
      { email: 'ada@example.com', password: PASSWORD },
      { ip: '198.51.100.7', city: null, country_name: null },
      context(adaId),
    );
    // A rebuild is the server's or `ops rebuild`'s work, not the audit's.
    await requestRebuild(stack.readStore, 'users');
    const behind = await audit(stack, ['ada@example.com']);
    expect(behind.split('\n')[0]).toMatch(/^Read models behind the log \(head \d+\)/);
    expect(behind).toMatch(/^ {2}users at \d+, 1 behind \(rebuilding\)$/m);
    expect(behind).toContain('Login history (2)');
    expect(behind).not.toContain('198.51.100.7');
    await stack.runner.workers.find((w) => w.name === 'users')!.runToHead();
  });

  it('runs from the CLI: the report, or the error and exit code 1', async () => {
    await stack.close();
    closed = true;
    const run = (args: string[]) =>
      promisify(execFile)('npx', ['tsx', 'ops/src/cli.ts', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' } });
    const { stdout } = await run(['audit', 'ada@example.com']);
    expect(stdout).toContain('Ada Lovelace');
    expect(stdout).toContain('Worlds (2)');
    await expect(run(['audit', 'nobody@example.com'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^No account holds nobody@example\.com\.$/m),
    });
  }, 60_000);
});
