import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMessages as c } from '@lorewright/domain/community/communityMessages';
import type { PostView, ThreadView } from '@lorewright/domain/community/postView';
import { reportMessages as r } from '@lorewright/domain/staff/reportMessages';
import { QUEUE_PAGE_SIZE } from '@lorewright/domain/staff/queueFilter';
import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { openReportsApp, type ReportsApp } from './testing/reportsTesting';

// The staff console's content reports: the queues, assigning, hiding (gone for
// everyone but its author, who sees why and is told), restoring, closing.

let t: ReportsApp;
let ann: { token: string; id: string };
let bob: { token: string; id: string };
beforeAll(async () => {
  t = await openReportsApp();
  [ann, bob] = await Promise.all([t.person('ann'), t.person('bob')]);
});
afterAll(() => t.close());

const search = (text: string, token?: string) =>
  t.ok<{ total: number; posts: PostView[] }>(t.call('POST', 'posts/search', { token, payload: { text, page: 0, limit: 20 } }));
const ids = (posts: { _id: string }[]) => posts.map((post) => post._id);

describe('the report queues', () => {
  it('lists open reports newest first with the reported text, author and reporter; mine and closed filter them', async () => {
    const post = await t.newPost(ann.token, 'You are all fools.');
    const first = await t.report(bob.token, 'post', post._id, 'Insults.');
    const second = await t.report(ann.token, 'post', (await t.newPost(bob.token, 'Buy cheap gold'))._id, 'Spam.');
    const open = await t.queue('open');
    expect(open.reports.slice(0, 2).map((report) => report.reportId)).toEqual([second, first]);
    expect(open.reports[1]).toMatchObject({
      postId: post._id,
      target: 'post',
      reporter: { _id: bob.id, name: 'Ada Lovelace' },
      author: { _id: ann.id },
      reason: 'Insults.',
      status: 'open',
      assignee: null,
      hidden: false,
      gone: false,
      excerpt: 'You are all fools.',
      link: '/community/posts',
    });
    expect(open).toMatchObject({ page: 0, pageSize: QUEUE_PAGE_SIZE });

    const assigned = await t.act(first, 'assign', { assigneeId: t.support.user._id });
    expect(assigned).toMatchObject({ message: r.reportAssigned, report: { assignee: { _id: t.support.user._id } } });
    expect((await t.queue('mine')).reports.map((report) => report.reportId)).toEqual([first]);
    expect((await t.queue('mine', 0, t.admin.token)).total).toBe(0);
    await t.act(first, 'assign', { assigneeId: null });
    expect((await t.queue('mine')).total).toBe(0);

    const closed = await t.act(second, 'close');
    expect(closed).toMatchObject({ message: r.reportClosed, report: { status: 'closed', closedAt: expect.any(String) } });
    expect((await t.queue('closed')).reports.map((report) => report.reportId)).toContain(second);
    expect((await t.queue('open')).reports.map((report) => report.reportId)).not.toContain(second);
    await t.expectRefused(() => t.call('POST', `staff/reports/${second}/close`, { token: t.support.token, payload: {} }), 409, r.reportClosedAlready);
    await t.expectRefused(
      () => t.call('POST', `staff/reports/${second}/assign`, { token: t.support.token, payload: { assigneeId: t.support.user._id } }),
      409,
      r.reportClosedAlready,
    );
  });

  it('pages by 20 with the total', async () => {
    const before = (await t.queue('open')).total;
    const reporters = await Promise.all(Array.from({ length: 21 }, (_, i) => t.person(`reporter${i}`)));
    const post = await t.newPost(ann.token, 'Contested words');
    for (const reporter of reporters) await t.report(reporter.token, 'post', post._id);
    const [page0, page1] = [await t.queue('open', 0), await t.queue('open', 1)];
    expect(page0.total).toBe(before + 21);
    expect(page0.reports).toHaveLength(QUEUE_PAGE_SIZE);
    expect(page1.reports.length).toBe(Math.min(QUEUE_PAGE_SIZE, before + 21 - QUEUE_PAGE_SIZE));
    expect(new Set([...page0.reports, ...page1.reports].map((report) => report.reportId)).size).toBe(page0.reports.length + page1.reports.length);
  });
});

