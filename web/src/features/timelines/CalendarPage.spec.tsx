import { DEFAULT_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { DEMO_TIMELINE } from '@lorewright/domain/timelines/demoTimeline';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer, type MockAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeTimelineListItem, timelinesAnswer } from '../../testing/timelineListFixtures';

const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { timelines: nextYear } });
const reader = makeUser({ _id: 'u2', currentWorldID: 'w1', permissions: { timelines: nextYear } });
const timeline: TimelineView = { ...DEMO_TIMELINE, _id: 't1', worldID: 'w1', authorID: 'u1', title: 'The Long Age', start: 2024, calendar: DEFAULT_CALENDAR };

describe('/calendar', () => {
  const api = mockApiPerTest();

  const openEditor = async (user = author, saved: MockAnswer = { status: 200, body: { message: 'Updated successfully.', timeline } }) => {
    api().on('POST me', meAnswer(user));
    api().on('GET timeline/t1', { status: 200, body: timeline });
    api().on('PUT timeline/t1/calendar', saved);
    renderRoute('/calendar?timeline=t1', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'Calendar' }, { timeout: 5000 });
  };
  const months = () => within(screen.getByRole('region', { name: 'Months' }));
  const sentCalendar = () => (api().callsTo('PUT timeline/t1/calendar')[0]?.body as { calendar: typeof DEFAULT_CALENDAR } | undefined)?.calendar;

  it("lists the current world's timelines when none is chosen", async () => {
    api().on('POST me', meAnswer(author));
    api().on('POST timeline/timelines', timelinesAnswer([makeTimelineListItem()]));
    renderRoute('/calendar', { token: 't' });
    expect(await screen.findByRole('link', { name: /The Long Age/ }, { timeout: 5000 })).toHaveAttribute('href', '/calendar?timeline=t1');
  });

  it('edits one month at a time and saves the calendar', async () => {
    await openEditor();
    expect(months().getByRole('textbox', { name: 'Month Name' })).toHaveValue('January');
    fireEvent.click(months().getByRole('button', { name: 'Next month' }));
    expect(months().getByText('Month 2 of 12')).toBeInTheDocument();
    fireEvent.change(months().getByRole('textbox', { name: 'Month Name' }), { target: { value: 'Frostfall' } });
    fireEvent.change(months().getByRole('spinbutton', { name: 'Days' }), { target: { value: '29' } });
    fireEvent.click(months().getByRole('button', { name: 'Add Month' }));
    expect(months().getByRole('textbox', { name: 'Month Name' })).toHaveValue('New Month');
    expect(months().getByRole('spinbutton', { name: 'Days' })).toHaveValue(0);
    expect(screen.getByText('Year 2024 has 366 days and is not a leap year.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save Calendar' }));
    await waitFor(() => expect(sentCalendar()?.months).toHaveLength(13));
    expect(sentCalendar()?.months[1]).toEqual({ name: 'Frostfall', numDays: 29 });
    expect(sentCalendar()?.months[12]).toEqual({ name: 'New Month', numDays: 0 });
    expect(await screen.findByText('Updated successfully.')).toBeInTheDocument();
  });

  it('applies a day count to all months only when it is a whole number', async () => {
    await openEditor();
    const apply = months().getByRole('button', { name: 'Apply to all' });
    fireEvent.change(months().getByRole('textbox', { name: 'Days for all months' }), { target: { value: '2.5' } });
    expect(apply).toBeDisabled();
    fireEvent.change(months().getByRole('textbox', { name: 'Days for all months' }), { target: { value: '30' } });
    expect(months().getByText('Make all months 30 days')).toBeInTheDocument();
    fireEvent.click(apply);
    expect(months().getByRole('spinbutton', { name: 'Days' })).toHaveValue(30);
    fireEvent.click(months().getByRole('checkbox', { name: 'Unknown Length for All Months' }));
    expect(months().getByRole('checkbox', { name: 'Unknown Length' })).toBeChecked();
  });

  it('refuses to save what CalendarBody refuses, with its message', async () => {
    await openEditor();
    fireEvent.change(screen.getByRole('textbox', { name: 'Calendar Name' }), { target: { value: '  ' } });
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('Please enter a name.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a name.');
    expect(api().callsTo('PUT timeline/t1/calendar')).toHaveLength(0);
  });

  it('lets an era keep the calendar’s year numbers instead of restarting at 1, and saves that', async () => {
    const eras = [{ name: 'Age of Arcanum', abbreviation: 'AA', startYear: 2000 }];
    api().on('POST me', meAnswer(author));
    api().on('GET timeline/t1', { status: 200, body: { ...timeline, calendar: { ...DEFAULT_CALENDAR, eras } } });
    api().on('PUT timeline/t1/calendar', { status: 200, body: { message: 'Updated successfully.', timeline } });
    renderRoute('/calendar?timeline=t1', { token: 't' });
    const restarts = await screen.findByRole('checkbox', { name: 'Era 1 restarts the year count' }, { timeout: 5000 });
    expect(restarts).toBeChecked();
    expect(restarts).toHaveAccessibleDescription(/calls its start year year 1/);
    expect(screen.getByText('Year 25 AA has 365 days and is not a leap year.')).toBeInTheDocument();

    fireEvent.click(restarts);
    expect(restarts).not.toBeChecked();
    expect(screen.getByText('Year 2024 AA has 365 days and is not a leap year.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Calendar' }));
    await waitFor(() => expect(sentCalendar()?.eras).toEqual([{ ...eras[0], restart: false }]));

    // An era counting down has no first year to call 1.
    fireEvent.change(screen.getByRole('combobox', { name: 'Era 1 counting' }), { target: { value: 'down' } });
    expect(restarts).toBeDisabled();
  });

  it("shows the server's refusal", async () => {
    await openEditor(author, { status: 403, body: { error: 'Only the author can change this timeline.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Calendar' }));
    expect(await screen.findByText('Only the author can change this timeline.')).toBeInTheDocument();
  });

  it('reads the timeline from the hash too, where the query moves after 3 s', async () => {
    api().on('POST me', meAnswer(author));
    api().on('GET timeline/t1', { status: 200, body: timeline });
    renderRoute('/calendar#timeline=t1', { token: 't' });
    expect(await screen.findByText('Calendar of The Long Age', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a reader the calendar without changing it', async () => {
    await openEditor(reader);
    expect(screen.getByText('Only the author can change this calendar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Calendar' })).not.toBeInTheDocument();
    expect(months().getByRole('textbox', { name: 'Month Name' })).toBeDisabled();
    fireEvent.click(months().getByRole('button', { name: 'Next month' }));
    expect(months().getByRole('textbox', { name: 'Month Name' })).toHaveValue('February');
  });
});
