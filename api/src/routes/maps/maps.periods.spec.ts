import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldDateMessages as dm, type WorldDate, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import { calendarMessages as cm } from '@lorewright/domain/calendars/calendarMessages';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { openTimelinesApp } from '../timelines/testing/timelinesTesting';
import { sentPoint } from './testing/mapsTesting';

// Map points in time: a point carries the period its place stands (a city founded in 1150 and
// burnt in 1320), checked on the world's calendar, kept by edits that do not send it, brought
// back by a restore; GET map/{id}?asOf= leaves out the points that do not stand at that date,
// after the viewer's own cut (secret points stay out for readers).

type MapAsOf = MapView & { asOf?: WorldDate };

let t: Awaited<ReturnType<typeof openTimelinesApp>>;
let roles: Awaited<ReturnType<(typeof t)['worldWithRoles']>>;
let map: MapView;
const city: WorldPeriod = { from: { year: 1150 }, until: { year: 1320 } };

beforeAll(async () => {
  t = await openTimelinesApp();
  roles = await t.worldWithRoles();
  const { author, world } = roles;
  await t.grantMaps(author.id);
  await t.setVisibility(author.token, world._id, 'public');
  map = await t.newMap(author.token, world._id);
  await t.setMapVisibility(author.token, world._id, map._id, 'public');
  map = await t.updated(author.token, map._id, [
    sentPoint('city', { name: 'Ashvale', period: city }),
    sentPoint('hill', { name: 'Grey Hill' }),
    sentPoint('lair', { name: 'Dragon lair', secret: true, period: { from: { year: 1190 } } }),
  ]);
});
afterAll(() => t.close());

const asOf = (token: string | undefined, date: string) => t.ok<MapAsOf>(t.call('GET', `map/${map._id}?asOf=${date}`, { token }));
const pointsAsOf = async (token: string | undefined, date: string) => Object.keys((await asOf(token, date)).points).sort();

