import { afterAll, beforeAll, describe, it } from 'vitest';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { openTimelinesApp, type TimelinesApp } from '../timelines/testing/timelinesTesting';
import { expectHistoryMatrix } from './testing/paidHistoryTesting';

// Every history endpoint × every role around one private timeline of a private world.

let t: TimelinesApp;
beforeAll(async () => {
  t = await openTimelinesApp();
});
afterAll(() => t.close());

describe('authorization of a timeline history', () => {
  it('only those who may edit the timeline read its history and restore it; the others hear what the timeline routes answer', async () => {
    const roles = await t.worldWithRoles();
    await t.grant(roles.author.id);
    const timeline = await t.newTimeline(roles.author.token, roles.world._id);
    await expectHistoryMatrix(t, 'timeline', timeline._id, roles, m);
  });

  it('a timeline that does not exist is not found', async () => {
    const author = await t.timelineAuthor();
    await t.expectRefused(() => t.call('GET', 'history/timeline/nope', { token: author.token }), 404, m.notFound);
  });
});
