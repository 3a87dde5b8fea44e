import type { Decider } from '../shared/decider';
import { checkedDisplayName, isBlankDisplayText } from '../shared/displayText';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { canCreateElements, canEditElement, type ElementWorldFacts } from '../worlds/worldAccess';
import { worldMessages as wm } from '../worlds/worldMessages';
import { sceneChanges } from './sceneChanges';
import { followedSceneEvents } from './sceneDatePoints';
import { contentSplice } from './contentSplice';
import { checkSceneDates, checkSceneList, withTextOf } from './sceneRules';
import type { WritingCommand } from './writing.commands';
import type { WritingEvent } from './writing.events';
import { evolveWriting, initialWritingState, type WritingState } from './writing.state';
import { WRITING_TITLE_MAX } from './writingLimits';
import { writingMessages as m } from './writingMessages';
import { NEW_FILE_TITLE, NEW_FOLDER_TITLE } from './writingView';

const checkedTitle = (title: string) => checkedDisplayName(title, { blank: m.nameRequired, max: WRITING_TITLE_MAX, tooLong: m.titleTooLong });

// Every command but creation needs a live writing of the world whose facts came with it, and
// someone who may edit it.
const requireAuthor = (state: WritingState, world: ElementWorldFacts, actorId: string) => {
  if (state.status !== 'active' || state.worldId !== world.worldId) throw notFound(m.notFound);
  if (!canEditElement(world, 'writing', state.writingId, actorId)) throw forbidden(m.onlyAuthor);
};

const decideWriting = (command: WritingCommand, state: WritingState): WritingEvent[] => {
  const ids = { writingId: state.writingId, worldId: state.worldId };
  switch (command.type) {
    case 'CreateWriting': {
      const { world, writingId, isFolder, parent, scenes, createdOn } = command;
      if (state.status !== 'none') throw conflict(m.alreadyExists);
      if (!canCreateElements(world, command.actorId)) throw forbidden(wm.onlyAuthor);
      if (parent && (parent.worldId !== world.worldId || !parent.isFolder)) throw invalid(m.parentNotFolder);
      if (isFolder && scenes.length > 0) throw invalid(m.folderHasNoScenes);
      const sceneInputs = withTextOf(scenes, []);
      if (!isFolder) checkSceneList(sceneInputs);
      checkSceneDates(command.calendar, sceneInputs, []);
      const title = !isBlankDisplayText(command.title) ? checkedTitle(command.title) : isFolder ? NEW_FOLDER_TITLE : NEW_FILE_TITLE;
      const created = { writingId, worldId: world.worldId, authorId: world.authorID, parentId: parent?.writingId ?? null, isFolder, title, createdOn };
      return [{ type: 'WritingCreated', data: created }, ...sceneChanges({ writingId, worldId: world.worldId }, [], sceneInputs)];
    }
    case 'RenameWriting': {
      requireAuthor(state, command.world, command.actorId);
      const title = checkedTitle(command.title);
      return title === state.title ? [] : [{ type: 'WritingRenamed', data: { ...ids, title } }];
    }
    case 'ChangeWritingVisibility': {
      requireAuthor(state, command.world, command.actorId);
      const { visibility } = command;
      return visibility === state.visibility ? [] : [{ type: 'WritingVisibilityChanged', data: { ...ids, visibility } }];
    }
    case 'DeleteWriting':
      requireAuthor(state, command.world, command.actorId);
      return [{ type: 'WritingDeleted', data: ids }];
    case 'SaveScenes': {
      requireAuthor(state, command.world, command.actorId);
      if (state.isFolder) throw invalid(m.folderHasNoScenes);
      const scenes = withTextOf(command.scenes, state.scenes);
      checkSceneList(scenes);
      checkSceneDates(command.calendar, scenes, state.scenes);
      const events = sceneChanges(ids, state.scenes, scenes);
      // Made on a revision before the last change to the scenes (another tab's save), or on one
      // the stream never had: saving would overwrite what this client never saw. A save that
      // touches no text (nor removes a scene) only has to follow the last change other than text.
      const touchesText = events.some((event) => event.type === 'SceneContentChanged' || event.type === 'SceneRemoved');
      const basis = touchesText ? state.scenesRevision : state.settingsRevision;
      if (command.revision < basis || command.revision > state.revision) throw conflict(m.conflict);
      return events;
    }
    case 'SaveSceneText': {
      requireAuthor(state, command.world, command.actorId);
      const scene = state.scenes.find((one) => one._id === command.sceneId);
      if (!scene) throw notFound(m.sceneNotFound);
      checkSceneList(state.scenes.map((one) => (one === scene ? { ...one, content: command.content } : one)));
      const splice = contentSplice(scene.content, command.content);
      return splice ? [{ type: 'SceneContentChanged', data: { ...ids, sceneId: scene._id, ...splice } }] : [];
    }
    // The editor who dated the scene from the point chose to follow it: no one's access is checked.
    // It names no revision: a date is a setting, so text typed meanwhile never stops it, and a
    // save of settings made before it is refused as after any other date change.
    case 'FollowDatePoint':
      return followedSceneEvents(state, command.address, command.dates);
  }
};

// One writing (document or folder) and its scenes over `writing-{writingId}`.
export const writingDecider: Decider<WritingCommand, WritingEvent, WritingState> = {
  initialState: initialWritingState,
  evolve: evolveWriting,
  decide: decideWriting,
};
