import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { authorOnly, expectOutcome, memberReads, WORLD_ROLES, type Outcome, type WorldRole } from './roleMatrix';
import type { WorldsApp } from './worlds/testing/worldsTesting';

// The authorization matrix of a paid element (maps, timelines): the roles of roleMatrix.ts and
// the world's author without the feature's permission (`unpaid`), who may still read and delete
// but not change. Used only by *.authorization.spec.ts.
export type PaidRole = WorldRole | 'unpaid';

export interface PaidEndpoint<Target> {
  method: 'GET' | 'POST' | 'PUT';
  url: (target: Target) => string;
  payload?: (target: Target) => object;
  // A multipart upload instead of JSON.
  upload?: (token: string | undefined, target: Target) => ReturnType<WorldsApp['call']>;
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

interface MatrixSetup<Target> {
  roles: Record<Exclude<WorldRole, 'anonymous'>, { token: string; id: string }>;
  shared: Target;
  fresh: () => Promise<Target>;
  grant: (userId: string) => Promise<void>;
  revoke: (userId: string) => Promise<void>;
}

// One endpoint for every role; the unpaid row revokes the author's permission for its call only.
export const expectPaidRow = async <Target>(t: WorldsApp, endpoint: PaidEndpoint<Target>, setup: MatrixSetup<Target>) => {
  const { roles } = setup;
  for (const role of [...WORLD_ROLES, 'unpaid'] as const) {
    const target = endpoint.fresh ? await setup.fresh() : setup.shared;
    const token = role === 'anonymous' ? undefined : roles[role === 'unpaid' ? 'author' : role].token;
    if (role === 'unpaid') await setup.revoke(roles.author.id);
    await expectOutcome(t, role, endpoint.expect[role], () =>
      endpoint.upload
        ? endpoint.upload(token, target)
        : t.call(endpoint.method, endpoint.url(target), { token, ...(endpoint.payload ? { payload: endpoint.payload(target) } : {}) }),
    );
    if (role === 'unpaid') await setup.grant(roles.author.id);
  }
};
