import type { LanguageView } from '@lorewright/domain/languages/languageView';
import type { MapPoint, MapView } from '@lorewright/domain/maps/mapView';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TAB_ID } from '../../lib/tabId';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWiki, wikiAnswer } from '../../testing/wikiFixtures';

// Live elements in the whole app: the signed-in app's notification socket (a fake one) watches
// the element a page shows, and another's save makes the page read it again and say who.

const reader = makeUser({ _id: 'u2', name: 'Bea Bright' });
const cora = { _id: 'u1', name: 'Cora Cartographer' };

const point = (id: string, name: string, x = 0.5): MapPoint =>
  ({ _id: id, x, y: 0.5, icon: 'castle', color: '#60e0be', name, description: '', images: [], links: [], revision: 1 }) as unknown as MapPoint;
const map = (points: MapPoint[]): MapView => ({
  _id: 'm1',
  worldID: 'w1',
  authorID: 'u1',
  image: 'reaches.png',
  title: 'The Northern Reaches',
  description: '',
  visibility: 'public',
  createdOn: '2025-04-01T10:00:00.000Z',
  lastUpdated: '2025-04-02T10:00:00.000Z',
  points: Object.fromEntries(points.map((p) => [p._id, p])),
});

// The socket the signed-in app opened, accepted by the "server".
async function acceptedSocket() {
  await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());
  const ws = FakeWebSocket.latest()!;
  act(() => {
    ws.serverOpen();
    ws.serverSend({ type: 'ready' });
  });
  return ws;
}

const watchesOf = (ws: FakeWebSocket) => ws.sent.map((text) => JSON.parse(text) as { type: string }).filter((m) => m.type !== 'auth');
const changed = (by: { _id: string; name: string }, extra: object = {}) => ({ type: 'elementChanged', element: 'map', elementId: 'm1', by, ...extra });

async function loadPicture() {
  const picture = await screen.findByRole('img', { name: 'Map picture' });
  Object.defineProperty(picture, 'naturalWidth', { value: 1000, configurable: true });
  Object.defineProperty(picture, 'naturalHeight', { value: 500, configurable: true });
  fireEvent.load(picture);
}
const markerNames = () =>
  within(screen.getByRole('group', { name: 'Map points' }))
    .queryAllByRole('button')
    .map((marker) => marker.textContent);

