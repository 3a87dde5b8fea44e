import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import { readEvents } from '@lorewright/commands/eventStore/streamReader';
import { writingStream } from '@lorewright/commands/writings/writingStream';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { isDomainError } from '@lorewright/domain/shared/errors';
import { mediaReferenceOf, sceneBackgroundSlot, writingScope } from '@lorewright/domain/media/mediaSlots';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { defineReactor } from '../runner/reactor';
import type { ProjectedEvent } from '../runner/projectedEvent';

export const SCENE_MEDIA_REACTOR = 'sceneMedia';

export interface SceneMediaDeps {
  eventStore: EventStore;
  registry: EventRegistry;
  fillSlot: (userId: string, slot: string, mediaId: string, context: CommandContext) => Promise<unknown>;
  clearSlot: (userId: string, slot: string, context: CommandContext) => Promise<unknown>;
  clearScope: (userId: string, scope: string, context: CommandContext) => Promise<unknown>;
}

const causedBy = (event: ProjectedEvent): CommandContext => ({ actorId: null, correlationId: event.metadata.correlationId, causationId: event.id });

// Keeps the author's media library told which scene backgrounds use which of their images, so
// an image behind a scene shows as active and cannot be deleted (product.md §4 Media).
// Only the writing's author's own images count: pointing at someone else's picture must not
// pin it in their library. At least once and idempotent: filling a slot with what it already
// holds, or clearing an empty one, appends nothing.
export const createSceneMediaReactor = (deps: SceneMediaDeps) => {
  const authors = new Map<string, string>();
  const authorOf = async (writingId: string) => {
    const known = authors.get(writingId);
    if (known) return known;
    const [created] = await readEvents<WritingEvent>(deps, writingStream(writingId), { maxCount: 1 });
    const authorId = created?.type === 'WritingCreated' ? created.data.authorId : '';
    authors.set(writingId, authorId);
    return authorId;
  };

  const placeBackground = async (event: ProjectedEvent, worldId: string, writingId: string, sceneId: string, backgroundImage: string) => {
    const authorId = await authorOf(writingId);
    if (!authorId) return;
    const slot = sceneBackgroundSlot(worldId, writingId, sceneId);
    const reference = mediaReferenceOf(backgroundImage);
    if (!reference || reference.ownerId !== authorId) return deps.clearSlot(authorId, slot, causedBy(event));
    try {
      await deps.fillSlot(authorId, slot, reference.mediaId, causedBy(event));
    } catch (error) {
      // The image was deleted or never existed: the scene shows a missing picture, and there
      // is nothing in the library to keep.
      if (!isDomainError(error)) throw error;
      await deps.clearSlot(authorId, slot, causedBy(event));
    }
  };

  return defineReactor<WritingEvent>({
    name: SCENE_MEDIA_REACTOR,
    // Filling or clearing a slot again is a no-op, so no per-event marks are needed.
    repeatable: true,
    on: {
      // A new scene's slot holds nothing yet (a removed scene's was cleared): only a picture from
      // a library can fill it, and nothing needs clearing. A save of new scenes with the default
      // background (most of them) then sends no command at all.
      SceneAdded: (event) => {
        const { worldId, writingId, scene } = event.data;
        return mediaReferenceOf(scene.backgroundImage) ? placeBackground(event, worldId, writingId, scene._id, scene.backgroundImage) : undefined;
      },
      SceneCustomised: (event) => placeBackground(event, event.data.worldId, event.data.writingId, event.data.sceneId, event.data.backgroundImage),
      SceneRemoved: async (event) => {
        const authorId = await authorOf(event.data.writingId);
        if (authorId) await deps.clearSlot(authorId, sceneBackgroundSlot(event.data.worldId, event.data.writingId, event.data.sceneId), causedBy(event));
      },
      WritingDeleted: async (event) => {
        const authorId = await authorOf(event.data.writingId);
        if (authorId) await deps.clearScope(authorId, writingScope(event.data.worldId, event.data.writingId), causedBy(event));
      },
    },
  });
};
