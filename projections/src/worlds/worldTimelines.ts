import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';
import { elementListChanges } from './worldElementList';

// A world lists its timelines (WorldView.timelines) as element summaries, following the
// timeline's own events (each names its world); line, point and zone edits do not touch it.
type On<T extends TimelineEvent['type']> = (event: ProjectedEvent<Extract<TimelineEvent, { type: T }>>, db: ProjectionStore) => Promise<void>;
type Handlers = { [T in 'TimelineCreated' | 'TimelineRenamed' | 'TimelineVisibilityChanged' | 'TimelineDeleted']: On<T> };

export const worldTimelineHandlers = (worlds: string): Handlers => {
  const list = elementListChanges(worlds, 'timelines');
  const { added, changed, removed } = list;
  return {
    TimelineCreated: (event, db) => {
      const { timelineId: _id, worldId, title, createdOn: lastUpdated } = event.data;
      return added(db, worldId, { _id, title, visibility: 'private', lastUpdated });
    },
    TimelineRenamed: ({ data, metadata }, db) => changed(db, data.worldId, data.timelineId, { title: data.title }, metadata.timestamp),
    TimelineVisibilityChanged: ({ data, metadata }, db) => changed(db, data.worldId, data.timelineId, { visibility: data.visibility }, metadata.timestamp),
    // A world whose dates used the deleted timeline's calendar goes back to the Gregorian one.
    TimelineDeleted: async ({ data }, db) => {
      await removed(db, data.worldId, data.timelineId);
      const world = (await db.collection(worlds).get(data.worldId)) as { calendarTimelineID?: string | null } | null;
      if (world?.calendarTimelineID === data.timelineId) await db.collection(worlds).update(data.worldId, { $set: { calendarTimelineID: null } });
    },
  };
};
