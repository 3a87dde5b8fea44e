import { z } from 'zod';
import { WorldDate } from '../calendars/worldDate';
import { Visibility } from '../worlds/world.events';
import { SceneContent } from './sceneContent';

// What the server shows of a writing (product.md §3), shared by the projection that
// writes it, the routes that answer it (their answer schemas) and the client that reads it.

export const SceneView = z.object({
  _id: z.string(),
  name: z.string(),
  content: SceneContent,
  overlayColor: z.string(),
  // 0 to 1 (the slider's 0–100 divided by 100).
  overlayOpacity: z.number(),
  backgroundImage: z.string(),
  // The privacy-enhanced embed of the scene's video, built from its id; '' for none.
  youtubeHTML: z.string(),
  // When the scene happens, on the world's calendar; absent for an undated scene.
  date: WorldDate.optional(),
});
export type SceneView = z.infer<typeof SceneView>;

export const WritingView = z.object({
  _id: z.string(),
  worldID: z.string(),
  parentID: z.string().nullable(),
  authorID: z.string(),
  type: z.enum(['doc', 'folder']),
  isFolder: z.boolean(),
  title: z.string(),
  visibility: Visibility,
  createdOn: z.string(),
  lastUpdated: z.string(),
  // The writing stream's revision: a save names the revision it was made on, and a save made
  // on an older one is refused with a conflict instead of overwriting newer text.
  revision: z.number(),
  // Documents only; folders have none. Lists leave them out.
  scenes: z.array(SceneView),
  // Lists only: the first 50 characters of the first scene.
  preview: z.string().optional(),
});
export type WritingView = z.infer<typeof WritingView>;

// GET creation/writing/:id.
export const WritingAnswer = z.object({ writing: WritingView });
// PUT writing/rename: what it says, and the writing renamed.
export const WritingRenamedAnswer = WritingAnswer.extend({ message: z.string() });
// POST creation/writings: a world's tree, without the scenes' text.
export const WritingsAnswer = z.object({ writings: z.array(WritingView) });

// The answer to a save (PUT creation/updateWriting): the writing without its text, and each of
// its scenes as the save stored them (names and looks may differ from what was sent, see
// sceneRules.ts) but without their content, which is exactly the content sent: the client holds
// it already, and a long writing's text is most of a 0.4 MB answer to build, send and parse.
// `summary.revision` past `revision` means the writing changed again since (another tab).
export const SavedWritingAnswer = z.object({
  message: z.string(),
  revision: z.number(),
  summary: WritingView.omit({ scenes: true }),
  scenes: z.array(SceneView.omit({ content: true })),
});
export type SavedWritingAnswer = z.infer<typeof SavedWritingAnswer>;
// PUT writing/sceneText: what it says, and the writing's revision after the save.
export const SceneTextSavedAnswer = z.object({ message: z.string(), revision: z.number() });
// POST creation/newWriting and newWritingFolder: the writing made (a file says so too).
export const WritingCreatedAnswer = WritingAnswer.extend({ id: z.string(), message: z.string().optional() });

// The writing as a save left it: its answer with the text that was sent put back into each
// scene. Null when it cannot be told from these alone: the writing changed again since the save
// (its summary is newer), or a scene came back that was not sent with an id.
export const writingAfterSave = (answer: SavedWritingAnswer, sent: readonly SceneView[]): WritingView | null => {
  if (answer.summary.revision !== answer.revision) return null;
  const contentOf = new Map(sent.map((scene) => [scene._id, scene.content]));
  if (!answer.scenes.every((scene) => contentOf.has(scene._id))) return null;
  return { ...answer.summary, scenes: answer.scenes.map((scene) => ({ ...scene, content: contentOf.get(scene._id)! })) };
};

export const DEFAULT_OVERLAY_COLOR = '#414145';
export const DEFAULT_OVERLAY_OPACITY = 0.5;
// The default scene background: the bundled mountain picture.
export const DEFAULT_SCENE_BACKGROUND = '/assets/default_header.svg';
export const DEFAULT_SCENE_NAME = 'Default';
export const NEW_FILE_TITLE = 'New File';
export const NEW_FOLDER_TITLE = 'New Folder';
export const DEMO_WRITING_ID = 'example';

// Draft status timings (product.md §9).
export const DRAFT_POLL_MS = 250;
export const DRAFT_WAIT_MS = 500;
export const CONTENT_SAVE_DEBOUNCE_MS = 1000;
export const UNDO_HISTORY = 10;
