import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256Hex } from '@lorewright/commands/accounts/secrets';
import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import type { UserView } from '@lorewright/domain/accounts/userView';
import { forbidden, unauthenticated } from '@lorewright/domain/shared/errors';
import { STAFF_ROLES } from '@lorewright/domain/staff/staff.events';
import { staffMessages } from '@lorewright/domain/staff/staffMessages';
import type { AccountQueries } from '@lorewright/projections/accounts/accountQueries';

declare module 'fastify' {
  interface FastifyContextConfig {
    // 'required': no valid token → 401. 'optional': the user when a valid token is sent.
    // 'staff': 'required' and a 'support' or 'admin' role on an account that is not blocked
    // (403 otherwise), for every /staff route. Unset: the route never looks at the token.
    auth?: 'required' | 'optional' | 'staff';
    // A blocked account may call this non-GET route (logout, reads over POST, the appeal).
    allowBlocked?: boolean;
  }
  interface FastifyRequest {
    user: UserView | null;
    sessionId: string | null;
  }
}

const bearerToken = (header: string | undefined) => {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
};

const readsOnly = (method: string) => method === 'GET' || method === 'HEAD';

// A blocked staff member reads nothing of other people either: the role rests with the account.
const isActiveStaff = (user: UserView) => user.accountStatus !== 'blocked' && (user.roles ?? []).some((role) => STAFF_ROLES.includes(role));

// The one check of a login token: the session it opened and that session's user, or null when
// the token is unknown or its session ended. The HTTP hook below and the notification socket
// (plugins/notificationSocket.ts) both use it.
// A token not found yet may belong to a login whose answer outran its projection (the login
// waits for it only up to READ_YOUR_WRITES_TIMEOUT_MS under load): `catchUp` waits, bounded,
// until the sessions projection has every event written so far, and the lookup runs once more.
// At the head it returns at once, so unknown tokens cost no extra wait on a healthy server.
export const sessionOfToken = async (queries: AccountQueries, token: string | null, catchUp?: () => Promise<unknown>) => {
  if (!token) return null;
  const tokenHash = sha256Hex(token);
  const found = await queries.sessionByTokenHash(tokenHash);
  if (found || !catchUp) return found;
  await catchUp();
  return queries.sessionByTokenHash(tokenHash);
};

// `Authorization: Bearer <token>` → the session in the sessions projection → request.user.
// The blocked-account rule lives here, once: a blocked user reads, logs out and appeals, and
// every other change is refused before any route code runs.
export const useAuth = (app: FastifyInstance, queries: AccountQueries, catchUp?: () => Promise<unknown>) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const { auth, allowBlocked } = request.routeOptions.config;
    if (!auth) return;
    const found = await sessionOfToken(queries, bearerToken(request.headers.authorization), catchUp);
    if (!found) {
      if (auth !== 'optional') throw unauthenticated(m.loginRequired);
      return;
    }
    if (auth === 'staff' && !isActiveStaff(found.user)) throw forbidden(staffMessages.staffOnly);
    request.user = found.user;
    request.sessionId = found.session.sessionId;
    if (found.user.accountStatus === 'blocked' && !allowBlocked && !readsOnly(request.method)) throw forbidden(m.blockedMutation);
  });
};

// The user of a route declared with auth 'required'.
export const currentUser = (request: FastifyRequest): UserView => {
  if (!request.user) throw unauthenticated(m.loginRequired);
  return request.user;
};
