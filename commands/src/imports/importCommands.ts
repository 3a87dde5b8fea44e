import { requireFeature, type Permissions } from '@lorewright/domain/accounts/permissions';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import type { ExportWiki } from '@lorewright/domain/exports/exportFormat';
import { importMessages as m } from '@lorewright/domain/imports/importMessages';
import type { ImportPlan, PlannedMedia, PlannedWorld } from '@lorewright/domain/imports/importPlan';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { MEDIA_QUOTA_BYTES } from '@lorewright/domain/media/mediaView';
import { invalid } from '@lorewright/domain/shared/errors';
import { DEFAULT_ZONE_ID } from '@lorewright/domain/timelines/timelineLimits';
import type { WordType } from '@lorewright/domain/languages/languageLimits';
import type { LanguageCommands } from '../languages/languageCommands';
import type { MapCommands } from '../maps/mapCommands';
import type { MediaCommands } from '../media/mediaCommands';
import type { CommandContext } from '../pipeline/commandContext';
import type { Clock } from '../shared/clock';
import type { TimelineCommands } from '../timelines/timelineCommands';
import type { WikiCommands } from '../wikis/wikiCommands';
import type { WorldCommands } from '../worlds/worldCommands';
import type { WritingCommands } from '../writings/writingCommands';

// Importing a planned export (domain/src/imports/importPlan.ts) as the importer's own new
// world(s), through each element's own commands: their limits, the media quota and the
// paid-element rule apply exactly as when the importer makes them by hand. Nothing is left
// half-imported: the paid rule and the quota are checked before anything is stored, and when a
// step fails the worlds made so far are deleted again (which releases their media) before the
// error is answered. Everything comes in private, as new elements do.

export interface Importer {
  id: string;
  permissions: Permissions;
}

export interface ImportPorts {
  clock: Clock;
  worlds: Pick<WorldCommands, 'createWorld' | 'deleteWorld'>;
  writings: Pick<WritingCommands, 'create' | 'saveScenes'>;
  wikis: Pick<WikiCommands, 'create' | 'update' | 'uploadImage' | 'deleteImage'>;
  maps: Pick<MapCommands, 'create' | 'updatePoints' | 'uploadPointImage' | 'addLink'>;
  timelines: Pick<TimelineCommands, 'create' | 'changeCalendar' | 'customise' | 'updateZones' | 'updateLines' | 'updateNodes' | 'uploadNodeImage' | 'addLink'>;
  languages: Pick<LanguageCommands, 'create' | 'uploadRune' | 'updateKeyMap' | 'updateStems'>;
  media: Pick<MediaCommands, 'upload' | 'delete'> & {
    updateWorldHeader: (userId: string, worldId: string, bytes: Uint8Array, context: CommandContext) => Promise<{ position: number | null }>;
    // The importer's library as it is now: its media ids and the bytes they take.
    library: (userId: string) => Promise<{ mediaIds: string[]; usedBytes: number }>;
  };
  // The parts a new wiki was given (its default image and header field), to replace them.
  wikiParts: (wikiId: string) => Promise<{ imageIds: string[]; headerFieldIds: string[] } | null>;
  // The revision a writing's next save is made on.
  writingRevision: (writingId: string) => Promise<number>;
  // Read-your-writes: the next step reads what the last one wrote (a parent, a link's target).
  settle: (position: number | null) => Promise<void>;
}

export interface ImportedWorld {
  _id: string;
  name: string;
}

// The files of the ZIP, read on demand.
export type ReadFile = (path: string) => Promise<Uint8Array>;

const PAID_KINDS = ['maps', 'timelines', 'languages'] as const;

// Every upload the import will make: each place that shows a media file stores its own copy, as
// when the importer uploads it there by hand.
const uploadsOf = (world: PlannedWorld) => {
  const byName = new Map(world.media.map((item) => [item.name, item]));
  const used = (name: string | null | undefined): PlannedMedia[] => {
    const item = name ? byName.get(name) : undefined;
    return item ? [item] : [];
  };
  return [
    ...used(world.headerImage),
    ...world.writings.flatMap((writing) => writing.scenes.flatMap((scene) => used(scene.backgroundImage))),
    ...world.wikis.flatMap((wiki) => [...used(wiki.backgroundImage), ...wiki.images.flatMap((image) => used(image.name))]),
    ...world.maps.flatMap((map) => [...used(map.image), ...map.points.flatMap((point) => used(point.image))]),
    ...world.timelines.flatMap((timeline) => timeline.lines.flatMap((line) => line.nodes.flatMap((node) => used(node.image)))),
    ...world.languages.flatMap((language) => language.runeImages.flatMap((rune) => used(rune))),
  ];
};

