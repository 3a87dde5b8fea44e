import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { postStream } from '@lorewright/commands/community/postStream';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import type { PostEvent, ReportTarget } from '@lorewright/domain/community/post.events';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { usersProjection } from '../accounts/users.projection';
import { openEmbeddedReadStore } from '../readStore/embeddedReadStore';
import { timestampOf } from '../runner/projectionHarness';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { createCommunityQueries } from './communityQueries';
import { postsProjection } from './posts.projection';

// Content reports and hidden content in the posts projection, on a memory log and an
// embedded store that reports every query no index covers: each list must be answered by an
// index, never sorted in JavaScript.
const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

const openPosts = () => {
  const uncovered: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-reports-'));
  const readStore = openEmbeddedReadStore(path.join(dir, 'read.db'), { onUncoveredQuery: (query) => uncovered.push(`${query.collection}: ${query.reason}`) });
  const eventStore = createMemoryEventStore();
  const projections = [postsProjection, usersProjection];
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections });
  runners.push(runner);
  runner.start();
  const project = async (...events: PostEvent[]) => {
    let position = 0;
    for (const event of events) {
      const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: timestampOf(0), schemaVersion: 1 };
      ({ position } = await eventStore.append(postStream(event.data.postId), [{ id: randomUUID(), type: event.type, data: event.data, metadata }], {
        expectedRevision: 'any',
      }));
    }
    await runner.waitFor(position, { timeoutMs: 5000 });
  };
  return { project, uncovered, community: createCommunityQueries(new ProjectionViews(readStore, projections, 0)) };
};

const published = (postId: string, second = 0, kind: 'feed' | 'thread' | 'forum' = 'feed', threadId: string | null = null): PostEvent => ({
  type: 'PostPublished',
  data: {
    postId,
    authorId: 'ann',
    kind,
    subforum: kind === 'feed' ? null : 'discussions',
    threadId: kind === 'thread' ? postId : threadId,
    title: kind === 'thread' ? 'On maps' : null,
    feedback: 1,
    content: `Post ${postId}`,
    links: [],
    at: timestampOf(second),
  },
});
const replied = (postId: string, replyId: string): PostEvent => ({
  type: 'ReplyPosted',
  data: { postId, replyId, parentId: postId, depth: 1, authorId: 'bob', content: 'Rude', feedback: 1, links: [], at: timestampOf(1) },
});
const reported = (postId: string, reportId: string, second: number, target: ReportTarget = 'post', targetId = postId, reporterId = 'bob'): PostEvent => ({
  type: 'ContentReported',
  data: { postId, reportId, target, targetId, reporterId, reason: 'Spam', at: timestampOf(second) },
});
const assigned = (postId: string, reportId: string, assigneeId: string | null): PostEvent => ({
  type: 'ReportAssigned',
  data: { postId, reportId, assigneeId, staffId: 'sam', at: timestampOf(30) },
});
const closed = (postId: string, reportId: string): PostEvent => ({ type: 'ReportClosed', data: { postId, reportId, staffId: 'sam', at: timestampOf(40) } });
const hidden = (postId: string, target: ReportTarget = 'post', targetId = postId): PostEvent => ({
  type: 'ContentHidden',
  data: { postId, target, targetId, reason: 'Insults', staffId: 'sam', reportId: null, at: timestampOf(50) },
});
const restored = (postId: string, target: ReportTarget = 'post', targetId = postId): PostEvent => ({
  type: 'ContentRestored',
  data: { postId, target, targetId, staffId: 'sam', at: timestampOf(60) },
});
const ids = (list: { _id: string }[]) => list.map((item) => item._id);

