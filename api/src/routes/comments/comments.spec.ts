import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMessages as m } from '@lorewright/domain/comments/commentMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { openCommentsApp, type CommentsApp } from './testing/commentsTesting';

// Comments through the API: threads on a scene paragraph and a wiki section, replies, edits,
// deletions, resolving, and who is told.
let t: CommentsApp;
let roles: Awaited<ReturnType<CommentsApp['worldWithRoles']>>;
let doc: WritingView;
beforeAll(async () => {
  t = await openCommentsApp();
  roles = await t.worldWithRoles();
  doc = await t.newDoc(roles.author.token, roles.world._id);
});
afterAll(() => t.close());

const texts = (threads: Awaited<ReturnType<CommentsApp['threads']>>) => threads.map((thread) => [thread.resolved, ...thread.comments.map((c) => c.text)]);

describe('comments', () => {
  it('an editor starts a thread on a paragraph; a co-owner replies; both read it with names, anchor and quote', async () => {
    const { editor, coOwner } = roles;
    const started = await t.commented(editor.token, t.onScene(doc));
    expect(started).toMatchObject({ message: m.added });
    expect(started.threadID).toBe(started.id);
    const reply = await t.commented(coOwner.token, { element: 'writing', elementID: doc._id, replyTo: started.id, text: 'Dawn, I think.' });
    expect(reply.threadID).toBe(started.id);

    const [thread] = await t.threads(editor.token, 'writing', doc._id, doc.scenes[0]._id);
    expect(thread).toMatchObject({
      _id: started.id,
      element: 'writing',
      elementID: doc._id,
      part: doc.scenes[0]._id,
      paragraph: 0,
      quote: 'The river rose.',
      resolved: false,
    });
    expect(thread.comments.map((c) => [c.author._id, c.text, c.editedAt])).toEqual([
      [editor.id, 'Dawn or dusk?', null],
      [coOwner.id, 'Dawn, I think.', null],
    ]);
    expect(thread.comments[0].author.name).toEqual(expect.any(String));
    expect(await t.threads(editor.token, 'writing', doc._id, 'another-scene')).toEqual([]);
  });

  it('a thread is resolved and reopened; open threads come first; a reply to a resolved thread opens it again', async () => {
    const { author, editor } = roles;
    const other = await t.newDoc(author.token, roles.world._id);
    const first = await t.commented(author.token, t.onScene(other, 'First'));
    await t.commented(author.token, t.onScene(other, 'Second'));
    const resolve = (resolved: boolean) => t.call('POST', `comments/${first.id}/resolve`, { token: editor.token, payload: { resolved } });
    expect((await t.ok<{ message: string }>(resolve(true))).message).toBe(m.resolved);
    expect(texts(await t.threads(author.token, 'writing', other._id))).toEqual([
      [false, 'Second'],
      [true, 'First'],
    ]);
    expect((await t.ok<{ message: string }>(resolve(false))).message).toBe(m.reopened);
    await t.ok(resolve(true));
    await t.commented(editor.token, { element: 'writing', elementID: other._id, replyTo: first.id, text: 'Not quite.' });
    expect(texts(await t.threads(author.token, 'writing', other._id))).toEqual([
      [false, 'First', 'Not quite.'],
      [false, 'Second'],
    ]);
  });

  it('its author edits a comment; its author, a co-owner or the owner deletes one; the root takes its replies with it', async () => {
    const { author, editor, coOwner } = roles;
    const other = await t.newDoc(author.token, roles.world._id);
    const root = await t.commented(editor.token, t.onScene(other, 'Typo here?'));
    const reply = await t.commented(author.token, { element: 'writing', elementID: other._id, replyTo: root.id, text: 'Where?' });
    const edit = (token: string, id: string) => t.call('PUT', `comments/${id}`, { token, payload: { text: 'Typo in line two?' } });
    expect((await t.ok<{ message: string }>(edit(editor.token, root.id))).message).toBe(m.edited);
    await t.expectRefused(() => edit(author.token, root.id), 403, m.onlyAuthorEdits);
    const [thread] = await t.threads(editor.token, 'writing', other._id);
    expect(thread.comments[0]).toMatchObject({ text: 'Typo in line two?', editedAt: expect.any(String) });

    await t.expectRefused(() => t.call('DELETE', `comments/${reply.id}`, { token: editor.token }), 403, m.onlyAuthorDeletes);
    expect((await t.ok<{ message: string }>(t.call('DELETE', `comments/${reply.id}`, { token: coOwner.token }))).message).toBe(m.deleted);
    const again = await t.commented(author.token, { element: 'writing', elementID: other._id, replyTo: root.id, text: 'Fixed.' });
    await t.ok(t.call('DELETE', `comments/${root.id}`, { token: editor.token }));
    expect(await t.threads(editor.token, 'writing', other._id)).toEqual([]);
    await t.expectRefused(() => t.call('DELETE', `comments/${again.id}`, { token: author.token }), 404, m.commentNotFound);
  });

  it('a wiki section takes comments; an unknown section or a paragraph there is refused', async () => {
    const { author, editor } = roles;
    const wiki = await t.wikiWithSection(author.token, roles.world._id);
    await t.commented(editor.token, { element: 'wiki', elementID: wiki._id, part: 'sec1', text: 'Which river?' });
    expect(texts(await t.threads(author.token, 'wiki', wiki._id, 'sec1'))).toEqual([[false, 'Which river?']]);
    await t.expectRefused(() => t.comment(editor.token, { element: 'wiki', elementID: wiki._id, part: 'nope', text: 'x' }), 404, m.partNotFound);
    await t.expectRefused(
      () => t.comment(editor.token, { element: 'wiki', elementID: wiki._id, part: 'sec1', paragraph: 1, text: 'x' }),
      400,
      m.noParagraphOnWiki,
    );
    await t.expectRefused(
      () => t.comment(editor.token, { element: 'writing', elementID: wiki._id, part: 'sec1', paragraph: 0, text: 'x' }),
      404,
      'Writing not found.',
    );
  });

  it("a new thread tells the world's owner; a reply tells those in the thread; a reader is never told", async () => {
    const { author, editor, coOwner, member } = roles;
    const other = await t.newDoc(author.token, roles.world._id);
    const root = await t.commented(editor.token, t.onScene(other));
    await t.commented(coOwner.token, { element: 'writing', elementID: other._id, replyTo: root.id, text: 'Dawn.' });
    // Of this writing only (the spec's other writings tell them too).
    const toldOf = async (token: string) => (await t.commentNotificationsOf(token)).filter((n) => n.link === `/writing/${other._id}`);
    expect(await toldOf(author.token)).toEqual([{ subtitle: expect.stringMatching(/ commented on Chapter One$/), link: `/writing/${other._id}` }]);
    expect(await toldOf(editor.token)).toHaveLength(1);
    expect(await toldOf(coOwner.token)).toEqual([]);
    expect(await t.commentNotificationsOf(member.token)).toEqual([]);
  });
});
