import { followedPeriod, type PointAddress, type PointDates } from '../calendars/datePoints';
import { sameWorldPeriod } from '../calendars/worldDate';
import type { RelationState } from './relation.state';
import type { RelationEvent } from './relation.events';

// A timeline point that relations' periods take dates from moved (FollowDatePoint, sent by the
// datePoints reactor): one RelationChanged per relation of the world whose period changes, its
// type and custom text kept, as a change of its period alone would be. Relations whose periods
// already say the point's dates are no change, so a repeated delivery adds nothing. This stream
// never hears of a wiki's deletion, so relations to a deleted one follow too; no reader shows them.
export const followedRelationEvents = (state: RelationState, worldId: string, address: PointAddress, dates: PointDates): RelationEvent[] =>
  [...state.relations.values()].flatMap((relation): RelationEvent[] => {
    const period = followedPeriod(relation.period, address, dates);
    if (sameWorldPeriod(period, relation.period)) return [];
    const { relationId, fromId, toId, type, custom } = relation;
    return [{ type: 'RelationChanged', data: { worldId, relationId, fromId, toId, type, custom, period } }];
  });
