import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, meAnswer, type MockHandler } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { handOffGeneratedMap } from './generatedMapHandoff';

const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: nextYear } });
const picture = new File([new Uint8Array([137, 80, 78, 71])], 'lands.png', { type: 'image/png' });

describe('/new-map', () => {
  const api = mockApiPerTest();
  // jsdom has no blob: URLs; the preview only needs one.
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => {};
  });

  const openForm = async (answer: MockHandler, user = author) => {
    api().on('POST me', meAnswer(user));
    api().on('POST map/newMap', answer);
    const view = renderRoute('/new-map', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'New Map' }, { timeout: 5000 });
    return view;
  };
  const fill = ({ title = '', description = '', image = null as File | null }) => {
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: title } });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: description } });
    if (image) fireEvent.change(screen.getByLabelText('Image'), { target: { files: [image] } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Map' }));
  };
  const sentForm = () => {
    const call = api().fetchMock.mock.calls.find(([url]) => typeof url === 'string' && url.endsWith('map/newMap'));
    return call?.[1]?.body as FormData | undefined;
  };

  it('tells a signed-out visitor to log in', async () => {
    renderRoute('/new-map');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not logged in.' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers the subscription without the maps permission', async () => {
    api().on('POST me', meAnswer(makeUser({ currentWorldID: 'w1' })));
    renderRoute('/new-map', { token: 't' });
    expect(await screen.findByText(NOT_OWNED_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
  });

  it('needs a title, then a picture', async () => {
    await openForm({ status: 201, body: { id: 'm9' } });
    expect(screen.getByRole('link', { name: 'Generate Map' })).toHaveAttribute('href', '/generate-map');
    fill({ title: '   ' });
    expect(await screen.findByText('Please enter a name for the map.')).toBeInTheDocument();
    fill({ title: 'The Known Lands' });
    expect(await screen.findByText('Please provide an image.')).toBeInTheDocument();
    expect(api().callsTo('POST map/newMap')).toHaveLength(0);
  });

  it('creates the map in the current world and opens it, marked as coming from /new-map', async () => {
    // The server answers once the form has been looked at: its answer opens the map, and the form goes.
    let answer = () => {};
    const looked = new Promise<void>((resolve) => (answer = resolve));
    const { router } = await openForm(async () => {
      await looked;
      return { status: 201, body: { id: 'm9', message: 'Created.' } };
    });
    expect(screen.getByRole('button', { name: 'Choose Image' })).toHaveAccessibleDescription('No image chosen');
    fill({ title: ' The Known Lands ', description: 'River kingdoms', image: picture });
    expect(await screen.findByRole('img', { name: "The map's picture" })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('button', { name: 'Choose Image' })).toHaveAccessibleDescription('lands.png');
    answer();
    expect(await screen.findByText('Map created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/map/m9'));
    expect(router.state.location.state).toEqual({ fromNewMap: true });
    const form = sentForm();
    expect([form?.get('title'), form?.get('worldID'), form?.get('description')]).toEqual(['The Known Lands', 'w1', 'River kingdoms']);
    expect((form?.get('map') as File).name).toBe('lands.png');
  });

  it("sends no blank description and shows the server's refusal", async () => {
    const { router } = await openForm({ status: 409, body: { error: 'This map already exists.' } });
    fill({ title: 'The Known Lands', description: '  ', image: picture });
    expect(await screen.findByText('Problem creating new map. This map already exists.')).toBeInTheDocument();
    expect(sentForm()?.has('description')).toBe(false);
    expect(router.state.location.pathname).toBe('/new-map');
  });

  it('starts with the picture handed over by the generator', async () => {
    handOffGeneratedMap(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    await openForm({ status: 201, body: { id: 'm9' } });
    // Beside the picture its name, not the file input's 'No file chosen'.
    const chooser = screen.getByRole('button', { name: 'Choose Image' });
    expect(chooser).toHaveAccessibleDescription('Generated map');
    fill({ title: 'Generated Lands' });
    expect(await screen.findByText('Map created.')).toBeInTheDocument();
    expect((sentForm()?.get('map') as File).name).toBe('map.png');
  });
});
