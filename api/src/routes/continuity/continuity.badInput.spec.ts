import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldDateMessages } from '@lorewright/domain/calendars/worldDate';
import { CONTINUITY_REASON_MAX, continuityMessages as m } from '@lorewright/domain/continuity/continuityMessages';
import type { ContinuityWarningView } from '@lorewright/domain/continuity/continuityWarnings';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { openWikisApp, type WikisApp } from '../wikis/testing/wikisTesting';

// Bad continuity payloads, params and queries (and a bad asOf on the world page) are refused
// with a 4xx and a readable {error}, and store nothing.
let t: WikisApp;
let token: string;
let worldID: string;
let warningID: string;
beforeAll(async () => {
  t = await openWikisApp();
  const ann = await t.person('ann');
  token = ann.token;
  worldID = (await t.createWorld(token))._id;
  const aldric = await t.newWiki(token, worldID, { title: 'Aldric' });
  await t.updated(token, aldric._id, { lifespan: { until: { year: 1245 } } });
  const scene = { name: 'The Coronation', date: { year: 1250 }, content: [{ content: 'Aldric', style: '', link: { type: 'wiki', id: aldric._id } }] };
  await t.ok(t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID, title: 'Chronicle', scenes: [scene] } }), 201);
  [{ id: warningID }] = await t.ok<ContinuityWarningView[]>(t.call('GET', `world/${worldID}/continuity`, { token }));
});
afterAll(() => t.close());

const dismissing = (payload: object) => () =>
  t.call('POST', 'world/continuity/dismiss', { token, payload: { worldID, warningID, reason: 'A ghost.', ...payload } });

describe('refused continuity calls', () => {
  it('a reason that is missing, blank, too long or holds control characters', async () => {
    await t.expectRefused(dismissing({ reason: undefined }), 400, m.reasonRequired);
    await t.expectRefused(dismissing({ reason: ' \u200B ' }), 400, m.reasonRequired);
    await t.expectRefused(dismissing({ reason: 42 }), 400, m.reasonRequired);
    await t.expectRefused(dismissing({ reason: 'x'.repeat(CONTINUITY_REASON_MAX + 1) }), 400, m.reasonTooLong);
    await t.expectRefused(dismissing({ reason: 'a\u0000b' }), 400, 'Names cannot contain control or text-direction characters.');
  });

  it('a warning or world that is missing, unknown or malformed', async () => {
    await t.expectRefused(dismissing({ warningID: '' }), 400, m.chooseWarning);
    await t.expectRefused(dismissing({ warningID: { $ne: null } }), 400, m.chooseWarning);
    await t.expectRefused(dismissing({ warningID: 'x'.repeat(401) }), 400, m.chooseWarning);
    await t.expectRefused(dismissing({ warningID: 'mentionOutsideLife:wiki:nope' }), 404, m.warningNotFound);
    await t.expectRefused(dismissing({ worldID: undefined }), 400, wm.chooseWorld);
    await t.expectRefused(dismissing({ worldID: 'nope' }), 404, wm.notFound);
    await t.expectRefused(() => t.call('POST', 'world/continuity/restore', { token, payload: { worldID, warningID } }), 404, m.notDismissed);
    await t.expectRefused(() => t.call('POST', 'world/continuity/restore', { token, payload: { worldID } }), 400, m.chooseWarning);
    await t.expectRefused(() => t.call('GET', `world/${worldID}/continuity?dismissed=maybe`, { token }), 400, m.dismissedInvalid);
  });

  it('an asOf that is not a date, or names a month the world calendar lacks', async () => {
    for (const asOf of ['soon', '1200-', '1200-3-', '12e3', '1200-0', `1${'0'.repeat(40)}`])
      await t.expectRefused(() => t.call('GET', `world/${worldID}?asOf=${asOf}`, { token }), 400, worldDateMessages.asOfInvalid);
    await t.expectRefused(() => t.call('GET', `world/${worldID}?asOf=1200-13`, { token }), 400, worldDateMessages.monthNotInCalendar(13));
  });

  it('answers every odd body and param with a 4xx and {error}, never a 500', async () => {
    const params = ['%00', '..%2F..%2Fetc', 'x'.repeat(600), '__proto__', 'constructor', 'hasOwnProperty'];
    const bodies: unknown[] = [null, [], 'x', 1, {}, { worldID: { $gt: '' }, warningID: 'x', reason: 'x' }, { worldID, warningID: ['x'], reason: ['y'] }];
    const calls = params.flatMap((p): [string, string][] => [
      ['GET', `world/${p}/continuity`],
      ['GET', `world/${p}?asOf=${p}`],
      ['POST', 'world/continuity/dismiss'],
      ['POST', 'world/continuity/restore'],
    ]);
    const bad: string[] = [];
    for (const [method, url] of calls)
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: `/api/v1/${url}`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
        });
        if (res.statusCode < 400 || res.statusCode >= 500 || typeof res.json<{ error?: unknown }>().error !== 'string')
          bad.push(`${method} ${url.slice(0, 40)} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    expect(bad).toEqual([]);
  });
});
