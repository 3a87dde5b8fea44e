import { describe, it } from 'vitest';
import type { PointDates } from '../calendars/datePoints';
import type { WorldPeriod } from '../calendars/worldDate';
import { deciderSpec } from '../shared/deciderSpec';
import { relationDecider, type RelationCommand } from './relation.decide';
import type { RelationEvent } from './relation.events';
import type { RelationType } from './relationTypes';

// Relations' periods taken from a timeline point follow the point when it moves.
const spec = deciderSpec(relationDecider);
const wedding = { timelineID: 't1', nodeID: 'n1' };
const war = { timelineID: 't1', nodeID: 'n2' };
const before: PointDates = { start: { year: 1120, month: 6 }, end: null };
const after: PointDates = { start: { year: 1122, month: 5, day: 1 }, end: null };
const follow = (dates: PointDates = after, worldId = 'w1'): RelationCommand => ({ type: 'FollowDatePoint', worldId, address: wedding, dates });

const kind = (relationId: string, type: RelationType, custom: string, period: WorldPeriod | null) => ({
  worldId: 'w1',
  relationId,
  fromId: 'ysolde',
  toId: `other-${relationId}`,
  type,
  custom,
  period,
});
const added = (...args: Parameters<typeof kind>): RelationEvent => ({ type: 'RelationAdded', data: { ...kind(...args), addedOn: '' } });
const changed = (...args: Parameters<typeof kind>): RelationEvent => ({ type: 'RelationChanged', data: kind(...args) });

const marriedThen = { from: { ...before.start, point: wedding } };
const marriedNow = { from: { ...after.start, point: wedding } };

describe('relations following a timeline point they take dates from', () => {
  it('each relation whose period is taken from the point changes, its type and custom text kept; others stay', () =>
    spec
      .given([
        added('r1', 'spouse', '', marriedThen),
        added('r2', 'custom', 'Sworn to', { from: { year: 1100 }, until: { ...before.start, point: wedding } }),
        added('r3', 'ally', '', { from: { year: 1120, month: 6, point: war } }),
        added('r4', 'ally', '', null),
      ])
      .when(follow())
      .then([
        changed('r1', 'spouse', '', marriedNow),
        changed('r2', 'custom', 'Sworn to', { from: { year: 1100 }, until: { ...after.start, point: wedding } }),
      ]));

  it('nothing is stored when the periods already say the point’s dates, so a repeated delivery is safe', () =>
    spec
      .given([added('r1', 'spouse', '', marriedThen), changed('r1', 'spouse', '', marriedNow)])
      .when(follow())
      .then([]));

  it('a removed relation, or a world without relations, has nothing to follow', () => {
    spec
      .given([
        added('r1', 'spouse', '', marriedThen),
        { type: 'RelationRemoved', data: { worldId: 'w1', relationId: 'r1', fromId: 'ysolde', toId: 'other-r1' } },
      ])
      .when(follow())
      .then([]);
    spec.given([]).when(follow()).then([]);
  });

  it('a period the move would end before it starts keeps its copy', () =>
    spec
      .given([added('r2', 'custom', 'Sworn to', { from: { year: 1100 }, until: { ...before.start, point: wedding } })])
      .when(follow({ start: { year: 1050 }, end: null }))
      .then([]));
});
