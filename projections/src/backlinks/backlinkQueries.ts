import type { ProjectionViews } from '../runner/projectionViews';
import { BACKLINKS, type BacklinkRecord } from './backlinks.projection';

export const createBacklinkQueries = (views: ProjectionViews) => {
  const links = views.collection('backlinks', BACKLINKS);
  return {
    // The places linking to an element ('type:id'), newest first, from `skip` on: read through
    // the index, whoever may see them (the caller decides that).
    linkingTo: async (target: string, { skip, limit }: { skip: number; limit: number }) =>
      (await links.find({ target }, { sort: { position: -1 }, skip, limit })) as unknown as BacklinkRecord[],
  };
};

export type BacklinkQueries = ReturnType<typeof createBacklinkQueries>;
