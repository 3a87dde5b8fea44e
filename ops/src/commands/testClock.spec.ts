import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '@lorewright/api/testing/testApp';
import { testClock } from './testClock';

// The command against a real app (the request handed to it in-process instead of over a socket).
let test: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  test = await openTestApp();
});
afterAll(() => test.close());

const config = { HOST: '0.0.0.0', PORT: 3999 };
const viaApp = (async (url: string, init: { body: string }) => {
  expect(url).toBe('http://127.0.0.1:3999/api/v1/dev/payments/clock');
  const res = await test.app.inject({ method: 'POST', url: new URL(url).pathname, headers: { 'content-type': 'application/json' }, payload: init.body });
  return new Response(res.body, { status: res.statusCode });
}) as unknown as typeof fetch;

describe('ops test-clock', () => {
  it("moves the sandbox's clock ahead by the days given", async () => {
    const before = test.stack.sandboxPayments!.now();
    const line = await testClock(config, ['3'], viaApp);
    expect(test.stack.sandboxPayments!.now() - before).toBeGreaterThanOrEqual(3 * 86_400);
    expect(line).toMatch(/^The sandbox's clock now reads \d{4}-\d{2}-\d{2}T/);
  });

  it('refuses a missing or backward number of days before asking', async () => {
    for (const args of [[], ['-1'], ['soon'], ['1', '2']]) await expect(testClock(config, args, viaApp)).rejects.toThrow('Usage: test-clock <days>');
  });

  it('says so when no server answers', async () => {
    const nobody = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(testClock(config, ['1'], nobody)).rejects.toThrow('No server answered at http://127.0.0.1:3999/api/v1/dev/payments/clock');
  });
});

describe('the test clock in production', () => {
  it('is not served: the route does not exist', async () => {
    const production = await openTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://lorewright.example' });
    try {
      const res = await production.app.inject({ method: 'POST', url: '/api/v1/dev/payments/clock', payload: { days: 1 } });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
