import { describe, expect, it } from 'vitest';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import type { StaffApp } from './testing/staffTesting';

// The staff authorization matrix, shared by the specs of every staff route family: each route
// × each kind of caller. The role is checked on the server, whatever the client shows.

export type StaffCaller = 'anonymous' | 'user' | 'blocked' | 'support' | 'admin';
export const STAFF_CALLERS: StaffCaller[] = ['anonymous', 'user', 'blocked', 'support', 'admin'];

// [method, what the url is, a preparation giving the url and body that succeed for staff]
export type StaffMatrixRoute = [method: 'GET' | 'POST', name: string, prepare: () => Promise<{ url: string; payload?: object }>];

const refusalOf: Partial<Record<StaffCaller, [number, string]>> = {
  anonymous: [401, a.loginRequired],
  user: [403, m.staffOnly],
  blocked: [403, m.staffOnly],
};

// `refusals` adds to the refusals every staff route gives (a route family may refuse one role).
export const describeStaffMatrix = (
  title: string,
  app: () => StaffApp,
  routes: StaffMatrixRoute[],
  refusals: Partial<Record<StaffCaller, [number, string]>> = {},
) =>
  describe(title, () => {
    describe.each(routes)('%s %s', (method, _name, prepare) => {
      it.each(STAFF_CALLERS)('%s', async (caller) => {
        const t = app();
        const { url, payload } = await prepare();
        const token = caller === 'anonymous' ? undefined : t[caller].token;
        const send = () => t.call(method, url, { ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
        const refusal = refusalOf[caller] ?? refusals[caller];
        if (refusal) return t.expectRefused(send, ...refusal);
        const res = await send();
        expect(res.statusCode, res.body).toBe(200);
      });
    });
  });
