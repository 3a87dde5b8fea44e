import { afterAll, beforeAll, expect, it } from 'vitest';
import { exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { writingMessages as wrm } from '@lorewright/domain/writings/writingMessages';
import { openWorldsApp, type WorldsApp } from '../worlds/testing/worldsTesting';

// Odd input to the export routes from a signed-in user: a 4xx with {error}, never a 500, and
// nothing started.
let t: WorldsApp;
beforeAll(async () => {
  t = await openWorldsApp();
});
afterAll(() => t.close());

const bodies: unknown[] = [
  null,
  [],
  'x',
  1,
  {},
  { worldID: '' },
  { worldID: 5 },
  { worldID: { $gt: '' } },
  { worldID: 'x'.repeat(300) },
  { worldID: '__proto__' },
  { worldID: 'w', format: 'pdf' },
  { worldID: 'w', format: 5 },
  { worldID: 'w', format: null },
  { worldID: 'w', format: ['markdown'] },
];
const writingBodies: unknown[] = [
  null,
  [],
  'x',
  1,
  {},
  { format: 'epub' },
  { writingID: '', format: 'epub' },
  { writingID: 5, format: 'epub' },
  { writingID: { $gt: '' }, format: 'epub' },
  { writingID: 'x'.repeat(300), format: 'epub' },
  { writingID: '__proto__', format: 'pdf' },
  { writingID: 'constructor', format: 'docx' },
  { writingID: 'd', format: 'lorewright' },
  { writingID: 'd', format: 'exe' },
  { writingID: 'd', format: 5 },
  { writingID: 'd', format: null },
  { writingID: 'd', format: ['pdf'] },
  { writingID: 'd' },
];
const params = ['%00', '..%2F..%2Fetc', 'x'.repeat(300), '%E0%A4%A', "'; DROP TABLE events;--", '__proto__', 'constructor'];

it('POST export/world answers odd bodies with a 4xx and {error}, and starts nothing', async () => {
  const { token } = await t.person('probe');
  for (const payload of bodies) {
    const head = await t.stack.eventStore.headPosition();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/export/world',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    expect(res.json<{ error: unknown }>().error).toEqual(expect.any(String));
    const started = (await t.stack.eventStore.readAll({ fromPosition: head })).filter((e) => e.type === 'ExportRequested');
    expect(started).toEqual([]);
  }
});

it('POST export/writing answers odd bodies with a 4xx and {error}, and starts nothing', async () => {
  const { token } = await t.person('probe');
  for (const payload of writingBodies) {
    const head = await t.stack.eventStore.headPosition();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/export/writing',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    expect(res.json<{ error: unknown }>().error).toEqual(expect.any(String));
    const started = (await t.stack.eventStore.readAll({ fromPosition: head })).filter((e) => e.type === 'ExportRequested');
    expect(started).toEqual([]);
  }
});

it('an unknown writing is not found; a known format is asked for by name', async () => {
  const { token } = await t.person('probe');
  const unknown = await t.call('POST', 'export/writing', { token, payload: { writingID: 'no-such-writing', format: 'epub' } });
  expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { error: wrm.notFound } });
  const format = await t.call('POST', 'export/writing', { token, payload: { writingID: 'no-such-writing', format: 'rtf' } });
  expect({ status: format.statusCode, body: format.json() }).toEqual({ status: 400, body: { error: m.unknownManuscriptFormat } });
});

it('an unknown world is not found', async () => {
  const { token } = await t.person('probe');
  const res = await t.call('POST', 'export/world', { token, payload: { worldID: 'no-such-world' } });
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { error: wm.notFound } });
});

it('GET export/{id} and its download answer odd ids with a 4xx and {error}', async () => {
  const { token } = await t.person('probe');
  for (const param of params)
    for (const suffix of ['', '/download']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/export/${param}${suffix}`, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, param).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, param).toBeLessThan(500);
      expect(res.json<{ error: unknown }>().error).toEqual(expect.any(String));
    }
  const unknown = await t.call('GET', 'export/nope', { token });
  expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { error: m.notFound } });
});
