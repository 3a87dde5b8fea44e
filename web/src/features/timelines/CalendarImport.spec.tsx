import { DEFAULT_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { fantasyCalendarMessages as m } from '@lorewright/domain/imports/fantasyCalendar/fantasyCalendarMessages';
import { readFantasyCalendar } from '@lorewright/domain/imports/fantasyCalendar/readFantasyCalendar';
import { HARPTOS_EXPORT } from '@lorewright/domain/imports/fantasyCalendar/testing/fantasyCalendarExports';
import { DEMO_TIMELINE } from '@lorewright/domain/timelines/demoTimeline';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { timelines: nextYear } });
const reader = makeUser({ _id: 'u2', currentWorldID: 'w1', permissions: { timelines: nextYear } });
const timeline: TimelineView = { ...DEMO_TIMELINE, _id: 't1', worldID: 'w1', authorID: 'u1', title: 'The Long Age', start: 1491, calendar: DEFAULT_CALENDAR };
const harptos = readFantasyCalendar(JSON.stringify(HARPTOS_EXPORT));
const exportFile = () => new File([JSON.stringify(HARPTOS_EXPORT)], 'calendar-of-harptos.json', { type: 'application/json' });

describe('Import from Fantasy-Calendar', () => {
  const api = mockApiPerTest();

  const openCalendar = async (user = author) => {
    api().on('POST me', meAnswer(user));
    api().on('GET timeline/t1', { status: 200, body: timeline });
    renderRoute('/calendar?timeline=t1', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'Calendar' }, { timeout: 5000 });
  };
  const panel = () => within(screen.getByRole('region', { name: 'Import a calendar' }));
  const months = () => within(screen.getByRole('region', { name: 'Months' }));
  const sentFile = () => {
    const init = api().fetchMock.mock.calls.find(([input]) =>
      (input instanceof Request ? input.url : input.toString()).endsWith('timeline/t1/calendar/import'),
    )?.[1];
    return (init?.body as FormData | undefined)?.get('file');
  };

  it('sends the chosen export as `file`, shows the saved calendar in the editor and lists what was left out', async () => {
    api().on('POST timeline/t1/calendar/import', {
      status: 200,
      body: { message: m.imported, notes: harptos.notes, calendar: harptos.calendar, timeline: { ...timeline, calendar: harptos.calendar } },
    });
    await openCalendar();
    expect(months().getByRole('textbox', { name: 'Month Name' })).toHaveValue('January');
    fireEvent.change(panel().getByLabelText(m.choose), { target: { files: [exportFile()] } });

    const status = await panel().findByRole('status');
    expect(await within(status).findByText(m.notesTitle)).toBeInTheDocument();
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(harptos.notes);
    expect(within(status).getByText('Moons (Selúne) are not imported: calendars here have no moons.')).toBeInTheDocument();
    expect(await screen.findByText(m.imported)).toBeInTheDocument();
    expect(months().getByRole('textbox', { name: 'Month Name' })).toHaveValue('Hammer (Deepwinter)');
    expect(screen.getByRole('textbox', { name: 'Calendar Name' })).toHaveValue('Calendar of Harptos');
    expect((sentFile() as File | undefined)?.name).toBe('calendar-of-harptos.json');
  });

  it("shows the server's refusal and keeps the calendar as it was", async () => {
    api().on('POST timeline/t1/calendar/import', { status: 400, body: { error: m.notFantasyCalendar } });
    await openCalendar();
    fireEvent.change(panel().getByLabelText(m.choose), { target: { files: [exportFile()] } });
    expect(await screen.findByText(m.notFantasyCalendar)).toBeInTheDocument();
    expect(panel().getByRole('button', { name: m.button })).toBeEnabled();
    expect(panel().getByRole('status')).toBeEmptyDOMElement();
    expect(months().getByRole('textbox', { name: 'Month Name' })).toHaveValue('January');
  });

  it('is a button that takes the focus and opens a picker of .json files', async () => {
    await openCalendar();
    const button = panel().getByRole('button', { name: m.button });
    button.focus();
    expect(button).toHaveFocus();
    const picker = panel().getByLabelText(m.choose);
    expect(picker).toHaveAttribute('accept', '.json,application/json');
    const opened = vi.spyOn(picker, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();
  });

  it('is not offered to a reader', async () => {
    await openCalendar(reader);
    expect(screen.queryByRole('button', { name: m.button })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import a calendar' })).not.toBeInTheDocument();
  });
});
