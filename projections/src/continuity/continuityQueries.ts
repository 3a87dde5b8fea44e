import type { ProjectionViews } from '../runner/projectionViews';
import {
  CONTINUITY_DISMISSALS,
  CONTINUITY_WARNINGS,
  CONTINUITY_WIKIS,
  type DismissalRecord,
  type WarningRecord,
  type WikiFactsRecord,
} from './continuityRecords';

// Reads of the continuity projection: one query per world for its warnings, its dismissals or
// its wikis' dated facts. Who may see them is decided by the caller.
export const createContinuityQueries = (views: ProjectionViews) => {
  const warnings = views.collection('continuity', CONTINUITY_WARNINGS);
  const dismissals = views.collection('continuity', CONTINUITY_DISMISSALS);
  const wikis = views.collection('continuity', CONTINUITY_WIKIS);
  return {
    warningsOf: async (worldId: string) => (await warnings.find({ worldID: worldId }, { sort: { _id: 1 } })) as unknown as WarningRecord[],
    // Newest first.
    dismissalsOf: async (worldId: string) => (await dismissals.find({ worldID: worldId }, { sort: { at: -1 } })) as unknown as DismissalRecord[],
    lookups: {
      warningExists: async (worldId: string, warningId: string) => (await warnings.get(warningId))?.worldID === worldId,
    },
    // Every wiki of the world with its lifespan and header fields (the as-of world page).
    wikiFactsOf: async (worldId: string) => (await wikis.find({ worldID: worldId })) as unknown as WikiFactsRecord[],
  };
};

export type ContinuityQueries = ReturnType<typeof createContinuityQueries>;
