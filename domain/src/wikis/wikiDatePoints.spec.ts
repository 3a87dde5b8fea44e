import { describe, expect, it } from 'vitest';
import type { PointDates } from '../calendars/datePoints';
import type { WorldPeriod } from '../calendars/worldDate';
import { historySummaries } from '../history/historySummaries';
import { wikiDescriber } from '../history/wikiHistory';
import { deciderSpec } from '../shared/deciderSpec';
import type { WikiCommand } from './wiki.commands';
import { wikiDecider } from './wiki.decide';
import type { WikiEvent } from './wiki.events';

// A wiki's dates taken from a timeline point follow the point when it moves, as an edit would.
const spec = deciderSpec(wikiDecider);
const ids = { wikiId: 'k1', worldId: 'w1' };
const coronation = { timelineID: 't1', nodeID: 'n1' };
const council = { timelineID: 't1', nodeID: 'n2' };
// The coronation was a range of days; it is moved later and made longer.
const before: PointDates = { start: { year: 1120, month: 3 }, end: { year: 1121 } };
const after: PointDates = { start: { year: 1125, month: 4, day: 2 }, end: { year: 1130 } };
const follow = (dates: PointDates = after, address = coronation): WikiCommand => ({ type: 'FollowDatePoint', address, dates });

const created: WikiEvent = {
  type: 'WikiCreated',
  data: {
    ...ids,
    authorId: 'ann',
    category: 'characters',
    title: 'Aldric',
    subtitle: '',
    parentId: null,
    images: [],
    headerFields: [{ _id: 'f0', field: 'Title', value: 'King' }],
    createdOn: '',
  },
};
const lived = (lifespan: WorldPeriod): WikiEvent => ({ type: 'WikiLifespanChanged', data: { ...ids, lifespan } });
const sectionDated = (period: WorldPeriod, added = false): WikiEvent => {
  const section = { _id: 's1', title: 'The war', content: 'Long and cold.', period };
  return added ? { type: 'WikiSectionAdded', data: { ...ids, section, afterId: null } } : { type: 'WikiSectionEdited', data: { ...ids, section } };
};
const fieldDated = (_id: string, period: WorldPeriod, added = false): WikiEvent => {
  const headerField = { _id, field: 'Ruler', value: 'Aldric I', period };
  return added
    ? { type: 'WikiHeaderFieldAdded', data: { ...ids, headerField, afterId: 'f0' } }
    : { type: 'WikiHeaderFieldEdited', data: { ...ids, headerField } };
};

// Born at the coronation's start (as copied then), died in 1180 (typed).
const lifeThen = { from: { ...before.start, point: coronation }, until: { year: 1180 } };
const lifeNow = { from: { ...after.start, point: coronation }, until: { year: 1180 } };
// The war ran from 1100 (typed) to the coronation's end.
const warThen = { from: { year: 1100 }, until: { ...before.end!, point: { ...coronation, end: true as const } } };
const warNow = { from: { year: 1100 }, until: { ...after.end!, point: { ...coronation, end: true as const } } };

describe('a wiki following a timeline point it takes dates from', () => {
  it("the lifespan's start taken from the point moves with it; the typed end stays", () =>
    spec
      .given([created, lived(lifeThen)])
      .when(follow())
      .then([lived(lifeNow)]));

  it("a section's end taken from the range's end moves to the new end, its text kept", () =>
    spec
      .given([created, sectionDated(warThen, true)])
      .when(follow())
      .then([sectionDated(warNow)]));

  it('a field whose period is taken from another point is untouched; one taken from this point moves', () => {
    const fromCouncil = { from: { year: 1120, month: 3, point: council } };
    spec
      .given([created, fieldDated('f1', fromCouncil, true), fieldDated('f2', { from: { ...before.start, point: coronation } }, true)])
      .when(follow())
      .then([fieldDated('f2', { from: { ...after.start, point: coronation } })]);
  });

  it('nothing is stored when the copies already say the point’s dates, so a repeated delivery is safe', () => {
    spec
      .given([created, lived(lifeNow), sectionDated(warNow, true)])
      .when(follow())
      .then([]);
    spec
      .given([created, lived(lifeThen), sectionDated(warThen, true)])
      .when(follow(after, { timelineID: 't1', nodeID: 'elsewhere' }))
      .then([]);
  });

  it('a point that lost its end leaves the dates taken from the end as they are', () =>
    spec
      .given([created, sectionDated(warThen, true)])
      .when(follow({ start: after.start, end: null }))
      .then([]));

  it('a period the move would end before it starts keeps its copy, as an edit sending it would be refused', () =>
    spec
      .given([created, lived(lifeThen)])
      .when(follow({ start: { year: 1200 }, end: null }))
      .then([]));

  it('a deleted wiki, or one never made, has nothing to follow', () => {
    spec
      .given([created, lived(lifeThen), { type: 'WikiDeleted', data: ids }])
      .when(follow())
      .then([]);
    spec.given([]).when(follow()).then([]);
  });

  it('a followed date reads in the history as the line an edit of the date gives', () => {
    const given = [created, fieldDated('f2', { from: { ...before.start, point: coronation } }, true), sectionDated(warThen, true)];
    const followed = wikiDecider.decide(follow(), given.reduce(wikiDecider.evolve, wikiDecider.initialState()));
    expect(historySummaries(wikiDescriber, [...given, ...followed]).slice(given.length)).toEqual(['Dated field “Ruler”', 'Dated section “The war”']);
  });
});
