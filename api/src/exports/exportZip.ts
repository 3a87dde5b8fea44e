import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import {
  ELEMENT_FOLDERS,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportJsonSchema,
  type ExportManifest,
  type ExportWorld,
} from '@lorewright/domain/exports/exportFormat';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import {
  imagesOf,
  languageFileOf,
  mapFileOf,
  mediaKeyOf,
  timelineFileOf,
  wikiFileOf,
  worldFileOf,
  worldMediaOf,
  writingFileOf,
  type ExportSources,
} from './exportContent';
import { indexHtml, languageHtml, mapHtml, timelineHtml, wikiHtml, writingHtml, type WorldHtml } from './indexHtml';

export interface ExportRequest {
  userId: string;
  // One world (its author's), or null for every world the user authors.
  worldId: string | null;
  exportedAt: Date;
}

export type ExportProgress = (percent: number) => void | Promise<void>;

// The worlds an export holds: the one asked for (only its author's), or all the user authors.
export const worldsToExport = async (sources: ExportSources, { userId, worldId }: Pick<ExportRequest, 'userId' | 'worldId'>): Promise<WorldView[]> => {
  if (worldId === null) return sources.worlds.worldsOfAuthor(userId);
  const world = await sources.worlds.worldById(worldId);
  return world && world.authorID === userId ? [world] : [];
};

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

// Writes an export ZIP (domain/src/exports/exportFormat.ts) to `output` as it is built: each
// element is read, written and let go before the next; media files are piped from the media
// storage one at a time, when the ZIP reaches them, so memory stays flat whatever their size.
export const writeExportZip = async (sources: ExportSources, request: ExportRequest, output: Writable, onProgress: ExportProgress = () => {}) => {
  const zip = new ZipFile();
  const mtime = request.exportedAt;
  const written = pipeline(zip.outputStream, output);
  // A failed write ends the export; the builder below stops at its next step.
  let failure: Error | null = null;
  written.catch((error: unknown) => (failure = error instanceof Error ? error : new Error(String(error))));
  const check = () => {
    if (failure) throw failure;
  };

  const worlds = await worldsToExport(sources, request);
  const lists = await Promise.all(
    worlds.map(async (world) => ({
      world,
      writings: (await sources.writings.writingsOfWorld(world._id)).map((w) => w._id),
      wikis: (await sources.wikis.wikisOfWorld(world._id)).map((w) => w._id),
      maps: (await sources.maps.mapsOfWorld(world._id)).map((m) => m._id),
      timelines: (await sources.timelines.timelinesOfWorld(world._id)).map((t) => t._id),
      languages: (await sources.languages.languagesOfWorld(world._id)).map((l) => l._id),
    })),
  );
  const totalElements = lists.reduce((sum, l) => sum + l.writings.length + l.wikis.length + l.maps.length + l.timelines.length + l.languages.length, 0) || 1;
  let doneElements = 0;
  // Elements take the first half of the progress, media bytes the second.
  const elementDone = async () => onProgress(Math.floor((++doneElements / totalElements) * 50));

  const pages: WorldHtml[] = [];
  const allMedia: { world: ExportWorld; item: MediaItemView }[] = [];
  const libraries = new Map<string, MediaItemView[]>();

  for (const list of lists) {
    const { world } = list;
    const base = `worlds/${world._id}`;
    const referenced = new Set<string>();
    const fragments: string[] = [];
    // The world file lists its media, which the elements name: it is written after them, and
    // the elements' HTML is rendered once it is known (kept as data until then).
    const rendered: ((file: ExportWorld) => string)[] = [];
    const add = async <F extends { id: string }>(
      kind: keyof typeof ELEMENT_FOLDERS,
      file: F | null,
      images: (file: F) => string[],
      html: (w: ExportWorld, file: F) => string,
    ) => {
      check();
      if (file) {
        zip.addBuffer(json(file), `${base}/${ELEMENT_FOLDERS[kind]}/${file.id}.json`, { mtime });
        for (const image of images(file)) if (image) referenced.add(image);
        rendered.push((worldFile) => html(worldFile, file));
      }
      await elementDone();
    };
    for (const id of list.writings) {
      const writing = await sources.writings.writingById(id);
      await add('writing', writing && writingFileOf(writing), imagesOf.writing, writingHtml);
    }
    for (const id of list.wikis) {
      const wiki = await sources.wikis.wikiById(id);
      await add('wiki', wiki && wikiFileOf(wiki), imagesOf.wiki, wikiHtml);
    }
    for (const id of list.maps) {
      const map = await sources.maps.mapById(id);
      await add('map', map && mapFileOf(map), imagesOf.map, mapHtml);
    }
    for (const id of list.timelines) {
      const timeline = await sources.timelines.timelineById(id);
      await add('timeline', timeline && timelineFileOf(timeline), imagesOf.timeline, timelineHtml);
    }
    for (const id of list.languages) {
      const language = await sources.languages.languageById(id);
      await add('language', language && languageFileOf(language), imagesOf.language, languageHtml);
    }
    if (!libraries.has(world.authorID)) libraries.set(world.authorID, await sources.media.listOf(world.authorID));
    const media = worldMediaOf(world, libraries.get(world.authorID)!, referenced);
    const worldFile = worldFileOf(
      world,
      { writings: list.writings, wikis: list.wikis, maps: list.maps, timelines: list.timelines, languages: list.languages },
      media,
    );
    zip.addBuffer(json(worldFile), `${base}/world.json`, { mtime });
    for (const render of rendered) fragments.push(render(worldFile));
    pages.push({ world: worldFile, fragments });
    for (const item of media) allMedia.push({ world: worldFile, item });
  }

  const totalBytes = allMedia.reduce((sum, { item }) => sum + item.metadataAfter.size, 0) || 1;
  let doneBytes = 0;
  for (const { world, item } of allMedia) {
    zip.addReadStreamLazy(`worlds/${world.id}/media/${item.name}`, { mtime, compress: false }, (callback) => {
      sources.files.get(mediaKeyOf(item)).then(
        (stored) => {
          // A file the library lists but the storage lost: an empty entry rather than no export.
          const stream = stored?.stream ?? Readable.from([]);
          stream.on('end', () => {
            doneBytes += item.metadataAfter.size;
            void Promise.resolve(onProgress(50 + Math.floor((doneBytes / totalBytes) * 49))).catch(() => {});
          });
          callback(null, stream);
        },
        (error: unknown) => callback(error as Error, undefined as unknown as Readable),
      );
    });
  }

  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: request.exportedAt.toISOString(),
    scope: request.worldId === null ? 'user' : 'world',
    userId: request.userId,
    worlds: pages.map(({ world }) => ({ id: world.id, name: world.name, path: `worlds/${world.id}/world.json` })),
  };
  zip.addBuffer(json(manifest), 'manifest.json', { mtime });
  zip.addBuffer(json(exportJsonSchema()), 'schema/export.schema.json', { mtime });
  zip.addBuffer(Buffer.from(indexHtml(manifest, pages)), 'index.html', { mtime });
  zip.end();
  await written;
  return { manifest, worlds: pages.length, mediaFiles: allMedia.length };
};
