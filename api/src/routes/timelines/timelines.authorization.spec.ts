import { describe, expect, it } from 'vitest';
import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { describePaidMatrix, paidChanges, paidElementRows, paidHeadRows, paidReads, type PaidEndpoint } from '../paidMatrix';
import { onlyWorldAuthor, privateWorld, type Outcome } from '../roleMatrix';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import { importCalendar } from './testing/calendarImportTesting';
import { openTimelinesApp, type TimelinesApp } from './testing/timelinesTesting';

// Every timeline endpoint × every role around one private world holding a private timeline: the
// world's author (holding the 'timelines' permission), an accepted member, a member whose account
// is blocked, a signed-in stranger, nobody — and the author without the permission (`unpaid`),
// who may still read and delete but not change. A refusal gives its status and text and stores
// nothing; an allowed call succeeds.

interface Target {
  worldID: string;
  timeline: TimelineView;
}

const privateTimeline: Outcome = [403, m.isPrivate];
const onlyAuthor: Outcome = [403, m.onlyAuthor];
const reads = paidReads;
const changes = (author: Outcome, unpaid?: Outcome) => paidChanges(author, onlyAuthor, unpaid);
const id = (target: Target) => target.timeline._id;
const rows = { kind: 'timeline' as const, id, changes };
const onP = (target: Target) => ({ timelineID: id(target), lineIndex: 0, nodeIndex: 0 });

const endpoints: Record<string, PaidEndpoint<Target, TimelinesApp>> = {
  'POST timeline/timelines': { method: 'POST', url: () => 'timeline/timelines', payload: ({ worldID }) => ({ worldID }), expect: reads(privateWorld) },
  'GET timeline/{id}': { method: 'GET', url: (target) => `timeline/${id(target)}`, expect: reads(privateTimeline) },
  'POST timeline/newTimeline': {
    method: 'POST',
    url: () => 'timeline/newTimeline',
    payload: ({ worldID }) => ({ worldID, title: 'Annals', start: 0, end: 10 }),
    expect: { ...changes([201]), other: onlyWorldAuthor, member: onlyWorldAuthor },
  },
  ...paidHeadRows(rows, [200]),
  'PUT timeline/updateLines': {
    method: 'PUT',
    url: () => 'timeline/updateLines',
    payload: (target) => ({ timelineID: id(target), lines: [{ _id: 'l9', name: 'New' }] }),
    fresh: true,
    expect: changes([200]),
  },
  'PUT timeline/updateNodes': {
    method: 'PUT',
    url: () => 'timeline/updateNodes',
    payload: (target) => ({ timelineID: id(target), lineID: 'l1', nodes: [sentNode('p', { year: 11 }), sentNode('n')], removedNodeIDs: ['q'] }),
    fresh: true,
    expect: changes([200]),
  },
  'PUT timeline/updateZones': {
    method: 'PUT',
    url: () => 'timeline/updateZones',
    payload: (target) => ({ timelineID: id(target), zones: { z: { _id: 'z', name: 'War', start: 1, end: 2 } } }),
    fresh: true,
    expect: changes([200]),
  },
  'PUT timeline/{id}/update/': {
    method: 'PUT',
    url: (target) => `timeline/${id(target)}/update/`,
    payload: (target) => ({ timelineID: id(target), overlayOpacity: 0.25 }),
    fresh: true,
    expect: changes([200]),
  },
  'PUT timeline/{id}/calendar': {
    method: 'PUT',
    url: (target) => `timeline/${id(target)}/calendar`,
    payload: (target) => ({ timelineID: id(target), calendar: { ...target.timeline.calendar, name: 'Mine' } }),
    fresh: true,
    expect: changes([200]),
  },
  // The same change from a Fantasy-Calendar export, refused before the file is read.
  'POST timeline/{id}/calendar/import': {
    method: 'POST',
    url: (target) => `timeline/${id(target)}/calendar/import`,
    upload: (token, target, t) => importCalendar(t, token, id(target)),
    fresh: true,
    expect: changes([200]),
  },
  'POST timeline/uploadPointImage': {
    method: 'POST',
    url: () => 'timeline/uploadPointImage',
    upload: (token, target, t) => t.uploadNodeImage(token, id(target), { lineIndex: 0, nodeIndex: 0 }),
    expect: changes([201]),
  },
  'POST timeline/deletePointImage': { method: 'POST', url: () => 'timeline/deletePointImage', payload: onP, fresh: true, expect: changes([200]) },
  'POST timeline/addLink': {
    method: 'POST',
    url: () => 'timeline/addLink',
    payload: (target) => ({ ...onP(target), nodeIndex: 1, link: { type: 'timeline', id: id(target) } }),
    fresh: true,
    expect: changes([200]),
  },
  'POST timeline/removeLink': {
    method: 'POST',
    url: () => 'timeline/removeLink',
    payload: (target) => ({ ...onP(target), linkID: target.timeline.lines[0].nodes[0].links[0]._id }),
    fresh: true,
    expect: changes([200]),
  },
  ...paidElementRows(rows, 'Ages'),
};

// A timeline with line l1 holding p and q, p showing an image and linking to the timeline itself.
const furnishedTimeline = async (t: TimelinesApp, token: string, worldID: string): Promise<Target> => {
  const timeline = await t.furnished(token, worldID);
  expect((await t.uploadNodeImage(token, timeline._id, { lineID: 'l1', nodeID: 'p' })).statusCode).toBe(201);
  await t.ok(
    t.call('POST', 'timeline/addLink', {
      token,
      payload: { timelineID: timeline._id, lineID: 'l1', nodeID: 'p', link: { type: 'timeline', id: timeline._id } },
    }),
  );
  return { worldID, timeline: await t.getTimeline(token, timeline._id) };
};

const opened = describePaidMatrix('timeline', { open: openTimelinesApp, furnished: furnishedTimeline, endpoints, timeout: 30_000 });

describe('timeline endpoints beyond the matrix', () => {
  it("neither a stranger's nor an unpaid author's upload is ever stored, even in their own library", async () => {
    const { t, roles, shared } = opened();
    const count = async (token: string) => (await t.library(token)).media.length;
    const [other, author] = [await count(roles.other.token), await count(roles.author.token)];
    const upload = (token: string) => () => t.uploadNodeImage(token, shared.timeline._id, { lineIndex: 0, nodeIndex: 0 });
    await t.expectRefused(upload(roles.other.token), 403, m.onlyAuthor);
    await t.revoke(roles.author.id);
    await t.expectRefused(upload(roles.author.token), 403, NOT_OWNED_MESSAGE);
    await t.grant(roles.author.id);
    expect([await count(roles.other.token), await count(roles.author.token)]).toEqual([other, author]);
  });

  it("a timeline cannot be changed through another world's id, even by that world's author", async () => {
    const { t, shared } = opened();
    const bob = await t.timelineAuthor('bob');
    const as = (payload: object) => ({ token: bob.token, payload: { timelineID: shared.timeline._id, worldID: bob.worldID, ...payload } });
    await t.expectRefused(() => t.call('PUT', 'timeline/rename', as({ title: 'Mine' })), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'timeline/delete', as({})), 404, m.notFound);
    await t.expectRefused(() => t.call('PUT', 'timeline/updateLines', as({ lines: [{ _id: 'x', name: 'x' }] })), 403, m.onlyAuthor);
  });
});
