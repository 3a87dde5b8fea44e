import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineListItem, TimelineView } from '@lorewright/domain/timelines/timelineView';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { openTimelinesApp, type TimelinesApp } from './testing/timelinesTesting';

// What leaves the server: a private timeline only for the author and members, in its get, the
// world's list, a link and the element search; a private world's timelines for nobody else.

let t: TimelinesApp;
let roles: Awaited<ReturnType<TimelinesApp['worldWithRoles']>>;
let timeline: TimelineView;
beforeAll(async () => {
  t = await openTimelinesApp();
  roles = await t.worldWithRoles();
  await t.grant(roles.author.id);
  timeline = await t.newTimeline(roles.author.token, roles.world._id, { title: 'Secret Annals' });
  await t.setVisibility(roles.author.token, roles.world._id, 'public');
});
afterAll(() => t.close());

const worldID = () => roles.world._id;
const listOf = async (token: string | undefined) =>
  (await t.ok<{ timelines: TimelineListItem[] }>(t.call('POST', 'timeline/timelines', { token, payload: { worldID: worldID() } }))).timelines.map((x) => x._id);
const searchOf = async (token: string | undefined) =>
  (await t.ok<{ results: { _id: string }[] }>(t.call('POST', 'elementSearch', { token, payload: { worldID: worldID(), text: 'secret' } }))).results.map(
    (r) => r._id,
  );

describe('timeline privacy', () => {
  it('a private timeline in a public world: listed, shown, linked and found for members only', async () => {
    for (const token of [undefined, roles.other.token]) {
      expect(await listOf(token)).not.toContain(timeline._id);
      expect(await searchOf(token)).not.toContain(timeline._id);
      await t.expectRefused(() => t.call('GET', `timeline/${timeline._id}`, { token }), 403, m.isPrivate);
      await t.expectRefused(() => t.call('GET', `link/timeline/${timeline._id}`, { token }), 404, elementMessages.notFound);
    }
    for (const token of [roles.member.token, roles.author.token]) {
      expect(await listOf(token)).toContain(timeline._id);
      expect(await searchOf(token)).toContain(timeline._id);
      expect((await t.getTimeline(token, timeline._id)).title).toBe('Secret Annals');
    }
  });

  it('made public, it is seen by anyone', async () => {
    await t.setTimelineVisibility(roles.author.token, worldID(), timeline._id, 'public');
    expect(await listOf(undefined)).toContain(timeline._id);
    expect(await searchOf(undefined)).toContain(timeline._id);
    expect((await t.getTimeline(undefined, timeline._id)).lines).toEqual([]);
    await t.setTimelineVisibility(roles.author.token, worldID(), timeline._id, 'private');
  });

  it("a private world's timelines are refused to outsiders, even a public one", async () => {
    await t.setTimelineVisibility(roles.author.token, worldID(), timeline._id, 'public');
    await t.setVisibility(roles.author.token, worldID(), 'private');
    await t.expectRefused(() => t.call('POST', 'timeline/timelines', { token: roles.other.token, payload: { worldID: worldID() } }), 403, wm.isPrivate);
    await t.expectRefused(() => t.call('GET', `timeline/${timeline._id}`, { token: roles.other.token }), 403, m.isPrivate);
    await t.expectRefused(() => t.call('GET', `link/timeline/${timeline._id}`), 404, elementMessages.notFound);
  });

  it('a timeline that does not exist is a 404', () => t.expectRefused(() => t.call('GET', 'timeline/nope'), 404, m.notFound));
});
