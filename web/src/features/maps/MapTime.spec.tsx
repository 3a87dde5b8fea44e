import type { WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapView } from '@lorewright/domain/maps/mapView';
import axe from 'axe-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { makeMap, makePoint } from './testing/mapPageFixtures';
import { loadPicture, renderMapPageAt } from './testing/mapPageTesting';
import { SLIDE_SETTLES_MS } from './useMapTime';

// The map in time: once a point is dated, everyone gets a date to view the map on, a Year slider
// and Play; markers whose place does not stand at that year are not drawn, from the points the
// page holds. The date is kept in the address (`?asOf=`). The author dates a point on its card.

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: '2999-01-01T00:00:00.000Z' } });
const city: WorldPeriod = { from: { year: 1150 }, until: { year: 1320 } };
const datedMap = () =>
  makeMap({
    points: {
      p1: makePoint({ period: city }),
      p2: makePoint({ _id: 'p2', x: 0.2, y: 0.7, icon: 'mountain', name: 'The Greyspine', revision: 5, period: { from: { year: 1200 } } }),
      p3: makePoint({ _id: 'p3', x: 0.8, y: 0.2, name: 'Old Road', revision: 6 }),
    },
  });
const markerNames = () =>
  within(screen.getByRole('group', { name: 'Map points' }))
    .queryAllByRole('button')
    .map((marker) => marker.textContent)
    .sort();
