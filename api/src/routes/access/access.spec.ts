import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/testApp';

let test: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  test = await openTestApp();
});
afterAll(() => test.close());

const visitors = () => test.stack.views.collection('visitors', 'visitors');

describe('POST /api/v1/access', () => {
  it('gives a new visitor an id and shows the visit in the read model at once (read-your-writes)', async () => {
    const res = await test.app.inject({ method: 'POST', url: '/api/v1/access', payload: { url: '/', language: 'en', screenWidth: 1280 } });
    expect(res.statusCode).toBe(200);
    const { aId } = res.json();
    expect(aId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await visitors().get(aId)).toMatchObject({ _id: aId, pageViews: 1, lastUrl: '/', language: 'en', screenWidth: 1280 });
  });

  it('counts the return visits of a known visitor; a closing call is not a new view', async () => {
    const { aId } = (await test.app.inject({ method: 'POST', url: '/api/v1/access', payload: { url: '/' } })).json();
    await test.app.inject({ method: 'POST', url: '/api/v1/access', payload: { aId, url: '/pricing' } });
    await test.app.inject({ method: 'POST', url: '/api/v1/access', payload: { aId, url: '/pricing', c: true } });
    expect(await visitors().get(aId)).toMatchObject({ pageViews: 2, lastUrl: '/pricing' });
  });

  it.each([
    [{}, 'url: '],
    [{ url: '' }, 'url is required.'],
    [{ url: '/', aId: 'not-an-id' }, 'aId must be a visitor id returned by a previous call.'],
    [{ url: '/', screenWidth: 'wide' }, 'screenWidth: '],
    [{ url: 'x'.repeat(3000) }, 'url: '],
  ])('refuses %j with a 400 and stores nothing', async (payload, message) => {
    const head = await test.stack.eventStore.headPosition();
    const res = await test.app.inject({ method: 'POST', url: '/api/v1/access', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await test.stack.eventStore.headPosition()).toBe(head);
  });

  it('refuses a body that is not JSON with a 400 envelope', async () => {
    const res = await test.app.inject({ method: 'POST', url: '/api/v1/access', payload: '{nope', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('POST /api/v1/access/visibility', () => {
  it('records a visibility change of a known visitor', async () => {
    const { aId } = (await test.app.inject({ method: 'POST', url: '/api/v1/access', payload: { url: '/' } })).json();
    const res = await test.app.inject({ method: 'POST', url: '/api/v1/access/visibility', payload: { aId, type: 'hidden' } });
    expect(res.statusCode).toBe(200);
    expect(await visitors().get(aId)).toMatchObject({ visibility: 'hidden', visibilityChanges: 1 });
  });

  it('answers 404 for an unknown visitor and stores nothing', async () => {
    const head = await test.stack.eventStore.headPosition();
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/v1/access/visibility',
      payload: { aId: '0b5e6f1e-3c5a-4d55-9a53-8d0f1a2b3c4d', type: 'hidden' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Unknown visitor.' });
    expect(await test.stack.eventStore.headPosition()).toBe(head);
  });
});