describe('live elements', () => {
  const api = mockApiPerTest();

  const openMap = async () => {
    let reads = 0;
    api().on('POST me', meAnswer(reader));
    // The second read has the point Cora added.
    api().on('GET map/m1', () => ({
      status: 200,
      body: map(++reads === 1 ? [point('p1', 'Hollowmere')] : [point('p1', 'Hollowmere'), point('p2', 'Greyspine', 0.1)]),
    }));
    const view = renderRoute('/map/m1', { token: 't' });
    const ws = await acceptedSocket();
    await loadPicture();
    await waitFor(() => expect(markerNames()).toEqual(['Hollowmere']));
    await waitFor(() => expect(watchesOf(ws)).toEqual([{ type: 'watch', element: 'map', elementId: 'm1' }]));
    return { ws, view };
  };

  it('reads the map again when someone else saves it, and says who in a polite status', async () => {
    const { ws } = await openMap();
    act(() => ws.serverSend(changed(cora)));
    await waitFor(() => expect(markerNames().sort()).toEqual(['Greyspine', 'Hollowmere']));
    expect(api().callsTo('GET map/m1')).toHaveLength(2);
    const status = screen.getByText('Edited by Cora Cartographer').closest('[role="status"]');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('takes the same person in another tab as someone else, but skips what this tab saved', async () => {
    const { ws } = await openMap();
    act(() => ws.serverSend(changed({ _id: 'u2', name: 'Bea Bright' }, { tab: TAB_ID })));
    // Another element's change is not this page's either.
    act(() => ws.serverSend({ ...changed(cora), elementId: 'm2' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api().callsTo('GET map/m1')).toHaveLength(1);
    expect(screen.queryByText(/Edited by/)).not.toBeInTheDocument();

    act(() => ws.serverSend(changed({ _id: 'u2', name: 'Bea Bright' }, { tab: 'another0tab' })));
    expect(await screen.findByText('Edited by Bea Bright')).toBeInTheDocument();
  });

  it('watches again after a reconnect, and unwatches when the page goes', async () => {
    const { ws, view } = await openMap();
    act(() => ws.serverClose(1006));
    const again = await waitFor(
      () => {
        const next = FakeWebSocket.latest()!;
        expect(next).not.toBe(ws);
        return next;
      },
      { timeout: 3000 },
    );
    act(() => {
      again.serverOpen();
      again.serverSend({ type: 'ready' });
    });
    expect(watchesOf(again)).toEqual([{ type: 'watch', element: 'map', elementId: 'm1' }]);
    act(() => void view.router.navigate('/creation'));
    await waitFor(() => expect(watchesOf(again).at(-1)).toEqual({ type: 'unwatch', element: 'map', elementId: 'm1' }));
  });

  it('reads a language again (the page shows the cached one) when someone else saves it', async () => {
    let reads = 0;
    const language = (title: string): LanguageView =>
      ({
        _id: 'l1',
        worldID: 'w1',
        authorID: 'u1',
        title,
        visibility: 'public',
        keyMap: {},
        runeImages: [],
        words: [],
        revision: reads,
        createdOn: '2025-04-01T10:00:00.000Z',
        lastUpdated: '2025-04-02T10:00:00.000Z',
      }) as unknown as LanguageView;
    api().on('POST me', meAnswer(reader));
    api().on('GET language/l1', () => ({ status: 200, body: language(++reads === 1 ? 'Old Hollish' : 'Older Hollish') }));
    renderRoute('/language/l1', { token: 't' });
    const ws = await acceptedSocket();
    expect(await screen.findByRole('heading', { name: 'Old Hollish' })).toBeInTheDocument();
    await waitFor(() => expect(watchesOf(ws)).toEqual([{ type: 'watch', element: 'language', elementId: 'l1' }]));
    act(() => ws.serverSend({ type: 'elementChanged', element: 'language', elementId: 'l1', by: cora }));
    expect(await screen.findByRole('heading', { name: 'Older Hollish' })).toBeInTheDocument();
    expect(screen.getByText('Edited by Cora Cartographer')).toBeInTheDocument();
  });

  it('lists the other editors the server names, by name, and forgets them while the socket is down', async () => {
    const { ws } = await openMap();
    expect(screen.queryByRole('list', { name: 'People here' })).not.toBeInTheDocument();
    // The server names the receiver too; the page shows the others.
    act(() => ws.serverSend({ type: 'presence', element: 'map', elementId: 'm1', people: [{ _id: 'u2', name: 'Bea Bright' }, cora] }));
    const people = await screen.findByRole('list', { name: 'People here' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CCora Cartographer']);
    expect(screen.getByText('Also here:')).toBeInTheDocument();
    // Another element's presence is not this page's.
    act(() => ws.serverSend({ type: 'presence', element: 'map', elementId: 'm2', people: [] }));
    expect(screen.getByRole('list', { name: 'People here' })).toBeInTheDocument();

    act(() => ws.serverClose(1006));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'People here' })).not.toBeInTheDocument());
  });

  describe('a wiki', () => {
    const openWiki = async (user: ReturnType<typeof makeUser>) => {
      let reads = 0;
      api().on('POST me', meAnswer(user));
      api().on('GET creation/wiki/k1', () => wikiAnswer(makeWiki({ title: ++reads === 1 ? 'Isolde Varn' : 'Isolde the Bold' })));
      renderRoute('/wiki/k1', { token: 't' });
      const ws = await acceptedSocket();
      // An editor's page also joins its sections' co-typing rooms.
      await waitFor(() => expect(watchesOf(ws).filter((message) => message.type === 'watch')).toEqual([{ type: 'watch', element: 'wiki', elementId: 'k1' }]));
      return ws;
    };
    const wikiChanged = { type: 'elementChanged', element: 'wiki', elementId: 'k1', by: cora };

    it('is read again for a reader when someone saves it, and says who', async () => {
      const ws = await openWiki(reader);
      expect(await screen.findByRole('heading', { level: 1, name: 'Isolde Varn' })).toBeInTheDocument();
      act(() => ws.serverSend(wikiChanged));
      expect(await screen.findByRole('heading', { level: 1, name: 'Isolde the Bold' })).toBeInTheDocument();
      expect(api().callsTo('GET creation/wiki/k1')).toHaveLength(2);
      expect(screen.getByText('Edited by Cora Cartographer')).toBeInTheDocument();
    });

    it('leaves an editor’s text alone, says who saved, and lists who else is editing', async () => {
      const ws = await openWiki(makeUser({ _id: 'u1', name: 'Ada Lovelace' }));
      const title = await screen.findByRole('textbox', { name: 'Title' });
      act(() => ws.serverSend(wikiChanged));
      expect(await screen.findByText('Edited by Cora Cartographer')).toBeInTheDocument();
      expect(api().callsTo('GET creation/wiki/k1')).toHaveLength(1);
      expect(title).toHaveValue('Isolde Varn');

      act(() =>
        ws.serverSend({
          type: 'presence',
          element: 'wiki',
          elementId: 'k1',
          people: [
            { _id: 'u1', name: 'Ada Lovelace' },
            { _id: 'u3', name: 'Cid' },
          ],
        }),
      );
      const people = await screen.findByRole('list', { name: 'People here' });
      expect(
        within(people)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['CCid']);
    });
  });
});
