import type { RelationView } from '@lorewright/domain/relations/relationView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { mockApiPerTest } from '../../testing/perTest';
import { makeWiki } from '../../testing/wikiFixtures';
import { ADD_TEXTS, EDIT_TEXTS } from './RelationForm';
import { RELATION_TEXTS, RelationsPanel } from './RelationsPanel';

const relations: RelationView[] = [
  { _id: 'r1', type: 'child', custom: '', period: null, other: { _id: 'k2', title: 'Gran Varn', category: 'characters' } },
  {
    _id: 'r2',
    type: 'custom',
    custom: 'Sworn shield of',
    period: { from: { year: 1200, month: 3 }, until: { year: 1245 } },
    other: { _id: 'k3', title: 'Odo', category: 'characters' },
  },
];
const results = [
  { _id: 'doc-1', type: 'writing', title: 'Bran the Builder (a tale)', preview: '' },
  { _id: 'k4', type: 'wiki', title: 'Bran', preview: '' },
];

const renderPanel = (isAuthor: boolean) =>
  renderPage('/wiki/:id', <RelationsPanel wiki={makeWiki()} isAuthor={isAuthor} />, '/wiki/k1', isAuthor ? 'token' : null);

describe('RelationsPanel', () => {
  const api = mockApiPerTest({
    'GET wiki/k1/relations': { status: 200, body: { relations } },
    'POST elementSearch': { status: 200, body: { results } },
    'POST wiki/addRelation': { status: 201, body: { id: 'r9', message: 'Relation added.' } },
    'POST wiki/removeRelation': { status: 200, body: { message: 'Relation removed.' } },
    'PUT wiki/changeRelation': { status: 200, body: { message: 'Relation changed.' } },
    'GET world/w1/relations': { status: 200, body: { wikis: [], relations: [] } },
  });

  it('starts loading the world graph’s relations as soon as its button is reached, before it is pressed', async () => {
    renderPanel(false);
    const graphButton = await screen.findByRole('button', { name: RELATION_TEXTS.worldGraph });
    expect(api().callsTo('GET world/w1/relations')).toHaveLength(0);
    fireEvent.focus(graphButton);
    await waitFor(() => expect(api().callsTo('GET world/w1/relations')).toHaveLength(1));
    // Pressed while the answer is fresh, the graph shows it without asking again.
    fireEvent.click(graphButton);
    await screen.findByText('No relations to show.');
    expect(api().callsTo('GET world/w1/relations')).toHaveLength(1);
  });

  it('offers no world graph on a wiki of the demo world, which is bundled without relations', async () => {
    api().on('GET wiki/example/relations', { status: 200, body: { relations: [] } });
    renderPage('/wiki/:id', <RelationsPanel wiki={makeWiki({ _id: 'example', worldID: 'example' })} isAuthor={false} />, '/wiki/example', null);
    await screen.findByText(RELATION_TEXTS.empty);
    expect(screen.queryByRole('button', { name: RELATION_TEXTS.worldGraph })).toBeNull();
    expect(api().callsTo('GET world/example/relations')).toHaveLength(0);
  });

  it('lists each relation: its kind, the other wiki as a link, its period; a reader has no tools', async () => {
    renderPanel(false);
    const panel = screen.getByRole('region', { name: 'Relations' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Child ofGran Varn', 'Sworn shield ofOdoMarch 1200 AD – 1245 AD']);
    expect(within(items[0]).getByRole('link', { name: 'Gran Varn' })).toHaveAttribute('href', '/wiki/k2');
    expect(within(panel).queryByRole('button', { name: /Remove|Edit|Add relation/ })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Family tree' })).toBeInTheDocument();
  });

  it('the author removes a relation by its named button, once they confirm; No keeps it', async () => {
    renderPanel(true);
    const removeButton = await screen.findByRole('button', { name: 'Remove relation: Child of Gran Varn' });
    fireEvent.click(removeButton);
    const ask = screen.getByRole('alertdialog', { name: RELATION_TEXTS.confirmRemove(relations[0]) });
    expect(ask).toHaveAccessibleDescription('Gran Varn will no longer show it either.');
    // No has the focus: an accidental Enter keeps the relation.
    expect(within(ask).getByRole('button', { name: 'No' })).toHaveFocus();
    fireEvent.click(within(ask).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api().callsTo('POST wiki/removeRelation')).toEqual([]);

    fireEvent.click(removeButton);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(
        api()
          .callsTo('POST wiki/removeRelation')
          .map((call) => call.body),
      ).toEqual([{ wikiID: 'k1', relationID: 'r1' }]),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Relations' })).toHaveFocus());
  });

  it('Edit opens the same form filled in with the kind, the custom name and the period; saving sends changeRelation', async () => {
    renderPanel(true);
    const edit = await screen.findByRole('button', { name: 'Edit relation: Sworn shield of Odo' });
    fireEvent.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: EDIT_TEXTS.heading(relations[1]) });
    const kind = within(form).getByRole('combobox', { name: 'Kind' });
    expect(kind).toHaveValue('custom');
    expect(kind).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: ADD_TEXTS.customName })).toHaveValue('Sworn shield of');
    const from = within(form).getByRole('group', { name: 'From' });
    const until = within(form).getByRole('group', { name: 'Until' });
    expect(within(from).getByRole('textbox', { name: 'Year' })).toHaveValue('1200');
    expect(within(from).getByRole('combobox', { name: 'Month' })).toHaveValue('3');
    expect(within(until).getByRole('textbox', { name: 'Year' })).toHaveValue('1245');
    // The other wiki is fixed: no chooser.
    expect(within(form).queryByRole('button', { name: /Choose a wiki|Change/ })).toBeNull();
    expect(form).toHaveTextContent('Odo');

    fireEvent.change(within(form).getByRole('textbox', { name: ADD_TEXTS.customName }), { target: { value: 'Squire of' } });
    fireEvent.change(within(until).getByRole('textbox', { name: 'Year' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: EDIT_TEXTS.save }));
    await waitFor(() =>
      expect(
        api()
          .callsTo('PUT wiki/changeRelation')
          .map((call) => call.body),
      ).toEqual([{ wikiID: 'k1', relationID: 'r2', type: 'custom', custom: 'Squire of', period: { from: { year: 1200, month: 3 } } }]),
    );
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit relation: Sworn shield of Odo' })).toHaveFocus());
  });

  it('an edit that clears the period and picks a named kind sends period null and no custom name', async () => {
    renderPanel(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit relation: Sworn shield of Odo' }));
    const form = screen.getByRole('form', { name: EDIT_TEXTS.heading(relations[1]) });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Kind' }), { target: { value: 'ally' } });
    expect(within(form).queryByRole('textbox', { name: ADD_TEXTS.customName })).toBeNull();
    for (const end of ['From', 'Until'])
      fireEvent.change(within(within(form).getByRole('group', { name: end })).getByRole('textbox', { name: 'Year' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: EDIT_TEXTS.save }));
    await waitFor(() =>
      expect(
        api()
          .callsTo('PUT wiki/changeRelation')
          .map((call) => call.body),
      ).toEqual([{ wikiID: 'k1', relationID: 'r2', type: 'ally', period: null }]),
    );
  });

  it('Escape closes the edit form unsent and gives the focus back to its Edit button', async () => {
    renderPanel(true);
    const edit = await screen.findByRole('button', { name: 'Edit relation: Child of Gran Varn' });
    fireEvent.click(edit);
    const form = screen.getByRole('form', { name: EDIT_TEXTS.heading(relations[0]) });
    expect(within(form).getByRole('combobox', { name: 'Kind' })).toHaveValue('child');
    fireEvent.keyDown(within(form).getByRole('combobox', { name: 'Kind' }), { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(edit).toHaveFocus());
    expect(api().callsTo('PUT wiki/changeRelation')).toEqual([]);
  });

  it('the author adds a custom relation to a wiki picked by title (wikis only), with a period', async () => {
    renderPanel(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add relation' }));
    const form = screen.getByRole('form', { name: ADD_TEXTS.heading });
    expect(within(form).getByRole('combobox', { name: 'Kind' })).toHaveValue('parent');
    fireEvent.click(within(form).getByRole('button', { name: ADD_TEXTS.chooseWiki }));
    const picker = screen.getByRole('dialog', { name: ADD_TEXTS.pickerTitle });
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'Bran' } });
    const found = await within(picker).findByRole('list', { name: 'Elements found' }, { timeout: 2000 });
    expect(
      within(found)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['BranWiki']);
    fireEvent.click(within(found).getByRole('button', { name: 'Bran' }));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Kind' }), { target: { value: 'custom' } });
    fireEvent.change(within(form).getByRole('textbox', { name: ADD_TEXTS.customName }), { target: { value: 'Squire of' } });
    const from = within(form).getByRole('group', { name: 'From' });
    fireEvent.change(within(from).getByRole('textbox', { name: 'Year' }), { target: { value: '1201' } });
    fireEvent.change(within(from).getByRole('combobox', { name: 'Month' }), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: ADD_TEXTS.add }));
    await waitFor(() =>
      expect(
        api()
          .callsTo('POST wiki/addRelation')
          .map((call) => call.body),
      ).toEqual([{ wikiID: 'k1', otherID: 'k4', type: 'custom', custom: 'Squire of', period: { from: { year: 1201, month: 4 } } }]),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: ADD_TEXTS.heading })).toBeNull());
  });

  it('says what is wrong before sending: no wiki chosen, a period that ends before it starts', async () => {
    renderPanel(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add relation' }));
    const form = screen.getByRole('form', { name: ADD_TEXTS.heading });
    fireEvent.click(within(form).getByRole('button', { name: ADD_TEXTS.add }));
    expect(within(form).getByRole('alert')).toHaveTextContent(ADD_TEXTS.noWiki);
    expect(api().callsTo('POST wiki/addRelation')).toEqual([]);
  });
});
