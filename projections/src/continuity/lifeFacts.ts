import { mentionWarningId } from '@lorewright/domain/continuity/continuityWarnings';
import type { ProjectionStore } from '../runner/projection';
import { keepWarning, mentionsWhere, relationsWhere, sceneOf, type WikiFactsRecord } from './continuityRecords';
import { checkLinkedPoints } from './pointFacts';
import { checkRelationEnd } from './relationFacts';
import { mentionWarning } from './sceneFacts';

// ---- A wiki's life ----------------------------------------------------------------------------

// A lifespan changed: the scenes that link to the wiki, its relations and the timeline points
// that link to it are checked again (a relation's use in a scene does not depend on a life).
export const checkLife = async (db: ProjectionStore, wiki: WikiFactsRecord) => {
  for (const mention of await mentionsWhere(db, { wikiID: wiki._id })) {
    const scene = await sceneOf(db, mention.sceneKey);
    if (!scene) continue;
    await keepWarning(db, mentionWarningId(wiki._id, scene.writingID, scene.sceneID), mentionWarning(wiki, scene, mention.secret));
  }
  const ends = [...(await relationsWhere(db, { fromID: wiki._id })), ...(await relationsWhere(db, { toID: wiki._id }))];
  for (const relation of ends) await checkRelationEnd(db, relation, wiki, wiki._id);
  await checkLinkedPoints(db, { wikiID: wiki._id });
};
