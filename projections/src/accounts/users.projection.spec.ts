import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { LOGIN_HISTORY_LIMIT, type UserView } from '@lorewright/domain/accounts/userView';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { RoleEvent, ViolationEvent } from '@lorewright/domain/staff/staff.events';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { tempReadStore } from '../runner/testing/testFixtures';
import { usersProjection } from './users.projection';
import { userRegistered } from './testing/accountEvents';

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

// Appends the events to one user's stream and returns the user document once projected.
const project = async (events: (AccountEvent | RoleEvent | ViolationEvent)[]): Promise<UserView | null> => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [usersProjection] });
  runners.push(runner);
  runner.start();
  const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: '2025-01-01T00:00:00.000Z', schemaVersion: 1 };
  const { position } = await eventStore.append(
    'user-u1',
    events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata })),
    { expectedRevision: 'any' },
  );
  await runner.waitFor(position, { timeoutMs: 5000 });
  return (await new ProjectionViews(readStore, [usersProjection], 0).collection('users', 'users').get('u1')) as UserView | null;
};

const userId = 'u1';
const registered = userRegistered(userId, 'Ada', { email: 'ada@example.com' });
const loggedIn = (n: number): AccountEvent => ({
  type: 'UserLoggedIn',
  data: {
    userId,
    sessionId: `s${n}`,
    tokenHash: `t${n}`,
    date: new Date(Date.UTC(2025, 0, 2, 0, 0, n)).toISOString(),
    location: { ip: '127.0.0.1', city: null, country_name: null },
  },
});

describe('users projection', () => {
  it('keeps the newest logins first, at most the limit, and counts every login', async () => {
    const logins = Array.from({ length: LOGIN_HISTORY_LIMIT + 5 }, (_, n) => loggedIn(n));
    const user = await project([registered, { type: 'AccountActivated', data: { userId } }, ...logins]);
    expect(user?.numLogins).toBe(LOGIN_HISTORY_LIMIT + 5);
    expect(user?.loginHistory).toHaveLength(LOGIN_HISTORY_LIMIT);
    expect(user?.loginHistory[0]!.date).toBe((logins.at(-1)!.data as { date: string }).date);
  });

  it('an unblocked account returns to active when it was activated, to pending when not', async () => {
    const blockedAndBack: AccountEvent[] = [
      { type: 'AccountBlocked', data: { userId, reason: 'x' } },
      { type: 'AccountUnblocked', data: { userId } },
    ];
    expect((await project([registered, { type: 'AccountActivated', data: { userId } }, ...blockedAndBack]))?.accountStatus).toBe('active');
    expect((await project([registered, ...blockedAndBack]))?.accountStatus).toBe('pending');
    expect((await project([registered, blockedAndBack[0], { type: 'AccountActivated', data: { userId } }]))?.accountStatus).toBe('blocked');
  });

  it('a granted permission shows with its expiry, and a later grant replaces it', async () => {
    const grant = (feature: 'maps' | 'timelines', until: string): AccountEvent => ({ type: 'FeaturePermissionGranted', data: { userId, feature, until } });
    const user = await project([
      registered,
      grant('maps', '2027-01-01T00:00:00.000Z'),
      grant('timelines', '2027-02-01T00:00:00.000Z'),
      grant('maps', '2020-01-01T00:00:00.000Z'),
    ]);
    expect(user?.permissions).toEqual({ maps: '2020-01-01T00:00:00.000Z', timelines: '2027-02-01T00:00:00.000Z' });
  });

  it('keeps the staff roles granted and not revoked', async () => {
    const role = (type: 'RoleGranted' | 'RoleRevoked', r: 'support' | 'admin'): RoleEvent => ({
      type,
      data: { userId, role: r, by: 'ops:root', at: '2025-01-02T00:00:00.000Z' },
    });
    const user = await project([registered, role('RoleGranted', 'support'), role('RoleGranted', 'admin'), role('RoleRevoked', 'support')]);
    expect(user?.roles).toEqual(['admin']);
  });

  it('keeps each violation with its appeal, rejection and repeal, newest first', async () => {
    const issued = (violationId: string, at: string): ViolationEvent => ({
      type: 'ViolationIssued',
      data: { userId, violationId, reason: 'Spam', staffId: 's1', at },
    });
    const user = await project([
      registered,
      issued('v1', '2025-01-02T00:00:00.000Z'),
      issued('v2', '2025-01-03T00:00:00.000Z'),
      { type: 'ViolationAppealed', data: { userId, violationId: 'v1', reason: 'Not spam', at: '2025-01-04T00:00:00.000Z' } },
      { type: 'AppealRejected', data: { userId, violationId: 'v1', staffId: 's1', at: '2025-01-05T00:00:00.000Z' } },
      { type: 'ViolationRepealed', data: { userId, violationId: 'v2', staffId: 's1', at: '2025-01-06T00:00:00.000Z' } },
    ]);
    expect(user?.violationHistory).toEqual([
      {
        violationId: 'v2',
        date: '2025-01-03T00:00:00.000Z',
        reason: 'Spam',
        appealedOn: null,
        appealReason: null,
        rejectedOn: null,
        repealedOn: '2025-01-06T00:00:00.000Z',
      },
      {
        violationId: 'v1',
        date: '2025-01-02T00:00:00.000Z',
        reason: 'Spam',
        appealedOn: '2025-01-04T00:00:00.000Z',
        appealReason: 'Not spam',
        rejectedOn: '2025-01-05T00:00:00.000Z',
        repealedOn: null,
      },
    ]);
  });
});
