import { describe, expect, it } from 'vitest';
import { userStream } from '@lorewright/commands/accounts/streams';
import { createStateReader } from '@lorewright/commands/eventStore/streamReader';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { userDecider } from '@lorewright/domain/accounts/user.decide';
import type { Stores } from '@lorewright/api/composition';
import { grantPermission } from './grantPermission';
import { useAdaStores } from './testing/opsTesting';

const withAda = useAdaStores();
const permissionsOf = async (s: Stores, userId: string) =>
  (await createStateReader({ eventStore: s.eventStore, registry: eventRegistry }, userDecider, userStream)(userId)).permissions;

describe('ops grant-permission', () => {
  it('grants a paid feature until a date, naming the user by address or by id', async () => {
    const s = await withAda();
    expect(await grantPermission(s, ['ADA@example.com', 'maps', '2027-01-01T00:00:00Z'])).toBe('maps granted to user u1 until 2027-01-01T00:00:00.000Z.');
    await grantPermission(s, ['u1', 'timelines', '2027-02-01']);
    expect(await permissionsOf(s, 'u1')).toEqual({ maps: '2027-01-01T00:00:00.000Z', timelines: '2027-02-01T00:00:00.000Z' });
  });

  it('refuses an unknown address or user, a free or unknown feature, and a date that is not ISO', async () => {
    const s = await withAda();
    await expect(grantPermission(s, ['bob@example.com', 'maps', '2027-01-01'])).rejects.toThrow('No account holds bob@example.com.');
    await expect(grantPermission(s, ['nobody', 'maps', '2027-01-01'])).rejects.toThrow('User not found.');
    await expect(grantPermission(s, ['u1', 'wikis', '2027-01-01'])).rejects.toThrow('The feature is one of timelines, maps, languages.');
    await expect(grantPermission(s, ['u1', 'maps', 'next year'])).rejects.toThrow(/until must be an ISO date/);
    await expect(grantPermission(s, ['u1', 'maps'])).rejects.toThrow(/Usage/);
    expect(await permissionsOf(s, 'u1')).toEqual({});
  });
});
