import type { RelationView } from '@lorewright/domain/relations/relationView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApiPerTest } from '../../testing/perTest';
import { renderPage } from '../../testing/renderPage';
import { makeWiki } from '../../testing/wikiFixtures';
import { pointTimelineAnswers } from '../../testing/pointTimelineFixtures';
import { DATE_FIELDS_TEXTS, DATE_POINT_TEXTS, DatePointsWorld } from '../worldTime/api';
import { ADD_TEXTS, EDIT_TEXTS, RelationForm } from './RelationForm';

// Another character's 'Member of' shows 'Has member' here, a kind characters are not offered anew.
const hasMember: RelationView = {
  _id: 'r5',
  type: 'hasMember',
  custom: '',
  period: { from: { year: 1190, month: 5, day: 2 } },
  other: { _id: 'k5', title: 'Sir Alder', category: 'characters' },
};

const renderForm = (relation?: RelationView, onDone = vi.fn()) => {
  renderPage('/wiki/:id', <RelationForm wiki={makeWiki()} relation={relation} onDone={onDone} />, '/wiki/k1', 'token');
  return onDone;
};

describe('RelationForm', () => {
  const api = mockApiPerTest({
    'PUT wiki/changeRelation': { status: 200, body: { message: 'Relation changed.' } },
  });

  it('editing keeps the kind this end shows even where its category would not offer it, and saves a new period with it', async () => {
    const onDone = renderForm(hasMember);
    const form = screen.getByRole('form', { name: EDIT_TEXTS.heading(hasMember) });
    const kind = within(form).getByRole('combobox', { name: ADD_TEXTS.kind });
    expect(kind).toHaveDisplayValue('Has member');
    const from = within(form).getByRole('group', { name: 'From' });
    expect(within(from).getByRole('textbox', { name: 'Day' })).toHaveValue('2');
    fireEvent.change(within(within(form).getByRole('group', { name: 'Until' })).getByRole('textbox', { name: 'Year' }), { target: { value: '1210' } });
    fireEvent.click(within(form).getByRole('button', { name: EDIT_TEXTS.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api().callsTo('PUT wiki/changeRelation')[0]?.body).toEqual({
      wikiID: 'k1',
      relationID: 'r5',
      type: 'hasMember',
      period: { from: { year: 1190, month: 5, day: 2 }, until: { year: 1210 } },
    });
  });

  it('says a backwards period before sending, and a refused change as the server words it, keeping the form open', async () => {
    api().on('PUT wiki/changeRelation', { status: 409, body: { error: 'These wikis already have this relation.' } });
    const onDone = renderForm(hasMember);
    const form = screen.getByRole('form', { name: EDIT_TEXTS.heading(hasMember) });
    fireEvent.change(within(within(form).getByRole('group', { name: 'Until' })).getByRole('textbox', { name: 'Year' }), { target: { value: '1100' } });
    fireEvent.click(within(form).getByRole('button', { name: EDIT_TEXTS.save }));
    expect(within(form).getByRole('alert')).toHaveTextContent('A period cannot end before it starts.');
    expect(api().callsTo('PUT wiki/changeRelation')).toEqual([]);

    fireEvent.change(within(within(form).getByRole('group', { name: 'Until' })).getByRole('textbox', { name: 'Year' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: EDIT_TEXTS.save }));
    expect(await screen.findByText('These wikis already have this relation.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends a date taken from a timeline point with the point, for the server to copy and follow', async () => {
    for (const [key, answer] of Object.entries(pointTimelineAnswers())) api().on(key, answer);
    const onDone = vi.fn();
    renderPage(
      '/wiki/:id',
      <DatePointsWorld worldId="w1">
        <RelationForm wiki={makeWiki()} relation={hasMember} onDone={onDone} />
      </DatePointsWorld>,
      '/wiki/k1',
      'token',
    );
    const form = screen.getByRole('form', { name: EDIT_TEXTS.heading(hasMember) });
    fireEvent.click(within(within(form).getByRole('group', { name: 'From' })).getByRole('button', { name: DATE_FIELDS_TEXTS.fromPoint }));
    const dialog = await screen.findByRole('dialog', { name: DATE_POINT_TEXTS.title });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Drought/ }));
    fireEvent.click(within(form).getByRole('button', { name: EDIT_TEXTS.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api().callsTo('PUT wiki/changeRelation')[0]?.body).toMatchObject({
      period: { from: { year: 70, month: 6, day: 1, point: { timelineID: 't1', nodeID: 'n3' } } },
    });
  });

  it('a new relation starts at the wiki chooser', () => {
    renderForm();
    expect(screen.getByRole('button', { name: ADD_TEXTS.chooseWiki })).toHaveFocus();
  });
});
