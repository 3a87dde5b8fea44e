import { afterAll, beforeAll, expect, it } from 'vitest';
import { openAccountsApp, type AccountsApp } from './accounts/testing/accountsTesting';

// badInput.spec.ts sends odd bodies without a valid session, so most of them stop at the auth
// hook; these reach the billing, community, appeal, export and history routes' own checks as a
// signed-in user (the staff ones stop at the role check: 403 with {error}).
let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp();
});
afterAll(() => t.close());

const routes: [string, string][] = [
  ['POST', 'payment/checkout'],
  ['POST', 'payment/prices'],
  ['POST', 'subscription/update/preview'],
  ['POST', 'subscription/update'],
  ['POST', 'subscription/cancel'],
  ['POST', 'subscription/undoCancel'],
  ['POST', 'payment/invoices'],
  ['POST', 'payment/portal'],
  ['POST', 'user/subscriptionHistory'],
  ['POST', 'notifications/history'],
  ['POST', 'inspiration/discover'],
  ['POST', 'ideaBoards/new'],
  ['PUT', 'ideaBoards/x/rename'],
  ['POST', 'ideaBoards/x/ideas'],
  ['DELETE', 'ideaBoards/x/ideas/y'],
  ['POST', 'wiki/addRelation'],
  ['PUT', 'wiki/changeRelation'],
  ['POST', 'wiki/removeRelation'],
  ['GET', 'comments/wiki/x?part='],
  ['POST', 'comments'],
  ['PUT', 'comments/x'],
  ['DELETE', 'comments/x'],
  ['POST', 'comments/x/resolve'],
  ['POST', 'posts/discoverFeed'],
  ['POST', 'posts/followingFeed'],
  ['POST', 'posts/search'],
  ['POST', 'posts/newPost'],
  ['DELETE', 'posts/deletePost/x'],
  ['POST', 'posts/newReply'],
  ['DELETE', 'posts/deleteReply/x'],
  ['POST', 'posts/react'],
  ['POST', 'posts/report'],
  ['POST', 'forum/discussions/newthread'],
  ['POST', 'forum/groups/x/newpost'],
  ['POST', 'user/appealViolation'],
  ['POST', 'support/newReport'],
  ['GET', 'forum/discussions?page=-1'],
  ['GET', 'forum/discussions?page=abc'],
  ['GET', 'staff/users?q=a'],
  ['GET', 'posts/attachment/%00'],
  ['GET', 'forum/discussions/x?page=-1'],
  ['POST', 'export/world'],
  ['POST', 'export/user'],
  ['POST', 'export/writing'],
  ['GET', 'export/%00'],
  ['GET', 'export/x/download'],
  ['GET', 'history/writing/x?page=-1'],
  ['GET', 'history/writing/x/at/abc'],
  ['GET', 'history/writing/x/at/1/diff?part='],
  ['POST', 'history/writing/x/restore'],
  ['GET', 'history/nothing/x'],
  ['POST', 'import/world'],
  ['POST', 'import/world/x/azgaar'],
  ['POST', 'import/world/%00/kanka'],
  ['POST', 'import/world/%00/markdown'],
  ['POST', 'timeline/x/calendar/import'],
  ['POST', 'timeline/%00/calendar/import'],
  ...['wiki', 'map', 'timeline', 'language', 'world'].flatMap((kind): [string, string][] => [
    ['GET', `history/${kind}/x?page=0`],
    ['GET', `history/${kind}/x/at/-1`],
    ['GET', `history/${kind}/x/at/1/diff`],
    ['POST', `history/${kind}/x/restore`],
  ]),
  ['GET', 'staff/tickets?filter=zzz'],
  ['POST', 'staff/tickets/x/answer'],
  ['POST', 'staff/reports/x/hide'],
];
const bodies: unknown[] = [
  null,
  [],
  'x',
  1,
  {},
  { content: { $gt: '' } },
  { content: 'a'.repeat(200_000) },
  { items: ['maps', 'maps'] },
  { new_items: 'maps', proration_date: 1e300 },
  { parentID: '../x', content: 'hi' },
  { postID: 'x', emoji: '💩' },
  { title: '\u202e', content: 'x' },
  { target: 'post', targetID: 'x', reason: 'r' },
  { links: [{ _id: 'x', type: 'writing' }], content: 'x' },
  { violationDate: 'x', appealReason: 'y' },
];

it("answers a signed-in user's odd input with a 4xx and {error}, never a 500", async () => {
  const { token } = await t.signUp('probe@example.com');
  const bad: string[] = [];
  for (const [method, url] of routes)
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: method as 'POST',
        url: `/api/v1/${url}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof res.json<{ error?: unknown }>().error !== 'string'))
        bad.push(`${method} ${url} ${JSON.stringify(payload).slice(0, 40)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
  expect(bad).toEqual([]);
});