describe('hiding reported content', () => {
  it('a hidden feed post leaves the feed and search for others; its author sees it with the reason and is told; restore brings it back', async () => {
    const post = await t.newPost(ann.token, 'Hidden words of malice');
    const reportId = await t.report(bob.token, 'post', post._id);
    const hidden = await t.act(reportId, 'hide', { reason: 'Insults towards members.' });
    expect(hidden).toMatchObject({ message: r.contentHidden, report: { hidden: true, hiddenReason: 'Insults towards members.', status: 'open' } });

    for (const token of [bob.token, undefined]) {
      expect(ids((await t.feed('discoverFeed', token)).posts)).not.toContain(post._id);
      expect(ids((await search('malice', token)).posts)).toEqual([]);
    }
    await t.expectRefused(() => t.call('POST', 'posts/react', { token: bob.token, payload: { postID: post._id, emoji: '👍' } }), 404, c.postNotFound);
    await t.expectRefused(() => t.call('GET', `posts/attachment/${post._id}`, { token: bob.token }), 404, c.postNotFound);
    const mine = (await t.feed('discoverFeed', ann.token)).posts.find((each) => each._id === post._id);
    expect(mine).toMatchObject({ hiddenReason: 'Insults towards members.', content: 'Hidden words of malice' });
    const total = async (token?: string) => (await t.feed('discoverFeed', token)).total;
    expect(await total(ann.token)).toBe((await total(bob.token)) + 1);

    await expect
      .poll(async () => (await t.stack.queries.notifications.forUser(ann.id)).map((n) => n.subtitle))
      .toContain('Your post “Hidden words of malice”: Hidden by staff: Insults towards members.');

    // Hiding again is a no-op; the report stays open until closed.
    expect((await t.act(reportId, 'hide', { reason: 'Again.' })).report).toMatchObject({ hiddenReason: 'Insults towards members.', status: 'open' });
    const restored = await t.act(reportId, 'restore');
    expect(restored).toMatchObject({ message: r.contentRestored, report: { hidden: false } });
    expect(ids((await t.feed('discoverFeed', bob.token)).posts)).toContain(post._id);
    await t.expectRefused(() => t.call('POST', `staff/reports/${reportId}/restore`, { token: t.support.token, payload: {} }), 400, r.notHidden);
    await t.act(reportId, 'close');
    await t.expectRefused(
      () => t.call('POST', `staff/reports/${reportId}/hide`, { token: t.support.token, payload: { reason: 'Late.' } }),
      409,
      r.reportClosedAlready,
    );
  });

  it('a hidden thread leaves its sub-forum and answers 404 to others; its author still opens it', async () => {
    const thread = await t.newThread(ann.token, 'discussions', 'Flame war');
    const reportId = await t.report(bob.token, 'thread', thread._id);
    const before = await t.ok<{ total: number }>(t.call('GET', 'forum/discussions'));
    await t.act(reportId, 'hide', { reason: 'Harassment.' });
    const after = await t.ok<{ total: number; threads: { _id: string }[] }>(t.call('GET', 'forum/discussions'));
    expect(after.total).toBe(before.total - 1);
    expect(ids(after.threads)).not.toContain(thread._id);
    for (const token of [bob.token, undefined]) {
      await t.expectRefused(() => t.call('GET', `forum/discussions/${thread._id}`, { token }), 404, c.threadNotFound);
    }
    const own = await t.ok<ThreadView>(t.call('GET', `forum/discussions/${thread._id}`, { token: ann.token }));
    expect(own.posts[0]).toMatchObject({ _id: thread._id, hiddenReason: 'Harassment.' });
    const link = (await t.queue('open')).reports.find((report) => report.reportId === reportId)?.link;
    expect(link).toBe(`/community/forum/discussions/${thread._id}`);
  });

  it('a hidden post in a thread leaves it for others and its count; a hidden reply leaves the tree, or stays as a bare placeholder', async () => {
    const thread = await t.newThread(ann.token, 'discussions', 'Calm talk');
    const { posts } = await t.threadPost(bob.token, 'discussions', thread._id, 'Nasty remark');
    const forumPost = posts.at(-1)!;
    await t.act(await t.report(ann.token, 'post', forumPost._id), 'hide', { reason: 'Rude.' });
    const seen = await t.ok<ThreadView>(t.call('GET', `forum/discussions/${thread._id}`, { token: ann.token }));
    expect(ids(seen.posts)).toEqual([thread._id]);
    expect(seen.thread.numPosts).toBe(1);
    const bobSees = await t.ok<ThreadView>(t.call('GET', `forum/discussions/${thread._id}`, { token: bob.token }));
    expect(bobSees.posts.at(-1)).toMatchObject({ _id: forumPost._id, hiddenReason: 'Rude.' });

    const post = await t.newPost(ann.token, 'A calm post');
    const withReply = await t.replyTo(bob.token, post._id, 'Rude reply');
    const replyId = withReply.replies[0]._id;
    await t.replyTo(ann.token, replyId, 'Please be kind');
    await t.act(await t.report(ann.token, 'reply', replyId), 'hide', { reason: 'Rude reply.' });
    const forOthers = (await t.feed('discoverFeed', ann.token)).posts.find((each) => each._id === post._id)!;
    expect(forOthers.replyCount).toBe(1);
    expect(forOthers.replies[0]).toMatchObject({ _id: replyId, hidden: true, hiddenReason: null, content: '', authorID: '', userName: '' });
    expect(forOthers.replies[0].replies[0]).toMatchObject({ content: 'Please be kind' });
    const forAuthor = (await t.feed('discoverFeed', bob.token)).posts.find((each) => each._id === post._id)!;
    expect(forAuthor.replies[0]).toMatchObject({ content: 'Rude reply', hidden: true, hiddenReason: 'Rude reply.' });

    // With no reply under it, a hidden reply is simply not there for others.
    const lone = await t.replyTo(bob.token, post._id, 'Another rude one');
    const loneId = lone.replies.at(-1)!._id;
    await t.act(await t.report(ann.token, 'reply', loneId), 'hide', { reason: 'Rude.' });
    const again = (await t.feed('discoverFeed', ann.token)).posts.find((each) => each._id === post._id)!;
    expect(ids(again.replies)).toEqual([replyId]);
  });
});

describe('a person’s reports on their staff page', () => {
  it('lists reports about their content and the ones they made, newest first', async () => {
    const cy = await t.person('cy');
    const post = await t.newPost(cy.token, 'Cy writes');
    const about = await t.report(bob.token, 'post', post._id);
    const made = await t.report(cy.token, 'post', (await t.newPost(ann.token, 'Ann writes'))._id);
    const detail = await t.ok<StaffUserDetail>(t.call('GET', `staff/users/${cy.id}`, { token: t.support.token }));
    expect(detail.reports.map((report) => report.reportId)).toEqual([made, about]);
    expect(detail.reports[0]).toMatchObject({ reporter: { _id: cy.id }, author: { _id: ann.id } });
    // A report of one's own post is on both sides, and listed once.
    const own = await t.report(cy.token, 'post', post._id);
    const again = await t.ok<StaffUserDetail>(t.call('GET', `staff/users/${cy.id}`, { token: t.support.token }));
    expect(again.reports.map((report) => report.reportId)).toEqual([own, made, about]);
  });
});
