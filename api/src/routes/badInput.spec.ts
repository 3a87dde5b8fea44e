import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../testing/testApp';

// Whatever arrives, the API answers a 4xx with {error} and never a 500: every route of the API
// against malformed bodies, params and tokens.

const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
  ['POST', '/api/v1/access'],
  ['POST', '/api/v1/export/world'],
  ['POST', '/api/v1/export/user'],
  ['POST', '/api/v1/export/writing'],
  ['POST', '/api/v1/access/visibility'],
  ['POST', '/api/v1/register'],
  ['POST', '/api/v1/login'],
  ['POST', '/api/v1/logout'],
  ['POST', '/api/v1/forgotPassword'],
  ['POST', '/api/v1/validateResetPasswordCode'],
  ['POST', '/api/v1/resetPassword'],
  ['POST', '/api/v1/me'],
  ['POST', '/api/v1/notifications/readNotification/x'],
  ['POST', '/api/v1/notifications/history'],
  ['POST', '/api/v1/notifications/readAll'],
  ['POST', '/api/v1/user/stepTutorial'],
  ['PUT', '/api/v1/user/updateUser'],
  ['POST', '/api/v1/user/confirmEmail'],
  ['POST', '/api/v1/user/cancelEmailChange'],
  ['POST', '/api/v1/user/media'],
  ['POST', '/api/v1/user/updateAvatar'],
  ['POST', '/api/v1/user/clearAvatar'],
  ['POST', '/api/v1/world/updateWorldImage/x'],
  ['POST', '/api/v1/createWorld'],
  ['GET', '/api/v1/worlds'],
  ['GET', '/api/v1/world/x'],
  ['GET', '/api/v1/world/x/calendar'],
  ['GET', '/api/v1/world/%00/calendar'],
  ['GET', '/api/v1/world/__proto__/calendar'],
  ['POST', '/api/v1/world/x'],
  ['POST', '/api/v1/allWorlds'],
  ['POST', '/api/v1/search'],
  ['POST', '/api/v1/inspiration/discover'],
  ['POST', '/api/v1/ideaBoards'],
  ['POST', '/api/v1/ideaBoards/new'],
  ['PUT', '/api/v1/ideaBoards/x/rename'],
  ['POST', '/api/v1/ideaBoards/x/ideas'],
  ['DELETE', '/api/v1/ideaBoards/x'],
  ['DELETE', '/api/v1/ideaBoards/x/ideas/y'],
  ['POST', '/api/v1/user/selectWorld'],
  ['POST', '/api/v1/world/updateName'],
  ['POST', '/api/v1/world/updateDescription'],
  ['POST', '/api/v1/world/updateVisibility'],
  ['DELETE', '/api/v1/deleteWorld/x'],
  ['POST', '/api/v1/user/toggleFollowWorld'],
  ['GET', '/api/v1/followingWorlds'],
  ['POST', '/api/v1/world/members'],
  ['POST', '/api/v1/world/inviteMember'],
  ['POST', '/api/v1/world/invitation'],
  ['POST', '/api/v1/world/respondToInvitation'],
  ['POST', '/api/v1/world/setMemberRole'],
  ['POST', '/api/v1/user/invitations'],
  ['POST', '/api/v1/creation/writings'],
  ['GET', '/api/v1/creation/writing/x'],
  ['POST', '/api/v1/creation/newWriting'],
  ['POST', '/api/v1/creation/newWritingFolder'],
  ['PUT', '/api/v1/creation/updateWriting'],
  ['PUT', '/api/v1/writing/rename'],
  ['POST', '/api/v1/writing/delete'],
  ['POST', '/api/v1/updateElementVisibility'],
  ['POST', '/api/v1/updateElementAccess'],
  ['GET', '/api/v1/link/writing/x'],
  ['GET', '/api/v1/creation/wikis'],
  ['GET', '/api/v1/creation/wiki/x'],
  ['POST', '/api/v1/creation/newWiki'],
  ['PUT', '/api/v1/creation/updateWiki/x'],
  ['POST', '/api/v1/creation/uploadWikiImage/x'],
  ['POST', '/api/v1/creation/deleteWikiImage'],
  ['PUT', '/api/v1/wiki/rename'],
  ['POST', '/api/v1/wiki/delete'],
  ['GET', '/api/v1/link/wiki/x'],
  ['GET', '/api/v1/map/maps'],
  ['GET', '/api/v1/map/x'],
  ['POST', '/api/v1/map/newMap'],
  ['PUT', '/api/v1/map/rename'],
  ['POST', '/api/v1/map/delete'],
  ['PUT', '/api/v1/map/updatePoints/x'],
  ['POST', '/api/v1/map/uploadPointImage'],
  ['POST', '/api/v1/map/deletePointImage'],
  ['POST', '/api/v1/map/addLink'],
  ['POST', '/api/v1/map/removeLink'],
  ['GET', '/api/v1/link/map/x'],
  ['POST', '/api/v1/timeline/timelines'],
  ['GET', '/api/v1/timeline/x'],
  ['POST', '/api/v1/timeline/newTimeline'],
  ['PUT', '/api/v1/timeline/rename'],
  ['POST', '/api/v1/timeline/delete'],
  ['PUT', '/api/v1/timeline/updateLines'],
  ['PUT', '/api/v1/timeline/updateNodes'],
  ['PUT', '/api/v1/timeline/updateZones'],
  ['PUT', '/api/v1/timeline/x/update/'],
  ['PUT', '/api/v1/timeline/x/calendar'],
  ['POST', '/api/v1/timeline/x/calendar/import'],
  ['POST', '/api/v1/timeline/uploadPointImage'],
  ['POST', '/api/v1/timeline/deletePointImage'],
  ['POST', '/api/v1/timeline/addLink'],
  ['POST', '/api/v1/timeline/removeLink'],
  ['GET', '/api/v1/link/timeline/x'],
  ['GET', '/api/v1/myLanguages'],
  ['GET', '/api/v1/language/x'],
  ['POST', '/api/v1/language/new'],
  ['PUT', '/api/v1/language/rename'],
  ['POST', '/api/v1/language/delete'],
  ['PUT', '/api/v1/language/updateKeyMap'],
  ['PUT', '/api/v1/language/x/updateStems/'],
  ['POST', '/api/v1/language/addStem'],
  ['PUT', '/api/v1/language/updateStem'],
  ['POST', '/api/v1/language/deleteStem'],
  ['POST', '/api/v1/language/uploadRune'],
  ['POST', '/api/v1/language/deleteRune'],
  ['GET', '/api/v1/link/language/x'],
  ['GET', '/api/v1/backlinks/wiki/x'],
  ['GET', '/api/v1/backlinks/map/x?from=-1'],
  ['GET', '/api/v1/backlinks/writing/x?from=abc'],
  ['POST', '/api/v1/wiki/addRelation'],
  ['PUT', '/api/v1/wiki/changeRelation'],
  ['POST', '/api/v1/wiki/removeRelation'],
  ['GET', '/api/v1/wiki/x/relations'],
  ['GET', '/api/v1/wiki/x/familyTree'],
  ['GET', '/api/v1/world/x/relations'],
  ['GET', '/api/v1/world/x/continuity'],
  ['GET', '/api/v1/world/x/continuity?dismissed=maybe'],
  ['POST', '/api/v1/world/continuity/dismiss'],
  ['POST', '/api/v1/world/continuity/restore'],
  ['GET', '/api/v1/world/x?asOf=soon'],
  ['GET', '/api/v1/comments/writing/x'],
  ['POST', '/api/v1/comments'],
  ['PUT', '/api/v1/comments/x'],
  ['DELETE', '/api/v1/comments/x'],
  ['POST', '/api/v1/comments/x/resolve'],
  ['POST', '/api/v1/elementSearch'],
  ['POST', '/api/v1/payment/checkout'],
  ['POST', '/api/v1/payment/webhook'],
  ['POST', '/api/v1/payment/prices'],
  ['GET', '/api/v1/subscription/current'],
  ['POST', '/api/v1/subscription/update/preview'],
  ['POST', '/api/v1/subscription/update'],
  ['POST', '/api/v1/subscription/cancel'],
  ['POST', '/api/v1/subscription/undoCancel'],
  ['POST', '/api/v1/payment/invoices'],
  ['POST', '/api/v1/payment/portal'],
  ['POST', '/api/v1/user/subscriptionHistory'],
  ['POST', '/api/v1/dev/payments/clock'],
  ['POST', '/api/v1/posts/discoverFeed'],
  ['POST', '/api/v1/posts/followingFeed'],
  ['POST', '/api/v1/posts/search'],
  ['POST', '/api/v1/posts/newPost'],
  ['DELETE', '/api/v1/posts/deletePost/x'],
  ['GET', '/api/v1/posts/attachment/x'],
  ['POST', '/api/v1/posts/newReply'],
  ['DELETE', '/api/v1/posts/deleteReply/x'],
  ['POST', '/api/v1/posts/react'],
  ['POST', '/api/v1/posts/report'],
  ['GET', '/api/v1/forum/discussions'],
  ['GET', '/api/v1/forum/nowhere'],
  ['GET', '/api/v1/forum/discussions/x'],
  ['POST', '/api/v1/forum/discussions/newthread'],
  ['POST', '/api/v1/forum/groups/x/newpost'],
  ['POST', '/api/v1/support/newReport'],
  ['POST', '/api/v1/user/appealViolation'],
  ['GET', '/api/v1/staff/users'],
  ['GET', '/api/v1/staff/users/x'],
  ['GET', '/api/v1/staff/users/x/events'],
  ['POST', '/api/v1/staff/users/x/violations'],
  ['POST', '/api/v1/staff/users/x/violations/x/reject'],
  ['POST', '/api/v1/staff/users/x/violations/x/repeal'],
  ['POST', '/api/v1/staff/users/x/block'],
  ['POST', '/api/v1/staff/users/x/unblock'],
];

