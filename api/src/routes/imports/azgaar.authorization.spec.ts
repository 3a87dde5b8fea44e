import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { eldmarkFile, openImportsApp, type ImportsApp } from './testing/azgaarTesting';

// Who may import an Azgaar map into a world: its author holding the 'maps' permission. Everyone
// else is refused before the file is read, and nothing is stored.
let t: ImportsApp;
let roles: Awaited<ReturnType<ImportsApp['worldWithRoles']>>;
beforeAll(async () => {
  t = await openImportsApp();
  roles = await t.worldWithRoles();
  await t.grant(roles.author.id);
});
afterAll(() => t.close());

const refused = (token: string | undefined, status: number, error?: string) =>
  t.expectRefused(() => t.send(roles.world._id, 'azgaar', token, { file: eldmarkFile() }), status, error);

it('nobody signed in is refused', () => refused(undefined, 401));
it('a stranger is refused', async () => refused((await t.person('stranger')).token, 403, wm.onlyAuthor));
it('a member is refused', () => refused(roles.member.token, 403, wm.onlyAuthor));
it('a blocked member is refused', () => refused(roles.blocked.token, 403));

it('the author without the paid maps feature is refused', async () => {
  await t.revoke(roles.author.id);
  await refused(roles.author.token, 403, NOT_OWNED_MESSAGE);
  await t.grant(roles.author.id);
});

it('the author holding the feature imports', async () => {
  const res = await t.send(roles.world._id, 'azgaar', roles.author.token, { file: eldmarkFile() });
  expect(res.statusCode, res.body).toBe(201);
});
