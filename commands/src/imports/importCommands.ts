import { requireFeature } from '@lorewright/domain/accounts/permissions';
import { importMessages as m } from '@lorewright/domain/imports/importMessages';
import type { ImportPlan, PlannedMedia, PlannedWorld } from '@lorewright/domain/imports/importPlan';
import { MEDIA_QUOTA_BYTES } from '@lorewright/domain/media/mediaView';
import { invalid } from '@lorewright/domain/shared/errors';
import type { CommandContext } from '../pipeline/commandContext';
import { importLanguages } from './importLanguages';
import { importMaps } from './importMaps';
import { importRelations } from './importRelations';
import type { ImportedWorld, Importer, ImportPorts, ReadFile } from './importPorts';
import { importTimelines } from './importTimelines';
import { importWikis } from './importWikis';
import { importWritings } from './importWritings';
import { openWorldImport } from './worldImport';

// Importing a planned export (domain/src/imports/importPlan.ts) as the importer's own new
// world(s), through each element's own commands: their limits, the media quota and the
// paid-element rule apply exactly as when the importer makes them by hand. Nothing is left
// half-imported: the paid rule and the quota are checked before anything is stored, and when a
// step fails the worlds made so far are deleted again (which releases their media) before the
// error is answered. Everything comes in private, as new elements do.

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

  // A world: made with its header picture, then its elements kind by kind (each kind's
  // importer, import*.ts), then the links between them and the relations between its wikis,
  // once every element exists. Timelines come first: the world's calendar is one of theirs, and
  // is chosen before any dated fact is stored, so each date is checked on it as when typed in.
  const importWorld = async (importer: Importer, world: PlannedWorld, read: ReadFile, context: CommandContext, created: string[]) => {
    const { worldId, position } = await ports.worlds.createWorld(importer.id, { name: world.name, description: world.description }, context);
    created.push(worldId);
    await ports.settle(position);
    const w = openWorldImport(ports, importer, world, read, worldId, context);
    const header = w.mediaOf(world.headerImage);
    if (header) await w.step(ports.media.updateWorldHeader(importer.id, worldId, await w.bytesOf(header), context));
    await importTimelines(w, world.timelines);
    if (world.calendarTimelineId !== null)
      await w.step(ports.worlds.chooseCalendar(importer.id, worldId, { timelineId: w.idOf(world.calendarTimelineId), worldId }, context));
    await importWritings(w, world.writings);
    await importWikis(w, world.wikis);
    await importMaps(w, world.maps);
    await importLanguages(w, world.languages);
    await w.linkAll();
    await importRelations(w, world.relations);
    return { _id: worldId, name: world.name, datesLeftOut: world.datesLeftOut };
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
