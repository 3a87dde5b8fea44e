import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import type { CommentEvent } from '@lorewright/domain/comments/comment.events';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { tempReadStore } from '../runner/testing/testFixtures';
import { createCommentQueries } from './commentQueries';
import { commentsProjection } from './comments.projection';

type Event = CommentEvent | WritingEvent | WikiEvent | WorldEvent;

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const project = async (events: Event[]) => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [commentsProjection] });
  runners.push(runner);
  runner.start();
  let position = 0;
  for (const e of events) {
    const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: '2026-11-30T09:00:00.000Z', schemaVersion: 1 };
    position = (await eventStore.append(`stream-${e.type}`, [{ id: randomUUID(), ...e, metadata }], { expectedRevision: 'any' })).position;
  }
  expect(await runner.waitFor(position, { timeoutMs: 5000 })).toBe(true);
  const queries = createCommentQueries(new ProjectionViews(readStore, [commentsProjection], 0));
  // Each thread as its comments' texts, and whether it is resolved.
  const threadsOf = async (elementId: string, part?: string) =>
    (await queries.threadsOf(elementId, part)).map(({ root, replies }) => ({
      id: root._id,
      resolved: root.resolved,
      texts: [root, ...replies].map((c) => c.text),
    }));
  return { queries, threadsOf };
};

const where = { element: 'writing' as const, elementId: 'doc', worldId: 'w1' };
const added = (commentId: string, threadId = commentId, part = 's1'): CommentEvent => ({
  type: 'CommentAdded',
  data: { ...where, threadId, commentId, authorId: 'ada', part, paragraph: 0, quote: 'The river rose.', text: commentId, at: '2026-11-30T09:00:00.000Z' },
});
const resolved = (threadId: string): CommentEvent => ({ type: 'ThreadResolved', data: { ...where, threadId, by: 'ada', at: '2026-11-30T10:00:00.000Z' } });

describe('comments projection', () => {
  it("lists an element's threads with their replies, open ones first, each in the order written", async () => {
    const { threadsOf, queries } = await project([added('t1'), added('t2'), added('r1', 't1'), added('t3', 't3', 's2'), resolved('t1')]);
    expect(await threadsOf('doc')).toEqual([
      { id: 't2', resolved: false, texts: ['t2'] },
      { id: 't3', resolved: false, texts: ['t3'] },
      { id: 't1', resolved: true, texts: ['t1', 'r1'] },
    ]);
    expect((await threadsOf('doc', 's2')).map((t) => t.id)).toEqual(['t3']);
    expect(await queries.placeOf('r1')).toEqual({ element: 'writing', elementID: 'doc', threadID: 't1' });
    expect(await queries.placeOf('nope')).toBeNull();
  });

  it('an edit changes the text and marks when; a reopened thread is open again', async () => {
    const { threadsOf, queries } = await project([
      added('t1'),
      resolved('t1'),
      { type: 'ThreadReopened', data: { ...where, threadId: 't1', by: 'ada', at: '2026-11-30T11:00:00.000Z' } },
      { type: 'CommentEdited', data: { ...where, threadId: 't1', commentId: 't1', text: 'Changed', at: '2026-11-30T12:00:00.000Z' } },
    ]);
    expect(await threadsOf('doc')).toEqual([{ id: 't1', resolved: false, texts: ['Changed'] }]);
    expect((await queries.threadsOf('doc'))[0].root.editedAt).toBe('2026-11-30T12:00:00.000Z');
  });

  it("a reply's deletion leaves its thread; the root's takes the thread with it", async () => {
    const deleted = (commentId: string, threadId: string): CommentEvent => ({ type: 'CommentDeleted', data: { ...where, threadId, commentId, by: 'ada' } });
    const { threadsOf, queries } = await project([added('t1'), added('r1', 't1'), added('r2', 't1'), added('t2'), deleted('r1', 't1'), deleted('t2', 't2')]);
    expect(await threadsOf('doc')).toEqual([{ id: 't1', resolved: false, texts: ['t1', 'r2'] }]);
    expect(await queries.placeOf('t2')).toBeNull();
  });

  it("a deleted writing's, wiki's or world's comments go with it", async () => {
    const onWiki: CommentEvent = {
      ...added('k1'),
      data: { ...(added('k1').data as object), element: 'wiki', elementId: 'isolde', paragraph: null },
    } as CommentEvent;
    const other: CommentEvent = { ...added('o1'), data: { ...(added('o1').data as object), elementId: 'doc2', worldId: 'w2' } } as CommentEvent;
    const { threadsOf } = await project([
      added('t1'),
      onWiki,
      other,
      { type: 'WritingDeleted', data: { writingId: 'doc', worldId: 'w1' } },
      { type: 'WikiDeleted', data: { wikiId: 'isolde', worldId: 'w1' } },
    ]);
    expect(await threadsOf('doc')).toEqual([]);
    expect(await threadsOf('isolde')).toEqual([]);
    expect((await threadsOf('doc2')).map((t) => t.id)).toEqual(['o1']);
    const world = await project([other, { type: 'WorldDeleted', data: { worldId: 'w2', authorId: 'ada' } }]);
    expect(await world.threadsOf('doc2')).toEqual([]);
  });
});
