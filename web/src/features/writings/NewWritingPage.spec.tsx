import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer, type MockAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWriting } from '../../testing/writingFixtures';

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });

describe('/new-writing', () => {
  const api = mockApiPerTest();

  const openForm = async (answer: MockAnswer) => {
    api().on('POST me', meAnswer(author));
    api().on('POST creation/newWriting', answer);
    const view = renderRoute('/new-writing', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'New Writing' }, { timeout: 5000 });
    return view;
  };
  const create = (name: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Writing' }));
  };

  it('tells a signed-out visitor to log in', async () => {
    renderRoute('/new-writing');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not logged in.' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('needs a name', async () => {
    await openForm({ status: 201, body: { id: 'd9' } });
    create('  ');
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(api().callsTo('POST creation/newWriting')).toHaveLength(0);
  });

  it('creates the writing in the current world and opens its room', async () => {
    const { router } = await openForm({ status: 201, body: { id: 'd9', writing: makeWriting({ _id: 'd9', title: 'Saga' }), message: 'Writing created.' } });
    create(' Saga ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/writing/d9'));
    expect(api().callsTo('POST creation/newWriting')[0].body).toEqual({ isFolder: false, worldID: 'w1', title: 'Saga', parentID: null });
  });

  it('goes to /creation when no id came back', async () => {
    const { router } = await openForm({ status: 201, body: {} });
    create('Saga');
    await waitFor(() => expect(router.state.location.pathname).toBe('/creation'));
  });

  it("shows the server's refusal", async () => {
    await openForm({ status: 403, body: { error: m.onlyAuthor } });
    create('Saga');
    expect(await screen.findByText(m.onlyAuthor)).toBeInTheDocument();
  });
});
