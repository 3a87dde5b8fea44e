import type { SceneLinkAt } from '@lorewright/domain/backlinks/sceneLinks';
import { dateOutsideLife, mentionWarningId } from '@lorewright/domain/continuity/continuityWarnings';
import type { ProjectionStore } from '../runner/projection';
import {
  keepWarnings,
  mentionId,
  mentions,
  scenes,
  wikiOf,
  wikiTargets,
  type MentionRecord,
  type SceneFactsRecord,
  type WarningRecord,
  type WikiFactsRecord,
} from './continuityRecords';
import { sceneRelationUses } from './relationUseFacts';

// ---- Mentions of a wiki outside its life ------------------------------------------------------

export const mentionWarning = (wiki: WikiFactsRecord | null, scene: SceneFactsRecord, secret: boolean): WarningRecord | null => {
  if (!wiki || wiki.worldID !== scene.worldID || !wiki.lifespan) return null;
  const side = dateOutsideLife(wiki.lifespan, scene.date);
  if (!side) return null;
  return {
    _id: mentionWarningId(wiki._id, scene.writingID, scene.sceneID),
    worldID: scene.worldID,
    kind: 'mentionOutsideLife',
    places: [
      { type: 'wiki', id: wiki._id, where: 'Lifespan' },
      { type: 'writing', id: scene.writingID, where: scene.name, part: scene.sceneID },
    ],
    facts: { kind: 'mentionOutsideLife', date: scene.date!, lifespan: wiki.lifespan, side },
    ...(secret && { editorsOnly: { type: 'writing', id: scene.writingID } }),
    wikiID: wiki._id,
    sceneKey: scene._id,
    writingID: scene.writingID,
  };
};

// A scene's warnings again: its mentions outside a life and the relations it uses outside their period.
export const checkScene = async (db: ProjectionStore, scene: SceneFactsRecord, targets = wikiTargets(scene.links)) => {
  const wanted: WarningRecord[] = [];
  // An undated scene contradicts nothing: its wikis are not even read.
  if (scene.date)
    for (const [wikiId, secret] of targets) {
      const warning = mentionWarning(await wikiOf(db, wikiId), scene, secret);
      if (warning) wanted.push(warning);
    }
  wanted.push(...(await sceneRelationUses(db, scene, targets)));
  await keepWarnings(db, { sceneKey: scene._id }, wanted);
};

// A scene's links after a change: the mentions it gains and loses, then its warnings again.
export const sceneChanged = async (db: ProjectionStore, scene: SceneFactsRecord, before: readonly SceneLinkAt[]) => {
  const was = wikiTargets(before);
  const now = wikiTargets(scene.links);
  for (const wikiId of was.keys()) if (!now.has(wikiId)) await mentions(db).delete(mentionId(wikiId, scene._id));
  for (const [wikiId, secret] of now) {
    if (was.get(wikiId) === secret) continue;
    const mention: MentionRecord = {
      _id: mentionId(wikiId, scene._id),
      worldID: scene.worldID,
      wikiID: wikiId,
      sceneKey: scene._id,
      writingID: scene.writingID,
      secret,
    };
    await mentions(db).put({ ...mention });
  }
  await scenes(db).put({ ...scene });
  await checkScene(db, scene, now);
};
