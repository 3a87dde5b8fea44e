import type { PointAddress } from '@lorewright/domain/calendars/datePoints';
import type { ProjectionViews } from '../runner/projectionViews';
import { DATE_POINT_SOURCES, type DatePointSourceRecord } from './datePoints.projection';

// Reads of the datePoints projection: the elements holding dates taken from a timeline point.
export const createDatePointQueries = (views: ProjectionViews) => {
  const sources = views.collection('datePoints', DATE_POINT_SOURCES);
  return {
    sourcesOf: async ({ timelineID, nodeID }: PointAddress) => (await sources.find({ timelineID, nodeID })) as unknown as DatePointSourceRecord[],
  };
};

export type DatePointQueries = ReturnType<typeof createDatePointQueries>;
