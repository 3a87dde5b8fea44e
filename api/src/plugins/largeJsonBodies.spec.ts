import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { NOT_JSON_MESSAGE, useErrorEnvelope } from './errorEnvelope';
import { LargeJsonBody, POOLED_BODY_BYTES, useLargeJsonBodies } from './largeJsonBodies';

// Two routes that say what body they received: one that checks large bodies on the pool, one not.
const app = Fastify({ bodyLimit: 4 * POOLED_BODY_BYTES });
useErrorEnvelope(app);
useLargeJsonBodies(app);
const received = (body: unknown) => (body instanceof LargeJsonBody ? { bytes: body.bytes.byteLength } : { parsed: Object.keys(body as object) });
app.put('/pooled', { config: { pooledBody: true } }, async (request) => received(request.body));
app.put('/plain', async (request) => received(request.body));
app.put('/echo', async (request) => request.body);

const bodyOf = (bytes: number) => {
  const text = JSON.stringify({ name: 'x', filler: '' });
  return JSON.stringify({ name: 'x', filler: 'f'.repeat(Math.max(0, bytes - text.length)) });
};
const put = (url: string, payload: string, contentType = 'application/json') =>
  app.inject({ method: 'PUT', url, payload, headers: { 'content-type': contentType } });

describe('JSON bodies', () => {
  it('come as bytes to a pooled route from POOLED_BODY_BYTES up, parsed below it', async () => {
    expect((await put('/pooled', bodyOf(POOLED_BODY_BYTES))).json()).toEqual({ bytes: POOLED_BODY_BYTES });
    expect((await put('/pooled', bodyOf(POOLED_BODY_BYTES - 1))).json()).toEqual({ parsed: ['name', 'filler'] });
  });

  it('are parsed for every other route, whatever their size', async () => {
    expect((await put('/plain', bodyOf(POOLED_BODY_BYTES * 2))).json()).toEqual({ parsed: ['name', 'filler'] });
    expect((await put('/plain', bodyOf(100), 'application/json; charset=utf-8')).json()).toEqual({ parsed: ['name', 'filler'] });
  });

  it('are refused as Fastify refuses them: not JSON, empty, or naming __proto__', async () => {
    const poisoned = [
      '{"name":"x","__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"name":"x","\\u005f_proto__":{"admin":true}}',
      '{"\\u0063onstructor":{"prototype":{"admin":true}}}',
      '{"name":"x","\\u005F\\u005Fproto\\u005F\\u005F":{"admin":true}}',
    ];
    for (const payload of ['{"name": ', '', '{"name":"x"', '[1,]', ...poisoned]) {
      const res = await put('/plain', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ error: NOT_JSON_MESSAGE });
    }
  });

  it('are parsed as they are when they only mention the names or hold escapes in values', async () => {
    expect((await put('/echo', '{"text":"the constructor of __proto__ \\u00e9","n":1}')).json()).toEqual({ text: 'the constructor of __proto__ é', n: 1 });
    expect((await put('/echo', '{"text":"café","list":[1,2]}')).json()).toEqual({ text: 'café', list: [1, 2] });
    expect((await put('/echo', '\ufeff{"text":"marked"}')).json()).toEqual({ text: 'marked' });
  });
});
