import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { uuidGenerator } from '../shared/clock';
import { createMemoryKeyVault } from '../personalData/memoryKeyVault';
import { createAccountCommands } from './accountCommands';
import { createMailedCodes } from './mailedCodes';
import { CLAIM_GRACE_MS, createEmailClaims } from './emailClaims';
import type { PasswordHasher } from './passwordHasher';
import { emailClaimStream } from './streams';
import { createUserReader } from './userReader';

// The write side alone, on the memory store: argon2 is swapped for a fast fake here (the API
// specs use the real one), and nothing reads projections, so lookups find nothing.
const setup = () => {
  let now = new Date('2025-06-01T12:00:00Z');
  const clock = { now: () => now };
  const eventStore = createMemoryEventStore();
  const ports = { eventStore, registry: eventRegistry, clock, ids: uuidGenerator };
  const handle = createCommandHandler(ports);
  const hasher: PasswordHasher = { hash: async (p) => `fake:${p}`, verify: async (h, p) => h === `fake:${p}` };
  const lookups = { userIdByEmail: async () => null, userIdByActivationCodeHash: async () => null, resetCodeByHash: async () => null };
  const codes = createMailedCodes(createMemoryKeyVault());
  const commands = createAccountCommands({ ...ports, handle, hasher, lookups, codes, promotionEnd: new Date('2025-10-15T00:00:00Z') });
  const readUser = createUserReader(eventStore, eventRegistry);
  const claims = createEmailClaims({ ...ports, handle, readUser });
  const context = { actorId: null, correlationId: 'test' };
  const register = (email: string) => commands.register({ name: 'Ada', email, password: 'password1' }, context);
  return { eventStore, codes, commands, claims, readUser, context, register, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
};

describe('account commands on the write side', () => {
  it('of ten concurrent registrations of one address exactly one creates an account; all are answered alike', async () => {
    const { register, eventStore } = setup();
    const results = await Promise.all(Array.from({ length: 10 }, () => register('Ada@Example.com')));
    expect(results.filter((r) => r.userId !== null)).toHaveLength(1);
    expect((await eventStore.readAll()).filter((e) => e.type === 'UserRegistered')).toHaveLength(1);
  });

  it('registers a Beta Test User with a year of every element and a normalized address', async () => {
    const { register, readUser, eventStore } = setup();
    const { userId } = await register(' Ada@Example.COM ');
    if (!userId) throw new Error('not registered');
    expect(await readUser(userId)).toMatchObject({ registered: true, email: 'ada@example.com', passwordHash: 'fake:password1' });
    const [registered] = await eventStore.readStream(`user-${userId}`);
    expect(registered?.data).toMatchObject({
      userClass: 'Beta Test User',
      permissions: { maps: '2026-06-01T12:00:00.000Z' },
      avatarImage: 'default_avatar.png',
    });
  });

  it('a claim whose account never got written is taken over once the grace period has passed', async () => {
    const { claims, register, context, advance, eventStore } = setup();
    await claims.claim('ada@example.com', 'crashed-user', context); // no user stream follows
    await expect(register('ada@example.com')).resolves.toEqual({ userId: null, position: null });
    advance(CLAIM_GRACE_MS + 1);
    const { userId } = await register('ada@example.com');
    const claimEvents = await eventStore.readStream(emailClaimStream('ada@example.com'));
    expect(claimEvents.map((e) => [e.type, (e.data as { userId: string }).userId])).toEqual([
      ['EmailClaimed', 'crashed-user'],
      ['EmailReleased', 'crashed-user'],
      ['EmailClaimed', userId],
    ]);
  });

  it('a live account keeps its address however old the claim', async () => {
    const { register, advance } = setup();
    await register('ada@example.com');
    advance(CLAIM_GRACE_MS * 10);
    await expect(register('ada@example.com')).resolves.toEqual({ userId: null, position: null });
  });

  it('a confirmed address change claims the new address and frees the old one', async () => {
    const { register, commands, codes, context, eventStore } = setup();
    const { userId } = await register('ada@example.com');
    if (!userId) throw new Error('not registered');
    await expect(commands.updateUser(userId, { email: 'lovelace@example.com' }, context)).rejects.toThrow('current password');
    await expect(commands.updateUser(userId, { email: 'lovelace@example.com', password: 'wrong' }, context)).rejects.toThrow('password is not correct');
    await commands.updateUser(userId, { email: 'lovelace@example.com', password: 'password1' }, context);
    // Until confirmed, the old address is the account's and the new one is free.
    await expect(register('ada@example.com')).resolves.toMatchObject({ userId: null });
    const requested = (await eventStore.readAll()).filter((e) => e.type === 'EmailChangeRequested').at(-1);
    const code = (await codes.open((requested?.data as { sealedConfirmCode: string }).sealedConfirmCode))!;
    await commands.confirmEmail(code, context);
    await expect(commands.confirmEmail(code, context)).rejects.toThrow('already used');
    await expect(register('ada@example.com')).resolves.toMatchObject({ userId: expect.any(String) });
    await expect(register('lovelace@example.com')).resolves.toMatchObject({ userId: null });
  });

  it('a confirmation loses to an account that took the address meanwhile', async () => {
    const { register, commands, codes, context, eventStore } = setup();
    const { userId } = await register('ada@example.com');
    if (!userId) throw new Error('not registered');
    await commands.updateUser(userId, { email: 'bob@example.com', password: 'password1' }, context);
    await register('bob@example.com');
    const requested = (await eventStore.readAll()).filter((e) => e.type === 'EmailChangeRequested').at(-1);
    const code = (await codes.open((requested?.data as { sealedConfirmCode: string }).sealedConfirmCode))!;
    await expect(commands.confirmEmail(code, context)).rejects.toThrow('already exists');
  });
});
