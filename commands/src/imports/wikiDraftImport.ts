import type { WikiDraft } from '@lorewright/domain/imports/wikiDraft';
import { MEDIA_FILE_LIMIT_BYTES, MEDIA_QUOTA_BYTES, mediaMessages } from '@lorewright/domain/media/mediaView';
import { forbidden, invalid, notFound } from '@lorewright/domain/shared/errors';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { canCreateElements, type WorldAccessFacts } from '@lorewright/domain/worlds/worldAccess';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { mediaLibraryOf } from '../elements/elementEditor';
import type { CommandContext } from '../pipeline/commandContext';
import type { WikiCommands } from '../wikis/wikiCommands';

export interface WikiDraftImportPorts {
  // The world as the read side knows it (its author never changes); the wiki decider checks
  // again on the world's stream for every wiki.
  world: (worldId: string) => Promise<WorldAccessFacts | null>;
  wikis: Pick<WikiCommands, 'create' | 'update' | 'uploadImage' | 'deleteImage' | 'deleteWiki'>;
  // Removes a picture the import stored, on a rollback.
  media: { delete: (userId: string, mediaId: string, context: CommandContext) => Promise<unknown> };
  // The new wiki as the read side shows it (its default header field and image, to replace).
  wikiById: (wikiId: string) => Promise<WikiView | null>;
  // Bytes the user's media library holds now (the quota is checked before anything is stored).
  mediaUsed: (userId: string) => Promise<number>;
  settle: (position: number | null) => Promise<void>;
}

// A draft with its picture's bytes (already checked to be an image), if the file held one.
export interface WikiDraftPlan {
  draft: WikiDraft;
  picture: Uint8Array | null;
}

// Wikis drafted from another tool's file (a Kanka export, Markdown notes) made in the world,
// through the wiki commands (the author rule, the media quota). Everything is checked first;
// when a step fails while applying, the wikis made so far and their pictures are deleted again
// and the error answered.
export const createWikiDraftImport = (ports: WikiDraftImportPorts) => {
  const creatorsWorld = async (actorId: string, worldId: string) => {
    const world = await ports.world(worldId);
    if (!world) throw notFound(wm.notFound);
    if (!canCreateElements(world, actorId)) throw forbidden(wm.onlyAuthor);
    return world;
  };
  const requireCreator = async (actorId: string, worldId: string) => {
    await creatorsWorld(actorId, worldId);
  };

  // The pictures go to the world owner's media library (mediaLibraryOf), so their space counts.
  const requireRoom = async (libraryOwnerId: string, plans: readonly WikiDraftPlan[]) => {
    const sizes = plans.flatMap((plan) => (plan.picture ? [plan.picture.byteLength] : []));
    if (sizes.some((size) => size > MEDIA_FILE_LIMIT_BYTES)) throw invalid(mediaMessages.tooLarge);
    const needed = sizes.reduce((sum, size) => sum + size, 0);
    if (needed > 0 && (await ports.mediaUsed(libraryOwnerId)) + needed > MEDIA_QUOTA_BYTES) throw invalid(mediaMessages.quotaExceeded);
  };

  // The draft's fields and sections replace the new wiki's placeholders; its picture replaces the default one.
  const furnish = async (actorId: string, wikiId: string, { draft, picture }: WikiDraftPlan, mediaIds: string[], context: CommandContext) => {
    const wiki = await ports.wikiById(wikiId);
    const headerFields = draft.headerFields.map((field, n) => ({ _id: `imported-field-${n}`, ...field }));
    const sections = draft.sections.map((section, n) => ({ _id: `imported-section-${n}`, ...section }));
    const removedHeaderFieldIDs = (wiki?.headerFields ?? []).map((field) => field._id);
    // Periods and the lifespan the draft read (dates on the world's calendar) are checked on it by the update.
    const changes = { headerFields, removedHeaderFieldIDs, sections, ...(draft.lifespan ? { lifespan: draft.lifespan } : {}) };
    let position = (await ports.wikis.update(actorId, wikiId, changes, context)).position;
    if (!picture) return position;
    const uploaded = await ports.wikis.uploadImage(actorId, wikiId, picture, context);
    if (uploaded.image.mediaId) mediaIds.push(uploaded.image.mediaId);
    position = uploaded.position;
    for (const image of wiki?.images ?? []) if (!image.mediaId) position = (await ports.wikis.deleteImage(actorId, wikiId, image._id, context)).position;
    return position;
  };

  const rollBack = async (actorId: string, worldId: string, wikiIds: readonly string[], mediaIds: readonly string[], context: CommandContext) => {
    let position: number | null = null;
    for (const wikiId of wikiIds) position = (await ports.wikis.deleteWiki(actorId, wikiId, worldId, context).catch(() => null))?.position ?? position;
    await ports.settle(position).catch(() => undefined);
    const world = mediaIds.length > 0 ? await ports.world(worldId).catch(() => null) : null;
    const libraryOwnerId = world ? mediaLibraryOf(world) : actorId;
    for (const mediaId of mediaIds) await ports.media.delete(libraryOwnerId, mediaId, context).catch(() => undefined);
  };

  return {
    // Before the ZIP is read: only the world's author imports into it.
    requireCreator,
    // Takes back what a run made, when a later step of a larger import fails.
    rollBack,

    run: async (actorId: string, worldId: string, plans: readonly WikiDraftPlan[], context: CommandContext) => {
      const world = await creatorsWorld(actorId, worldId);
      await requireRoom(mediaLibraryOf(world), plans);
      const wikiIds: string[] = [];
      const mediaIds: string[] = [];
      try {
        let position: number | null = null;
        for (const { draft } of plans) {
          const created = await ports.wikis.create(
            actorId,
            { category: draft.category, title: draft.title, subtitle: draft.subtitle, worldID: worldId, parentID: null },
            context,
          );
          wikiIds.push(created.wikiId);
          position = created.position;
        }
        await ports.settle(position);
        for (const [n, plan] of plans.entries()) {
          position = (await furnish(actorId, wikiIds[n], plan, mediaIds, context)) ?? position;
        }
        await ports.settle(position);
        return { wikiIds, mediaIds };
      } catch (error) {
        await rollBack(actorId, worldId, wikiIds, mediaIds, context);
        throw error;
      }
    },
  };
};

export type WikiDraftImport = ReturnType<typeof createWikiDraftImport>;
