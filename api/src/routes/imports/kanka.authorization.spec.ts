import { afterAll, beforeAll, expect, it } from 'vitest';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { kankaFile, kankaZip, openImportsApp, type ImportsApp } from './testing/azgaarTesting';

// Who may import a Kanka export into a world: its author (wikis are free, no permission
// needed). Everyone else is refused before the ZIP is read, and nothing is stored.
let t: ImportsApp;
let roles: Awaited<ReturnType<ImportsApp['worldWithRoles']>>;
let zip: Buffer;
beforeAll(async () => {
  t = await openImportsApp();
  roles = await t.worldWithRoles();
  zip = await kankaZip();
});
afterAll(() => t.close());

const refused = (token: string | undefined, status: number, error?: string) =>
  t.expectRefused(() => t.send(roles.world._id, 'kanka', token, { file: kankaFile(zip) }), status, error);

it('nobody signed in is refused', () => refused(undefined, 401));
it('a stranger is refused', async () => refused((await t.person('stranger')).token, 403, wm.onlyAuthor));
it('a member is refused', () => refused(roles.member.token, 403, wm.onlyAuthor));
it('a blocked member is refused', () => refused(roles.blocked.token, 403));

it('the author imports, without any paid feature', async () => {
  const res = await t.send(roles.world._id, 'kanka', roles.author.token, { file: kankaFile(zip) });
  expect(res.statusCode, res.body).toBe(201);
});
