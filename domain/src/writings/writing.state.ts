import type { Visibility } from '../worlds/world.events';
import { applySplice } from './contentSplice';
import type { WritingEvent } from './writing.events';
import type { SceneView } from './writingView';

// What the write side knows of one writing to decide: folded from `writing-{writingId}`.
export interface WritingState {
  status: 'none' | 'active' | 'deleted';
  writingId: string;
  worldId: string;
  isFolder: boolean;
  title: string;
  visibility: Visibility;
  // In order.
  scenes: readonly SceneView[];
  // The stream revision of the last event (-1 before the first): every event adds one.
  revision: number;
  // The revision of the last change to the scenes. A save made on an older revision would
  // overwrite text it never saw; a rename or visibility change in between does not touch the
  // scenes, so it does not stop a save.
  scenesRevision: number;
  // The revision of the last change to the scenes other than their text: a save that leaves
  // every text as it is (co-typed text is saved from its room) only has to be made after it.
  settingsRevision: number;
}

export const initialWritingState = (): WritingState => ({
  status: 'none',
  writingId: '',
  worldId: '',
  isFolder: false,
  title: '',
  visibility: 'private',
  scenes: [],
  revision: -1,
  scenesRevision: -1,
  settingsRevision: -1,
});

const changeScene = (state: WritingState, sceneId: string, change: Partial<SceneView>): WritingState['scenes'] =>
  state.scenes.map((scene) => (scene._id === sceneId ? { ...scene, ...change } : scene));

const withScenes = (state: WritingState, scenes: WritingState['scenes']): Partial<WritingState> => ({
  scenes,
  scenesRevision: state.revision + 1,
  settingsRevision: state.revision + 1,
});
const withText = (state: WritingState, scenes: WritingState['scenes']): Partial<WritingState> => ({ scenes, scenesRevision: state.revision + 1 });

const evolveOnce = (state: WritingState, event: WritingEvent): Partial<WritingState> => {
  switch (event.type) {
    case 'WritingCreated': {
      const { writingId, worldId, isFolder, title } = event.data;
      return { status: 'active', writingId, worldId, isFolder, title };
    }
    case 'WritingRenamed':
      return { title: event.data.title };
    case 'WritingVisibilityChanged':
      return { visibility: event.data.visibility };
    case 'WritingDeleted':
      return { status: 'deleted' };
    case 'SceneAdded':
      return withScenes(state, [...state.scenes, event.data.scene]);
    case 'SceneRenamed':
      return withScenes(state, changeScene(state, event.data.sceneId, { name: event.data.name }));
    case 'SceneContentChanged': {
      const scene = state.scenes.find((s) => s._id === event.data.sceneId);
      return scene ? withText(state, changeScene(state, scene._id, { content: applySplice(scene.content, event.data) })) : {};
    }
    case 'SceneCustomised': {
      const { backgroundImage, overlayColor, overlayOpacity, youtubeHTML } = event.data;
      return withScenes(state, changeScene(state, event.data.sceneId, { backgroundImage, overlayColor, overlayOpacity, youtubeHTML }));
    }
    case 'SceneDated': {
      const { sceneId, date } = event.data;
      return withScenes(state, changeScene(state, sceneId, { date: date ?? undefined }));
    }
    case 'SceneRemoved':
      return withScenes(
        state,
        state.scenes.filter((scene) => scene._id !== event.data.sceneId),
      );
    case 'ScenesReordered': {
      const byId = new Map(state.scenes.map((scene) => [scene._id, scene]));
      return withScenes(
        state,
        event.data.sceneIds.flatMap((id) => byId.get(id) ?? []),
      );
    }
  }
};

export const evolveWriting = (state: WritingState, event: WritingEvent): WritingState => ({
  ...state,
  ...evolveOnce(state, event),
  revision: state.revision + 1,
});
