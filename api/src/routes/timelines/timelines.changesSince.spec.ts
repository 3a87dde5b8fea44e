import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SINCE_INVALID } from '@lorewright/domain/shared/changesSince';
import { applyTimelineChanges, knownRevisionOf, type TimelineChanges } from '@lorewright/domain/timelines/timelineChanges';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { CHANGES_READ } from '@lorewright/projections/runner/partsJsonCache';
import { openTimelinesApp, type TimelinesApp } from './testing/timelinesTesting';

// The part calls asked with ?since=<revision>: the answer carries only what changed after it,
// and the client's copy with those changes applied is the timeline a whole read gives.
let t: TimelinesApp;
beforeAll(async () => {
  t = await openTimelinesApp();
});
afterAll(() => t.close());

type Answer = { message: string; changes?: TimelineChanges; timeline?: TimelineView };

const putSince = async (url: string, token: string, since: number | string, payload: object) => {
  t.clock.advance(1000);
  return t.call('PUT', `${url}?since=${since}`, { token, payload });
};

// Sends the change with the copy's known revision, applies the answer to the copy, and checks
// the result against a whole read.
const changed = async (token: string, copy: TimelineView, url: string, payload: object) => {
  const answer = await t.ok<Answer>(putSince(url, token, knownRevisionOf(copy), payload));
  expect(answer.message).toBe(m.updated);
  expect(answer.timeline).toBeUndefined();
  const next = applyTimelineChanges(copy, answer.changes!);
  expect(next).toEqual(await t.getTimeline(token, copy._id));
  return { next, changes: answer.changes! };
};

describe('timeline part calls answering the changes since a revision', () => {
  it('answer only the points written and deleted since, which bring the copy to the timeline as it is', async () => {
    const author = await t.timelineAuthor();
    let copy = await t.furnished(author.token, author.worldID);
    const id = copy._id;
    const [p] = copy.lines[0].nodes;

    const added = await changed(author.token, copy, 'timeline/updateNodes', { timelineID: id, lineID: 'l1', nodes: [sentNode('r', { year: 30 })] });
    expect(added.changes.nodes.map(({ lineId, node }) => [lineId, node._id])).toEqual([['l1', 'r']]);
    expect(added.changes.timeline.lines.map((line) => line.nodes)).toEqual([[]]);
    copy = added.next;

    const edited = await changed(author.token, copy, 'timeline/updateNodes', {
      timelineID: id,
      lineID: 'l1',
      nodes: [{ ...sentNode('p', { year: 12, title: 'Crowning' }), revision: p.revision }],
      removedNodeIDs: ['q'],
    });
    expect(edited.changes.nodes.map(({ node }) => [node._id, node.year, node.title])).toEqual([['p', 12, 'Crowning']]);
    expect(edited.changes.removedNodeIDs).toEqual(['q']);
    copy = edited.next;

    copy = (await changed(author.token, copy, 'timeline/updateLines', { timelineID: id, lines: [{ _id: 'l2', name: 'Wars' }] })).next;
    copy = (await changed(author.token, copy, 'timeline/updateNodes', { timelineID: id, lineID: 'l2', nodes: [sentNode('w', { year: 40 })] })).next;
    const lineGone = await changed(author.token, copy, 'timeline/updateLines', { timelineID: id, lines: [], removedLineIDs: ['l1'] });
    expect(lineGone.next.lines.map((line) => [line._id, line.nodes.map((node) => node._id)])).toEqual([['l2', ['w']]]);
    copy = lineGone.next;

    const zoned = await changed(author.token, copy, 'timeline/updateZones', { timelineID: id, zones: { z1: { _id: 'z1', name: 'War', start: 5, end: 9 } } });
    expect(zoned.changes.nodes).toEqual([]);
    expect(Object.keys(zoned.next.zones)).toEqual(['default', 'z1']);
  });

  it("brings in another tab's change made since the copy was read", async () => {
    const author = await t.timelineAuthor('twotabs');
    const copy = await t.furnished(author.token, author.worldID);
    await t.answered(t.updateNodes(author.token, copy._id, 'l1', [sentNode('elsewhere', { year: 50 })], ['q']));
    const { next } = await changed(author.token, copy, 'timeline/updateNodes', { timelineID: copy._id, lineID: 'l1', nodes: [sentNode('here', { year: 60 })] });
    expect(next.lines[0].nodes.map((node) => node._id)).toEqual(['p', 'elsewhere', 'here']);
  });

  it('answers the whole timeline when more points changed since than are worth listing', async () => {
    const author = await t.timelineAuthor('archivist');
    const copy = await t.furnished(author.token, author.worldID);
    const many = Array.from({ length: CHANGES_READ + 1 }, (_, i) => sentNode(`n${i}`, { year: i }));
    const answer = await t.ok<Answer>(
      putSince('timeline/updateNodes', author.token, knownRevisionOf(copy), { timelineID: copy._id, lineID: 'l1', nodes: many }),
    );
    expect(answer.changes).toBeUndefined();
    expect(answer.timeline).toEqual(await t.getTimeline(author.token, copy._id));
    expect(answer.timeline!.lines[0].nodes).toHaveLength(CHANGES_READ + 3);
  });

  it('gives another user and a visitor asking with since only the refusal they get without it, and stores nothing', async () => {
    const author = await t.timelineAuthor('keeper');
    const copy = await t.furnished(author.token, author.worldID);
    const stranger = await t.timelineAuthor('stranger');
    const payload = { timelineID: copy._id, lineID: 'l1', nodes: [sentNode('intruder')] };
    const asStranger = await putSince('timeline/updateNodes', stranger.token, knownRevisionOf(copy), payload);
    expect(asStranger.statusCode, asStranger.body).toBe(403);
    expect(asStranger.json()).toEqual({ error: expect.any(String) });
    t.clock.advance(1000);
    const asVisitor = await t.call('PUT', `timeline/updateNodes?since=${knownRevisionOf(copy)}`, { payload });
    expect(asVisitor.statusCode).toBe(401);
    expect(await t.getTimeline(author.token, copy._id)).toEqual(copy);
  });

  it.each([['-1'], ['1.5'], ['ten'], ['9007199254740993'], ['']])('refuses since=%s with a clear error, and stores nothing', async (since) => {
    const author = await t.timelineAuthor(`careless${since.length}${since.charCodeAt(0) || 0}`);
    const copy = await t.furnished(author.token, author.worldID);
    const res = await putSince('timeline/updateNodes', author.token, since, { timelineID: copy._id, lineID: 'l1', nodes: [sentNode('z')] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: SINCE_INVALID });
    expect(await t.getTimeline(author.token, copy._id)).toEqual(copy);
  });
});
