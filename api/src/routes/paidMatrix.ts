import { afterAll, beforeAll, describe, it } from 'vitest';
import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { authorOnly, expectOutcome, hidden, memberReads, privateWorld, WORLD_ROLES, type Outcome, type WorldRole } from './roleMatrix';
import type { WorldsApp } from './worlds/testing/worldsTesting';

// The authorization matrix of a paid element (maps, timelines): the roles of roleMatrix.ts and
// the world's author without the feature's permission (`unpaid`), who may still read and delete
// but not change. Used only by *.authorization.spec.ts.
export type PaidRole = WorldRole | 'unpaid';

export interface PaidEndpoint<Target, App extends WorldsApp = WorldsApp> {
  method: 'GET' | 'POST' | 'PUT';
  url: (target: Target) => string;
  payload?: (target: Target) => object;
  // A multipart upload instead of JSON.
  upload?: (token: string | undefined, target: Target, app: App) => ReturnType<WorldsApp['call']>;
  // A fresh element for each role (the call destroys or uses up what it acts on).
  fresh?: boolean;
  expect: Record<PaidRole, Outcome>;
}

const notOwned: Outcome = [403, NOT_OWNED_MESSAGE];
// A read: members (even blocked ones) and the author see it, outsiders hear `refused`.
export const paidReads = (refused: Outcome): Record<PaidRole, Outcome> => ({ ...memberReads(refused), unpaid: [200] });
// A change by the author holding the permission; others hear `onlyAuthor`.
export const paidChanges = (author: Outcome, onlyAuthor: Outcome, unpaid: Outcome = notOwned): Record<PaidRole, Outcome> => ({
  ...authorOnly(author, onlyAuthor),
  unpaid,
});

type Roles = Record<Exclude<WorldRole, 'anonymous'>, { token: string; id: string }>;

interface MatrixSetup<Target> {
  roles: Roles;
  shared: Target;
  fresh: () => Promise<Target>;
  grant: (userId: string) => Promise<void>;
  revoke: (userId: string) => Promise<void>;
}

// One endpoint for every role; the unpaid row revokes the author's permission for its call only.
const expectPaidRow = async <Target, App extends WorldsApp>(t: App, endpoint: PaidEndpoint<Target, App>, setup: MatrixSetup<Target>) => {
  const { roles } = setup;
  for (const role of [...WORLD_ROLES, 'unpaid'] as const) {
    const target = endpoint.fresh ? await setup.fresh() : setup.shared;
    const token = role === 'anonymous' ? undefined : roles[role === 'unpaid' ? 'author' : role].token;
    if (role === 'unpaid') await setup.revoke(roles.author.id);
    await expectOutcome(t, role, endpoint.expect[role], () =>
      endpoint.upload
        ? endpoint.upload(token, target, t)
        : t.call(endpoint.method, endpoint.url(target), { token, ...(endpoint.payload ? { payload: endpoint.payload(target) } : {}) }),
    );
    if (role === 'unpaid') await setup.grant(roles.author.id);
  }
};

export type PaidKind = 'map' | 'timeline' | 'language';

interface PaidRows<Target> {
  kind: PaidKind;
  // The element's id in a target.
  id: (target: Target) => string;
  changes: (author: Outcome, unpaid?: Outcome) => Record<PaidRole, Outcome>;
}

// The rename and delete rows every paid kind has; `renamed` is what the author's rename answers.
export const paidHeadRows = <Target extends { worldID: string }>(
  { kind, id, changes }: PaidRows<Target>,
  renamed: Outcome,
  renameFresh = false,
): Record<string, PaidEndpoint<Target>> => {
  const element = (target: Target) => ({ [`${kind}ID`]: id(target), worldID: target.worldID });
  return {
    [`PUT ${kind}/rename`]: {
      method: 'PUT',
      url: () => `${kind}/rename`,
      payload: (target) => ({ ...element(target), title: 'Renamed' }),
      fresh: renameFresh,
      expect: changes(renamed),
    },
    // Deleting needs no permission: a lapsed subscription never traps an author's data.
    [`POST ${kind}/delete`]: { method: 'POST', url: () => `${kind}/delete`, payload: element, fresh: true, expect: changes([200], [200]) },
  };
};

// The shared element calls' rows every paid kind has: its visibility (set private again, so the
// element stays private for the other rows), its link card and the world's element search.
export const paidElementRows = <Target extends { worldID: string }>(
  { kind, id, changes }: PaidRows<Target>,
  searchText: string,
): Record<string, PaidEndpoint<Target>> => ({
  'POST updateElementVisibility': {
    method: 'POST',
    url: () => 'updateElementVisibility',
    payload: (target) => ({ element: kind, elementID: id(target), worldID: target.worldID, visibility: 'private' }),
    expect: changes([200]),
  },
  [`GET link/${kind}/{id}`]: { method: 'GET', url: (target) => `link/${kind}/${id(target)}`, expect: paidReads(hidden) },
  'POST elementSearch': {
    method: 'POST',
    url: () => 'elementSearch',
    payload: ({ worldID }) => ({ worldID, text: searchText }),
    expect: paidReads(privateWorld),
  },
});

interface PaidApp extends WorldsApp {
  grant: (userId: string) => Promise<unknown>;
  revoke: (userId: string) => Promise<unknown>;
}

/**
 * The authorization matrix of one paid kind: its app opened once, a private world whose author
 * holds the kind's permission, and every endpoint for every role around the element `furnished`
 * makes (a fresh one for the rows that use theirs up). The spec's own cases reach what it opened
 * through the function it returns (called inside a case, once the matrix has opened it).
 */
export const describePaidMatrix = <App extends PaidApp, Target>(
  kind: PaidKind,
  setup: {
    open: () => Promise<App>;
    furnished: (t: App, authorToken: string, worldID: string) => Promise<Target>;
    endpoints: Record<string, PaidEndpoint<Target, App>>;
    timeout: number;
  },
) => {
  let t: App;
  let roles: Awaited<ReturnType<App['worldWithRoles']>>;
  let shared: Target;
  beforeAll(async () => {
    t = await setup.open();
    roles = (await t.worldWithRoles()) as Awaited<ReturnType<App['worldWithRoles']>>;
    await t.grant(roles.author.id);
    shared = await setup.furnished(t, roles.author.token, roles.world._id);
  });
  afterAll(() => t.close());

  describe(`authorization matrix of the ${kind} endpoints`, () => {
    it.each(Object.entries(setup.endpoints))(
      '%s',
      (_name, endpoint) =>
        expectPaidRow(t, endpoint, {
          roles,
          shared,
          fresh: () => setup.furnished(t, roles.author.token, roles.world._id),
          grant: async (id) => void (await t.grant(id)),
          revoke: async (id) => void (await t.revoke(id)),
        }),
      setup.timeout,
    );
  });
  return () => ({ t, roles, shared });
};
