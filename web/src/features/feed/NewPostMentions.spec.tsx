import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT_FIELD_TEXTS } from '../../components/community/ContentField';
import { makePost, makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

const ashvale = { _id: 'wiki-1', type: 'wiki', title: 'Ashvale', preview: 'A town of ash.' };
const ashRoads = { _id: 'map-2', type: 'map', title: 'Ash Roads', preview: '' };
const SEARCH_WAIT = { timeout: 3000 };

const composer = async () => {
  const form = within(await screen.findByRole('form', { name: 'New Post' }, { timeout: 5000 }));
  return form.getByRole<HTMLTextAreaElement>('textbox', { name: 'New Post' });
};
// Setting the value puts the caret at its end, as typing does.
const typeAll = (field: HTMLTextAreaElement, value: string) => fireEvent.change(field, { target: { value } });

describe('@mentions in the New Post box', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser({ currentWorldID: 'w1' })),
    'POST posts/discoverFeed': { status: 200, body: { total: 0, posts: [] } },
    'POST elementSearch': (body) => ({
      status: 200,
      body: { results: (body as { text: string }).text.toLowerCase().startsWith('ash') ? [ashvale, ashRoads] : [] },
    }),
    'POST posts/newPost': { status: 201, body: { message: m.newPostAdded, post: makePost({ _id: 'new' }) } },
  });

  it("typing @Ash searches the poster's current world, and Enter writes the element's token, which is posted as typed", async () => {
    renderRoute('/community/posts', { token: 't' });
    const field = await composer();
    await waitFor(() => expect(field).toHaveAccessibleDescription(CONTENT_FIELD_TEXTS.mentionHint));
    typeAll(field, 'Who lives in @Ash');
    const listbox = await screen.findByRole('listbox', { name: 'Elements to mention' }, SEARCH_WAIT);
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['AshvaleWikiA town of ash.', 'Ash RoadsMap']);
    expect(
      api()
        .callsTo('POST elementSearch')
        .map((call) => call.body),
    ).toEqual([{ text: 'Ash', worldID: 'w1' }]);

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('Who lives in [[map:map-2]]');
    expect(screen.queryByRole('listbox')).toBeNull();

    typeAll(field, 'Who lives in [[map:map-2]]?');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText(m.newPostAdded);
    expect(api().callsTo('POST posts/newPost')[0]?.body).toEqual({ content: 'Who lives in [[map:map-2]]?', feedback: 1, links: [] });
  });

  it('Escape closes the list without writing anything', async () => {
    renderRoute('/community/posts', { token: 't' });
    const field = await composer();
    await waitFor(() => expect(field).toHaveAccessibleDescription(CONTENT_FIELD_TEXTS.mentionHint));
    typeAll(field, '@Ash');
    await screen.findByRole('listbox', {}, SEARCH_WAIT);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.value).toBe('@Ash');
  });

  it('with no world chosen, an @ opens nothing and searches nothing', async () => {
    api().on('POST me', meAnswer(makeUser({ currentWorldID: null })));
    renderRoute('/community/posts', { token: 't' });
    const field = await composer();
    // The account (and the draft the box shows) loads after the box appears.
    await waitFor(() => expect(api().callsTo('POST me').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    typeAll(field, 'Hello @Ash');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(CONTENT_FIELD_TEXTS.mentionHint)).toBeNull();
    expect(api().callsTo('POST elementSearch')).toEqual([]);
  });
});
