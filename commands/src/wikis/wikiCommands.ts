import type { PointAddress, PointDates } from '@lorewright/domain/calendars/datePoints';
import { wikiScope } from '@lorewright/domain/media/mediaSlots';
import { invalid, notFound } from '@lorewright/domain/shared/errors';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { NewWikiBody, UpdateWikiBody } from '@lorewright/domain/wikis/wiki.bodies';
import type { WikiCommand, WikiParentFacts } from '@lorewright/domain/wikis/wiki.commands';
import { wikiDecider } from '@lorewright/domain/wikis/wiki.decide';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { DEFAULT_WIKI_SUBTITLE } from '@lorewright/domain/wikis/wikiView';
import { mediaLibraryOf, requireElementEditor } from '../elements/elementEditor';
import type { CommandContext } from '../pipeline/commandContext';
import { lastPosition } from '../shared/lastPosition';
import { worldFactsOf } from '../worlds/elementWorld';
import { createWorldReader } from '../worlds/worldReader';
import type { WikiDeps, WikiPorts } from './wikiDeps';
import { createWikiMedia } from './wikiMedia';
import { wikiStream } from './wikiStream';

// Every wiki command: HTTP-free, each returning the position the caller waits for. The world's
// facts are read from its stream for each command; the decider applies the access rule.
export const createWikiCommands = (ports: WikiPorts) => {
  const deps: WikiDeps = { ...ports, readWorld: createWorldReader(ports.eventStore, ports.registry) };
  const onWiki = (wikiId: string, command: WikiCommand, context: CommandContext) => deps.handle(wikiStream(wikiId), wikiDecider, command, context);

  // The wiki's place and its world's facts, for commands whose request names only the wiki.
  const placeOf = async (wikiId: string) => {
    const place = await deps.lookups.wikiPlace(wikiId);
    if (!place) throw notFound(m.notFound);
    return { place, world: await worldFactsOf(deps.readWorld, place.worldID) };
  };

  const parentFacts = async (parentId: string | null): Promise<WikiParentFacts | null> => {
    if (!parentId) return null;
    const parent = await deps.lookups.wikiPlace(parentId);
    if (!parent) throw invalid(m.parentNotWiki);
    return { wikiId: parent._id, worldId: parent.worldID };
  };

  const media = createWikiMedia(deps, onWiki, placeOf);

  return {
    create: async (actorId: string, body: NewWikiBody, context: CommandContext) => {
      const [world, parent] = await Promise.all([worldFactsOf(deps.readWorld, body.worldID), parentFacts(body.parentID)]);
      const wikiId = deps.ids.newId();
      const subtitle = body.subtitle?.trim() ? body.subtitle : DEFAULT_WIKI_SUBTITLE;
      const { position } = await onWiki(
        wikiId,
        {
          type: 'CreateWiki',
          actorId,
          world,
          wikiId,
          category: body.category,
          title: body.title,
          subtitle,
          parent,
          defaultImageId: deps.ids.newId(),
          defaultHeaderFieldId: deps.ids.newId(),
          createdOn: deps.clock.now().toISOString(),
        },
        context,
      );
      return { wikiId, position };
    },

    rename: async (actorId: string, wikiId: string, worldId: string, title: string, context: CommandContext) => {
      const world = await worldFactsOf(deps.readWorld, worldId);
      return { position: (await onWiki(wikiId, { type: 'RenameWiki', actorId, world, title }, context)).position };
    },

    changeVisibility: async (actorId: string, wikiId: string, worldId: string, visibility: Visibility, context: CommandContext) => {
      const world = await worldFactsOf(deps.readWorld, worldId);
      return { position: (await onWiki(wikiId, { type: 'ChangeWikiVisibility', actorId, world, visibility }, context)).position };
    },

    update: (actorId: string, wikiId: string, body: UpdateWikiBody, context: CommandContext) => media.update(actorId, wikiId, body, context),

    // One section's text from its co-typing room, saved by whoever typed it (history names them).
    saveSectionText: async (actorId: string, wikiId: string, sectionId: string, content: string, context: CommandContext) => {
      const { world } = await placeOf(wikiId);
      return { position: (await onWiki(wikiId, { type: 'SaveSectionText', actorId, world, sectionId, content }, context)).position };
    },

    // The wiki goes first; then its images and background are released in the library.
    deleteWiki: async (actorId: string, wikiId: string, worldId: string, context: CommandContext) => {
      const world = await worldFactsOf(deps.readWorld, worldId);
      const deleted = await onWiki(wikiId, { type: 'DeleteWiki', actorId, world }, context);
      const released = await deps.media.clearScope(mediaLibraryOf(world), wikiScope(worldId, wikiId), context);
      return { position: lastPosition(deleted.position, released.position) };
    },

    // A timeline point the wiki's dates are taken from moved (the datePoints reactor asks, as the
    // one who moved it): the copies follow as an edit would. No one's permission is asked: the
    // wiki's editor chose to take the dates from the point. A wiki never made or deleted has
    // nothing to follow; a repeated delivery finds nothing to change.
    followDatePoint: async (wikiId: string, address: PointAddress, dates: PointDates, context: CommandContext) => ({
      position: (await onWiki(wikiId, { type: 'FollowDatePoint', address, dates }, context)).position,
    }),

    uploadImage: media.uploadImage,
    deleteImage: media.deleteImage,
    // For a route that must refuse before it reads an upload.
    requireAuthor: async (actorId: string, wikiId: string) => {
      const { world } = await placeOf(wikiId);
      requireElementEditor(world, 'wiki', wikiId, actorId, m.onlyAuthor);
    },
  };
};

export type WikiCommands = ReturnType<typeof createWikiCommands>;
