import type { PointAddress, PointDates } from '@lorewright/domain/calendars/datePoints';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { invalid, notFound } from '@lorewright/domain/shared/errors';
import { emptySceneContent } from '@lorewright/domain/writings/sceneText';
import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { defaultSceneInput, type SentScene } from '@lorewright/domain/writings/sceneRules';
import type { ParentFacts, SceneBody, WritingCommand } from '@lorewright/domain/writings/writing.commands';
import { writingDecider } from '@lorewright/domain/writings/writing.decide';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { CommandContext } from '../pipeline/commandContext';
import { createWorldReader } from '../worlds/worldReader';
import { requireElementCreator, requireElementEditor } from '../elements/elementEditor';
import { pointDatesOf } from '../worlds/pointDates';
import { createWritingDeletion } from './writingDeletion';
import type { WritingDeps, WritingPorts } from './writingDeps';
import { worldFactsOf } from '../worlds/elementWorld';
import { writingStream } from './writingStream';

export interface NewWriting {
  isFolder: boolean;
  title?: string | undefined;
  worldID: string;
  parentID: string | null;
  scenes?: SceneBody[] | undefined;
}

// Every writing command: HTTP-free, each returning the position the caller waits for. The
// world's facts are read from its stream for each command; the decider applies the access rule.
export const createWritingCommands = (ports: WritingPorts) => {
  const deps: WritingDeps = { ...ports, readWorld: createWorldReader(ports.eventStore, ports.registry) };
  const onWriting = (writingId: string, command: WritingCommand, context: CommandContext) =>
    deps.handle(writingStream(writingId), writingDecider, command, context);

  // Scenes sent without an id are new ones the server names.
  const withIds = (scenes: readonly SceneBody[]): SentScene[] => scenes.map((scene) => ({ ...scene, _id: scene._id ?? deps.ids.newId() }));

  // Scene dates taken from timeline points get the points' dates (pointDates.ts), read only for
  // someone who may write here, so a stranger learns nothing of the world's timelines.
  const datedScenes = async (scenes: SentScene[], worldId: string, mayWrite: () => void): Promise<SentScene[]> => {
    if (!scenes.some((scene) => scene.date?.point)) return scenes;
    mayWrite();
    const dates = pointDatesOf(deps.lookups, worldId);
    return Promise.all(scenes.map(async (scene) => (scene.date?.point ? { ...scene, date: await dates.date(scene.date) } : scene)));
  };

  const parentFacts = async (parentId: string | null): Promise<ParentFacts | null> => {
    if (!parentId) return null;
    const parent = await deps.lookups.writingPlace(parentId);
    if (!parent) throw invalid(m.parentNotFolder);
    return { writingId: parent._id, worldId: parent.worldID, isFolder: parent.isFolder };
  };

  // The world a writing belongs to, for commands whose request names only the writing.
  const worldIdOfWriting = async (writingId: string) => {
    const place = await deps.lookups.writingPlace(writingId);
    if (!place) throw notFound(m.notFound);
    return place.worldID;
  };
  const worldOfWriting = async (writingId: string) => worldFactsOf(deps.readWorld, await worldIdOfWriting(writingId));

  return {
    // A document without scenes sent gets the one default scene.
    create: async (actorId: string, body: NewWriting, context: CommandContext) => {
      const [world, parent, calendar] = await Promise.all([
        worldFactsOf(deps.readWorld, body.worldID),
        parentFacts(body.parentID),
        deps.lookups.worldCalendar(body.worldID),
      ]);
      const writingId = deps.ids.newId();
      const sent = body.scenes ? withIds(body.scenes) : body.isFolder ? [] : [defaultSceneInput(deps.ids.newId(), emptySceneContent())];
      const scenes = await datedScenes(sent, body.worldID, () => requireElementCreator(world, actorId));
      const { isFolder, title = '' } = body;
      const createdOn = deps.clock.now().toISOString();
      const { position } = await onWriting(
        writingId,
        { type: 'CreateWriting', actorId, world, writingId, isFolder, title, parent, scenes, createdOn, calendar },
        context,
      );
      return { writingId, position };
    },

    rename: async (actorId: string, writingId: string, worldId: string, title: string, context: CommandContext) => {
      const world = await worldFactsOf(deps.readWorld, worldId);
      const { position } = await onWriting(writingId, { type: 'RenameWriting', actorId, world, title }, context);
      return { position };
    },

    changeVisibility: async (actorId: string, writingId: string, worldId: string, visibility: Visibility, context: CommandContext) => {
      const world = await worldFactsOf(deps.readWorld, worldId);
      const { position } = await onWriting(writingId, { type: 'ChangeWritingVisibility', actorId, world, visibility }, context);
      return { position };
    },

    // revision: the one the client last loaded or saved; the answer's revision is the next one
    // it sends. `scenes`: the writing's scenes as this save left them (at `revision`), in order.
    // The dates it sets are checked on the world's calendar by the decider, which knows which
    // of them are new (checkSceneDates).
    saveScenes: async (actorId: string, writingId: string, revision: number, scenes: readonly SceneBody[], context: CommandContext) => {
      const worldId = await worldIdOfWriting(writingId);
      const [world, calendar] = await Promise.all([worldFactsOf(deps.readWorld, worldId), deps.lookups.worldCalendar(worldId)]);
      const dated = await datedScenes(withIds(scenes), worldId, () => requireElementEditor(world, 'writing', writingId, actorId, m.onlyAuthor));
      const result = await onWriting(writingId, { type: 'SaveScenes', actorId, world, revision, scenes: dated, calendar }, context);
      return { position: result.position, revision: result.revision ?? revision, changes: result.events.length, scenes: result.state.scenes };
    },

    // One scene's text from its co-typing room, saved by whoever typed it (history names them).
    saveSceneText: async (actorId: string, writingId: string, sceneId: string, content: SceneContent, context: CommandContext) => {
      const world = await worldOfWriting(writingId);
      const result = await onWriting(writingId, { type: 'SaveSceneText', actorId, world, sceneId, content }, context);
      return { position: result.position, revision: result.revision ?? result.state.revision };
    },

    // A timeline point moved (the datePoints reactor): the writing's scenes dated from it take its
    // new date. No one's access is checked (the editor chose to follow the point); the events name
    // the context's actor. A writing that is gone, or never was, has nothing to follow.
    followDatePoint: async (writingId: string, address: PointAddress, dates: PointDates, context: CommandContext) => {
      const { position } = await onWriting(writingId, { type: 'FollowDatePoint', address, dates }, context);
      return { position };
    },

    ...createWritingDeletion(deps),
  };
};

export type WritingCommands = ReturnType<typeof createWritingCommands>;
