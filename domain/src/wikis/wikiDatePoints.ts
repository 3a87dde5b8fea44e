import { followedPeriod, type PointAddress, type PointDates } from '../calendars/datePoints';
import type { WorldPeriod } from '../calendars/worldDate';
import type { WikiChanges } from './wiki.commands';
import type { WikiEvent } from './wiki.events';
import type { WikiState } from './wiki.state';
import { wikiEditEvents } from './wikiEdit';

// A timeline point that a wiki's dates are taken from moved (FollowDatePoint, sent by the
// datePoints reactor): the wiki's copies of its dates are made again as the editor's own edit
// would make them, through the same diff, so history, as-of views and exports read a plain edit.
// Only the parts whose periods take a date from the point are sent; the rest stay untouched.
// Copies that already say the point's dates are no change, so a repeated delivery adds nothing.

type Dated = { period?: WorldPeriod | undefined };

const followedParts = <P extends Dated>(parts: readonly P[], follow: (period: WorldPeriod | undefined) => WorldPeriod | undefined): P[] =>
  parts.flatMap((part) => {
    const period = follow(part.period);
    return period === part.period ? [] : [{ ...part, period }];
  });

export const followedWikiEvents = (state: WikiState, address: PointAddress, dates: PointDates): WikiEvent[] => {
  // A deleted wiki (or one never made) has nothing left to follow.
  if (state.status !== 'active') return [];
  const follow = <P extends WorldPeriod | null | undefined>(period: P) => followedPeriod(period, address, dates);
  const lifespan = follow(state.lifespan);
  const changes: WikiChanges = {
    ...(lifespan !== state.lifespan && { lifespan }),
    headerFields: followedParts(state.headerFields, follow),
    sections: followedParts(state.sections, follow),
  };
  return wikiEditEvents(state, changes);
};
