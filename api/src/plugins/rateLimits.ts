import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import { tooManyRequests } from '@lorewright/domain/shared/errors';

// Guessing passwords, flooding registrations and mailing strangers reset links are limited per
// client address and per e-mail address named in the body. Counters live in this process
// (a cluster behind a load balancer limits per instance; a shared store is a later step).
// A limit is a budget of its action, not of a route: every route that names the action spends
// the same counters (a feed post, a reply, a forum thread and a forum post all spend 'post').
export type RateLimitedAction =
  | 'register'
  | 'login'
  | 'forgotPassword'
  | 'upload'
  | 'changeEmail'
  | 'emailLink'
  | 'invite'
  | 'roles'
  | 'checkout'
  | 'billing'
  | 'post'
  | 'comment'
  | 'continuity'
  | 'react'
  | 'report'
  | 'support'
  | 'ticketAnswer'
  | 'export'
  | 'import';

interface Rule {
  // 'user': the signed-in account; 'newEmail': the account, counted only for requests that
  // name an address in the body (an address change, not a new name).
  per: 'ip' | 'email' | 'user' | 'newEmail';
  max: number;
  windowMs: number;
}

const minutes = (n: number) => n * 60_000;

export const RATE_LIMITS: Record<RateLimitedAction, readonly Rule[]> = {
  login: [
    { per: 'ip', max: 10, windowMs: minutes(1) },
    { per: 'email', max: 5, windowMs: minutes(1) },
  ],
  register: [
    { per: 'ip', max: 5, windowMs: minutes(10) },
    { per: 'email', max: 3, windowMs: minutes(10) },
  ],
  forgotPassword: [
    { per: 'ip', max: 10, windowMs: minutes(15) },
    { per: 'email', max: 3, windowMs: minutes(15) },
  ],
  // Image uploads: generous for a person, a brake on a script filling the disk or the bucket.
  upload: [{ per: 'ip', max: 30, windowMs: minutes(1) }],
  // Each address change mails two addresses and checks the password.
  changeEmail: [{ per: 'newEmail', max: 5, windowMs: minutes(60) }],
  // Confirming or cancelling by a mailed link: a brake on guessing codes.
  emailLink: [{ per: 'ip', max: 20, windowMs: minutes(15) }],
  // Invitations mail strangers. The durable limit (20 an hour per author, decided from the
  // invitations read model) is exact one request after another; this brake bounds what a burst
  // of parallel requests could slip past it.
  invite: [{ per: 'user', max: 25, windowMs: minutes(60) }],
  // Each role given notifies its member, and every role and access change lengthens the world's
  // stream: a manager's pace, a brake on a script toggling them.
  roles: [{ per: 'user', max: 60, windowMs: minutes(10) }],
  // Each checkout opens a session at the payment provider.
  checkout: [{ per: 'user', max: 10, windowMs: minutes(10) }],
  // Previews, changes, cancellations, invoices and the portal each ask the payment provider.
  billing: [{ per: 'user', max: 30, windowMs: minutes(10) }],
  // Posts, replies, threads and thread posts: a conversation's pace, a brake on a flood.
  post: [{ per: 'user', max: 30, windowMs: minutes(10) }],
  // Comments and their edits notify co-authors: a working session's pace, apart from the feed's.
  comment: [{ per: 'user', max: 60, windowMs: minutes(10) }],
  // Dismissing and restoring continuity warnings: an editor's pace, a brake on a script.
  continuity: [{ per: 'user', max: 60, windowMs: minutes(10) }],
  // Reactions are cheap and quick to change; a script toggling one stays bounded.
  react: [{ per: 'user', max: 120, windowMs: minutes(1) }],
  // Reports reach staff.
  report: [{ per: 'user', max: 10, windowMs: minutes(10) }],
  // Each ticket is mailed to the support address.
  support: [{ per: 'user', max: 5, windowMs: minutes(60) }],
  // Each answer to a support ticket is mailed to its author: per staff member, a brake on a
  // script or a stuck button mailing people over and over.
  ticketAnswer: [{ per: 'user', max: 30, windowMs: minutes(10) }],
  // Each export reads a whole world or account and writes a ZIP of all its media: one budget for
  // both routes.
  export: [{ per: 'user', max: 5, windowMs: minutes(10) }],
  // Imports: a ZIP, an Azgaar map or a Kanka export read, checked and stored; one budget for
  // the three routes.
  import: [{ per: 'user', max: 5, windowMs: minutes(10) }],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimited?: RateLimitedAction;
  }
}

export const tooManyAttemptsMessage = (retryInMs: number) => {
  const n = Math.max(1, Math.ceil(retryInMs / 60_000));
  return `Too many attempts. Please try again in ${n} ${n === 1 ? 'minute' : 'minutes'}.`;
};

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : null;
};

const keyFor = (per: Rule['per'], request: FastifyRequest): string | null => {
  switch (per) {
    case 'ip':
      return request.ip;
    case 'email':
      return emailOf(request);
    case 'user':
      return request.user?._id ?? null;
    case 'newEmail':
      return emailOf(request) === null ? null : (request.user?._id ?? null);
  }
};

type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
interface Budget {
  hook: 'onRequest' | 'preHandler';
  check: Check;
}

// Per-IP rules run when the request arrives (before its body is decrypted or validated);
// per-address and per-user rules once the body is validated and the user known.
//
// Exactly one counter store per budget (an action and one of its rules), made the first time a
// route names the action and shared by every later route that names it. (`createRateLimit`
// makes a new store on each call, so calling it per route would give each route a budget of
// its own and multiply the limit by the number of routes.)
export const useRateLimits = async (app: FastifyInstance) => {
  await app.register(fastifyRateLimit, { global: false });
  const budgets = new Map<string, readonly Budget[]>();

  const budgetOf = (action: RateLimitedAction, rule: Rule): Budget => {
    const keyOf = (request: FastifyRequest) => keyFor(rule.per, request);
    const limiter = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: (request) => `${action}:${rule.per}:${keyOf(request)}` });
    const check: Check = async (request, reply) => {
      if (keyOf(request) === null) return;
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(tooManyAttemptsMessage(result.ttl));
    };
    return { hook: rule.per === 'ip' ? 'onRequest' : 'preHandler', check };
  };

  const budgetsOf = (action: string, url: string): readonly Budget[] => {
    const made = budgets.get(action);
    if (made) return made;
    if (!Object.hasOwn(RATE_LIMITS, action)) throw new Error(`Route ${url} names an unknown rate limit: ${action}.`);
    const known = action as RateLimitedAction;
    const fresh = RATE_LIMITS[known].map((rule) => budgetOf(known, rule));
    budgets.set(action, fresh);
    return fresh;
  };

  app.addHook('onRoute', (route) => {
    const action = route.config?.rateLimited;
    if (!action) return;
    for (const { hook, check } of budgetsOf(action, route.url)) route[hook] = [...(route[hook] ? [route[hook]].flat() : []), check];
  });
};