const slider = () => screen.getByRole('slider', { name: 'Year' });
// The WCAG 2.1 AA rules axe can judge without a layout engine (colour contrast needs a browser).
const axeViolations = async (element: Element) => {
  const result = await axe.run(element, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the map in time', () => {
  const api = mockApiPerTest();
  const openMap = async (map: MapView = datedMap(), { token = 't', entry = `/map/${map._id}` }: { token?: string | null; entry?: string } = {}) => {
    if (token) api().on('POST me', meAnswer(author));
    api().on(`GET map/${map._id}`, { status: 200, body: map });
    api().on('GET world/w1/calendar', { status: 200, body: { timelineID: null, calendar: GREGORIAN_CALENDAR } });
    const router = renderMapPageAt(entry, token);
    await loadPicture();
    await screen.findByRole('group', { name: 'Map points' });
    return router;
  };

  it('has no time control while no point is dated', async () => {
    await openMap(makeMap(), { token: null });
    expect(screen.queryByRole('slider', { name: 'Year' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('shows every point with no date chosen; the slider runs over the years the periods name and hides a marker before its founding', async () => {
    const router = await openMap(datedMap(), { token: null });
    expect(markerNames()).toEqual(['Hollowmere', 'Old Road', 'The Greyspine']);
    expect(slider()).toHaveAttribute('min', '1150');
    expect(slider()).toHaveAttribute('max', '1320');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Today: every point');

    fireEvent.change(slider(), { target: { value: '1160' } });
    expect(markerNames()).toEqual(['Hollowmere', 'Old Road']);
    expect(screen.getByText(/^1160/, { selector: 'output' })).toBeInTheDocument();
    expect(api().calls.filter((call) => call.path.startsWith('map/m1'))).toHaveLength(1);
    // The year settles into the address, so it can be shared.
    await waitFor(() => expect(router.state.location.search).toBe('?asOf=1160'), { timeout: SLIDE_SETTLES_MS + 1000 });

    fireEvent.change(slider(), { target: { value: '1250' } });
    expect(markerNames()).toEqual(['Hollowmere', 'Old Road', 'The Greyspine']);
  });

  it('opens a shared address on its date, and Today shows every point again', async () => {
    const router = await openMap(datedMap(), { token: null, entry: '/map/m1?asOf=1400' });
    expect(markerNames()).toEqual(['Old Road', 'The Greyspine']);
    expect(slider()).toHaveValue('1320');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(markerNames()).toEqual(['Hollowmere', 'Old Road', 'The Greyspine']);
    expect(router.state.location.search).toBe('');
  });

  it('Play moves through the years and Pause stops there', async () => {
    await openMap(datedMap(), { token: null });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    // From the first year: the Greyspine stands from 1200 only.
    expect(markerNames()).toEqual(['Hollowmere', 'Old Road']);
    await waitFor(() => expect(Number((slider() as HTMLInputElement).value)).toBeGreaterThan(1151), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const paused = Number((slider() as HTMLInputElement).value);
    await wait(300);
    expect(Number((slider() as HTMLInputElement).value)).toBe(paused);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('the slider is reached by the keyboard and its steps move the markers, for readers too', async () => {
    await openMap(datedMap(), { token: null });
    expect(await axeViolations(screen.getByRole('region', { name: 'Map in time' }))).toEqual([]);
    slider().focus();
    expect(slider()).toHaveFocus();
    // What an arrow key does to a range input: its value steps, then change fires.
    fireEvent.change(slider(), { target: { value: '1199' } });
    expect(slider()).toHaveAttribute('aria-valuetext', '1199 AD');
    expect(markerNames()).toEqual(['Hollowmere', 'Old Road']);
    fireEvent.change(slider(), { target: { value: '1200' } });
    expect(markerNames()).toEqual(['Hollowmere', 'Old Road', 'The Greyspine']);
  });

  it('the hover card says when the place stands', async () => {
    await openMap(datedMap(), { token: null });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Hollowmere' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('1150 AD – 1320 AD');
  });

  it("the author's edit card sends the period typed under Dates, and waits while it is backwards", async () => {
    api().on('PUT map/updatePoints/m1', () => ({ status: 200, body: { message: m.updated, map: makeMap() } }));
    await openMap(makeMap());
    fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
    const card = screen.getByRole('region', { name: 'Edit Hollowmere' });
    const dates = within(card).getByRole('group', { name: 'Dates' });
    expect(await axeViolations(dates)).toEqual([]);
    const from = within(dates).getByRole('group', { name: 'From' });
    const until = within(dates).getByRole('group', { name: 'Until' });
    fireEvent.change(within(from).getByRole('textbox', { name: 'Year' }), { target: { value: '1150' } });
    fireEvent.change(within(until).getByRole('textbox', { name: 'Year' }), { target: { value: '1100' } });
    // Backwards: Done waits, and says why.
    fireEvent.click(within(card).getByRole('button', { name: 'Done' }));
    expect(within(card).getByText('A period cannot end before it starts.')).toHaveFocus();
    expect(api().callsTo('PUT map/updatePoints/m1')).toHaveLength(0);
    fireEvent.change(within(until).getByRole('textbox', { name: 'Year' }), { target: { value: '1320' } });
    fireEvent.change(within(until).getByRole('combobox', { name: 'Month' }), { target: { value: '6' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(api().callsTo('PUT map/updatePoints/m1')).toHaveLength(1));
    const sent = api().callsTo('PUT map/updatePoints/m1')[0].body as { points: Record<string, { period?: WorldPeriod | null; revision?: number }> };
    expect(sent.points.p1).toMatchObject({ period: { from: { year: 1150 }, until: { year: 1320, month: 6 } }, revision: 3 });
  });

  it('clearing a dated point’s Dates sends null, which takes the period off', async () => {
    api().on('PUT map/updatePoints/m1', () => ({ status: 200, body: { message: m.updated, map: makeMap() } }));
    await openMap(datedMap());
    fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
    const card = screen.getByRole('region', { name: 'Edit Hollowmere' });
    const dates = within(card).getByRole('group', { name: 'Dates' });
    for (const end of ['From', 'Until'])
      fireEvent.change(within(within(dates).getByRole('group', { name: end })).getByRole('textbox', { name: 'Year' }), { target: { value: '' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(api().callsTo('PUT map/updatePoints/m1')).toHaveLength(1));
    expect((api().callsTo('PUT map/updatePoints/m1')[0].body as { points: Record<string, { period?: unknown }> }).points.p1.period).toBeNull();
  });
});
