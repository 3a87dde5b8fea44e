import type { SceneEvent } from './writing.events';
import { contentSplice } from './contentSplice';
import { lookOf, resolveScene, sameLook, sameSceneDate, type SceneInput } from './sceneRules';
import type { SceneView } from './writingView';

// A save, as events: only what differs from the stored scenes. Removals first, then new scenes
// (appended), then changes to kept scenes, then the order when it is not already the one sent.
export const sceneChanges = (ids: { writingId: string; worldId: string }, stored: readonly SceneView[], sent: readonly SceneInput[]): SceneEvent[] => {
  const before = new Map(stored.map((scene) => [scene._id, scene]));
  const sentIds = new Set(sent.map((scene) => scene._id));
  const wanted = sent.map((input) => resolveScene(input, before.get(input._id)));

  const removed: SceneEvent[] = stored
    .filter((scene) => !sentIds.has(scene._id))
    .map((scene) => ({ type: 'SceneRemoved', data: { ...ids, sceneId: scene._id } }));
  const added: SceneEvent[] = wanted.filter((scene) => !before.has(scene._id)).map((scene) => ({ type: 'SceneAdded', data: { ...ids, scene } }));
  const changed = wanted.flatMap((scene): SceneEvent[] => {
    const old = before.get(scene._id);
    if (!old) return [];
    const sceneId = scene._id;
    const events: SceneEvent[] = [];
    if (scene.name !== old.name) events.push({ type: 'SceneRenamed', data: { ...ids, sceneId, name: scene.name } });
    const splice = contentSplice(old.content, scene.content);
    if (splice) events.push({ type: 'SceneContentChanged', data: { ...ids, sceneId, ...splice } });
    if (!sameLook(lookOf(scene), lookOf(old))) events.push({ type: 'SceneCustomised', data: { ...ids, sceneId, ...lookOf(scene) } });
    if (!sameSceneDate(scene.date, old.date)) events.push({ type: 'SceneDated', data: { ...ids, sceneId, date: scene.date ?? null } });
    return events;
  });

  // After removals and additions the kept scenes are in their old order, new ones at the end.
  const order = [...stored.filter((scene) => sentIds.has(scene._id)), ...wanted.filter((scene) => !before.has(scene._id))].map((scene) => scene._id);
  const sceneIds = wanted.map((scene) => scene._id);
  const reordered: SceneEvent[] = order.every((id, i) => id === sceneIds[i]) ? [] : [{ type: 'ScenesReordered', data: { ...ids, sceneIds } }];
  return [...removed, ...added, ...changed, ...reordered];
};
