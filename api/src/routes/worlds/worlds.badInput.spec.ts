import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { roleMessages as r } from '@lorewright/domain/worlds/memberRoles';
import { openWorldsApp, type WorldsApp } from './testing/worldsTesting';

// badInput.spec.ts sends its bodies without a valid token, so routes that need one stop at
// authentication. Here the routes that need a token get odd bodies from a signed-in user:
// never a 500, and a refusal is a 4xx with {error} that stores nothing.

const routes: [method: 'POST', url: string][] = [
  ['POST', 'createWorld'],
  ['POST', 'user/selectWorld'],
  ['POST', 'world/updateName'],
  ['POST', 'world/updateDescription'],
  ['POST', 'world/updateVisibility'],
  ['POST', 'world/updateCalendar'],
  ['POST', 'user/toggleFollowWorld'],
  ['POST', 'world/members'],
  ['POST', 'world/inviteMember'],
  ['POST', 'world/invitation'],
  ['POST', 'world/respondToInvitation'],
  ['POST', 'world/setMemberRole'],
  ['POST', 'updateElementAccess'],
];

const bodies: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { worldID: { $gt: '' }, name: 'x', description: 'y', visibility: 'public' },
  { worldID: ['w'], invitationID: ['i'], decision: 'accept' },
  { worldID: 'w'.repeat(10_000), name: 'x' },
  { name: 123, description: [], visibility: 'hidden' },
  { text: { $regex: '.*' }, page: '1', skip: -1, limit: 1e308 },
  { invitationID: { $ne: null }, decision: 'accept' },
  { invitedMemberEmail: 'a@b.co\r\nBcc: all@example.com', worldID: 'w' },
  { worldID: 'w', memberID: { $ne: null }, role: 'admin' },
  { worldID: 'w', timelineID: { $ne: null } },
  { worldID: 'w', timelineID: '' },
  { worldID: 'w', memberID: 'constructor', role: 'co-owner' },
  { worldID: '__proto__', memberID: 'm', element: 'constructor', elementID: 'x', access: 'edit' },
  { worldID: 'w', memberID: 'm', element: 'writing', elementID: ['x'], access: 'everything' },
  { worldID: 'w', memberID: 'm', element: 'writing', elementID: 'toString', access: 'role' },
];

let t: WorldsApp;
let token: string;
beforeAll(async () => {
  t = await openWorldsApp();
  ({ token } = await t.person('ann'));
});
afterAll(() => t.close());

describe('odd bodies from a signed-in user', () => {
  it.each(routes)('%s %s never fails with a 500; refusals store nothing', async (method, url) => {
    for (const body of bodies) {
      const head = await t.stack.eventStore.headPosition();
      const res = await t.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify(body),
      });
      const what = `${method} ${url} ${JSON.stringify(body)?.slice(0, 60)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (res.statusCode < 400) continue;
      expect(res.json().error, what).toEqual(expect.any(String));
      expect(await t.stack.eventStore.headPosition(), what).toBe(head);
    }
  });
});

describe('roles and element access in a real world', () => {
  it('names inherited from Object are no member, element kind or element of the world', async () => {
    const world = await t.createWorld(token);
    const bea = await t.person('bea');
    await t.join({ token }, world._id, bea);
    const writing = await t.newWriting(token, world._id);
    const access = (payload: object) => () =>
      t.call('POST', 'updateElementAccess', {
        token,
        payload: { element: 'writing', elementID: writing._id, worldID: world._id, memberID: bea.id, access: 'read', ...payload },
      });
    for (const name of ['constructor', '__proto__', 'toString']) {
      await t.expectRefused(() => t.setRole(token, world._id, name, 'editor'), 404, r.notMember);
      await t.expectRefused(access({ memberID: name }), 404, r.notMember);
      await t.expectRefused(access({ elementID: name, access: 'role' }), 404, r.elementNotInWorld);
      await t.expectRefused(access({ element: name }), 400, elementMessages.chooseElement);
    }
  });
});
