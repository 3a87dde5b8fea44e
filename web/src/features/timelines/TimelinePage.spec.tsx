import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineNode, TimelineView } from '@lorewright/domain/timelines/timelineView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { TIMELINE_FETCH_FAILED } from './TimelineFetchFailed';
import { TIMELINE_HELP_TITLE } from './TimelineHelpModal';
import { makeLine, makeNode, makeTimeline } from './testing/timelinePageFixtures';
import { renderTimelinePage } from './testing/timelinePageTesting';

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { timelines: '2999-01-01T00:00:00.000Z' } });
const line = (name: string) => screen.getByRole('group', { name });
const markersOf = (name: string) =>
  within(line(name))
    .queryAllByRole('button')
    .filter((button) => !/^(Hide|Show|Rename|Delete) /.test(button.getAttribute('aria-label') ?? button.textContent ?? ''));
const titlesOf = (name: string) => markersOf(name).map((marker) => marker.textContent);

describe('/timeline/{id}', () => {
  const api = mockApiPerTest();
  // The stage is 1,000 px wide: with years 0 to 99, a year is 10 px.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1000, 500));
  });

  const openTimeline = async (timeline: TimelineView = makeTimeline(), token: string | null = 't') => {
    if (token) api().on('POST me', meAnswer(author));
    api().on(`GET timeline/${timeline._id}`, { status: 200, body: timeline });
    renderTimelinePage(timeline._id, token);
    await screen.findByRole('group', { name: timeline.lines[0]?.name ?? '' });
    if (token) await screen.findByRole('button', { name: 'New Point' });
  };
  const answer = (key: string, timeline = makeTimeline()) => api().on(key, () => ({ status: 200, body: { message: m.updated, timeline } }));
  const bodies = (key: string) =>
    api()
      .callsTo(key)
      .map((call) => call.body);

  it('shows a reader the timeline read-only: lines, points, ranges and the hover card, no editing tools', async () => {
    await openTimeline(makeTimeline(), null);
    expect(titlesOf('Kings')).toEqual(['Crowning', 'The Great Flood']);
    expect(titlesOf('Floods')).toEqual(['Drought']);
    for (const name of ['New Point', 'Reposition', 'Zones', 'Customise', 'Add Line']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveValue('default');

    fireEvent.mouseEnter(screen.getByRole('button', { name: 'The Great Flood' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('40 – 45');
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Crowning' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('3 March 10');
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('Click to edit');
    fireEvent.click(screen.getByRole('button', { name: 'Crowning' }));
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: TIMELINE_HELP_TITLE })).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Hide Floods' }));
    expect(titlesOf('Floods')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show Floods' }));
    expect(titlesOf('Floods')).toEqual(['Drought']);
  });

  it('shows the demo timeline without a fetch, read-only even for a signed-in user', async () => {
    api().on('POST me', meAnswer(author));
    renderTimelinePage('example', 't');
    expect(await screen.findByRole('group', { name: 'The Realm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'The Lantern is lit' })).toBeInTheDocument();
    await waitFor(() => expect(api().callsTo('POST me')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'New Point' })).not.toBeInTheDocument();
    expect(api().calls.filter((call) => call.path.startsWith('timeline'))).toEqual([]);
  });

  it("gives the author the modes, panels and a point's edit card", async () => {
    await openTimeline();
    for (const name of ['New Point', 'Reposition', 'Zones', 'Customise', 'Add Line']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Crowning' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Crowning');
    expect(screen.getByRole('textbox', { name: 'Subtitle' })).toHaveValue('A king at last.');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('point');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('10');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('March');
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('3');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'range' } });
    expect(screen.getByRole('textbox', { name: 'End year' })).toHaveValue('10');
    expect(screen.getByRole('combobox', { name: 'End month' })).toHaveValue('March');
    expect(screen.getByRole('textbox', { name: 'End day' })).toHaveValue('3');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('adds a point where New Point mode clicks a line and saves it on Done', async () => {
    answer('PUT timeline/updateNodes');
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'New Point' }));
    const track = line('Kings').querySelector('div:last-child')!;
    fireEvent.click(track, { clientX: 250 });

    expect(screen.getByRole('button', { name: 'New Point' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('25');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(m.enterAllFields)).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Coronation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(bodies('PUT timeline/updateNodes')).toHaveLength(1));
    const sent = bodies('PUT timeline/updateNodes')[0] as { nodes: TimelineNode[] };
    expect(sent).toEqual({
      timelineID: 't1',
      lineID: 'l1',
      nodes: [{ _id: sent.nodes[0]?._id, title: 'Coronation', subtitle: '', type: 'point', year: 25, month: 'January', day: 1, end: null, parent: null }],
      removedNodeIDs: [],
    });
    expect(sent.nodes[0]?._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it("adds a point through a line's Add New Point form, its date typed in the card", async () => {
    answer('PUT timeline/updateNodes');
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Point to Kings' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Founding' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Year' }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: 'March' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Day' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(bodies('PUT timeline/updateNodes')).toHaveLength(1));
    const sent = bodies('PUT timeline/updateNodes')[0] as { lineID: string; nodes: TimelineNode[] };
    expect(sent.lineID).toBe('l1');
    expect(sent.nodes).toEqual([expect.objectContaining({ title: 'Founding', type: 'point', year: 12, month: 'March', day: 4, end: null })]);
  });

  it('sends an edited point with the revision it was read at', async () => {
    answer('PUT timeline/updateNodes');
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Drought' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Subtitle' }), { target: { value: 'Not a drop.' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: 'July' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(bodies('PUT timeline/updateNodes')).toEqual([
        {
          timelineID: 't1',
          lineID: 'l2',
          nodes: [
            { _id: 'n3', title: 'Drought', subtitle: 'Not a drop.', type: 'point', year: 70, month: 'July', day: 1, end: null, parent: null, revision: 2 },
          ],
          removedNodeIDs: [],
        },
      ]),
    );
  });

  it('asks for the changes since the revision its copy holds, and shows the changes it is answered with', async () => {
    const timeline = makeTimeline();
    const known = Math.max(...timeline.lines.flatMap((l) => [l.revision, ...l.nodes.map((node) => node.revision)]));
    api().on('PUT timeline/updateNodes', (body) => {
      const [sent] = (body as { nodes: TimelineNode[] }).nodes;
      const emptied = { ...timeline, lines: timeline.lines.map((l) => ({ ...l, nodes: [] })) };
      const changes = {
        revision: known + 1,
        timeline: emptied,
        nodes: [{ lineId: 'l2', node: { ...makeNode(sent), revision: known + 1 } }],
        removedNodeIDs: [],
      };
      return { status: 200, body: { message: m.updated, changes } };
    });
    await openTimeline(timeline);
    fireEvent.click(screen.getByRole('button', { name: 'Drought' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Great Drought' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(titlesOf('Floods')).toContain('Great Drought'));
    expect(titlesOf('Floods')).not.toContain('Drought');
    expect(titlesOf('Kings')).toEqual(expect.arrayContaining(['Crowning', 'The Great Flood']));
    expect(
      api()
        .calls.filter((call) => call.method === 'PUT')
        .map((call) => call.path),
    ).toEqual([`timeline/updateNodes?since=${known}`]);

    fireEvent.click(screen.getByRole('button', { name: 'Great Drought' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Subtitle' }), { target: { value: 'Dust.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(api().calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const second = api().calls.filter((call) => call.method === 'PUT')[1];
    expect(second.path).toBe(`timeline/updateNodes?since=${known + 1}`);
    // The point as the changes brought it, with the revision it was last written at.
    expect((second.body as { nodes: TimelineNode[] }).nodes).toEqual([
      expect.objectContaining({ title: 'Great Drought', subtitle: 'Dust.', revision: known + 1 }),
    ]);
  });

  it("drops an edit whose month is none of the calendar's, leaving the point as it was", async () => {
    const timeline = makeTimeline({ lines: [makeLine({ nodes: [makeNode({ month: 'Smarch' })] })] });
    await openTimeline(timeline);
    fireEvent.click(screen.getByRole('button', { name: 'Crowning' }));
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('Smarch');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Crowned' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crowning' })).toBeInTheDocument();
    expect(api().callsTo('PUT timeline/updateNodes')).toEqual([]);
  });

  it('deletes a point after the confirm', async () => {
    answer('PUT timeline/updateNodes');
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Crowning' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete point' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(m.cannotBeUndone);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(bodies('PUT timeline/updateNodes')).toEqual([{ timelineID: 't1', lineID: 'l1', nodes: [], removedNodeIDs: ['n1'] }]));
  });

  it('moves a point dragged in Reposition mode and saves its line when the mode is turned off', async () => {
    answer('PUT timeline/updateNodes');
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Reposition' }));
    const drought = screen.getByRole('button', { name: 'Drought' });
    fireEvent.pointerDown(drought, { clientX: 700, pointerId: 1 });
    fireEvent.pointerMove(drought, { clientX: 800, pointerId: 1 });
    fireEvent.pointerUp(drought, { clientX: 800, pointerId: 1 });
    expect(api().callsTo('PUT timeline/updateNodes')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Reposition' }));
    await waitFor(() => expect(bodies('PUT timeline/updateNodes')).toHaveLength(1));
    // 100 px is ten years on: 1 June 70 becomes 1 June 80.
    expect(bodies('PUT timeline/updateNodes')[0]).toEqual({
      timelineID: 't1',
      lineID: 'l2',
      nodes: [{ _id: 'n3', title: 'Drought', subtitle: 'No rain.', type: 'point', year: 80, month: 'June', day: 1, end: null, parent: null, revision: 2 }],
      removedNodeIDs: [],
    });
  });

  it('adds a line (a title is required) and deletes one after the warning', async () => {
    answer('PUT timeline/updateLines');
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Add Line' }));
    expect(await screen.findByText(m.enterTitle)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'New line title' }), { target: { value: 'Queens' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Line' }));
    await waitFor(() => expect(bodies('PUT timeline/updateLines')).toHaveLength(1));
    const added = bodies('PUT timeline/updateLines')[0] as { lines: { _id: string }[] };
    expect(added).toEqual({ timelineID: 't1', lines: [{ _id: added.lines[0]?._id, name: 'Queens' }], removedLineIDs: [] });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Floods' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText(/All points on this line will be deleted/).textContent).toBe(m.deleteLineWarning);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(bodies('PUT timeline/updateLines')[1]).toEqual({ timelineID: 't1', lines: [], removedLineIDs: ['l2'] }));
  });

  it('starts zoom and pan again when another zone is chosen', async () => {
    await openTimeline(makeTimeline(), null);
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    // The wheel zooms in too, about the pointer.
    fireEvent.wheel(line('Kings'), { deltaY: -100, clientX: 500 });
    expect(zoomOut).toBeEnabled();
    fireEvent.click(zoomOut);
    expect(zoomOut).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoomOut).toBeEnabled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Zone' }), { target: { value: 'late' } });
    expect(zoomOut).toBeDisabled();
    // Years 50 to 99: the crowning (year 10) is off screen, the drought (70) on it.
    expect(titlesOf('Kings')).not.toContain('Crowning');
    expect(titlesOf('Floods')).toEqual(['Drought']);
  });

  it('zooms with + and − and pans with the arrow keys, on the axis or a point on it, but not while typing', async () => {
    await openTimeline();
    const axis = screen.getByRole('region', { name: 'Timeline axis' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const shift = () => (line('Kings').querySelector('[style*="translateX"]') as HTMLElement).style.transform;
    expect(axis).toHaveAttribute('tabindex', '0');
    expect(shift()).toBe('translateX(0px)');

    // One step in (1,000 px more) about the middle: the axis is 2,000 px wide, scrolled 500 px.
    fireEvent.keyDown(axis, { key: '+' });
    expect(zoomOut).toBeEnabled();
    expect(shift()).toBe('translateX(-500px)');
    // An arrow pans a tenth of the stage; with Shift, a whole stage (here as far as it goes).
    fireEvent.keyDown(screen.getByRole('button', { name: 'The Great Flood' }), { key: 'ArrowLeft' });
    expect(shift()).toBe('translateX(-400px)');
    fireEvent.keyDown(axis, { key: 'ArrowRight', shiftKey: true });
    expect(shift()).toBe('translateX(-1000px)');
    fireEvent.keyDown(axis, { key: '-' });
    expect(zoomOut).toBeDisabled();

    // Typing a line's name neither zooms nor pans.
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'New line title' }), { key: '+' });
    expect(zoomOut).toBeDisabled();
  });

  it('zooms with + and − from anywhere on the page: its bar, its list, a point card, or nothing focused; not in a field or a dialog', async () => {
    await openTimeline();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    const press = (target: Element, key: string) => fireEvent.keyDown(target, { key });

    press(screen.getByRole('button', { name: 'Help' }), '+');
    expect(zoomOut).toBeEnabled();
    press(zoomOut, '-');
    expect(zoomOut).toBeDisabled();
    // Before anything has the focus, the key goes to the body.
    press(document.body, '+');
    expect(zoomOut).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Show List' }));
    press(screen.getByRole('complementary', { name: 'Points' }), '-');
    expect(zoomOut).toBeDisabled();
    // A point's edit card: its buttons zoom, its fields take the key as typed.
    fireEvent.click(screen.getByRole('button', { name: 'Crowning' }));
    press(screen.getByRole('button', { name: 'Cancel' }), '+');
    expect(zoomOut).toBeEnabled();
    press(screen.getByRole('textbox', { name: 'Title' }), '-');
    expect(zoomOut).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    // The guide keeps its keys.
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    press(within(screen.getByRole('dialog', { name: TIMELINE_HELP_TITLE })).getByRole('button', { name: 'Close' }), '-');
    expect(zoomOut).toBeEnabled();
    // …and says where the keys work.
    expect(screen.getByRole('dialog', { name: TIMELINE_HELP_TITLE })).toHaveTextContent(
      /\+ and − zoom from anywhere on the page, except while typing in a field/,
    );
  });

  it('adds, edits and deletes zones; the chosen zone falls back to the default when deleted', async () => {
    const { late: _late, ...withoutLate } = makeTimeline().zones;
    answer('PUT timeline/updateZones');
    await openTimeline();
    fireEvent.change(screen.getByRole('combobox', { name: 'Zone' }), { target: { value: 'late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zones' }));
    const panel = screen.getByRole('region', { name: 'Zones' });
    expect(within(panel).queryByRole('button', { name: 'Delete Default' })).not.toBeInTheDocument();

    fireEvent.change(within(panel).getByRole('textbox', { name: 'Name of new zone' }), { target: { value: 'Middle' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Start year of new zone' }), { target: { value: '30' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'End year of new zone' }), { target: { value: '60' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Zone' }));
    await waitFor(() => expect(bodies('PUT timeline/updateZones')).toHaveLength(1));
    const added = bodies('PUT timeline/updateZones')[0] as { zones: Record<string, unknown> };
    const [id] = Object.keys(added.zones);
    expect(added).toEqual({ timelineID: 't1', zones: { [String(id)]: { _id: id, name: 'Middle', start: 30, end: 60 } }, removedZoneIDs: [] });

    answer('PUT timeline/updateZones', makeTimeline({ zones: withoutLate }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Late years' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(m.deleteZoneWarning);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(bodies('PUT timeline/updateZones')[1]).toEqual({ timelineID: 't1', zones: {}, removedZoneIDs: ['late'] }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Zone' })).toHaveValue('default'));
  });

  it('customises the look, ignoring a background address that is not http(s)', async () => {
    answer('PUT timeline/t1/update/');
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Customise' }));
    const panel = screen.getByRole('region', { name: 'Customise' });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Background image address' }), { target: { value: 'ftp://example.com/sky.png' } });
    fireEvent.change(within(panel).getByRole('slider', { name: /Overlay opacity/ }), { target: { value: '80' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies('PUT timeline/t1/update/')).toEqual([{ timelineID: 't1', overlayColor: '#1a1a1a', overlayOpacity: 0.8 }]));

    fireEvent.change(within(panel).getByRole('textbox', { name: 'Background image address' }), { target: { value: 'https://example.com/sky.png' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies('PUT timeline/t1/update/')[1]).toMatchObject({ backgroundImage: 'https://example.com/sky.png' }));
  });

  it("shows a conflict with the server's text and reloads on request", async () => {
    api().on('PUT timeline/updateNodes', { status: 409, body: { error: m.partConflict } });
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Crowning' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Crowned' } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getAllByText(m.partConflict).length).toBeGreaterThan(0);

    api().on('GET timeline/t1', { status: 200, body: makeTimeline({ lines: [makeLine({ nodes: [makeNode({ title: 'Changed elsewhere', revision: 9 })] })] }) });
    fireEvent.click(reload);
    expect(await screen.findByRole('button', { name: 'Changed elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('goes back to /creation when the timeline was just made on /new-timeline', async () => {
    api().on('GET timeline/t1', { status: 200, body: makeTimeline() });
    renderTimelinePage('t1', null, { fromNewTimeline: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Creation')).toBeInTheDocument();
  });

  it("says the timeline could not be fetched, with the server's reason", async () => {
    api().on('GET timeline/gone', { status: 404, body: { error: m.notFound } });
    renderTimelinePage('gone', null);
    expect(await screen.findByRole('heading', { name: TIMELINE_FETCH_FAILED })).toBeInTheDocument();
    expect(screen.getByText(m.notFound)).toBeInTheDocument();
  });

  it('draws only the points on screen of a 5,000-point line', async () => {
    const nodes = Array.from({ length: 5000 }, (_, index) =>
      makeNode({ _id: `n${index}`, title: `Point ${index}`, year: Math.floor(index / 50), month: 'January', day: 1 + (index % 28) }),
    );
    await openTimeline(makeTimeline({ lines: [makeLine({ nodes })] }), null);
    expect(markersOf('Kings').length).toBeLessThan(600);
    for (let step = 0; step < 30; step += 1) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    // 1,000 px of 31,000: about a thirtieth of the years, and the points of a little margin.
    const drawn = markersOf('Kings');
    expect(drawn.length).toBeGreaterThan(50);
    expect(drawn.length).toBeLessThan(400);
  }, 20_000);

  describe('with a list 600 px tall', () => {
    // The virtual list measures its scroller's clientHeight, which jsdom leaves at 0.
    const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
    beforeEach(() => Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 }));
    afterEach(() => Object.defineProperty(Element.prototype, 'clientHeight', clientHeight));

    it('lists every point in date order, and a hovered row shows its card', async () => {
      await openTimeline(makeTimeline(), null);
      fireEvent.click(screen.getByRole('button', { name: 'Show List' }));
      const list = screen.getByRole('complementary', { name: 'Points' });
      const rows = await within(list).findAllByRole('button');
      expect(rows.map((row) => row.firstChild?.textContent)).toEqual(['Crowning', 'The Great Flood', 'Drought']);
      fireEvent.mouseEnter(within(list).getByRole('button', { name: /Drought/ }));
      expect(screen.getByRole('tooltip')).toHaveTextContent('No rain.');
      fireEvent.click(screen.getByRole('button', { name: 'Hide List' }));
      expect(screen.queryByRole('complementary', { name: 'Points' })).not.toBeInTheDocument();
    });
  });
});
