import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestApp } from '../testing/testApp';

// Which budget each route of the real app spends (`config.rateLimited`), as the rate-limit
// plugin sees the routes: the whole list, so a route added to an action, a route that names the
// wrong one, or a costly route left unlimited shows here. Routes of one action share its budget
// (rateLimits.spec.ts).
const EXPECTED = {
  // Feed posts, replies, forum threads and forum posts: one conversation's pace.
  post: [
    'POST /api/v1/posts/newPost',
    'POST /api/v1/posts/newReply',
    'POST /api/v1/forum/:subforum/newthread',
    'POST /api/v1/forum/:subforum/:threadId/newpost',
  ],
  comment: ['POST /api/v1/comments', 'PUT /api/v1/comments/:commentID'],
  continuity: ['POST /api/v1/world/continuity/dismiss', 'POST /api/v1/world/continuity/restore'],
  react: ['POST /api/v1/posts/react'],
  report: ['POST /api/v1/posts/report'],
  support: ['POST /api/v1/support/newReport'],
  ticketAnswer: ['POST /api/v1/staff/tickets/:ticketId/answer'],
  export: ['POST /api/v1/export/world', 'POST /api/v1/export/user', 'POST /api/v1/export/writing'],
  import: [
    'POST /api/v1/import/world',
    'POST /api/v1/import/world/:worldId/azgaar',
    'POST /api/v1/import/world/:worldId/kanka',
    'POST /api/v1/import/world/:worldId/markdown',
  ],
  upload: [
    'POST /api/v1/user/updateAvatar',
    'POST /api/v1/world/updateWorldImage/:worldID',
    'POST /api/v1/creation/uploadWikiImage/:id',
    'POST /api/v1/map/newMap',
    'POST /api/v1/map/uploadPointImage',
    'POST /api/v1/timeline/uploadPointImage',
    'POST /api/v1/timeline/:id/calendar/import',
    'POST /api/v1/language/uploadRune',
  ],
  invite: ['POST /api/v1/world/inviteMember'],
  roles: ['POST /api/v1/world/setMemberRole', 'POST /api/v1/updateElementAccess'],
  checkout: ['POST /api/v1/payment/checkout'],
  billing: [
    'POST /api/v1/payment/invoices',
    'POST /api/v1/payment/portal',
    'POST /api/v1/subscription/cancel',
    'POST /api/v1/subscription/undoCancel',
    'POST /api/v1/subscription/update',
    'POST /api/v1/subscription/update/preview',
  ],
  register: ['POST /api/v1/register'],
  login: ['POST /api/v1/login'],
  forgotPassword: ['POST /api/v1/forgotPassword'],
  changeEmail: ['PUT /api/v1/user/updateUser'],
  emailLink: ['POST /api/v1/user/confirmEmail', 'POST /api/v1/user/cancelEmailChange'],
};

const seen = new Map<string, string[]>();
const note = (route: RouteOptions) => {
  const action = route.config?.rateLimited;
  if (action) seen.set(action, [...(seen.get(action) ?? []), `${[route.method].flat().join(',')} ${route.url}`]);
};

let close: () => Promise<void>;
beforeAll(async () => {
  ({ close } = await openTestApp({ RATE_LIMIT_ENABLED: 'true' }, {}, note));
});
afterAll(() => close());

it('every limited route names the budget of what it does, and every route that posts, reports, exports or imports is limited', () => {
  const sorted = (table: Record<string, string[]>) => Object.fromEntries(Object.entries(table).map(([action, routes]) => [action, [...routes].sort()]));
  expect(sorted(Object.fromEntries(seen))).toEqual(sorted(EXPECTED));
});
