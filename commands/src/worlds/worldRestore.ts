import { worldHeaderSlot } from '@lorewright/domain/media/mediaSlots';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import { notFound } from '@lorewright/domain/shared/errors';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { evolveWorld, initialWorldState, type WorldState } from '@lorewright/domain/worlds/world.state';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { EventSource } from '../eventStore/streamReader';
import { createVersionReader, type Version } from '../history/versionReader';
import type { MediaCommands } from '../media/mediaCommands';
import { slotHolding } from '../media/slotHolding';
import type { CommandContext } from '../pipeline/commandContext';
import { lastPosition } from '../shared/lastPosition';
import type { WorldCommands } from './worldCommands';
import { worldStream } from './worldReader';

export const worldRestoreMessages = {
  nothingThere: 'This world has no such version.',
};

// The world's state plus when it was made, so a version reads as the world's page does.
export interface WorldVersionState extends WorldState {
  createdOn: string;
}

const initialVersionState = (): WorldVersionState => ({ ...initialWorldState(), createdOn: '' });
const evolveVersion = (state: WorldVersionState, event: WorldEvent): WorldVersionState => {
  const next = { ...state, ...evolveWorld(state, event) };
  return event.type === 'WorldCreated' ? { ...next, createdOn: event.data.createdOn } : next;
};

export interface WorldRestorePorts {
  worlds: Pick<WorldCommands, 'rename' | 'describe' | 'changeHeaderImage'>;
  media: Pick<MediaCommands, 'slotHolder' | 'fillSlot' | 'clearSlot'>;
  mediaItem(mediaId: string): Promise<MediaItemView | null>;
}

// A world's earlier versions and Restore: the world's own commands bring back its
// name, description and header image; each appends nothing when that part already is as it
// was, so restoring the current version appends nothing. Left as they are now: the visibility
// (publishing is not part of a version's content, as for writings), the members and
// invitations (people, not text), a blank description (the world's rule wants one now) and a
// header image its author has since deleted from the library.
export const createWorldHistory = (source: EventSource, ports: WorldRestorePorts) => {
  const versions = createVersionReader<WorldEvent, WorldVersionState>(source, { initialState: initialVersionState, evolve: evolveVersion });
  const holding = slotHolding(ports.media);

  const versionAt = (worldId: string, revision: number): Promise<Version<WorldVersionState> | null> => versions.at(worldStream(worldId), revision);

  const current = async (worldId: string) => {
    const head = await versions.head(worldStream(worldId));
    return head === null ? null : versionAt(worldId, head);
  };

  // As the header upload does: the slot is filled before the world shows the image, and put
  // back when the world refuses; the default picture releases the slot after the world shows it.
  // The image is in the world owner's library, whoever restores.
  const restoreHeader = async (actorId: string, worldId: string, target: WorldState, now: WorldState, context: CommandContext) => {
    if (target.headerImage === now.headerImage && target.mediaId === now.mediaId) return null;
    const libraryOwnerId = now.authorID;
    const image = { headerImage: target.headerImage, mediaId: target.mediaId };
    if (target.mediaId === null) {
      const changed = await ports.worlds.changeHeaderImage(actorId, worldId, image, context);
      const cleared = await ports.media.clearSlot(libraryOwnerId, worldHeaderSlot(worldId), context);
      return lastPosition(changed.position, cleared.position);
    }
    const item = await ports.mediaItem(target.mediaId);
    if (!item || item.ownerID !== libraryOwnerId) return null;
    const { filled, result } = await holding(libraryOwnerId, worldHeaderSlot(worldId), target.mediaId, context, () =>
      ports.worlds.changeHeaderImage(actorId, worldId, image, context),
    );
    return lastPosition(filled, result.position);
  };

  return {
    versionAt,
    current,

    restore: async (actorId: string, worldId: string, revision: number, context: CommandContext) => {
      const [target, now] = await Promise.all([versionAt(worldId, revision), current(worldId)]);
      if (!now || now.state.status !== 'active') throw notFound(m.notFound);
      if (!target || target.state.status !== 'active') throw notFound(worldRestoreMessages.nothingThere);
      const renamed = await ports.worlds.rename(actorId, worldId, target.state.name, context);
      const described = target.state.description.trim() ? await ports.worlds.describe(actorId, worldId, target.state.description, context) : { position: null };
      const header = await restoreHeader(actorId, worldId, target.state, now.state, context);
      return { position: lastPosition(renamed.position, described.position, header) };
    },
  };
};

export type WorldHistory = ReturnType<typeof createWorldHistory>;
