import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { UserView } from '@lorewright/domain/accounts/userView';
import { openTestApp } from '../../../testing/testApp';
import { mailedCode } from '../../../testing/mailedCode';

// Shared by the accounts specs: an app with a clock the test moves, and the steps most tests
// start from. The codes a mail would carry are read as its recipient gets them (testing/mailedCode.ts).

export const testClock = (start = new Date()) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
};

export const PASSWORD = 'correct horse';

// Any rate limit's refusal (plugins/rateLimits.ts tooManyAttemptsMessage).
export const TOO_MANY_ATTEMPTS = { error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) };

export const openAccountsApp = async (env: Record<string, string> = {}) => {
  const clock = testClock();
  const test = await openTestApp({ RATE_LIMIT_ENABLED: 'false', ...env }, { clock });
  const { app, stack } = test;

  const call = (method: InjectOptions['method'], url: string, options: { payload?: object; token?: string; ip?: string } = {}) =>
    app.inject({
      method,
      url: `/api/v1/${url}`,
      ...(options.payload ? { payload: options.payload } : {}),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });

  const lastEvent = async (type: string, email: string) => {
    const events = await stack.eventStore.readAll();
    const found = events.filter((e) => e.type === type && (e.data as { email?: string }).email === email).at(-1);
    if (!found) throw new Error(`No ${type} for ${email}.`);
    return { id: found.id, data: found.data as Record<string, string> };
  };

  const register = (email: string, payload: object = {}) =>
    call('POST', 'register', { payload: { name: 'Ada Lovelace', email, password: PASSWORD, ...payload } });
  const activationCode = async (email: string) => {
    const { id, data } = await lastEvent('UserRegistered', email);
    return mailedCode(stack, data.sealedActivationCode, { id, page: 'activate' });
  };
  // forgotPassword does its work after answering.
  const resetCode = async (email: string) => {
    await stack.afterAnswer.idle();
    const { id, data } = await lastEvent('PasswordResetRequested', email);
    return mailedCode(stack, data.sealedCode, { id, page: 'reset-password' });
  };
  const login = async (email: string, password = PASSWORD, ip?: string) => {
    const res = await call('POST', 'login', { payload: { email, password }, ...(ip ? { ip } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string; user: UserView }>();
  };
  // Registered, activated, logged in.
  const signUp = async (email: string) => {
    expect((await register(email)).statusCode).toBe(201);
    expect((await call('GET', `activate/${await activationCode(email)}`)).statusCode).toBe(200);
    return login(email);
  };

  // With rate limits on: each person registers from an address of their own (registering is
  // limited per address), so a spec can sign up as many as it needs.
  let addresses = 0;
  const signUpFromOwnAddress = async (email: string) => {
    const ip = `127.0.2.${++addresses}`;
    const registered = await call('POST', 'register', { payload: { name: 'Ada Lovelace', email, password: PASSWORD }, ip });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await call('GET', `activate/${await activationCode(email)}`, { ip })).statusCode).toBe(200);
    return login(email, PASSWORD, ip);
  };

  // The answer is the refusal given and the event log did not move.
  const expectRefused = async (request: () => ReturnType<typeof call>, status: number, error: string) => {
    const head = await test.logAtRest();
    const res = await request();
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
    expect(await stack.eventStore.headPosition()).toBe(head);
  };

  return { ...test, clock, call, register, activationCode, resetCode, login, signUp, signUpFromOwnAddress, expectRefused };
};

export type AccountsApp = Awaited<ReturnType<typeof openAccountsApp>>;
