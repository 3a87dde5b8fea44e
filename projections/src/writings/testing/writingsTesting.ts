import { userStream } from '@lorewright/commands/accounts/streams';
import { worldStream } from '@lorewright/commands/worlds/worldReader';
import { writingStream } from '@lorewright/commands/writings/writingStream';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { StoredScene, WritingEvent } from '@lorewright/domain/writings/writing.events';
import { DEFAULT_OVERLAY_COLOR, DEFAULT_OVERLAY_OPACITY, DEFAULT_SCENE_BACKGROUND } from '@lorewright/domain/writings/writingView';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { openProjectionHarness, timestampOf } from '../../runner/projectionHarness';
import { invitationsProjection } from '../../worlds/invitations.projection';
import { worldsProjection } from '../../worlds/worlds.projection';
import { createWorldQueries } from '../../worlds/worldQueries';
import { createWritingQueries } from '../writingQueries';
import { writingsProjection } from '../writings.projection';

// Shared by the writings and world-writings projection specs: both projections on a memory log,
// each event appended to its own stream (writing-…, world-…, user-…) one second after the last,
// so revisions and lastUpdated are those the real write side would give.
type AnyEvent = AccountEvent | WorldEvent | WritingEvent;

export { timestampOf };

const streamOf = (event: AnyEvent) => {
  const data = event.data as { writingId?: string; worldId?: string; userId?: string };
  return data.writingId ? writingStream(data.writingId) : data.worldId ? worldStream(data.worldId) : userStream(data.userId ?? '');
};

export const openWritingProjections = () => {
  const { project, eventStore, views } = openProjectionHarness<AnyEvent>([worldsProjection, invitationsProjection, writingsProjection], streamOf);
  return { project, eventStore, writings: createWritingQueries(views), worlds: createWorldQueries(views) };
};

export const scene = (_id: string, text = _id): StoredScene => ({
  _id,
  name: _id,
  content: [{ content: text, style: '' }],
  backgroundImage: DEFAULT_SCENE_BACKGROUND,
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
  youtubeHTML: '',
});

export const writingCreated = (
  writingId: string,
  worldId: string,
  options: { isFolder?: boolean; parentId?: string | null; title?: string; createdOn?: string } = {},
): WritingEvent => ({
  type: 'WritingCreated',
  data: {
    writingId,
    worldId,
    authorId: 'ann',
    parentId: options.parentId ?? null,
    isFolder: options.isFolder ?? false,
    title: options.title ?? writingId,
    createdOn: options.createdOn ?? '2025-01-01T00:00:00.000Z',
  },
});

export const sceneAdded = (writingId: string, worldId: string, added: StoredScene): WritingEvent => ({
  type: 'SceneAdded',
  data: { writingId, worldId, scene: added },
});
