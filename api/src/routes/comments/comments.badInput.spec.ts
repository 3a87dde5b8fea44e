import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMessages as m } from '@lorewright/domain/comments/commentMessages';
import { writingMessages } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { openCommentsApp, type CommentsApp } from './testing/commentsTesting';

// Bad comment payloads, params and queries are refused with a 4xx and a readable {error}, and
// store nothing.
let t: CommentsApp;
let token: string;
let doc: WritingView;
let threadID: string;
beforeAll(async () => {
  t = await openCommentsApp();
  const ann = await t.person('ann');
  token = ann.token;
  doc = await t.newDoc(token, (await t.createWorld(token))._id);
  threadID = (await t.commented(token, t.onScene(doc))).id;
});
afterAll(() => t.close());

const commenting = (payload: object) => () => t.comment(token, { ...t.onScene(doc), ...payload });

describe('refused comments', () => {
  it('text that is blank, too long or holds control characters', async () => {
    await t.expectRefused(commenting({ text: '   ' }), 400, m.textRequired);
    await t.expectRefused(commenting({ text: undefined }), 400, m.textRequired);
    await t.expectRefused(commenting({ text: 42 }), 400, m.textRequired);
    await t.expectRefused(commenting({ text: 'x'.repeat(2_001) }), 400, m.textTooLong);
    await t.expectRefused(commenting({ text: 'a\u0000b' }), 400, m.textForbidden);
    await t.expectRefused(() => t.call('PUT', `comments/${threadID}`, { token, payload: { text: '' } }), 400, m.textRequired);
    await t.expectRefused(() => t.call('PUT', `comments/${threadID}`, { token, payload: { text: 'y'.repeat(2_001) } }), 400, m.textTooLong);
  });

  it('an anchor that is missing, unknown or malformed', async () => {
    await t.expectRefused(commenting({ element: 'map' }), 400, m.chooseElement);
    await t.expectRefused(commenting({ elementID: '' }), 400, m.chooseElementId);
    await t.expectRefused(commenting({ elementID: 'nope' }), 404, writingMessages.notFound);
    await t.expectRefused(commenting({ part: undefined }), 400, m.choosePart);
    await t.expectRefused(commenting({ part: 'nope' }), 404, m.partNotFound);
    await t.expectRefused(commenting({ paragraph: undefined }), 400, m.chooseParagraph);
    await t.expectRefused(commenting({ paragraph: -1 }), 400, m.paragraphInvalid);
    await t.expectRefused(commenting({ paragraph: 2.5 }), 400, m.paragraphInvalid);
    await t.expectRefused(commenting({ paragraph: 1e308 }), 400, m.paragraphInvalid);
    await t.expectRefused(commenting({ quote: 'q'.repeat(201) }), 400, m.quoteTooLong);
    await t.expectRefused(commenting({ replyTo: 'nope' }), 404, m.threadNotFound);
    await t.expectRefused(commenting({ replyTo: threadID, part: 'another' }), 400, m.partMismatch);
  });

  it('unknown comments and threads, and a resolve that is not true or false', async () => {
    await t.expectRefused(() => t.call('PUT', 'comments/nope', { token, payload: { text: 'x' } }), 404, m.commentNotFound);
    await t.expectRefused(() => t.call('DELETE', 'comments/nope', { token }), 404, m.commentNotFound);
    await t.expectRefused(() => t.call('POST', 'comments/nope/resolve', { token, payload: { resolved: true } }), 404, m.threadNotFound);
    await t.expectRefused(() => t.call('POST', `comments/${threadID}/resolve`, { token, payload: { resolved: 'yes' } }), 400, m.chooseResolved);
    await t.expectRefused(() => t.call('GET', `comments/map/${doc._id}`, { token }), 400, m.chooseElement);
    await t.expectRefused(() => t.call('GET', `comments/writing/${doc._id}?part=`, { token }), 400, m.choosePart);
  });

  it('answers every odd body and param with a 4xx and {error}, never a 500', async () => {
    const params = ['%00', '..%2F..%2Fetc', 'x'.repeat(600), '__proto__', 'constructor', 'hasOwnProperty'];
    const bodies: unknown[] = [null, [], 'x', 1, {}, { text: { $gt: '' } }, { element: 'writing', elementID: { $ne: null }, text: 'x' }, { resolved: null }];
    const calls = params.flatMap((p): [string, string][] => [
      ['GET', `comments/writing/${p}`],
      ['GET', `comments/${p}/x`],
      ['POST', 'comments'],
      ['PUT', `comments/${p}`],
      ['DELETE', `comments/${p}`],
      ['POST', `comments/${p}/resolve`],
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
