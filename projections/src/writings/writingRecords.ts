import type { SceneView, WritingView } from '@lorewright/domain/writings/writingView';

// How the writings projection stores a writing: the writing without its scenes (what lists and
// searches read), and one document per scene, so a save that changes one scene rewrites that
// scene alone and a list of a world's writings never loads their text.
export interface WritingRecord extends Omit<WritingView, 'scenes'> {
  // The scenes' ids in order.
  sceneIds: string[];
  // The first 50 characters of the first scene (the element picker's preview, product.md §9).
  preview: string;
}

export interface SceneRecord {
  _id: string;
  writingID: string;
  worldID: string;
  scene: SceneView;
}

export const WRITINGS = 'writings';
export const SCENES = 'scenes';
export const PREVIEW_LENGTH = 50;

export const sceneKey = (writingId: string, sceneId: string) => `${writingId}/${sceneId}`;
