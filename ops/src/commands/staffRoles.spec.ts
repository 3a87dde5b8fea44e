import os from 'node:os';
import { describe, expect, it } from 'vitest';
import type { Stores } from '@lorewright/api/composition';
import { grantRole, revokeRole } from './staffRoles';
import { useAdaStores } from './testing/opsTesting';

const withAda = useAdaStores();
const roleEvents = async (s: Stores) => (await s.eventStore.readStream('roles-u1')).map((e) => [e.type, e.data]);

describe('ops grant-role and revoke-role', () => {
  it('grants and revokes a staff role by address, recording the operator', async () => {
    const s = await withAda();
    expect(await grantRole(s, ['ADA@example.com', 'support'], 'ops:ann')).toBe('support granted to user u1.');
    expect(await revokeRole(s, ['ada@example.com', 'support'], 'ops:ann')).toBe('support revoked from user u1.');
    expect(await roleEvents(s)).toEqual([
      ['RoleGranted', expect.objectContaining({ userId: 'u1', role: 'support', by: 'ops:ann' })],
      ['RoleRevoked', expect.objectContaining({ userId: 'u1', role: 'support', by: 'ops:ann' })],
    ]);
  });

  it('names the operator login by default', async () => {
    const s = await withAda();
    await grantRole(s, ['ada@example.com', 'admin']);
    expect(await roleEvents(s)).toEqual([['RoleGranted', expect.objectContaining({ by: `ops:${os.userInfo().username}` })]]);
  });

  it('refuses an unknown address or user, an unknown role, a role held twice or not held', async () => {
    const s = await withAda();
    await expect(grantRole(s, ['bob@example.com', 'support'])).rejects.toThrow('No account holds bob@example.com.');
    await expect(grantRole(s, ['nobody', 'support'])).rejects.toThrow('User not found.');
    await expect(grantRole(s, ['u1', 'owner'])).rejects.toThrow('The role is one of support, admin.');
    await expect(grantRole(s, ['u1'])).rejects.toThrow(/Usage/);
    await expect(revokeRole(s, ['u1', 'support'])).rejects.toThrow('The account does not have this role.');
    expect(await roleEvents(s)).toEqual([]);
    await grantRole(s, ['u1', 'support']);
    await expect(grantRole(s, ['u1', 'support'])).rejects.toThrow('The account already has this role.');
  });
});
