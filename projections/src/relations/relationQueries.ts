import type { ProjectionViews } from '../runner/projectionViews';
import { RELATION_ENDS, type RelationEndRecord } from './relations.projection';

// At most this many relations drawn in a world's graph (a world of many wikis can hold more;
// the graph shows the oldest first).
export const WORLD_RELATIONS_MAX = 5_000;

export const createRelationQueries = (views: ProjectionViews) => {
  const ends = views.collection('relations', RELATION_ENDS);
  return {
    // A wiki's relations read from it, oldest first; who may see the other wiki is the caller's.
    ofWiki: async (wikiId: string) => (await ends.find({ wikiID: wikiId }, { sort: { position: 1 } })) as unknown as RelationEndRecord[],
    // A world's relations, each once (its 'from' end).
    ofWorld: async (worldId: string) => (await ends.find({ worldID: worldId, end: 'from' }, { limit: WORLD_RELATIONS_MAX })) as unknown as RelationEndRecord[],
    countOf: (wikiId: string) => ends.count({ wikiID: wikiId }),
  };
};

export type RelationQueries = ReturnType<typeof createRelationQueries>;
