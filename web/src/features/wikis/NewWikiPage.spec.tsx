import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer, type MockAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWiki, wikiAnswer } from '../../testing/wikiFixtures';

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });

describe('/new-wiki', () => {
  const api = mockApiPerTest();

  const openForm = async (answer: MockAnswer, path = '/new-wiki') => {
    api().on('POST me', meAnswer(author));
    api().on('POST creation/newWiki', answer);
    const view = renderRoute(path, { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'New Wiki' }, { timeout: 5000 });
    return view;
  };
  const fill = (fields: { category?: string; title?: string; subtitle?: string }) => {
    if (fields.category) fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: fields.category } });
    if (fields.title !== undefined) fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: fields.title } });
    if (fields.subtitle !== undefined) fireEvent.change(screen.getByRole('textbox', { name: 'Subtitle' }), { target: { value: fields.subtitle } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Wiki' }));
  };

  it('tells a signed-out visitor to log in', async () => {
    renderRoute('/new-wiki');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not logged in.' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('takes the category from the menu and needs a title', async () => {
    await openForm({ status: 201, body: { id: 'k9' } }, '/new-wiki?category=places');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('places');
    fill({ title: '  ' });
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(api().callsTo('POST creation/newWiki')).toHaveLength(0);
  });

  it('needs a category', async () => {
    await openForm({ status: 201, body: { id: 'k9' } });
    fill({ title: 'Isolde' });
    expect(await screen.findByText(m.unknownCategory)).toBeInTheDocument();
    expect(api().callsTo('POST creation/newWiki')).toHaveLength(0);
  });

  it('creates the wiki in the current world and opens it; its Back returns to /creation', async () => {
    api().on('GET creation/wiki/k9', wikiAnswer(makeWiki({ _id: 'k9', title: 'Isolde' })));
    const { router } = await openForm({ status: 201, body: { id: 'k9', message: 'Wiki created.' } });
    fill({ category: 'characters', title: ' Isolde ', subtitle: 'Lantern-keeper' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wiki/k9'));
    expect(api().callsTo('POST creation/newWiki')[0].body).toEqual({ category: 'characters', title: 'Isolde', subtitle: 'Lantern-keeper', worldID: 'w1' });
    // The form stays on screen while the wiki page loads: its Back is not the one meant.
    await screen.findByRole('heading', { level: 1, name: 'Isolde' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creation'));
  });

  it("goes to /creation with the server's refusal", async () => {
    const { router } = await openForm({ status: 400, body: { error: m.unknownCategory } });
    fill({ category: 'magic', title: 'Runes' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/creation'));
    expect(await screen.findByText(m.unknownCategory)).toBeInTheDocument();
  });
});
