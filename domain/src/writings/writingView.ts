import type { Visibility } from '../worlds/world.events';
import type { SceneContent } from './sceneContent';

// What the server shows of a writing (creative-elements.md §3), shared by the projection that
// writes it and the client that reads it.

export interface SceneView {
  _id: string;
  name: string;
  content: SceneContent;
  overlayColor: string;
  // 0 to 1 (the slider's 0–100 divided by 100).
  overlayOpacity: number;
  backgroundImage: string;
  // The privacy-enhanced embed of the scene's video, built from its id; '' for none.
  youtubeHTML: string;
}

export interface WritingView {
  _id: string;
  worldID: string;
  parentID: string | null;
  authorID: string;
  type: 'doc' | 'folder';
  isFolder: boolean;
  title: string;
  visibility: Visibility;
  createdOn: string;
  lastUpdated: string;
  // The writing stream's revision: a save names the revision it was made on, and a save made
  // on an older one is refused with a conflict instead of overwriting newer text.
  revision: number;
  // Documents only; folders have none. Lists leave them out.
  scenes: SceneView[];
  // Lists only: the first 50 characters of the first scene.
  preview?: string;
}

export const DEFAULT_OVERLAY_COLOR = '#414145';
export const DEFAULT_OVERLAY_OPACITY = 0.5;
// The default scene background: the bundled mountain picture.
export const DEFAULT_SCENE_BACKGROUND = '/assets/default_header.svg';
export const DEFAULT_SCENE_NAME = 'Default';
export const NEW_FILE_TITLE = 'New File';
export const NEW_FOLDER_TITLE = 'New Folder';
export const DEMO_WRITING_ID = 'example';

// Draft status timings (spec §9).
export const DRAFT_POLL_MS = 250;
export const DRAFT_WAIT_MS = 500;
export const CONTENT_SAVE_DEBOUNCE_MS = 1000;
export const UNDO_HISTORY = 10;
