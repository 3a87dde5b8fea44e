import { periodOutsideLife, relationWarningId } from '@lorewright/domain/continuity/continuityWarnings';
import type { ProjectionStore } from '../runner/projection';
import { keepWarning, type RelationFactsRecord, type WarningRecord, type WikiFactsRecord } from './continuityRecords';

// ---- Relations reaching out of a life ---------------------------------------------------------

const relationWarning = (relation: RelationFactsRecord, wiki: WikiFactsRecord | null): WarningRecord | null => {
  if (!wiki || !wiki.lifespan || !relation.period) return null;
  const side = periodOutsideLife(wiki.lifespan, relation.period);
  if (!side) return null;
  const other = wiki._id === relation.fromID ? relation.toID : relation.fromID;
  return {
    _id: relationWarningId(relation._id, wiki._id),
    worldID: relation.worldID,
    kind: 'relationOutsideLife',
    places: [
      { type: 'wiki', id: wiki._id, where: 'Lifespan' },
      { type: 'wiki', id: other, where: 'Relations' },
    ],
    facts: { kind: 'relationOutsideLife', period: relation.period, lifespan: wiki.lifespan, side },
    wikiID: wiki._id,
    otherWikiID: other,
    relationID: relation._id,
  };
};

/** The warning of one end of a relation (`wiki`, or null when it is not known), again. */
export const checkRelationEnd = (db: ProjectionStore, relation: RelationFactsRecord, wiki: WikiFactsRecord | null, wikiId: string) =>
  keepWarning(db, relationWarningId(relation._id, wikiId), relationWarning(relation, wiki));
