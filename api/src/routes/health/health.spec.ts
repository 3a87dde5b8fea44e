import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/testApp';

let test: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  test = await openTestApp();
});
afterAll(() => test.close());

describe('health, readiness and the API envelope', () => {
  it('health answers ok', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready reports each projection and its lag behind the log head', async () => {
    await test.app.inject({ method: 'POST', url: '/api/v1/access', payload: { url: '/' } });
    const res = await test.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ready).toBe(true);
    expect(body.head).toBeGreaterThan(0);
    expect(body.projections).toContainEqual(expect.objectContaining({ name: 'visitors', lag: 0, error: null }));
  });

  it('ready answers 503 with an error when the read store is unreachable', async () => {
    const other = await (await import('../../testing/testApp')).openTestApp();
    await other.stack.readStore.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toContain('read store unreachable');
    await other.app.close();
    await other.stack.runner.stop().catch(() => {});
  });

  it('unknown API paths answer 404 with the error envelope', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.' });
  });

  it('echoes a sane request id and makes one up otherwise', async () => {
    const given = await test.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await test.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': '<script>' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