const bodies: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { email: { $gt: '' }, password: { $ne: null } },
  { name: ['a'], email: 'a@b.co', password: 12345678 },
  { url: '/'.repeat(100_000) },
  { aId: '../../etc/passwd', type: 'hidden' },
  { step: 1e308 },
  { encrypted: 'not base64 at all!' },
  { encrypted: Buffer.alloc(300).toString('base64') },
  JSON.parse('{"__proto__": {"polluted": true}, "email": "x@y.zz"}'),
];

// Names every object inherits: a lookup by name on a plain object would find them.
const inheritedNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const params = ['%00', '..%2F..%2Fetc', 'x'.repeat(600), '%E0%A4%A', "'; DROP TABLE events;--", ...inheritedNames];

let test: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  test = await openTestApp({ RATE_LIMIT_ENABLED: 'false' });
});
afterAll(() => test.close());

const expectClientError = (res: { statusCode: number; json: () => unknown }, what: string) => {
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) expect((res.json() as { error?: unknown }).error, what).toEqual(expect.any(String));
};

describe('bad input on every route', () => {
  it.each(routes)('%s %s answers every malformed body with a 4xx and {error}', async (method, url) => {
    for (const body of bodies) {
      for (const authorization of [undefined, 'Bearer nonsense', 'Basic abc']) {
        const res = await test.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          payload: JSON.stringify(body),
        });
        expectClientError(res, `${method} ${url} ${JSON.stringify(body)?.slice(0, 60)} ${authorization}`);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    '/api/v1/activate/',
    '/api/v1/user/profile/',
    '/api/v1/dev/mail/',
    '/api/v1/user/avatar/',
    '/media/avatars/u1/',
    '/api/v1/world/',
    '/api/v1/creation/writing/',
    '/api/v1/link/writing/',
    '/api/v1/creation/wiki/',
    '/api/v1/link/wiki/',
    '/api/v1/backlinks/wiki/',
    '/api/v1/export/',
  ])('GET %s… answers odd params with a 4xx', async (prefix) => {
    for (const param of params) {
      const res = await test.app.inject({ method: 'GET', url: `${prefix}${param}` });
      expectClientError(res, `${prefix}${param.slice(0, 20)}`);
    }
  });

  it.each(inheritedNames)('GET link/%s/x answers 404 with {error}: element kinds are dispatched through a Map', async (name) => {
    const res = await test.app.inject({ method: 'GET', url: `/api/v1/link/${name}/x` });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { error: 'Element not found.' } });
  });

  it('answers other content types and oversized bodies with a 4xx', async () => {
    const form = await test.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
    expectClientError(form, 'text/plain');
    const huge = await test.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expectClientError(huge, 'oversized');
  });
});
