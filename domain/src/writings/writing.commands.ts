import { z } from 'zod';
import type { Calendar } from '../calendars/calendar';
import type { PointAddress, PointDates } from '../calendars/datePoints';
import { WorldDate } from '../calendars/worldDate';
import { displayName } from '../shared/displayName';
import { DISPLAY_UNITS_PER_CHARACTER } from '../shared/displayText';
import { Visibility } from '../worlds/world.events';
import type { ElementWorldFacts } from '../worlds/worldAccess';
import { worldMessages as wm } from '../worlds/worldMessages';
import { SentSceneContent, type SceneContent } from './sceneContent';
import { HEX_COLOR, MAX_SCENES, MAX_WRITING_CHARS, sceneCharacters } from './sceneText';
import { isStoredEmbed, type SentScene } from './sceneRules';
import { SCENE_BACKGROUND_MAX, SCENE_ID, SCENE_NAME_MAX, WRITING_TITLE_MAX } from './writingLimits';
import { writingMessages as m } from './writingMessages';

// The folder a new writing goes into, as the read side knows it.
export interface ParentFacts {
  writingId: string;
  worldId: string;
  isFolder: boolean;
}

export type WritingCommand =
  // title: blank gives the default ('New File' or 'New Folder'). scenes: a document's first
  // scenes (the handler supplies the one default scene when none are sent).
  | {
      type: 'CreateWriting';
      actorId: string;
      world: ElementWorldFacts;
      writingId: string;
      isFolder: boolean;
      title: string;
      parent: ParentFacts | null;
      scenes: SentScene[];
      createdOn: string;
      // The world's calendar, which the scenes' dates are checked on.
      calendar: Calendar;
    }
  | { type: 'RenameWriting'; actorId: string; world: ElementWorldFacts; title: string }
  | { type: 'ChangeWritingVisibility'; actorId: string; world: ElementWorldFacts; visibility: Visibility }
  | { type: 'DeleteWriting'; actorId: string; world: ElementWorldFacts }
  // revision: the stream revision the client last loaded or saved. calendar: the world's, which
  // the dates this save sets are checked on.
  | { type: 'SaveScenes'; actorId: string; world: ElementWorldFacts; revision: number; scenes: SentScene[]; calendar: Calendar }
  // One scene's text as its co-typing room holds it: already merged, so made on no revision.
  | { type: 'SaveSceneText'; actorId: string; world: ElementWorldFacts; sceneId: string; content: SceneContent }
  // A timeline point moved: the scenes dated from it take its new date (sceneDatePoints.ts). No
  // actor decides it, so it carries no actor's facts.
  | { type: 'FollowDatePoint'; address: PointAddress; dates: PointDates };

// Request bodies and params of the writing routes (product.md §7); product.md shows no
// shape for newWritingFolder, so it is decided here.
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);
const writingID = id(m.chooseWriting);
const worldID = id(wm.chooseWorld);
// Absent, null or '' all mean the top of the tree.
const parentID = z
  .string({ error: m.parentNotFolder })
  .trim()
  .max(200, m.parentNotFolder)
  .nullish()
  .transform((value) => value || null);
// Titles and scene names follow the one text rule for names (shared/displayText.ts). A new
// writing's title may be left blank: it becomes 'New File' or 'New Folder'.
const title = displayName({ blank: m.nameRequired, max: WRITING_TITLE_MAX, tooLong: m.titleTooLong });
const optionalTitle = displayName({ blank: m.nameRequired, max: WRITING_TITLE_MAX, tooLong: m.titleTooLong, allowBlank: true }).optional();

// One scene as the client sends it (a SceneView; without _id for a scene the server should
// name). Unknown fields are dropped; the nodes themselves are strict (sceneContent.ts).
export const SceneBody = z.object({
  _id: z.string({ error: m.sceneIdInvalid }).regex(SCENE_ID, m.sceneIdInvalid).optional(),
  // Checked by the text rule when it is new or changed (sceneRules.ts): a name stored before the
  // rule keeps the writing saveable until it is renamed. The bound keeps any body small.
  name: z.string({ error: m.nameRequired }).max(SCENE_NAME_MAX * DISPLAY_UNITS_PER_CHARACTER, m.sceneNameTooLong),
  // Left out: the text stays as stored (a new scene's is empty).
  content: SentSceneContent.optional(),
  backgroundImage: z.string({ error: m.backgroundTooLong }).max(SCENE_BACKGROUND_MAX, m.backgroundTooLong).optional(),
  overlayColor: z.string({ error: m.overlayColor }).regex(HEX_COLOR, m.overlayColor).optional(),
  overlayOpacity: z.number({ error: m.overlayOpacity }).min(0, m.overlayOpacity).max(1, m.overlayOpacity).optional(),
  youtubeHTML: z.string({ error: m.invalidLink }).max(1000, m.invalidLink).refine(isStoredEmbed, m.invalidLink).optional(),
  // When the scene happens, on the world's calendar (checked on it by the command). Left out: the
  // date stays as stored (a new scene is undated); null: the scene is undated.
  date: WorldDate.nullable().optional(),
});
export type SceneBody = z.infer<typeof SceneBody>;

const sceneIdsUnique = (scenes: SceneBody[]) => {
  const ids = scenes.flatMap((scene) => scene._id ?? []);
  return new Set(ids).size === ids.length;
};

export const ScenesBody = z
  .array(SceneBody, { error: m.atLeastOneScene })
  .min(1, m.atLeastOneScene)
  .max(MAX_SCENES, m.tooManyScenes)
  .refine(sceneIdsUnique, m.duplicateScene)
  .refine((scenes) => scenes.reduce((sum, scene) => sum + (scene.content ? sceneCharacters(scene.content) : 0), 0) <= MAX_WRITING_CHARS, m.tooLong);

export const WritingIdParams = z.object({ id: z.string().max(200, m.notFound) });

export const NewWritingBody = z.object({
  isFolder: z.boolean({ error: m.chooseKind }).default(false),
  title: optionalTitle,
  worldID,
  parentID,
  scenes: ScenesBody.optional(),
});
export type NewWritingBody = z.infer<typeof NewWritingBody>;

export const NewWritingFolderBody = z.object({ title: optionalTitle, worldID, parentID });
export type NewWritingFolderBody = z.infer<typeof NewWritingFolderBody>;

export const UpdateWritingBody = z.object({
  writingID,
  revision: z.number({ error: m.revisionRequired }).int(m.revisionRequired).min(0, m.revisionRequired).max(Number.MAX_SAFE_INTEGER, m.revisionRequired),
  scenes: ScenesBody,
});
export type UpdateWritingBody = z.infer<typeof UpdateWritingBody>;

export const SceneTextBody = z.object({
  writingID,
  sceneID: z.string({ error: m.sceneIdInvalid }).regex(SCENE_ID, m.sceneIdInvalid),
  content: z.custom<unknown>((value) => value !== undefined, m.sceneTextRequired).pipe(SentSceneContent),
});
export type SceneTextBody = z.infer<typeof SceneTextBody>;

export const RenameWritingBody = z.object({
  writingID,
  worldID,
  title,
});
export type RenameWritingBody = z.infer<typeof RenameWritingBody>;

// isFolder and childrenIDs are hints from the client's tree; the server finds the descendants.
export const DeleteWritingBody = z.object({
  writingID,
  worldID,
  isFolder: z.boolean().optional(),
  childrenIDs: z.array(z.string().max(200)).max(10_000).optional(),
});
export type DeleteWritingBody = z.infer<typeof DeleteWritingBody>;
