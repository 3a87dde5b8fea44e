import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { worldDateText, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApiPerTest } from '../../testing/perTest';
import { renderPage } from '../../testing/renderPage';
import { pointOf, pointTimelineAnswers } from '../../testing/pointTimelineFixtures';
import { DATE_FIELDS_TEXTS } from './DateFields';
import { DATE_POINT_TEXTS } from './DatePointDialog';
import { DatePointsWorld } from './datePointsWorld';
import { DateFields } from './DateFields';
import { EMPTY_DATE, type DateDraft } from './drafts';
import { POINT_SOURCE_TEXTS } from './PointSource';

// A date taken from a timeline point: chosen in a dialog (a timeline, then a point, a range's
// start or end), then shown read-only with where it came from until unlinked.

function Harness({ initial, onDraft, worldId = 'w1' }: { initial: DateDraft; onDraft: (draft: DateDraft) => void; worldId?: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePointsWorld worldId={worldId}>
      <DateFields
        legend="From"
        calendar={GREGORIAN_CALENDAR}
        value={value}
        onChange={(next) => {
          setValue(next);
          onDraft(next);
        }}
      />
    </DatePointsWorld>
  );
}

const renderFields = (initial: DateDraft = EMPTY_DATE, worldId?: string | null) => {
  const onDraft = vi.fn();
  renderPage('/wiki/:id', <Harness initial={initial} onDraft={onDraft} worldId={worldId} />, '/wiki/k1', 'token');
  return onDraft;
};
const read = (date: WorldDate) => worldDateText(GREGORIAN_CALENDAR, date);
const group = () => screen.getByRole('group', { name: 'From' });
const openPicker = async () => {
  const button = within(group()).getByRole('button', { name: DATE_FIELDS_TEXTS.fromPoint });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: DATE_POINT_TEXTS.title });
  await within(dialog).findByRole('list', { name: DATE_POINT_TEXTS.points });
  return dialog;
};

describe('a date from a timeline point', () => {
  const api = mockApiPerTest(pointTimelineAnswers());

  it('fills the date with the chosen point’s, keeps the point, and reads it back read-only with where it came from', async () => {
    const onDraft = renderFields();
    const dialog = await openPicker();
    // The only timeline is chosen already: the keyboard starts in the filter.
    const filter = within(dialog).getByRole('searchbox', { name: DATE_POINT_TEXTS.filter });
    expect(filter).toHaveFocus();
    fireEvent.change(filter, { target: { value: 'CROWN' } });
    const points = within(dialog).getByRole('list', { name: DATE_POINT_TEXTS.points });
    expect(
      within(points)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([`Crowning${read({ year: 10, month: 3, day: 3 })}`]);
    fireEvent.click(within(points).getByRole('button', { name: /Crowning/ }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDraft).toHaveBeenLastCalledWith({ year: '10', month: '3', day: '3', point: { timelineID: 't1', nodeID: 'n1' } });
    expect(within(group()).queryByRole('textbox', { name: 'Year' })).not.toBeInTheDocument();
    expect(group()).toHaveTextContent(read({ year: 10, month: 3, day: 3 }));
    expect(await within(group()).findByText(POINT_SOURCE_TEXTS.from('Crowning', 'The Long Age'))).toBeInTheDocument();
    expect(within(group()).getByRole('button', { name: DATE_FIELDS_TEXTS.unlink })).toHaveFocus();
    expect(api().callsTo('GET timeline/t1')).toHaveLength(1);
  });

  it('asks a range for its start or its end', async () => {
    const onDraft = renderFields();
    const dialog = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: /The Great Flood/ }));
    const ends = within(dialog).getByRole('group', { name: DATE_POINT_TEXTS.whichEnd('The Great Flood') });
    expect(within(ends).getByRole('button', { name: `${DATE_POINT_TEXTS.start}: ${read({ year: 40 })}` })).toHaveFocus();
    fireEvent.click(within(ends).getByRole('button', { name: `${DATE_POINT_TEXTS.end}: ${read({ year: 45 })}` }));
    expect(onDraft).toHaveBeenLastCalledWith({ year: '45', month: '', day: '', point: { timelineID: 't1', nodeID: 'n2', end: true } });
  });

  it('unlinked, keeps the date as typed fields without the point', async () => {
    const onDraft = renderFields({ year: '70', month: '6', day: '1', point: { timelineID: 't1', nodeID: 'n3' } });
    expect(await within(group()).findByText(POINT_SOURCE_TEXTS.from('Drought', 'The Long Age'))).toBeInTheDocument();
    fireEvent.click(within(group()).getByRole('button', { name: DATE_FIELDS_TEXTS.unlink }));
    expect(onDraft).toHaveBeenLastCalledWith({ year: '70', month: '6', day: '1' });
    const year = within(group()).getByRole('textbox', { name: 'Year' });
    expect(year).toHaveValue('70');
    expect(year).toHaveFocus();
  });

  it('Escape closes the dialog, changes nothing, and gives the focus back to its button', async () => {
    const onDraft = renderFields();
    const dialog = await openPicker();
    fireEvent.keyDown(within(dialog).getByRole('searchbox', { name: DATE_POINT_TEXTS.filter }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDraft).not.toHaveBeenCalled();
    expect(within(group()).getByRole('button', { name: DATE_FIELDS_TEXTS.fromPoint })).toHaveFocus();
  });

  it('says a point its timeline no longer has, or a timeline gone, was deleted', async () => {
    api().on('GET timeline/t2', { status: 404, body: { error: 'Timeline not found.' } });
    renderFields({ year: '10', month: '', day: '', point: { timelineID: 't1', nodeID: 'gone' } });
    expect(await within(group()).findByText(POINT_SOURCE_TEXTS.gone)).toBeInTheDocument();
    renderFields({ year: '10', month: '', day: '', point: { timelineID: 't2', nodeID: 'n1' } });
    await waitFor(() => expect(screen.getAllByText(POINT_SOURCE_TEXTS.gone)).toHaveLength(2));
  });

  it('shows at most 50 points, and how many more typing would find', async () => {
    const nodes = Array.from({ length: 60 }, (_, i) => pointOf({ _id: `p${i}`, title: `Year ${i}`, year: i, month: '', day: null }));
    api().on('GET timeline/t1', pointTimelineAnswers(nodes)['GET timeline/t1']);
    renderFields();
    const dialog = await openPicker();
    expect(within(within(dialog).getByRole('list', { name: DATE_POINT_TEXTS.points })).getAllByRole('button')).toHaveLength(50);
    expect(within(dialog).getByRole('status')).toHaveTextContent(DATE_POINT_TEXTS.more(10));
    fireEvent.change(within(dialog).getByRole('searchbox', { name: DATE_POINT_TEXTS.filter }), { target: { value: 'Year 5' } });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(11));
  });

  it('offers no point outside a world that names itself (the as-of picker, the demo world)', () => {
    renderFields(EMPTY_DATE, null);
    expect(within(group()).queryByRole('button', { name: DATE_FIELDS_TEXTS.fromPoint })).not.toBeInTheDocument();
  });

  it('offers no point when no timeline is on the world’s calendar', async () => {
    api().on('GET world/w1/calendar', { status: 200, body: { timelineID: null, calendar: GREGORIAN_CALENDAR, pointTimelines: [] } });
    renderFields();
    await waitFor(() => expect(api().callsTo('GET world/w1/calendar')).toHaveLength(1));
    await waitFor(() => expect(within(group()).queryByRole('button', { name: DATE_FIELDS_TEXTS.fromPoint })).not.toBeInTheDocument());
  });
});