describe('map points in time', () => {
  it('a point keeps the period it was sent with, and the map read carries it', async () => {
    expect(map.points.city.period).toEqual(city);
    expect(map.points.hill).not.toHaveProperty('period');
    expect((await t.getMap(roles.author.token, map._id)).points.city.period).toEqual(city);
  });

  it('a city dated 1150–1320 is absent as of 1100 and 1400 and present as of 1200', async () => {
    const { token } = roles.author;
    expect(await pointsAsOf(token, '1100')).toEqual(['hill']);
    expect(await pointsAsOf(token, '1200')).toEqual(['city', 'hill', 'lair']);
    expect(await pointsAsOf(token, '1400')).toEqual(['hill', 'lair']);
    expect(await pointsAsOf(token, '1320-12-31')).toEqual(['city', 'hill', 'lair']);
    const answer = await asOf(token, '1200-3');
    expect(answer.asOf).toEqual({ year: 1200, month: 3 });
    expect(answer).toMatchObject({ _id: map._id, title: map.title, image: map.image });
  });

  it('readers get the same view within what they may see: secret points stay out', async () => {
    for (const token of [roles.member.token, roles.other.token, undefined]) {
      expect(await pointsAsOf(token, '1100')).toEqual(['hill']);
      expect(await pointsAsOf(token, '1200')).toEqual(['city', 'hill']);
      const res = await t.call('GET', `map/${map._id}?asOf=1400`, { token });
      expect(res.body).not.toContain('Dragon lair');
    }
  });

  it('without asOf the answer is the map as ever, with no asOf in it; an empty asOf is none', async () => {
    const plain = await t.call('GET', `map/${map._id}`, { token: roles.member.token });
    expect(plain.json()).not.toHaveProperty('asOf');
    expect((await t.call('GET', `map/${map._id}?asOf=`, { token: roles.member.token })).body).toBe(plain.body);
  });

  it('a map with no dated point answers as of any date, with every point', async () => {
    const { author, world } = roles;
    const plain = await t.newMap(author.token, world._id, { title: 'Undated' });
    await t.updated(author.token, plain._id, [sentPoint('a'), sentPoint('b')]);
    const answer = await t.ok<MapAsOf>(t.call('GET', `map/${plain._id}?asOf=-44-3-15`, { token: author.token }));
    expect(Object.keys(answer.points)).toEqual(['a', 'b']);
    expect(answer.asOf).toEqual({ year: -44, month: 3, day: 15 });
  });

  it('an edit without a period keeps it; null or {} takes it off, and the view as of a date follows', async () => {
    const { author, world } = roles;
    const other = await t.newMap(author.token, world._id, { title: 'Edits' });
    await t.updated(author.token, other._id, [sentPoint('c', { period: city })]);
    let seen = await t.updated(author.token, other._id, [sentPoint('c', { name: 'Ashford' })]);
    expect(seen.points.c).toMatchObject({ name: 'Ashford', period: city });
    seen = await t.updated(author.token, other._id, [sentPoint('c', { name: 'Ashford', period: { from: { year: 1100 } } })]);
    expect(seen.points.c.period).toEqual({ from: { year: 1100 } });
    seen = await t.updated(author.token, other._id, [sentPoint('c', { name: 'Ashford', period: null })]);
    expect(seen.points.c).not.toHaveProperty('period');
    await t.updated(author.token, other._id, [sentPoint('c', { name: 'Ashford', period: city })]);
    seen = await t.updated(author.token, other._id, [sentPoint('c', { name: 'Ashford', period: {} })]);
    expect(seen.points.c).not.toHaveProperty('period');
    expect(Object.keys((await t.ok<MapAsOf>(t.call('GET', `map/${other._id}?asOf=900`, { token: author.token }))).points)).toEqual(['c']);
  });

  it('a restore brings back the periods of that version', async () => {
    const { author, world } = roles;
    const other = await t.newMap(author.token, world._id, { title: 'Restored' });
    await t.updated(author.token, other._id, [sentPoint('c', { period: city })]);
    const { revision } = (await t.stack.queries.maps.mapRow(other._id))!;
    await t.updated(author.token, other._id, [sentPoint('c', { period: null })]);
    await t.ok(t.call('POST', `history/map/${other._id}/restore`, { token: author.token, payload: { revision } }));
    expect((await t.getMap(author.token, other._id)).points.c.period).toEqual(city);
  });

  it("a period is checked on the world's own calendar: month 13 only where the calendar has it", async () => {
    const ann = await t.timelineAuthor('ann-periods');
    await t.grantMaps(ann.id);
    const own = await t.newMap(ann.token, ann.worldID);
    const thirteenth = { from: { year: 1200, month: 13 } };
    await t.expectRefused(() => t.updatePoints(ann.token, own._id, [sentPoint('c', { period: thirteenth })]), 400, dm.monthNotInCalendar(13));
    expect((await t.getMap(ann.token, own._id)).points).toEqual({});

    const ages = await t.newTimeline(ann.token, ann.worldID, { title: 'The Ages' });
    const months = Array.from({ length: 13 }, (_, i) => ({ name: `Month ${i + 1}`, numDays: 28 }));
    const calendar = { ...ages.calendar, name: 'Thirteen Moons', months };
    await t.ok(t.call('PUT', `timeline/${ages._id}/calendar`, { token: ann.token, payload: { timelineID: ages._id, calendar } }));
    await t.ok(t.call('POST', 'world/updateCalendar', { token: ann.token, payload: { worldID: ann.worldID, timelineID: ages._id } }));
    const dated = await t.updated(ann.token, own._id, [sentPoint('c', { period: thirteenth })]);
    expect(dated.points.c.period).toEqual(thirteenth);
    await t.expectRefused(
      () => t.updatePoints(ann.token, own._id, [sentPoint('c', { period: { until: { year: 1200, month: 13, day: 29 } } })]),
      400,
      cm.dayNotInMonth,
    );

    // Back on the Gregorian calendar, the point dated in the thirteenth month still moves and is
    // renamed (its period, sent again unchanged, is not checked again); a new date is.
    await t.ok(t.call('POST', 'world/updateCalendar', { token: ann.token, payload: { worldID: ann.worldID, timelineID: null } }));
    const moved = await t.updated(ann.token, own._id, [sentPoint('c', { x: 0.9, name: 'Moonhold', period: thirteenth })]);
    expect(moved.points.c).toMatchObject({ x: 0.9, name: 'Moonhold', period: thirteenth });
    await t.expectRefused(
      () => t.updatePoints(ann.token, own._id, [sentPoint('c', { period: { from: { year: 1201, month: 13 } } })]),
      400,
      dm.monthNotInCalendar(13),
    );
    await t.expectRefused(() => t.updatePoints(ann.token, own._id, [sentPoint('d', { period: thirteenth })]), 400, dm.monthNotInCalendar(13));
    expect(Object.keys((await t.getMap(ann.token, own._id)).points)).toEqual(['c']);
  });
});
