import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { WorldDate } from '../calendars/worldDate';
import { Visibility } from '../worlds/world.events';
import { EventSceneContent } from './sceneContent';

// Events of one writing's stream `writing-{writingId}`. Every event names its world, so the
// world's list of writings (projections/src/worlds) follows without reading the writing. A save
// appends only what changed, one event per scene and kind of change, so a long text that was
// not touched is never written again.

const ids = { writingId: z.string(), worldId: z.string() };
const sceneIds = { ...ids, sceneId: z.string() };

// A scene's look: background picture, overlay colour and opacity (0 to 1), video embed ('' for none).
export const SceneLook = z.object({
  backgroundImage: z.string(),
  overlayColor: z.string(),
  overlayOpacity: z.number().min(0).max(1),
  youtubeHTML: z.string(),
});
export type SceneLook = z.infer<typeof SceneLook>;

// `date`: when the scene happens, on the world's calendar; absent for an undated scene.
export const StoredScene = SceneLook.extend({ _id: z.string(), name: z.string(), content: EventSceneContent, date: WorldDate.optional() });
export type StoredScene = z.infer<typeof StoredScene>;

// parentId: the folder it sits in, or null at the top of the world's tree. New writings are
// private; a document's scenes follow as SceneAdded events.
export const WritingCreated = defineEvent({
  type: 'WritingCreated',
  version: 1,
  schema: z.object({ ...ids, authorId: z.string(), parentId: z.string().nullable(), isFolder: z.boolean(), title: z.string(), createdOn: z.string() }),
});

export const WritingRenamed = defineEvent({ type: 'WritingRenamed', version: 1, schema: z.object({ ...ids, title: z.string() }) });

export const WritingVisibilityChanged = defineEvent({ type: 'WritingVisibilityChanged', version: 1, schema: z.object({ ...ids, visibility: Visibility }) });

export const WritingDeleted = defineEvent({ type: 'WritingDeleted', version: 1, schema: z.object(ids) });

// A new scene goes after the others; ScenesReordered follows when it belongs elsewhere.
export const SceneAdded = defineEvent({ type: 'SceneAdded', version: 1, schema: z.object({ ...ids, scene: StoredScene }) });

export const SceneRenamed = defineEvent({ type: 'SceneRenamed', version: 1, schema: z.object({ ...sceneIds, name: z.string() }) });

// From node `at`, `remove` nodes are replaced by `nodes` (contentSplice.ts): only what changed.
export const SceneContentChanged = defineEvent({
  type: 'SceneContentChanged',
  version: 1,
  schema: z.object({ ...sceneIds, at: z.number().int().min(0), remove: z.number().int().min(0), nodes: EventSceneContent }),
});

export const SceneCustomised = defineEvent({ type: 'SceneCustomised', version: 1, schema: z.object({ ...sceneIds, ...SceneLook.shape }) });

// When the scene happens, on the world's calendar; null: undated.
export const SceneDated = defineEvent({ type: 'SceneDated', version: 1, schema: z.object({ ...sceneIds, date: WorldDate.nullable() }) });

export const SceneRemoved = defineEvent({ type: 'SceneRemoved', version: 1, schema: z.object(sceneIds) });

// Every scene id of the writing, in the new order.
export const ScenesReordered = defineEvent({ type: 'ScenesReordered', version: 1, schema: z.object({ ...ids, sceneIds: z.array(z.string()) }) });

export const writingEvents = [
  WritingCreated,
  WritingRenamed,
  WritingVisibilityChanged,
  WritingDeleted,
  SceneAdded,
  SceneRenamed,
  SceneContentChanged,
  SceneCustomised,
  SceneDated,
  SceneRemoved,
  ScenesReordered,
];

export type WritingEvent =
  | EventOf<typeof WritingCreated>
  | EventOf<typeof WritingRenamed>
  | EventOf<typeof WritingVisibilityChanged>
  | EventOf<typeof WritingDeleted>
  | EventOf<typeof SceneAdded>
  | EventOf<typeof SceneRenamed>
  | EventOf<typeof SceneContentChanged>
  | EventOf<typeof SceneCustomised>
  | EventOf<typeof SceneDated>
  | EventOf<typeof SceneRemoved>
  | EventOf<typeof ScenesReordered>;

// The events that change a document's scenes (a save); the others change the writing itself.
export const SCENE_EVENT_TYPES = [
  'SceneAdded',
  'SceneRenamed',
  'SceneContentChanged',
  'SceneCustomised',
  'SceneDated',
  'SceneRemoved',
  'ScenesReordered',
] as const;
export type SceneEvent = Extract<WritingEvent, { type: (typeof SCENE_EVENT_TYPES)[number] }>;
