import { itemNames, planTotal } from '@lorewright/domain/billing/planItems';
import { NO_PLAN, type PlanSummary } from '@lorewright/domain/billing/planSummary';
import { pricesByTier, type PaidElement } from '@lorewright/domain/billing/pricing';
import type { PostView, ReplyView, ThreadListItem } from '@lorewright/domain/community/postView';
import type { NotificationView } from '@lorewright/domain/notifications/notificationView';
import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { vi } from 'vitest';
import type { CurrentUser } from '../lib/session/types';

// A stand-in for the server in component tests: answers `fetch` by "METHOD path" (path
// without the /api/v1/ prefix) and records every call. A key without a query string also
// stands for the path with any query (a part call's `?since=`); one with a query, for that one.

export interface MockAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = MockAnswer | ((body: unknown) => MockAnswer | Promise<MockAnswer>);

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

const withoutQuery = (key: string) => key.split('?')[0];

export function mockApi(handlers: Record<string, MockHandler> = {}) {
  const routes = new Map(Object.entries(handlers));
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = (input instanceof Request ? input.url : input.toString()).replace(/^\/api\/v1\//, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const handler = routes.get(`${method} ${path}`) ?? routes.get(withoutQuery(`${method} ${path}`));
    const answer: MockAnswer = !handler
      ? { status: 404, body: { error: `No mock for ${method} ${path}` } }
      : typeof handler === 'function'
        ? await handler(body)
        : handler;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  // The API client logs every failure; tests make failures on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return {
    calls,
    fetchMock,
    on(key: string, handler: MockHandler) {
      routes.set(key, handler);
    },
    callsTo(key: string) {
      return calls.filter((call) => [`${call.method} ${call.path}`, withoutQuery(`${call.method} ${call.path}`)].includes(key));
    },
  };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    avatarImage: 'default_avatar.png',
    dateJoined: '2025-03-14T12:00:00.000Z',
    numLogins: 4,
    accountStatus: 'active',
    activatedOn: '2025-03-14T12:05:00.000Z',
    subscription_status: null,
    permissions: {},
    tutorial: 0,
    userClass: 'Beta Test User',
    currentWorldID: null,
    worlds: [],
    following: { worlds: [] },
    loginHistory: [],
    violationHistory: [],
    ...overrides,
  };
}

/** `POST me` answering this user. */
export const meAnswer = (user: CurrentUser, notifications: NotificationView[] = []): MockAnswer => ({ status: 200, body: { user, notifications } });

// Subscriptions: a plan bought on 2026-03-01 for a 31-day period, and the price table.
export const PLAN_START = Date.UTC(2026, 2, 1) / 1000;
export const PLAN_END = PLAN_START + 31 * 24 * 3600;

/** An active, paid plan of these items; overrides change the rest (status null: never subscribed). */
export function makePlan(items: PaidElement[] = [], overrides: Partial<PlanSummary> = {}): PlanSummary {
  if (items.length === 0 && !overrides.status) return { ...NO_PLAN, ...overrides };
  return {
    ...NO_PLAN,
    status: 'active',
    items,
    elements: itemNames(items),
    total: planTotal(items),
    has_paid: true,
    last_payment: PLAN_START,
    next_payment: PLAN_END,
    ...overrides,
  };
}

/** `GET subscription/current` answering this plan. */
export const planAnswer = (plan: PlanSummary): MockAnswer => ({ status: 200, body: { plan } });

/** `POST payment/prices`: the server's price table. */
export const pricesAnswer = (): MockAnswer => ({ status: 200, body: pricesByTier() });

// The community: a feed post, a reply and a thread as the server answers them.

/** A feed post by Grace Hopper (u2), posted a few minutes ago, with no reactions or replies. */
export function makePost(overrides: Partial<PostView> = {}): PostView {
  return {
    _id: 'p1',
    kind: 'feed',
    postType: 'text',
    authorID: 'u2',
    userName: 'Grace Hopper',
    avatarImage: 'default_avatar.png',
    feedback: 1,
    content: 'A map of the northern marches.',
    links: [],
    datePosted: new Date(Date.now() - 5 * 60_000).toISOString(),
    reactions: {},
    myReaction: null,
    replies: [],
    replyCount: 0,
    subforum: null,
    threadID: null,
    title: null,
    hiddenReason: null,
    ...overrides,
  };
}

/** A reply to post p1 by Grace Hopper (u2). */
export function makeReply(overrides: Partial<ReplyView> = {}): ReplyView {
  return {
    _id: 'r1',
    parentID: 'p1',
    authorID: 'u2',
    userName: 'Grace Hopper',
    avatarImage: 'default_avatar.png',
    content: 'Lovely coastline.',
    deleted: false,
    feedback: 1,
    links: [],
    datePosted: new Date(Date.now() - 60_000).toISOString(),
    replies: [],
    hidden: false,
    hiddenReason: null,
    ...overrides,
  };
}

/** A thread in Discussions opened by Grace Hopper (u2). */
export function makeThread(overrides: Partial<ThreadListItem> = {}): ThreadListItem {
  return {
    _id: 't1',
    subforum: 'discussions',
    title: 'How do you name rivers?',
    originalPosterID: 'u2',
    posterName: 'Grace Hopper',
    numPosts: 3,
    views: 12,
    lastUpdated: new Date(Date.now() - 2 * 3600_000).toISOString(),
    datePosted: new Date(Date.now() - 24 * 3600_000).toISOString(),
    ...overrides,
  };
}

// The staff console.

/** Grace Hopper (u2) as staff see her: active, two logins, no violations, no plan, one world. */
export function makeStaffDetail(overrides: Partial<StaffUserDetail> = {}): StaffUserDetail {
  return {
    user: {
      _id: 'u2',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      accountStatus: 'active',
      dateJoined: '2025-01-10T09:00:00.000Z',
      roles: [],
      avatarImage: 'default_avatar.png',
      numLogins: 2,
      userClass: 'Beta Test User',
      permissions: {},
    },
    loginHistory: [
      { date: '2026-02-01T08:00:00.000Z', location: { ip: '203.0.113.7', city: 'Lisbon', country_name: 'Portugal' } },
      { date: '2026-03-01T08:00:00.000Z', location: { ip: '198.51.100.2', city: null, country_name: null } },
    ],
    violations: [],
    billing: { plan: makePlan(), history: [] },
    worlds: [{ _id: 'w1', name: 'Northern Marches', visibility: 'public' }],
    tickets: [],
    reports: [],
    streams: ['user-u2', 'violations-u2'],
    ...overrides,
  };
}
