import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { fantasyCalendarMessages as fcm } from '@lorewright/domain/imports/fantasyCalendar/fantasyCalendarMessages';
import { EXANDRIA_EXPORT, GREGORIAN_EXPORT } from '@lorewright/domain/imports/fantasyCalendar/testing/fantasyCalendarExports';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { historyCalls } from '../history/testing/paidHistoryTesting';
import { fantasyCalendarFile, importCalendar } from './testing/calendarImportTesting';
import { openTimelinesApp, type TimelinesApp } from './testing/timelinesTesting';

// POST timeline/{id}/calendar/import: a Fantasy-Calendar export replaces the timeline's calendar
// as Save Calendar does, and the answer says what it could not keep.
interface ImportAnswer {
  message: string;
  notes: string[];
  calendar: Calendar;
  timeline: TimelineView;
}

let t: TimelinesApp;
beforeAll(async () => {
  t = await openTimelinesApp();
});
afterAll(() => t.close());

describe('importing a Fantasy-Calendar export', () => {
  it('replaces the calendar with Harptos, answers it with its notes, and reads back the same', async () => {
    const author = await t.timelineAuthor();
    const timeline = await t.furnished(author.token, author.worldID);
    const res = await importCalendar(t, author.token, timeline._id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ImportAnswer>();
    expect(answer.message).toBe(fcm.imported);
    expect(answer.notes).toEqual([fcm.leapDayNames(['Shieldmeet']), 'Moons (Selúne) are not imported: calendars here have no moons.', fcm.currentDate(1491)]);
    expect(answer.calendar).toMatchObject({ name: 'Calendar of Harptos', hasYearZero: false, leapRules: [{ monthIndex: 9, extraDays: 1, every: 4 }] });
    expect(answer.calendar.months.filter((month) => month.intercalary)).toHaveLength(5);
    expect(answer.timeline.calendar).toEqual(answer.calendar);

    const read = await t.getTimeline(author.token, timeline._id);
    expect(read.calendar).toEqual(answer.calendar);
    // Points keep their dates and lines; only the calendar changed.
    expect(read.lines).toEqual(timeline.lines);
  });

  it('is the same change as saving the calendar: one entry in the timeline’s history', async () => {
    const author = await t.timelineAuthor('historian');
    const timeline = await t.newTimeline(author.token, author.worldID);
    const head = await t.stack.eventStore.headPosition();
    await t.ok(importCalendar(t, author.token, timeline._id, fantasyCalendarFile(GREGORIAN_EXPORT, 'gregorian-calendar.json')));
    const appended = (await t.stack.eventStore.readAll({ fromPosition: head })).filter((event) => event.type.startsWith('Timeline'));
    expect(appended.map((event) => event.type)).toEqual(['TimelineCalendarChanged']);
    expect((await historyCalls(t, 'timeline', author.token).summaries(timeline._id))[0]).toBe('Changed the calendar to “Gregorian Calendar”');
  });

  it('keeps eras, and answers notes for what it cannot keep', async () => {
    const author = await t.timelineAuthor('scholar');
    const timeline = await t.newTimeline(author.token, author.worldID);
    const answer = await t.ok<ImportAnswer>(importCalendar(t, author.token, timeline._id, fantasyCalendarFile(EXANDRIA_EXPORT, 'exandria.json')));
    expect(answer.calendar.eras.map((era) => [era.name, era.abbreviation, era.startYear])).toEqual([
      ['The Age of Arcanum', '', -1500],
      ['The Calamity', '', -665],
      ['Post-Divergence', 'P.D.', 1],
    ]);
    expect(answer.notes).toContain(fcm.moons(['Catha', 'Ruidus']));
  });
});
