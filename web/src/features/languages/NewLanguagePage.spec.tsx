import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer, type MockAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { languages: nextYear } });

describe('/new-language', () => {
  const api = mockApiPerTest();

  const openForm = async (answer: MockAnswer) => {
    api().on('POST me', meAnswer(author));
    api().on('POST language/new', answer);
    const view = renderRoute('/new-language', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'New Language' }, { timeout: 5000 });
    return view;
  };
  const create = (title: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: title } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Language' }));
  };

  it('tells a signed-out visitor to log in', async () => {
    renderRoute('/new-language');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not logged in.' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers the subscription without the languages permission', async () => {
    api().on('POST me', meAnswer(makeUser({ currentWorldID: 'w1', permissions: { maps: nextYear } })));
    renderRoute('/new-language', { token: 't' });
    expect(await screen.findByText(NOT_OWNED_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  });

  it('asks to choose a world first when there is none', async () => {
    api().on('POST me', meAnswer(makeUser({ currentWorldID: null, permissions: { languages: nextYear } })));
    renderRoute('/new-language', { token: 't' });
    expect(await screen.findByText(/Languages live inside a world\./, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('needs a title', async () => {
    await openForm({ status: 201, body: { id: 'l9' } });
    create('   ');
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(api().callsTo('POST language/new')).toHaveLength(0);
  });

  it('creates the language in the current world and opens it, marked as coming from /new-language', async () => {
    const { router } = await openForm({ status: 201, body: { id: 'l9', message: 'Created.' } });
    create(' Old Hollish ');
    expect(await screen.findByText('Language created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/language/l9'));
    expect(router.state.location.state).toEqual({ fromNewLanguage: true });
    expect(api().callsTo('POST language/new')[0]?.body).toEqual({ worldID: 'w1', title: 'Old Hollish' });
  });

  it("shows the server's refusal and stays", async () => {
    const { router } = await openForm({ status: 409, body: { error: 'This language already exists.' } });
    create('Old Hollish');
    expect(await screen.findByText('This language already exists.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-language');
  });
});
