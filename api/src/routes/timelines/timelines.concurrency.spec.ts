import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentNode } from '@lorewright/domain/timelines/timeline.commands';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineNode, TimelineView } from '@lorewright/domain/timelines/timelineView';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import { openTimelinesApp, type TimelinesApp } from './testing/timelinesTesting';

// Two tabs on one timeline: changes to different points or lines made from the same page both
// land (each tab sends the parts it changed, with the revision it saw); a change to a part
// changed since the tab loaded it is refused (409) and stores nothing.

let t: TimelinesApp;
let token: string;
let page: TimelineView;
beforeAll(async () => {
  t = await openTimelinesApp();
  const ann = await t.timelineAuthor('ann');
  token = ann.token;
  const timeline = await t.furnished(token, ann.worldID);
  await t.answered(t.updateLines(token, timeline._id, [{ _id: 'l2', name: 'Wars' }]));
  page = await t.answered(t.updateNodes(token, timeline._id, 'l1', [sentNode('r')]));
});
afterAll(() => t.close());

const pointOf = (copy: TimelineView, nodeId: string) => copy.lines[0].nodes.find((node) => node._id === nodeId)!;
// The tab's copy of one point, changed.
const sent = ({ image: _image, links: _links, ...node }: TimelineNode, change: Partial<SentNode>): SentNode => ({ ...node, ...change });
const tabSends = (copy: TimelineView, nodeId: string, change: Partial<SentNode>) => t.updateNodes(token, copy._id, 'l1', [sent(pointOf(copy, nodeId), change)]);

describe('two tabs editing one timeline', () => {
  it('changes of different points and lines from the same copy all land, sent at once', async () => {
    const lines = page.lines.map(({ _id, name, revision }) => ({ _id, name, revision }));
    const answers = await Promise.all([
      tabSends(page, 'p', { year: 11 }),
      tabSends(page, 'q', { title: 'Crowning' }),
      t.updateLines(token, page._id, [{ ...lines[1], name: 'Great Wars' }]),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const now = await t.getTimeline(token, page._id);
    expect([pointOf(now, 'p').year, pointOf(now, 'q').title, pointOf(now, 'r').year, now.lines[1].name]).toEqual([11, 'Crowning', 10, 'Great Wars']);
  });

  it('a stale change of the same point, or of the same line, is a 409 and stores nothing', async () => {
    const start = await t.getTimeline(token, page._id);
    expect((await tabSends(start, 'r', { year: 30 })).statusCode).toBe(200);
    await t.expectRefused(() => tabSends(start, 'r', { title: 'Mine' }), 409, m.partConflict);
    expect(pointOf(await t.getTimeline(token, page._id), 'r')).toMatchObject({ year: 30, title: 'Founding' });
    const line = { _id: 'l2', name: 'Peace', revision: start.lines[1].revision };
    expect((await t.updateLines(token, page._id, [line])).statusCode).toBe(200);
    await t.expectRefused(() => t.updateLines(token, page._id, [{ ...line, name: 'Mine' }]), 409, m.partConflict);
  });

  it('a point deleted in one tab is not brought back by the other', async () => {
    const start = await t.getTimeline(token, page._id);
    await t.answered(t.updateNodes(token, page._id, 'l1', [], ['r']));
    await t.expectRefused(() => tabSends(start, 'r', { year: 40 }), 409, m.partGone);
    expect((await t.getTimeline(token, page._id)).lines[0].nodes.map((node) => node._id)).toEqual(['p', 'q']);
  });
});
