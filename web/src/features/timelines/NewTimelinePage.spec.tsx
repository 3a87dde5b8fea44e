import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer, type MockAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { timelines: nextYear } });

describe('/new-timeline', () => {
  const api = mockApiPerTest();

  const openForm = async (answer: MockAnswer) => {
    api().on('POST me', meAnswer(author));
    api().on('POST timeline/newTimeline', answer);
    const view = renderRoute('/new-timeline', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'New Timeline' }, { timeout: 5000 });
    return view;
  };
  const fill = (fields: { title?: string; description?: string; start?: string; end?: string }) => {
    if (fields.title !== undefined) fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: fields.title } });
    if (fields.description !== undefined) fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: fields.description } });
    if (fields.start !== undefined) fireEvent.change(screen.getByRole('spinbutton', { name: 'Start Year' }), { target: { value: fields.start } });
    if (fields.end !== undefined) fireEvent.change(screen.getByRole('spinbutton', { name: 'End Year' }), { target: { value: fields.end } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Timeline' }));
  };

  it('offers the subscription without the timelines permission', async () => {
    api().on('POST me', meAnswer(makeUser({ currentWorldID: 'w1' })));
    renderRoute('/new-timeline', { token: 't' });
    expect(await screen.findByText(NOT_OWNED_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('starts at years 0 to 100 with the note, and needs a title', async () => {
    await openForm({ status: 201, body: { id: 't9' } });
    expect(screen.getByRole('spinbutton', { name: 'Start Year' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'End Year' })).toHaveValue(100);
    expect(screen.getByText('More timeframes can be added later.')).toBeInTheDocument();
    fill({ title: '   ' });
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    fill({ title: 'The Long Age', start: '' });
    expect(await screen.findByText('A year is a whole number.')).toBeInTheDocument();
    expect(api().callsTo('POST timeline/newTimeline')).toHaveLength(0);
  });

  it('creates the timeline in the current world, an end before the start allowed, and opens it', async () => {
    const { router } = await openForm({ status: 201, body: { id: 't9', message: 'Timeline created.' } });
    fill({ title: ' The Long Age ', description: 'Kings and floods', start: '500', end: '-20' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/timeline/t9'));
    expect(router.state.location.state).toEqual({ fromNewTimeline: true });
    expect(api().callsTo('POST timeline/newTimeline')[0]?.body).toEqual({
      worldID: 'w1',
      title: 'The Long Age',
      description: 'Kings and floods',
      start: 500,
      end: -20,
      backgroundImage: null,
      zones: {},
    });
  });

  it('goes to /creation when the answer has no id', async () => {
    const { router } = await openForm({ status: 201, body: {} });
    fill({ title: 'The Long Age' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/creation'));
  });

  it("shows the server's refusal and stays", async () => {
    const { router } = await openForm({ status: 409, body: { error: 'This timeline already exists.' } });
    fill({ title: 'The Long Age' });
    expect(await screen.findByText('This timeline already exists.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-timeline');
  });
});
