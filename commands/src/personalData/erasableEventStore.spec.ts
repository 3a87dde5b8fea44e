import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { ERASED_NAME, erasedEmail } from '@lorewright/domain/events/personalData';
import type { NewEvent } from '../eventStore/eventStore';
import { eventStoreContract } from '../eventStore/eventStore.contract';
import { consume, waitUntil } from '../eventStore/eventStore.contractFixtures';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { openSqliteEventStore } from '../eventStore/sqliteEventStore';
import { withErasablePersonalData } from './erasableEventStore';
import { createMemoryKeyVault } from './memoryKeyVault';
import { subjectOf } from './sealedFields';

const dir = mkdtempSync(join(tmpdir(), 'lorewright-erasable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

// The wrapped store is still an event store in every respect.
eventStoreContract('sqlite with erasable personal data', () =>
  withErasablePersonalData(openSqliteEventStore(join(dir, `contract-${++files}.db`)), createMemoryKeyVault(), eventRegistry),
);

const event = (type: string, data: unknown): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { actorId: null, correlationId: 'spec', causationId: null, timestamp: '2026-11-25T10:00:00.000Z', schemaVersion: 1 },
});
const registered = (userId: string, name: string, email: string) =>
  event('UserRegistered', {
    userId,
    name,
    email,
    passwordHash: 'h',
    avatarImage: 'a.png',
    dateJoined: '2026-11-25T10:00:00.000Z',
    userClass: 'Normal User',
    permissions: {},
    activationCodeHash: null,
    sealedActivationCode: null,
  });
const loggedIn = (userId: string, ip: string) =>
  event('UserLoggedIn', { userId, sessionId: 's', tokenHash: 't', date: '2026-11-25', location: { ip, city: 'Lisbon', country_name: 'Portugal' } });
const invited = (email: string, invitedUserId: string | null) =>
  event('MemberInvited', { worldId: 'w1', invitationId: 'inv1', authorId: 'u9', invitedMemberEmail: email, invitedUserId, date: '2026-11-25' });

const open = () => {
  const file = join(dir, `store-${++files}.db`);
  const vault = createMemoryKeyVault();
  return { file, vault, store: withErasablePersonalData(openSqliteEventStore(file), vault, eventRegistry) };
};

describe('personal fields in the log', () => {
  it('are stored sealed: the log file holds neither the name, the address nor the login address', async () => {
    const { file, store } = open();
    await store.append('user-u1', [registered('u1', 'Ada Lovelace', 'ada@example.com'), loggedIn('u1', '203.0.113.7')], { expectedRevision: 'no_stream' });
    await store.close();
    const bytes = readFileSync(file, 'latin1') + readFileSync(`${file}-wal`, { encoding: 'latin1', flag: 'a+' });
    for (const secret of ['Ada Lovelace', 'ada@example.com', '203.0.113.7', 'Lisbon']) expect(bytes).not.toContain(secret);
    expect(bytes).toContain('u1');
  });

  it('read back open through every read path', async () => {
    const { store } = open();
    await store.append('user-u1', [registered('u1', 'Ada', 'ada@example.com'), loggedIn('u1', '203.0.113.7')], { expectedRevision: 'no_stream' });
    const [fromStream] = await store.readStream('user-u1');
    expect(fromStream.data).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
    const all = await store.readAll();
    expect(all[1].data).toMatchObject({ location: { ip: '203.0.113.7', city: 'Lisbon', country_name: 'Portugal' } });
    const subscription = store.subscribeToAll();
    const { received } = consume(subscription);
    await waitUntil(() => received.length === 2, 'both events');
    await subscription.stop();
    expect(received[0].data).toMatchObject({ name: 'Ada' });
    expect(eventRegistry.read(received[0].type, 1, received[0].data).data).toMatchObject({ email: 'ada@example.com' });
  });

  it('read as erased once the owner is erased, and everything else stays', async () => {
    const { store, vault } = open();
    await store.append('user-u1', [registered('u1', 'Ada', 'ada@example.com'), loggedIn('u1', '203.0.113.7')], { expectedRevision: 'no_stream' });
    await store.append('user-u2', [registered('u2', 'Bo', 'bo@example.com')], { expectedRevision: 'no_stream' });
    await vault.erase([subjectOf({ kind: 'user', userId: 'u1' })]);
    const [ada, login] = await store.readStream('user-u1');
    expect(ada.data).toMatchObject({ userId: 'u1', name: ERASED_NAME, email: erasedEmail('u1'), avatarImage: 'a.png' });
    expect(login.data).toMatchObject({ location: { ip: '', city: null, country_name: null } });
    expect(JSON.stringify(await store.readAll())).not.toMatch(/Ada|ada@example|203\.0\.113/);
    // Still valid payloads of their type.
    expect(() => eventRegistry.read(ada.type, 1, ada.data)).not.toThrow();
    expect((await store.readStream('user-u2'))[0].data).toMatchObject({ name: 'Bo' });
  });

  it('written after the erasure are stored erased', async () => {
    const { store, vault } = open();
    await vault.erase([subjectOf({ kind: 'user', userId: 'u1' })]);
    await store.append('user-u1', [registered('u1', 'Ada', 'ada@example.com')], { expectedRevision: 'no_stream' });
    expect((await store.readStream('user-u1'))[0].data).toMatchObject({ name: ERASED_NAME });
  });

  it("keys an invitation to a stranger's address by the address, and to an account's by the account", async () => {
    const { store, vault } = open();
    await store.append('world-w1', [invited('Stranger@Example.com', null), invited('ada@example.com', 'u1')], { expectedRevision: 'any' });
    await vault.erase([subjectOf({ kind: 'address', email: 'stranger@example.com' })]);
    const [stranger, ada] = await store.readStream('world-w1');
    expect(stranger.data).toMatchObject({ invitedMemberEmail: erasedEmail('inv1') });
    expect(ada.data).toMatchObject({ invitedMemberEmail: 'ada@example.com' });
  });

  it('leaves events without personal fields as they are (the same objects)', async () => {
    const inner = createMemoryEventStore();
    const store = withErasablePersonalData(inner, createMemoryKeyVault(), eventRegistry);
    await store.append('world-w1', [event('WorldRenamed', { worldId: 'w1', name: 'Eldoria' })], { expectedRevision: 'any' });
    const [raw] = await inner.readStream('world-w1');
    expect(raw.data).toEqual({ worldId: 'w1', name: 'Eldoria' });
    const read = await inner.readAll();
    const wrapped = withErasablePersonalData({ ...inner, readAll: async () => read }, createMemoryKeyVault(), eventRegistry);
    expect((await wrapped.readAll())[0]).toBe(read[0]);
  });

  it('an optional personal field left out stays left out', async () => {
    const { store } = open();
    await store.append('user-u1', [event('ProfileUpdated', { userId: 'u1', name: 'Ada' })], { expectedRevision: 'any' });
    const [updated] = await store.readStream('user-u1');
    expect(updated.data).toEqual({ userId: 'u1', name: 'Ada' });
  });
});
