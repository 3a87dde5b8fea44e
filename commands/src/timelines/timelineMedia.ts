import { timelineNodeImageSlot } from '@lorewright/domain/media/mediaSlots';
import type { TimelineCommand } from '@lorewright/domain/timelines/timeline.commands';
import type { NodeAddress } from '@lorewright/domain/timelines/nodeAddress';
import type { TimelineState } from '@lorewright/domain/timelines/timeline.state';
import { uploadHolding } from '../media/slotHolding';
import type { CommandContext } from '../pipeline/commandContext';
import type { CommandResult } from '../pipeline/handleCommand';
import { lastPosition } from '../shared/lastPosition';
import { mediaLibraryOf } from '../elements/elementEditor';
import type { PaidWorldFacts } from '../worlds/elementWorld';
import { requireTimelineEditor } from './timelineAccess';
import type { TimelineActor, TimelineDeps, TimelinePlace } from './timelineDeps';

type OnTimeline = (timelineId: string, command: TimelineCommand, context: CommandContext) => Promise<CommandResult<{ type: string; data: unknown }>>;
type Base = (actor: TimelineActor, world: PaidWorldFacts) => Pick<TimelineCommand, 'actorId' | 'world' | 'permissions' | 'now'>;
// The timeline's place, its world's facts, its state and the point an address names.
type PointOf = (
  timelineId: string,
  address: NodeAddress,
) => Promise<{ place: TimelinePlace; world: PaidWorldFacts; state: TimelineState; lineId: string; nodeId: string }>;

// Point images in the author's media library (folder 'timelines'): each fills a slot under the
// timeline's scope, so it is active while a point shows it (as map points, mapMedia.ts).
export const createTimelineMedia = (deps: TimelineDeps, onTimeline: OnTimeline, pointOf: PointOf, base: Base) => {
  const uploading = uploadHolding(deps.media);
  const slotOf = (place: TimelinePlace, nodeId: string) => timelineNodeImageSlot(place.worldID, place._id, nodeId);

  return {
    // A new image replaces the point's old one in its slot, which releases the old one.
    uploadNodeImage: async (actor: TimelineActor, timelineId: string, address: NodeAddress, bytes: Uint8Array, context: CommandContext) => {
      const { place, world, lineId, nodeId } = await pointOf(timelineId, address);
      const command = base(actor, world);
      requireTimelineEditor(world, timelineId, actor.id, new Date(command.now));
      const { uploaded, result } = await uploading(
        { owner: mediaLibraryOf(world), folder: 'timelines', bytes, slot: slotOf(place, nodeId) },
        context,
        ({ name, mediaId }) => onTimeline(timelineId, { ...command, type: 'SetNodeImage', lineId, nodeId, image: { name, mediaId } }, context),
      );
      return { position: lastPosition(uploaded.position, result.position) };
    },

    // The media item stays in the library, no longer active.
    deleteNodeImage: async (actor: TimelineActor, timelineId: string, address: NodeAddress, context: CommandContext) => {
      const { place, world, lineId, nodeId } = await pointOf(timelineId, address);
      const removed = await onTimeline(timelineId, { ...base(actor, world), type: 'RemoveNodeImage', lineId, nodeId }, context);
      const released = await deps.media.clearSlot(mediaLibraryOf(place), slotOf(place, nodeId), context);
      return { position: lastPosition(removed.position, released.position) };
    },

    // Deleted points (alone or with their line) give their images back, one slot each.
    releaseNodeImages: async (actor: TimelineActor, place: TimelinePlace, nodeIds: readonly string[], context: CommandContext) => {
      let position: number | null = null;
      for (const nodeId of nodeIds)
        position = lastPosition(position, (await deps.media.clearSlot(mediaLibraryOf(place), slotOf(place, nodeId), context)).position);
      return position;
    },
  };
};
