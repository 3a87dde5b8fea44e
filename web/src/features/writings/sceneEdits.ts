import { type SceneContent } from '@lorewright/domain/writings/sceneContent';
import { emptySceneContent } from '@lorewright/domain/writings/sceneText';
import { DEFAULT_OVERLAY_COLOR, DEFAULT_OVERLAY_OPACITY, DEFAULT_SCENE_BACKGROUND, type SceneView } from '@lorewright/domain/writings/writingView';
import { sameSceneContent } from './editor/sameSceneContent';

// Small pure edits of a writing's scene list, shared by the room and its saver.

export type SceneSettings = Partial<Omit<SceneView, '_id' | 'content'>>;

// Scene ids are made here, like map points' (random hex): a scene exists before its first save.
export const newSceneId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export const newScene = (name: string): SceneView => ({
  _id: newSceneId(),
  name,
  content: emptySceneContent(),
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
  backgroundImage: DEFAULT_SCENE_BACKGROUND,
  youtubeHTML: '',
});

/** The list with one scene changed, or the same list when nothing changed. */
export function updateScene(scenes: SceneView[], sceneId: string, change: (scene: SceneView) => SceneView): SceneView[] {
  let changed = false;
  const next = scenes.map((scene) => {
    if (scene._id !== sceneId) return scene;
    const updated = change(scene);
    changed ||= updated !== scene;
    return updated;
  });
  return changed ? next : scenes;
}

// The editor reports every change, and many change nothing: those leave the list as it was.
export const withContent = (content: SceneContent) => (scene: SceneView) => (sameSceneContent(scene.content, content) ? scene : { ...scene, content });

export const withSettings = (settings: SceneSettings) => (scene: SceneView) =>
  (Object.keys(settings) as (keyof SceneSettings)[]).every((key) => scene[key] === settings[key]) ? scene : { ...scene, ...settings };
