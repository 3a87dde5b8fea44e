import { isOpenPeriod } from '@lorewright/domain/calendars/worldDate';
import { dateOutsideLife, relationUseWarningId } from '@lorewright/domain/continuity/continuityWarnings';
import type { ProjectionStore } from '../runner/projection';
import { keepWarnings, mentionsWhere, relationsWhere, sceneOf, type RelationFactsRecord, type SceneFactsRecord, type WarningRecord } from './continuityRecords';

// ---- A relation used outside its period -------------------------------------------------------
// A dated scene that links to both ends of a relation whose period does not hold then (all of
// the scene's date before it starts or after it ends, as a mention outside a life). Found from
// either side through indexes: a scene's check reads the relations from each wiki it links to; a
// relation's check the mentions of its two ends (by wiki), and only the scenes both share.

// `secret`: one of the two ends is linked only from secret lines, so the scene's editors alone see it.
const relationUseWarning = (relation: RelationFactsRecord, scene: SceneFactsRecord, secret: boolean): WarningRecord | null => {
  if (relation.worldID !== scene.worldID || !relation.period || !scene.date) return null;
  if (!dateOutsideLife(relation.period, scene.date)) return null;
  return {
    _id: relationUseWarningId(relation._id, scene.writingID, scene.sceneID),
    worldID: scene.worldID,
    kind: 'relationUsedOutsidePeriod',
    places: [
      { type: 'wiki', id: relation.fromID, where: 'Relations' },
      { type: 'wiki', id: relation.toID, where: 'Relations' },
      { type: 'writing', id: scene.writingID, where: scene.name, part: scene.sceneID },
    ],
    facts: { kind: 'relationUsedOutsidePeriod', date: scene.date, period: relation.period, type: relation.type, custom: relation.custom },
    ...(secret && { editorsOnly: { type: 'writing', id: scene.writingID } }),
    wikiID: relation.fromID,
    otherWikiID: relation.toID,
    sceneKey: scene._id,
    writingID: scene.writingID,
    relationID: relation._id,
  };
};

/** The warnings of a scene's relations: those between two of the wikis it links to (`targets`: wiki → only in secret lines). */
export const sceneRelationUses = async (db: ProjectionStore, scene: SceneFactsRecord, targets: ReadonlyMap<string, boolean>) => {
  const wanted: WarningRecord[] = [];
  // An undated scene, or one naming fewer than two wikis, uses no relation: none is read.
  if (!scene.date || targets.size < 2) return wanted;
  for (const [wikiId, secret] of targets)
    for (const relation of await relationsWhere(db, { fromID: wikiId })) {
      const other = targets.get(relation.toID);
      if (other === undefined) continue;
      const warning = relationUseWarning(relation, scene, secret || other);
      if (warning) wanted.push(warning);
    }
  return wanted;
};

/** A relation's period or words changed: the dated scenes that link to both its ends, checked again. */
export const checkRelationUses = async (db: ProjectionStore, relation: RelationFactsRecord) => {
  const wanted: WarningRecord[] = [];
  // An open period holds at every date: no mention is read.
  if (!isOpenPeriod(relation.period)) {
    const toEnd = new Map((await mentionsWhere(db, { wikiID: relation.toID })).map((mention) => [mention.sceneKey, mention.secret]));
    for (const mention of toEnd.size ? await mentionsWhere(db, { wikiID: relation.fromID }) : []) {
      const other = toEnd.get(mention.sceneKey);
      const scene = other === undefined ? null : await sceneOf(db, mention.sceneKey);
      const warning = scene && relationUseWarning(relation, scene, mention.secret || other!);
      if (warning) wanted.push(warning);
    }
  }
  await keepWarnings(db, { relationID: relation._id, kind: 'relationUsedOutsidePeriod' }, wanted);
};
