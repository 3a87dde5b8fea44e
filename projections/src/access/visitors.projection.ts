import type { AccessEvent } from '@lorewright/domain/access/access.events';
import { defineProjection } from '../runner/projection';

// One document per anonymous visitor: first-visit details, page views and the last page.
export const visitorsProjection = defineProjection<AccessEvent>()({
  name: 'visitors',
  version: 1,
  collections: { visitors: [{ fields: ['lastSeen'] }] },
  on: {
    VisitorArrived: (event, db) =>
      db.collection('visitors').put({
        _id: event.data.aId,
        ...event.data.details,
        firstSeen: event.metadata.timestamp,
        lastSeen: event.metadata.timestamp,
        pageViews: 0,
        visibilityChanges: 0,
      }),
    PageVisited: (event, db) =>
      db.collection('visitors').update(event.data.aId, {
        $set: { lastSeen: event.metadata.timestamp, lastUrl: event.data.url },
        $inc: { pageViews: event.data.closing ? 0 : 1 },
      }),
    VisibilityChanged: (event, db) =>
      db.collection('visitors').update(event.data.aId, {
        $set: { lastSeen: event.metadata.timestamp, visibility: event.data.visibility },
        $inc: { visibilityChanges: 1 },
      }),
  },
});
