import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { openTimelinesApp } from '../timelines/testing/timelinesTesting';

// A world names the calendar its dates are read on: one of its timelines' calendars, or the
// Gregorian one. Another world's timeline is refused; deleting the chosen timeline puts the
// world back on the Gregorian calendar.

let t: Awaited<ReturnType<typeof openTimelinesApp>>;
beforeAll(async () => {
  t = await openTimelinesApp();
});
afterAll(() => t.close());

const choose = (token: string, worldID: string, timelineID: string | null) =>
  t.call('POST', 'world/updateCalendar', { token, payload: { worldID, timelineID } });
const worldOf = async (token: string, worldID: string) => (await t.ok<{ world: WorldView }>(t.call('GET', `world/${worldID}`, { token }))).world;

describe('the world calendar', () => {
  it('uses a timeline’s calendar when chosen, and the Gregorian one again on null', async () => {
    const ann = await t.timelineAuthor('ann');
    const ages = await t.newTimeline(ann.token, ann.worldID, { title: 'The Ages' });
    expect((await worldOf(ann.token, ann.worldID)).calendarTimelineID ?? null).toBeNull();

    const chosen = await t.ok<{ message: string; world: WorldView }>(choose(ann.token, ann.worldID, ages._id));
    expect(chosen.message).toBe(`The world's dates now use the calendar of "The Ages".`);
    expect(chosen.world.calendarTimelineID).toBe(ages._id);

    const back = await t.ok<{ message: string; world: WorldView }>(choose(ann.token, ann.worldID, null));
    expect(back).toMatchObject({ message: "The world's dates now use the Gregorian calendar.", world: { calendarTimelineID: null } });

    const history = await t.ok<{ entries: { summary: string }[] }>(t.call('GET', `history/world/${ann.worldID}?page=1`, { token: ann.token }));
    expect(history.entries.slice(0, 2).map((entry) => entry.summary)).toEqual([
      "Put the world's dates back on the Gregorian calendar",
      "Chose a timeline's calendar for the world's dates",
    ]);
  });

  it('refuses another world’s timeline, or one that does not exist, storing nothing', async () => {
    const ann = await t.timelineAuthor('ann2');
    const bob = await t.timelineAuthor('bob2');
    const bobs = await t.newTimeline(bob.token, bob.worldID, { title: 'Bob’s Ages' });
    await t.expectRefused(() => choose(ann.token, ann.worldID, bobs._id), 404, m.calendarTimelineNotInWorld);
    await t.expectRefused(() => choose(ann.token, ann.worldID, 'nope'), 404, m.calendarTimelineNotInWorld);
    await t.expectRefused(() => choose(ann.token, ann.worldID, ''), 400, m.chooseCalendar);
  });

  it('puts the world back on the Gregorian calendar when the chosen timeline is deleted', async () => {
    const ann = await t.timelineAuthor('ann3');
    const ages = await t.newTimeline(ann.token, ann.worldID, { title: 'The Ages' });
    await t.ok(choose(ann.token, ann.worldID, ages._id));
    await t.ok(t.call('POST', 'timeline/delete', { token: ann.token, payload: { timelineID: ages._id, worldID: ann.worldID } }));
    expect((await worldOf(ann.token, ann.worldID)).calendarTimelineID).toBeNull();
  });
});

describe('reading the world calendar', () => {
  it('answers the chosen timeline’s calendar, or the Gregorian one, to whoever may see the world', async () => {
    const ann = await t.timelineAuthor('ann5');
    const read = (token?: string) => t.ok<{ timelineID: string | null; calendar: Calendar }>(t.call('GET', `world/${ann.worldID}/calendar`, { token }));
    expect(await read(ann.token)).toEqual({ timelineID: null, calendar: GREGORIAN_CALENDAR, pointTimelines: [] });
    const ages = await t.newTimeline(ann.token, ann.worldID, { title: 'Ages' });
    await t.ok(choose(ann.token, ann.worldID, ages._id));
    const chosen = await read(ann.token);
    expect(chosen.timelineID).toBe(ages._id);
    expect(chosen.calendar).toEqual(ages.calendar);
    expect(chosen).not.toHaveProperty('lines');
  });

  it('offers the timelines a date may be taken from: on the world’s calendar, and seen by the viewer', async () => {
    const ann = await t.timelineAuthor('ann7');
    const bob = await t.timelineAuthor('bob7');
    await t.setVisibility(ann.token, ann.worldID, 'public');
    const offered = async (token: string) =>
      (await t.ok<{ pointTimelines: { _id: string; title: string }[] }>(t.call('GET', `world/${ann.worldID}/calendar`, { token }))).pointTimelines;
    const kings = await t.newTimeline(ann.token, ann.worldID, { title: 'Kings' });
    await t.setTimelineVisibility(ann.token, ann.worldID, kings._id, 'public');
    const secrets = await t.newTimeline(ann.token, ann.worldID, { title: 'Secrets' });
    const ages = await t.newTimeline(ann.token, ann.worldID, { title: 'Ages' });
    const agesMonths = { ...ages.calendar, months: [{ name: 'Thaw', numDays: 30 }] };
    await t.ok(t.call('PUT', `timeline/${ages._id}/calendar`, { token: ann.token, payload: { timelineID: ages._id, calendar: agesMonths } }));

    // Gregorian world: each timeline with the Gregorian months; a private one only for its world's people.
    expect(await offered(ann.token)).toEqual([
      { _id: kings._id, title: 'Kings' },
      { _id: secrets._id, title: 'Secrets' },
    ]);
    expect(await offered(bob.token)).toEqual([{ _id: kings._id, title: 'Kings' }]);

    // A world on a timeline's calendar: that timeline alone.
    await t.ok(choose(ann.token, ann.worldID, ages._id));
    expect(await offered(ann.token)).toEqual([{ _id: ages._id, title: 'Ages' }]);
    expect(await offered(bob.token)).toEqual([]); // Ages is private, as a new timeline is
  });

  it('is refused where the world is: private to strangers, unknown ids', async () => {
    const ann = await t.timelineAuthor('ann6');
    const bob = await t.timelineAuthor('bob6');
    await t.expectRefused(() => t.call('GET', `world/${ann.worldID}/calendar`, { token: bob.token }), 403, m.isPrivate);
    await t.expectRefused(() => t.call('GET', 'world/nope/calendar', { token: bob.token }), 404, m.notFound);
  });
});