export const createImportCommands = (ports: ImportPorts) => {
  // The checks that refuse before anything is stored.
  const requireAllowed = async (importer: Importer, plan: ImportPlan) => {
    const now = ports.clock.now();
    for (const kind of PAID_KINDS) if (plan.worlds.some((world) => world[kind].length > 0)) requireFeature(importer.permissions, kind, now);
    const needed = plan.worlds.reduce((sum, world) => sum + uploadsOf(world).reduce((bytes, item) => bytes + item.size, 0), 0);
    const library = await ports.media.library(importer.id);
    if (library.usedBytes + needed > MEDIA_QUOTA_BYTES) throw invalid(m.overQuota);
    return library.mediaIds;
  };

  const importWorld = async (importer: Importer, world: PlannedWorld, read: ReadFile, context: CommandContext, created: string[]) => {
    const actorId = importer.id;
    const media = new Map(world.media.map((item) => [item.name, item]));
    const bytesOf = (item: PlannedMedia) => read(item.path);
    const mediaOf = (name: string | null | undefined) => (name ? media.get(name) : undefined);
    // Planned id → the id the element's command gave it.
    const realId = new Map<string, string>();
    const idOf = (planned: string) => realId.get(planned) ?? planned;
    const step = async (result: Promise<{ position: number | null }>) => ports.settle((await result).position);

    const { worldId, position } = await ports.worlds.createWorld(actorId, { name: world.name, description: world.description }, context);
    created.push(worldId);
    await ports.settle(position);
    const header = mediaOf(world.headerImage);
    if (header) await step(ports.media.updateWorldHeader(actorId, worldId, await bytesOf(header), context));

    // A library picture (a scene's background): uploaded to the importer's library, shown by its address.
    const libraryAddress = async (value: string) => {
      const item = mediaOf(value);
      if (!item) return value;
      const uploaded = await ports.media.upload(actorId, item.folder, await bytesOf(item), context);
      await ports.settle(uploaded.position);
      return imageUrl(uploaded.folder, actorId, uploaded.name) ?? '';
    };

    // Writings, parents first; scene links are set once every element exists (second pass).
    const scenesOf = async (writing: PlannedWorld['writings'][number]) =>
      Promise.all(
        writing.scenes.map(async (scene) => ({
          _id: scene.id,
          name: scene.name,
          content: scene.content.map(({ link, ...run }) => (link && 'type' in link ? run : { ...run, ...(link ? { link } : {}) })),
          backgroundImage: await libraryAddress(scene.backgroundImage),
          overlayColor: scene.overlayColor,
          overlayOpacity: scene.overlayOpacity,
          youtubeHTML: scene.youtubeHTML,
        })),
      );
    const hasElementLinks = (writing: PlannedWorld['writings'][number]) =>
      writing.scenes.some((scene) => scene.content.some((run) => run.link && 'type' in run.link));
    const writingScenes = new Map<string, Awaited<ReturnType<typeof scenesOf>>>();
    for (const writing of world.writings) {
      const scenes = await scenesOf(writing);
      const made = await ports.writings.create(
        actorId,
        { isFolder: writing.type === 'folder', title: writing.title, worldID: worldId, parentID: writing.parentId && idOf(writing.parentId), scenes },
        context,
      );
      realId.set(writing.id, made.writingId);
      writingScenes.set(writing.id, scenes);
      await ports.settle(made.position);
    }

    for (const wiki of world.wikis) await importWiki(wiki);

    async function importWiki(wiki: ExportWiki) {
      const made = await ports.wikis.create(
        actorId,
        { category: wiki.category, title: wiki.title, subtitle: wiki.subtitle, worldID: worldId, parentID: wiki.parentId && idOf(wiki.parentId) },
        context,
      );
      realId.set(wiki.id, made.wikiId);
      await ports.settle(made.position);
      const given = (await ports.wikiParts(made.wikiId)) ?? { imageIds: [], headerFieldIds: [] };
      // The default picture stays when the export kept it (first, without media); uploads follow it.
      const images: { _id: string; visibility: 'private' | 'public' }[] = [];
      const keepsDefault = wiki.images[0] !== undefined && wiki.images[0].mediaId === null && !media.has(wiki.images[0].name);
      if (keepsDefault && given.imageIds[0]) images.push({ _id: given.imageIds[0], visibility: wiki.images[0].visibility });
      else for (const imageId of given.imageIds) await step(ports.wikis.deleteImage(actorId, made.wikiId, imageId, context));
      for (const image of wiki.images.slice(keepsDefault ? 1 : 0)) {
        const item = mediaOf(image.name);
        if (!item) continue;
        const uploaded = await ports.wikis.uploadImage(actorId, made.wikiId, await bytesOf(item), context);
        await ports.settle(uploaded.position);
        images.push({ _id: uploaded.image._id, visibility: image.visibility });
      }
      const background = mediaOf(wiki.backgroundImage);
      const backgroundMedia = background ? await ports.media.upload(actorId, background.folder, await bytesOf(background), context) : null;
      if (backgroundMedia) await ports.settle(backgroundMedia.position);
      await step(
        ports.wikis.update(
          actorId,
          made.wikiId,
          {
            images,
            headerFields: wiki.headerFields.map((field) => ({ _id: field.id, field: field.field, value: field.value })),
            removedHeaderFieldIDs: given.headerFieldIds,
            sections: wiki.sections.map((section) => ({ _id: section.id, title: section.title, content: section.content })),
            overlayOpacity: wiki.overlayOpacity,
            ...(backgroundMedia ? { backgroundMediaID: backgroundMedia.mediaId } : { backgroundImage: wiki.backgroundImage }),
          },
          context,
        ),
      );
    }

    const actor = { id: importer.id, permissions: importer.permissions };
    const links: (() => Promise<void>)[] = [];

    for (const map of world.maps) {
      // The plan made sure the picture is a file of the export.
      const picture = mediaOf(map.image)!;
      const made = await ports.maps.create(actor, { title: map.title, description: map.description, worldID: worldId }, await bytesOf(picture), context);
      realId.set(map.id, made.mapId);
      await ports.settle(made.position);
      const points = Object.fromEntries(
        map.points.map((point) => [
          point.id,
          { _id: point.id, x: point.x, y: point.y, icon: point.icon as never, color: point.color, name: point.name, description: point.description },
        ]),
      );
      if (map.points.length > 0) await step(ports.maps.updatePoints(actor, made.mapId, { mapID: made.mapId, points }, context));
      for (const point of map.points) {
        const image = mediaOf(point.image);
        if (image) await step(ports.maps.uploadPointImage(actor, made.mapId, point.id, await bytesOf(image), context));
        for (const link of point.links)
          links.push(() => step(ports.maps.addLink(actor, { mapID: made.mapId, pointID: point.id, link: { ...link, id: idOf(link.id) } }, context)));
      }
    }

    for (const timeline of world.timelines) {
      const made = await ports.timelines.create(
        actor,
        {
          worldID: worldId,
          title: timeline.title,
          description: timeline.description,
          start: timeline.start,
          end: timeline.end,
          backgroundImage: timeline.backgroundImage,
        },
        context,
      );
      realId.set(timeline.id, made.timelineId);
      await ports.settle(made.position);
      // A new timeline has its default zone; the export's zones replace it (only changes are recorded).
      const zones = timeline.zones.map((zone) => ({ _id: zone.id, name: zone.name, start: zone.start, end: zone.end }));
      const removed = zones.some((zone) => zone._id === DEFAULT_ZONE_ID) ? [] : [DEFAULT_ZONE_ID];
      await step(ports.timelines.updateZones(actor, made.timelineId, zones, removed, context));
      await step(ports.timelines.changeCalendar(actor, made.timelineId, timeline.calendar as unknown as Calendar, context));
      await step(ports.timelines.customise(actor, made.timelineId, { overlayColor: timeline.overlayColor, overlayOpacity: timeline.overlayOpacity }, context));
      if (timeline.lines.length > 0)
        await step(
          ports.timelines.updateLines(
            actor,
            made.timelineId,
            timeline.lines.map((line) => ({ _id: line.id, name: line.name })),
            [],
            context,
          ),
        );
      for (const line of timeline.lines) {
        const nodes = line.nodes.map((node) => ({
          _id: node.id,
          title: node.title,
          subtitle: node.subtitle,
          type: node.type,
          year: node.date.year,
          month: node.date.month,
          day: node.date.day,
          end: node.end,
          parent: node.parent,
        }));
        if (nodes.length > 0) await step(ports.timelines.updateNodes(actor, made.timelineId, { lineID: line.id, nodes }, context));
        for (const node of line.nodes) {
          const address = { lineID: line.id, nodeID: node.id };
          const image = mediaOf(node.image);
          if (image) await step(ports.timelines.uploadNodeImage(actor, made.timelineId, address, await bytesOf(image), context));
          for (const link of node.links)
            links.push(() => step(ports.timelines.addLink(actor, made.timelineId, address, { ...link, id: idOf(link.id) }, context)));
        }
      }
    }

    for (const language of world.languages) {
      const made = await ports.languages.create(actor, worldId, language.title, context);
      realId.set(language.id, made.languageId);
      await ports.settle(made.position);
      // Runes first (each upload names its file anew), then the keys that show them.
      const runeName = new Map<string, string>();
      for (const rune of language.runeImages) {
        const item = mediaOf(rune);
        if (!item) continue;
        const uploaded = await ports.languages.uploadRune(actor, made.languageId, await bytesOf(item), context);
        runeName.set(rune, uploaded.rune);
        await ports.settle(uploaded.position);
      }
      const keys = language.keys.map((key, order) => ({
        _id: key.id,
        key: key.key,
        order,
        rune: key.rune === null ? null : (runeName.get(key.rune) ?? key.rune),
      }));
      if (keys.length > 0) await step(ports.languages.updateKeyMap(actor, made.languageId, keys, undefined, context));
      const words = language.words.map((word) => ({ _id: word.id, word: word.word, meaning: word.meaning, type: word.type as WordType }));
      if (words.length > 0) await step(ports.languages.updateStems(actor, made.languageId, words, undefined, context));
    }

    // Now every element exists: scene links, then map and timeline links, to the new ids.
    for (const writing of world.writings) {
      if (!hasElementLinks(writing)) continue;
      const linked = writingScenes.get(writing.id)!.map((scene, index) => ({
        ...scene,
        content: writing.scenes[index].content.map((run) => (run.link && 'type' in run.link ? { ...run, link: { ...run.link, id: idOf(run.link.id) } } : run)),
      }));
      await step(ports.writings.saveScenes(actorId, idOf(writing.id), await ports.writingRevision(idOf(writing.id)), linked, context));
    }
    for (const link of links) await link();

    return { _id: worldId, name: world.name };
  };

  return {
    // The plan is checked already (domain/src/imports/importPlan.ts); `read` gives a file of the ZIP.
    importWorlds: async (importer: Importer, plan: ImportPlan, read: ReadFile, context: CommandContext): Promise<ImportedWorld[]> => {
      const mediaBefore = new Set(await requireAllowed(importer, plan));
      const created: string[] = [];
      try {
        const worlds: ImportedWorld[] = [];
        for (const world of plan.worlds) worlds.push(await importWorld(importer, world, read, context, created));
        return worlds;
      } catch (error) {
        // Compensation: deleting a world removes its elements and gives its media slots back.
        // Then the media it uploaded, which no longer show anywhere.
        // The answer waits until the views no longer show any of it. A failed clean-up must not replace the answer.
        const undo = async (change: () => Promise<{ position: number | null }>) => {
          try {
            await ports.settle((await change()).position);
          } catch {
            // Already gone, or the store failed: the import's own error is the answer.
          }
        };
        for (const worldId of created) await undo(() => ports.worlds.deleteWorld(importer.id, worldId, context));
        const { mediaIds } = await ports.media.library(importer.id).catch(() => ({ mediaIds: [] as string[] }));
        for (const mediaId of mediaIds.filter((id) => !mediaBefore.has(id))) await undo(() => ports.media.delete(importer.id, mediaId, context));
        throw error;
      }
    },
  };
};

export type ImportCommands = ReturnType<typeof createImportCommands>;