describe('content reports in the posts projection', () => {
  it('queues open reports, mine and closed ones newest first, with totals', async () => {
    const t = openPosts();
    await t.project(
      published('p1'),
      published('p2', 1),
      reported('p1', 'x1', 10),
      reported('p2', 'x2', 11),
      reported('p1', 'x3', 12, 'post', 'p1', 'cy'),
      assigned('p1', 'x1', 'sam'),
      assigned('p2', 'x2', 'sue'),
      closed('p1', 'x3'),
    );
    const reports = t.community.reports;
    const open = await reports.queue('open', 'sam', 0);
    expect([open.total, ids(open.reports)]).toEqual([2, ['x2', 'x1']]);
    const mine = await reports.queue('mine', 'sam', 0);
    expect([mine.total, ids(mine.reports)]).toEqual([1, ['x1']]);
    const done = await reports.queue('closed', 'sam', 0);
    expect([done.total, ids(done.reports)]).toEqual([1, ['x3']]);
    expect(done.reports[0]).toMatchObject({ status: 'closed', closedAt: timestampOf(40), authorID: 'ann', reporterID: 'cy', postKind: 'feed' });
    expect(await t.community.lookups.postOfReport('x2')).toBe('p2');
    expect(await t.community.lookups.postOfReport('nope')).toBeNull();
    expect(t.uncovered).toEqual([]);
  });

  it('finds the reports about a person’s content (a reply’s author too) and the ones they made', async () => {
    const t = openPosts();
    await t.project(published('p1'), replied('p1', 'r1'), reported('p1', 'x1', 10), reported('p1', 'x2', 11, 'reply', 'r1', 'ann'));
    const ann = await t.community.reports.aboutAndBy('ann');
    expect([ids(ann.about), ids(ann.by)]).toEqual([['x1'], ['x2']]);
    const bob = await t.community.reports.aboutAndBy('bob');
    expect([ids(bob.about), ids(bob.by)]).toEqual([['x2'], ['x1']]);
    expect(t.uncovered).toEqual([]);
  });

  it('a hidden feed post leaves every list and total but its author’s feed, and comes back restored', async () => {
    const t = openPosts();
    await t.project(published('p1'), published('p2', 1), reported('p1', 'x1', 10), hidden('p1'));
    const page = { skip: 0, limit: 10 };
    const others = await t.community.discoverFeed(page, 'bob');
    expect([others.total, ids(others.posts)]).toEqual([1, ['p2']]);
    const author = await t.community.discoverFeed(page, 'ann');
    expect([author.total, ids(author.posts)]).toEqual([2, ['p2', 'p1']]);
    expect(author.posts[1]).toMatchObject({ visibility: 'hidden', hiddenReason: 'Insults' });
    expect(ids((await t.community.discoverFeed({ skip: 1, limit: 1 }, 'ann')).posts)).toEqual(['p1']);
    expect(ids(await t.community.recentOf('ann', 'feed'))).toEqual(['p2']);
    expect(ids((await t.community.feedOfAuthors(['ann'], page)).posts)).toEqual(['p2']);
    expect(t.uncovered).toEqual([]);
    await t.project(restored('p1'));
    const back = await t.community.discoverFeed(page, 'bob');
    expect([back.total, ids(back.posts)]).toEqual([2, ['p2', 'p1']]);
    expect(back.posts[1]).toMatchObject({ visibility: 'listed', hiddenReason: null });
  });

  it('a hidden thread leaves its sub-forum; a hidden post in a thread leaves the thread’s count', async () => {
    const t = openPosts();
    await t.project(published('t1', 0, 'thread'), published('t2', 1, 'thread'), published('f1', 2, 'forum', 't2'), hidden('t1', 'thread'));
    const listed = await t.community.threads('discussions', 0);
    expect([listed.total, ids(listed.threads)]).toEqual([1, ['t2']]);
    expect(t.uncovered).toEqual([]);
    expect(await t.community.lookups.threadPlace('t1')).toBeNull();
    expect((await t.community.threadById('t2'))?.numPosts).toBe(2);
    await t.project(hidden('f1'));
    expect((await t.community.threadById('t2'))?.numPosts).toBe(1);
    // Deleting the hidden post does not count it out twice.
    await t.project({ type: 'PostDeleted', data: { postId: 'f1', authorId: 'ann', kind: 'forum', threadId: 't2', at: timestampOf(70) } });
    expect((await t.community.threadById('t2'))?.numPosts).toBe(1);
  });

  it('a hidden reply leaves its post’s reply count once, deleted or not, and comes back restored', async () => {
    const t = openPosts();
    await t.project(published('p1'), replied('p1', 'r1'), replied('p1', 'r2'), hidden('p1', 'reply', 'r1'));
    expect((await t.community.postById('p1'))?.replyCount).toBe(1);
    expect(await t.community.replyById('r1')).toMatchObject({ hiddenReason: 'Insults' });
    await t.project(restored('p1', 'reply', 'r1'));
    expect((await t.community.postById('p1'))?.replyCount).toBe(2);
    await t.project(hidden('p1', 'reply', 'r2'), { type: 'ReplyDeleted', data: { postId: 'p1', replyId: 'r2', authorId: 'bob', at: timestampOf(70) } });
    expect((await t.community.postById('p1'))?.replyCount).toBe(1);
  });
});
