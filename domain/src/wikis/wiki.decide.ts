import type { Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { canCreateElements, canEditElement, type ElementWorldFacts } from '../worlds/worldAccess';
import { worldMessages as wm } from '../worlds/worldMessages';
import type { WikiCommand } from './wiki.commands';
import type { WikiEvent } from './wiki.events';
import { evolveWiki, initialWikiState, type WikiState } from './wiki.state';
import { followedWikiEvents } from './wikiDatePoints';
import { sectionTextEvents, wikiEditEvents } from './wikiEdit';
import { WIKI_IMAGES_MAX } from './wikiLimits';
import { wikiMessages as m } from './wikiMessages';
import { checkedWikiTitle } from './wikiTitle';
import { DEFAULT_HEADER_FIELD, DEFAULT_WIKI_IMAGE } from './wikiView';

// Every command but creation and following a timeline point needs a live wiki of the world
// whose facts came with it, and someone who may edit it.
const requireAuthor = (state: WikiState, world: ElementWorldFacts, actorId: string) => {
  if (state.status !== 'active' || state.worldId !== world.worldId) throw notFound(m.notFound);
  if (!canEditElement(world, 'wiki', state.wikiId, actorId)) throw forbidden(m.onlyAuthor);
};

const decideWiki = (command: WikiCommand, state: WikiState): WikiEvent[] => {
  const ids = { wikiId: state.wikiId, worldId: state.worldId };
  switch (command.type) {
    case 'CreateWiki': {
      const { world, wikiId, category, parent, createdOn } = command;
      if (state.status !== 'none') throw conflict(m.alreadyExists);
      if (!canCreateElements(world, command.actorId)) throw forbidden(wm.onlyAuthor);
      if (parent && parent.worldId !== world.worldId) throw invalid(m.parentNotWiki);
      const created = {
        wikiId,
        worldId: world.worldId,
        authorId: world.authorID,
        category,
        title: checkedWikiTitle(command.title),
        subtitle: command.subtitle,
        parentId: parent?.wikiId ?? null,
        images: [{ _id: command.defaultImageId, name: DEFAULT_WIKI_IMAGE, visibility: 'public' as const, mediaId: null }],
        headerFields: [{ _id: command.defaultHeaderFieldId, ...DEFAULT_HEADER_FIELD }],
        createdOn,
      };
      return [{ type: 'WikiCreated', data: created }];
    }
    case 'RenameWiki': {
      requireAuthor(state, command.world, command.actorId);
      const title = checkedWikiTitle(command.title);
      return title === state.title ? [] : [{ type: 'WikiRenamed', data: { ...ids, title } }];
    }
    case 'ChangeWikiVisibility': {
      requireAuthor(state, command.world, command.actorId);
      const { visibility } = command;
      return visibility === state.visibility ? [] : [{ type: 'WikiVisibilityChanged', data: { ...ids, visibility } }];
    }
    case 'DeleteWiki':
      requireAuthor(state, command.world, command.actorId);
      return [{ type: 'WikiDeleted', data: ids }];
    case 'UpdateWiki':
      requireAuthor(state, command.world, command.actorId);
      return wikiEditEvents(state, command.changes);
    case 'AddWikiImage':
      requireAuthor(state, command.world, command.actorId);
      if (state.images.length >= WIKI_IMAGES_MAX) throw invalid(m.tooManyImages);
      return [{ type: 'WikiImageAdded', data: { ...ids, image: command.image } }];
    case 'RemoveWikiImage':
      requireAuthor(state, command.world, command.actorId);
      if (!state.images.some((image) => image._id === command.imageId)) throw notFound(m.partNotFound);
      return [{ type: 'WikiImageRemoved', data: { ...ids, imageId: command.imageId } }];
    case 'SaveSectionText':
      requireAuthor(state, command.world, command.actorId);
      return sectionTextEvents(state, command.sectionId, command.content);
    case 'FollowDatePoint':
      return followedWikiEvents(state, command.address, command.dates);
  }
};

// One wiki and its images, header fields and sections over `wiki-{wikiId}`.
export const wikiDecider: Decider<WikiCommand, WikiEvent, WikiState> = {
  initialState: initialWikiState,
  evolve: evolveWiki,
  decide: decideWiki,
};
