import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { timelineRestoreMessages } from '@lorewright/commands/timelines/timelineRestore';
import { openTimelinesApp, type TimelinesApp } from '../timelines/testing/timelinesTesting';
import { historyCalls } from './testing/paidHistoryTesting';

// A timeline's history through the API: the change list, a version, Restore, bad input.

let t: TimelinesApp;
let author: Awaited<ReturnType<TimelinesApp['timelineAuthor']>>;
let calls: ReturnType<typeof historyCalls>;
beforeAll(async () => {
  t = await openTimelinesApp();
  author = await t.timelineAuthor('ann');
  calls = historyCalls(t, 'timeline', author.token);
});
afterAll(() => t.close());

const shape = (timeline: TimelineView) => ({
  title: timeline.title,
  lines: timeline.lines.map((line) => [line.name, line.nodes.map((node) => [node.title, node.year])]),
  zones: Object.values(timeline.zones).map((zone) => zone.name),
});

describe('timeline history', () => {
  it('lists the changes newest first, naming lines and points', async () => {
    const timeline = await t.furnished(author.token, author.worldID);
    await t.answered(t.updateNodes(author.token, timeline._id, 'l1', [sentNode('p', { year: 12 })]));
    expect(await calls.summaries(timeline._id)).toEqual([
      'Changed the date of point “Founding”',
      'Added point “Founding” to line “Kings”',
      'Added point “Founding” to line “Kings”',
      'Added line “Kings”',
      'Created timeline “The Ages”',
    ]);
  });

  it('shows the timeline as it was, lines with their points, in the shape the page reads', async () => {
    const timeline = await t.furnished(author.token, author.worldID);
    await t.answered(t.updateNodes(author.token, timeline._id, 'l1', [sentNode('p', { year: 12 })]));
    const old = await calls.version<TimelineView & { revision: number }>(timeline._id, 3);
    expect(shape(old)).toEqual({
      title: 'The Ages',
      lines: [
        [
          'Kings',
          [
            ['Founding', 10],
            ['Founding', 20],
          ],
        ],
      ],
      zones: ['Default'],
    });
    expect(old).toMatchObject({ _id: timeline._id, revision: 3, calendar: timeline.calendar, start: 0, end: 100 });
  });

  it('restore brings back the title, lines, points and zones, appends only', async () => {
    const timeline = await t.furnished(author.token, author.worldID);
    const then = shape(timeline);
    t.clock.advance(1000);
    await t.ok(t.call('PUT', 'timeline/rename', { token: author.token, payload: { timelineID: timeline._id, worldID: author.worldID, title: 'Eras' } }));
    await t.answered(t.updateNodes(author.token, timeline._id, 'l1', [sentNode('p', { year: 40 }), sentNode('r', { title: 'Later' })], ['q']));
    await t.answered(t.updateLines(author.token, timeline._id, [{ _id: 'l2', name: 'Wars' }]));
    await t.answered(t.updateZones(author.token, timeline._id, { z1: { _id: 'z1', name: 'Dark Age', start: 1, end: 5 } }));

    const { message, current } = await calls.restore<TimelineView>(timeline._id, 3);
    expect(message).toBe(h.restored);
    expect(shape(current)).toEqual(then);
    expect(current.lines[0].nodes[0]._id).toBe('p');
    // The point re-added by the restore is the one then had: restoring again changes nothing.
    expect((await calls.restore<TimelineView>(timeline._id, 3)).message).toBe(h.alreadyCurrent);
    expect(shape(await t.getTimeline(author.token, timeline._id))).toEqual(then);
  });

  it('a revision the timeline never had is not found; a timeline has no diff', async () => {
    const timeline = await t.newTimeline(author.token, author.worldID);
    const as = { token: author.token };
    await t.expectRefused(() => t.call('GET', `history/timeline/${timeline._id}/at/3`, as), 404, h.versionNotFound);
    await t.expectRefused(() => t.call('GET', `history/timeline/${timeline._id}/at/0/diff?part=l1`, as), 404, h.partNotFound);
    await t.expectRefused(
      () => t.call('POST', `history/timeline/${timeline._id}/restore`, { ...as, payload: { revision: 3 } }),
      404,
      timelineRestoreMessages.nothingThere,
    );
    expect((await calls.restore<TimelineView>(timeline._id, 0)).message).toBe(h.alreadyCurrent);
  });
});
