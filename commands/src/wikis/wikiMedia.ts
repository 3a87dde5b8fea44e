import { checkOnCalendar, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import { pointDatesOf } from '../worlds/pointDates';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { wikiBackgroundSlot, wikiImageSlot } from '@lorewright/domain/media/mediaSlots';
import { invalid, notFound } from '@lorewright/domain/shared/errors';
import type { ElementWorldFacts } from '@lorewright/domain/worlds/worldAccess';
import type { UpdateWikiBody } from '@lorewright/domain/wikis/wiki.bodies';
import type { WikiCommand } from '@lorewright/domain/wikis/wiki.commands';
import { wikiDecider } from '@lorewright/domain/wikis/wiki.decide';
import { typedBackground } from '@lorewright/domain/wikis/wikiBackground';
import { WIKI_IMAGES_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { mediaLibraryOf, requireElementEditor } from '../elements/elementEditor';
import { createStateReader } from '../eventStore/streamReader';
import { slotHolding, uploadHolding } from '../media/slotHolding';
import type { CommandContext } from '../pipeline/commandContext';
import type { CommandResult } from '../pipeline/handleCommand';
import { lastPosition } from '../shared/lastPosition';
import type { WikiDeps, WikiPlace } from './wikiDeps';
import { wikiStream } from './wikiStream';

type OnWiki = (wikiId: string, command: WikiCommand, context: CommandContext) => Promise<CommandResult<{ type: string; data: unknown }>>;
type PlaceOf = (wikiId: string) => Promise<{ place: WikiPlace; world: ElementWorldFacts }>;

// The wiki's pictures in its world owner's media library (docs/decisions.md, Media library): every
// uploaded image and a background picked from the library fill a slot under the wiki's scope,
// so they are active while the wiki shows them. A slot is filled before the wiki shows its
// image and put back when the wiki refuses the change, so a shown image is never deletable.
export const createWikiMedia = (deps: WikiDeps, onWiki: OnWiki, placeOf: PlaceOf) => {
  const readWiki = createStateReader(deps, wikiDecider, wikiStream);

  // Refused before any file is stored: a stranger's upload never reaches the storage.
  const requireEditor = (world: ElementWorldFacts, wikiId: string, actorId: string) => requireElementEditor(world, 'wiki', wikiId, actorId, m.onlyAuthor);

  const holding = slotHolding(deps.media);
  const uploading = uploadHolding(deps.media);

  // One of the images of the library the wiki's pictures live in (its world owner's); anything
  // else (someone else's, unknown) is refused.
  const libraryBackground = async (libraryOwnerId: string, mediaId: string) => {
    const item = await deps.lookups.mediaItem(mediaId);
    if (!item || item.ownerID !== libraryOwnerId) throw invalid(m.chooseMedia);
    return { backgroundImage: imageUrl(item.folder, libraryOwnerId, item.name) ?? '', mediaId };
  };

  // Every period the edit sends is checked on the world's calendar before the decider sees it, so
  // a date the calendar lacks is refused (400 with the calendar's reason) and nothing is stored.
  // Ends taken from timeline points get the points' dates first (pointDates.ts). Kept ones were
  // checked when sent; an edit without dates reads no calendar. Who may edit is answered first,
  // so a stranger learns nothing of the calendar or the world's timelines.
  const datedBody = async (world: ElementWorldFacts, wikiId: string, actorId: string, body: UpdateWikiBody): Promise<UpdateWikiBody> => {
    const sent: (WorldPeriod | null | undefined)[] = [
      body.lifespan,
      ...(body.headerFields ?? []).map((field) => field.period),
      ...(body.sections ?? []).map((section) => section.period),
    ];
    if (!sent.some((period) => !!period)) return body;
    requireEditor(world, wikiId, actorId);
    const dates = pointDatesOf(deps.lookups, world.worldId);
    const [lifespan, headerFields, sections] = await Promise.all([
      dates.period(body.lifespan),
      body.headerFields && dates.parts(body.headerFields),
      body.sections && dates.parts(body.sections),
    ]);
    const dated = { ...body, ...(body.lifespan !== undefined && { lifespan }), ...(headerFields && { headerFields }), ...(sections && { sections }) };
    const periods = [dated.lifespan, ...(headerFields ?? []).map((field) => field.period), ...(sections ?? []).map((section) => section.period)];
    checkOnCalendar(await deps.lookups.worldCalendar(world.worldId), periods);
    return dated;
  };

  return {
    update: async (actorId: string, wikiId: string, body: UpdateWikiBody, context: CommandContext) => {
      const { place, world } = await placeOf(wikiId);
      const { backgroundImage, backgroundMediaID, ...rest } = await datedBody(world, wikiId, actorId, body);
      if (!backgroundMediaID) {
        const changes = { ...rest, background: typedBackground(backgroundImage) };
        const edited = await onWiki(wikiId, { type: 'UpdateWiki', actorId, world, changes }, context);
        // A typed address replaced a library picture: the library no longer holds it.
        const cleared = edited.events.some((e) => e.type === 'WikiBackgroundChanged')
          ? await deps.media.clearSlot(mediaLibraryOf(world), wikiBackgroundSlot(place.worldID, wikiId), context)
          : { position: null };
        return { position: lastPosition(edited.position, cleared.position) };
      }
      requireEditor(world, wikiId, actorId);
      const background = await libraryBackground(mediaLibraryOf(world), backgroundMediaID);
      const { filled, result } = await holding(mediaLibraryOf(world), wikiBackgroundSlot(place.worldID, wikiId), backgroundMediaID, context, () =>
        onWiki(wikiId, { type: 'UpdateWiki', actorId, world, changes: { ...rest, background } }, context),
      );
      return { position: lastPosition(filled, result.position) };
    },

    // The image is public and goes after the others.
    uploadImage: async (actorId: string, wikiId: string, bytes: Uint8Array, context: CommandContext) => {
      const { place, world } = await placeOf(wikiId);
      requireEditor(world, wikiId, actorId);
      const state = await readWiki(wikiId);
      if (state.status !== 'active') throw notFound(m.notFound);
      if (state.images.length >= WIKI_IMAGES_MAX) throw invalid(m.tooManyImages);
      const imageId = deps.ids.newId();
      const { uploaded, result } = await uploading(
        { owner: mediaLibraryOf(world), folder: 'wikis', bytes, slot: wikiImageSlot(place.worldID, wikiId, imageId) },
        context,
        ({ name, mediaId }) => onWiki(wikiId, { type: 'AddWikiImage', actorId, world, image: { _id: imageId, name, visibility: 'public', mediaId } }, context),
      );
      const image = { _id: imageId, name: uploaded.name, visibility: 'public' as const, mediaId: uploaded.mediaId };
      return { image, position: lastPosition(uploaded.position, result.position) };
    },

    // The media item stays in the library, no longer active (its owner may delete it there).
    deleteImage: async (actorId: string, wikiId: string, imageId: string, context: CommandContext) => {
      const { place, world } = await placeOf(wikiId);
      const removed = await onWiki(wikiId, { type: 'RemoveWikiImage', actorId, world, imageId }, context);
      const released = await deps.media.clearSlot(mediaLibraryOf(world), wikiImageSlot(place.worldID, wikiId, imageId), context);
      return { position: lastPosition(removed.position, released.position) };
    },
  };
};
