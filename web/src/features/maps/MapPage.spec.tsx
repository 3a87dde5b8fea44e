import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapPoint, MapView } from '@lorewright/domain/maps/mapView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { KEY_STEP, KEY_STEP_LARGE } from './MapMarker';
import { makeMap, makePoint } from './testing/mapPageFixtures';
import { loadPicture, renderMapPage } from './testing/mapPageTesting';

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: '2999-01-01T00:00:00.000Z' } });
const markers = () => within(screen.getByRole('group', { name: 'Map points' })).queryAllByRole('button');

describe('/map/{id}', () => {
  const api = mockApiPerTest();

  const openMap = async (map: MapView = makeMap(), token: string | null = 't', user = author) => {
    if (token) api().on('POST me', meAnswer(user));
    api().on(`GET map/${map._id}`, { status: 200, body: map });
    renderMapPage(map._id, token);
    await loadPicture();
    await screen.findByRole('group', { name: 'Map points' });
  };
  const sentPoints = () =>
    api()
      .callsTo('PUT map/updatePoints/m1')
      .map((call) => call.body);
  const answerSaves = () => api().on('PUT map/updatePoints/m1', () => ({ status: 200, body: { message: m.updated, map: makeMap() } }));

  it('shows a reader the map read-only: markers, hover card and guide, no editing tools', async () => {
    await openMap(makeMap(), null);
    expect(markers().map((marker) => marker.textContent)).toEqual(['Hollowmere', 'The Greyspine']);
    expect(screen.queryByRole('button', { name: 'New Point' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reposition' })).not.toBeInTheDocument();

    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Hollowmere' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('A river town.');
    expect(screen.queryByText(m.clickToEdit)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('dialog', { name: m.helpTitle })).toBeInTheDocument();
  });

  it('shows the demo map without a fetch, read-only even for a signed-in user', async () => {
    api().on('POST me', meAnswer(author));
    renderMapPage('example', 't');
    await loadPicture();
    expect(await screen.findByRole('button', { name: 'Hollowmere' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Point' })).not.toBeInTheDocument();
    expect(api().calls.filter((call) => call.path.startsWith('map/'))).toEqual([]);
  });

  it('shows an author whose maps plan ended the map read-only, with why and the way back', async () => {
    await openMap(makeMap(), 't', { ...author, permissions: { maps: '2020-01-01T00:00:00.000Z' } });
    expect(markers()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'New Point' })).not.toBeInTheDocument();
    expect(screen.getByText(/Your maps plan has ended: this map is read-only until you subscribe again./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it("gives the author the modes, the edit hint and a point's edit card", async () => {
    await openMap();
    expect(screen.getByRole('button', { name: 'New Point' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Hollowmere' }));
    expect(screen.getByText(m.clickToEdit)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reposition' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Hollowmere' }));
    expect(screen.getByText(m.dragToReposition)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reposition' }));

    fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Hollowmere');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('A river town.');
    expect(screen.getByRole('combobox', { name: 'Icon' })).toHaveValue('castle');
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveValue('#60e0be');
  });

  describe('with the picture 1000 × 500 px on screen', () => {
    beforeEach(() => {
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1000, 500));
    });

    it('adds a point where New Point mode is clicked and saves it on Done', async () => {
      answerSaves();
      await openMap();
      fireEvent.click(screen.getByRole('button', { name: 'New Point' }));
      fireEvent.pointerDown(screen.getByRole('img', { name: 'Map picture' }), { clientX: 250, clientY: 100 });
      fireEvent.click(screen.getByRole('img', { name: 'Map picture' }), { clientX: 250, clientY: 100 });

      expect(screen.getByRole('button', { name: 'New Point' })).toHaveAttribute('aria-pressed', 'false');
      const name = screen.getByRole('textbox', { name: 'Name' });
      expect(name).toHaveValue('Name');
      fireEvent.change(name, { target: { value: 'Ferry Crossing' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Icon' }), { target: { value: 'bell' } });
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));

      await waitFor(() => expect(sentPoints()).toHaveLength(1));
      const sent = sentPoints()[0] as { points: Record<string, unknown> };
      const [id] = Object.keys(sent.points);
      expect(id).toMatch(/^[0-9a-f]{24}$/);
      expect(sent).toEqual({
        mapID: 'm1',
        points: { [String(id)]: { _id: id, x: 0.25, y: 0.2, icon: 'bell', color: '#ff5444', name: 'Ferry Crossing', description: 'Description' } },
        removedPointIDs: [],
      });
    });

    it('places a point in the middle of the view from the keyboard, with its name field focused', async () => {
      answerSaves();
      // Nothing else in the middle, where the new point would share a cluster.
      await openMap(makeMap({ points: { p2: makePoint({ _id: 'p2', x: 0.2, y: 0.7, name: 'The Greyspine' }) } }));
      fireEvent.click(screen.getByRole('button', { name: 'New Point' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add a point in the middle' }));

      const name = screen.getByRole('textbox', { name: 'Name' });
      expect(name).toHaveFocus();
      fireEvent.change(name, { target: { value: 'Ferry Crossing' } });
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(sentPoints()).toHaveLength(1));
      const sent = sentPoints()[0] as { points: Record<string, { x: number; y: number; name: string }> };
      expect(Object.values(sent.points)).toMatchObject([{ x: 0.5, y: 0.5, name: 'Ferry Crossing' }]);
      // The closed card hands the focus to the new marker.
      await waitFor(() => expect(document.activeElement?.outerHTML).toContain('Ferry Crossing'));
      expect(screen.queryByRole('button', { name: 'Add a point in the middle' })).not.toBeInTheDocument();
    });

    it('moves a point with the arrow keys in Reposition mode (Shift for a bigger step) and saves it like a drag', async () => {
      answerSaves();
      await openMap();
      const hollowmere = screen.getByRole('button', { name: 'Hollowmere' });
      fireEvent.keyDown(hollowmere, { key: 'ArrowRight' });
      expect(sentPoints()).toEqual([]);
      expect(hollowmere).toHaveStyle({ left: '50%' });

      fireEvent.click(screen.getByRole('button', { name: 'Reposition' }));
      fireEvent.keyDown(hollowmere, { key: 'ArrowRight' });
      fireEvent.keyDown(hollowmere, { key: 'ArrowRight' });
      fireEvent.keyDown(hollowmere, { key: 'ArrowUp', shiftKey: true });
      expect(hollowmere.style.left).toBe(`${(0.5 + 2 * KEY_STEP) * 100}%`);
      fireEvent.click(screen.getByRole('button', { name: 'Reposition' }));

      await waitFor(() => expect(sentPoints()).toHaveLength(1));
      const { p1 } = (sentPoints()[0] as { points: Record<string, { x: number; y: number }> }).points;
      expect(p1.x).toBeCloseTo(0.5 + 2 * KEY_STEP);
      expect(p1.y).toBeCloseTo(0.5 - KEY_STEP_LARGE);
    });

    it('zooms with + and − from anywhere on the page, but not while a field is typed in', async () => {
      await openMap();
      const scale = () => Number(document.querySelector<HTMLElement>('[style*="--map-scale"]')?.style.getPropertyValue('--map-scale') || 1);
      const start = scale();
      // Before anything has the focus, the key goes to the body.
      fireEvent.keyDown(document.body, { key: '+' });
      await waitFor(() => expect(scale()).toBeGreaterThan(start));
      const zoomed = scale();
      fireEvent.keyDown(screen.getByRole('button', { name: 'Hollowmere' }), { key: '-' });
      await waitFor(() => expect(scale()).toBeLessThan(zoomed));

      fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = scale();
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: '+' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(scale()).toBe(before);
    });

    it('sends an edited point with the revision it was read at; Cancel sends nothing', async () => {
      answerSaves();
      await openMap();
      fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Hollowmere Keep' } });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('button', { name: 'Hollowmere' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'The Greyspine' }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Where winter is born.' } });
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(sentPoints()).toHaveLength(1));
      expect(sentPoints()[0]).toEqual({
        mapID: 'm1',
        points: {
          p2: { _id: 'p2', x: 0.2, y: 0.7, icon: 'mountain', color: '#60e0be', name: 'The Greyspine', description: 'Where winter is born.', revision: 5 },
        },
        removedPointIDs: [],
      });
    });
  });

  it('asks for the changes since the revision its copy holds, and keeps the points it is not sent', async () => {
    const map = makeMap();
    const known = Math.max(...Object.values(map.points).map((point) => point.revision));
    api().on('PUT map/updatePoints/m1', (body) => {
      const [sent] = Object.values((body as { points: Record<string, MapPoint> }).points);
      const changes = {
        revision: known + 1,
        map: { ...map, points: {} },
        points: { [sent._id]: { ...map.points[sent._id], ...sent, revision: known + 1 } },
        removedPointIDs: [],
      };
      return { status: 200, body: { message: m.updated, changes } };
    });
    await openMap(map);
    fireEvent.click(screen.getByRole('button', { name: 'The Greyspine' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'The Greyspine Peaks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(sentPoints()).toHaveLength(1));
    expect(api().callsTo('PUT map/updatePoints/m1')[0].path).toBe(`map/updatePoints/m1?since=${known}`);

    fireEvent.click(await screen.findByRole('button', { name: 'The Greyspine Peaks' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Higher still.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(sentPoints()).toHaveLength(2));
    const second = api().callsTo('PUT map/updatePoints/m1')[1];
    expect(second.path).toBe(`map/updatePoints/m1?since=${known + 1}`);
    expect(Object.values((second.body as { points: Record<string, MapPoint> }).points)).toEqual([
      expect.objectContaining({ name: 'The Greyspine Peaks', description: 'Higher still.', revision: known + 1 }),
    ]);
    expect(screen.getByRole('button', { name: 'Hollowmere' })).toBeInTheDocument();
  });

  it('deletes a point after the confirm', async () => {
    answerSaves();
    await openMap();
    fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete point' }));
    const confirm = screen.getByRole('alertdialog', { name: m.deletePointTitle });
    expect(confirm).toHaveTextContent(m.cannotBeUndone);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sentPoints()).toEqual([{ mapID: 'm1', points: {}, removedPointIDs: ['p1'] }]));
  });

  it("shows a conflict with the server's text and reloads on request", async () => {
    api().on('PUT map/updatePoints/m1', { status: 409, body: { error: m.pointConflict } });
    await openMap();
    fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Hollowmere Keep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getAllByText(m.pointConflict).length).toBeGreaterThan(0);

    api().on('GET map/m1', { status: 200, body: makeMap({ points: { p1: makePoint({ name: 'Changed elsewhere', revision: 9 }) } }) });
    fireEvent.click(reload);
    expect(await screen.findByRole('button', { name: 'Changed elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('removes a link and reads the map again', async () => {
    const linked = makeMap({ points: { p1: makePoint({ links: [{ _id: 'l1', type: 'wiki', id: 'k2' }] }) } });
    api().on('GET link/wiki/k2', { status: 200, body: { title: 'Hollowmere Wiki', type: 'wiki', id: 'k2' } });
    api().on('POST map/removeLink', { status: 200, body: { message: m.updated } });
    await openMap(linked);
    fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
    const links = screen.getByRole('list', { name: 'Links' });
    expect(await within(links).findByText('Hollowmere Wiki')).toBeInTheDocument();

    api().on('GET map/m1', { status: 200, body: makeMap({ points: { p1: makePoint({ revision: 4 }) } }) });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Hollowmere Keep' } });
    fireEvent.click(within(links).getByRole('button', { name: 'Remove link 1' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Links' })).not.toBeInTheDocument());
    expect(api().callsTo('POST map/removeLink')[0]?.body).toEqual({ mapID: 'm1', pointID: 'p1', linkID: 'l1' });
    expect(api().callsTo('GET map/m1')).toHaveLength(2);
    // The typed name survives the re-read.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Hollowmere Keep');
  });

  it('goes back to /creation when the map was just made on /new-map', async () => {
    api().on('GET map/m1', { status: 200, body: makeMap() });
    renderMapPage('m1', null, { fromNewMap: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Creation')).toBeInTheDocument();
  });

  it('filters the markers by icon', async () => {
    await openMap(makeMap(), null);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'mountain' }));
    expect(markers().map((marker) => marker.textContent)).toEqual(['The Greyspine']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'castle' }));
    expect(markers()).toHaveLength(2);
  });

  describe('with a list 600 px tall', () => {
    // The virtual list measures its scroller's clientHeight, which jsdom leaves at 0.
    const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
    beforeEach(() => Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 }));
    afterEach(() => Object.defineProperty(Element.prototype, 'clientHeight', clientHeight));

    it('lists every point, and a hovered row shows its card', async () => {
      await openMap(makeMap(), null);
      fireEvent.click(screen.getByRole('button', { name: 'Show List' }));
      const list = screen.getByRole('complementary', { name: 'Points' });
      // Each row names the point's icon, so no point is told apart by its colour or drawing alone.
      expect((await within(list).findAllByRole('button')).map((row) => row.textContent)).toEqual(['Hollowmere, castle', 'The Greyspine, mountain']);
      fireEvent.mouseEnter(within(list).getByRole('button', { name: /^The Greyspine,\s?mountain$/ }));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Old stone.');
      fireEvent.click(screen.getByRole('button', { name: 'Hide List' }));
      expect(screen.queryByRole('complementary', { name: 'Points' })).not.toBeInTheDocument();
    });
  });

  describe('with a point far outside a view 600 px square', () => {
    // jsdom gives the picture no size, so the view is centred on its top left corner: with the
    // margin drawn around it, the markers up to x 0.45 are drawn, Hollowmere (0.5) and x 0.95 not.
    beforeEach(() => {
      for (const side of ['clientWidth', 'clientHeight'] as const) {
        const own = Object.getOwnPropertyDescriptor(Element.prototype, side)!;
        Object.defineProperty(Element.prototype, side, { configurable: true, get: () => 600 });
        onTestFinished(() => void Object.defineProperty(Element.prototype, side, own));
      }
    });
    const farAway = () => makeMap({ points: { ...makeMap().points, p3: makePoint({ _id: 'p3', x: 0.95, y: 0.1, name: 'Far Harbour', icon: 'bell' }) } });

    it('goes on from the last marker drawn to the list of every point, and from a point chosen there to its marker', async () => {
      await openMap(farAway(), null);
      expect(markers().map((marker) => marker.textContent)).toEqual(['The Greyspine']);
      // Next after the markers in the page's order, so Tab reaches it from the last of them.
      const listAll = screen.getByRole('button', { name: '2 more points outside the view: list all points' });
      expect(screen.getByRole('group', { name: 'Map points' }).compareDocumentPosition(listAll) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      fireEvent.click(listAll);
      const list = screen.getByRole('complementary', { name: 'Points' });
      expect(list).toContainElement(document.activeElement as HTMLElement);
      const row = await within(list).findByRole('button', { name: /^Far Harbour,\s?bell$/ });
      // A row focused shows its point as hover does.
      fireEvent.focus(row);
      expect(screen.getByRole('tooltip')).toHaveTextContent('Far Harbour');
      fireEvent.click(row);
      const marker = within(screen.getByRole('group', { name: 'Map points' })).getByRole('button', { name: 'Far Harbour' });
      await waitFor(() => expect(marker).toHaveFocus());
      expect(screen.getByRole('tooltip')).toHaveTextContent('Far Harbour');
    });

    it('names no way to the list when every point is drawn', async () => {
      await openMap(makeMap({ points: { p2: makeMap().points.p2 } }), null);
      expect(screen.queryByRole('button', { name: /outside the view/ })).not.toBeInTheDocument();
    });
  });

  describe('with a hundred points in one place', () => {
    const crowd = Object.fromEntries(
      Array.from({ length: 100 }, (_, n) => [
        `c${n}`,
        makePoint({ _id: `c${n}`, name: `Camp ${n}`, x: 0.3 + (n % 10) * 0.001, y: 0.3 + Math.floor(n / 10) * 0.002 }),
      ]),
    );
    const crowded = () => makeMap({ points: { ...crowd, p2: makePoint({ _id: 'p2', x: 0.8, y: 0.8, name: 'The Greyspine' }) } });

    it('draws them as one cluster with their count, which zooms in on them', async () => {
      await openMap(crowded(), null);
      expect(markers().map((marker) => marker.textContent)).toEqual(['100', 'The Greyspine']);
      const cluster = screen.getByRole('button', { name: '100 points — zoom in' });

      fireEvent.click(cluster);
      await waitFor(() => expect(screen.queryByRole('button', { name: /points — zoom in/ })).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Camp 0' })).toBeInTheDocument();
      // The keyboard goes on from a point where the cluster stood.
      expect(document.activeElement?.textContent).toMatch(/^Camp /);
    });

    it('still draws a point of a cluster picked in the list', async () => {
      const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
      Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 });
      onTestFinished(() => {
        Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
      });
      await openMap(crowded());
      expect(screen.queryByRole('button', { name: 'Camp 4' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Show List' }));
      fireEvent.click(await within(screen.getByRole('complementary', { name: 'Points' })).findByRole('button', { name: /^Camp 4,\s?castle$/ }));
      expect(within(screen.getByRole('group', { name: 'Map points' })).getByRole('button', { name: 'Camp 4' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Camp 4');
    });
  });

  it("says the map data could not be fetched, with the server's reason", async () => {
    api().on('GET map/gone', { status: 404, body: { error: m.notFound } });
    renderMapPage('gone', null);
    expect(await screen.findByRole('heading', { name: m.fetchFailed })).toBeInTheDocument();
    expect(screen.getByText(m.notFound)).toBeInTheDocument();
  });

  it('says the map could not be loaded when the picture has no size', async () => {
    api().on('GET map/m1', { status: 200, body: makeMap() });
    renderMapPage('m1', null);
    await loadPicture(0, 0);
    expect(await screen.findByText(m.loadFailed)).toBeInTheDocument();
  });
});
