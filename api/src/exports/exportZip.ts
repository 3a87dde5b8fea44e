import { MessageChannel } from 'node:worker_threads';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportManifest, type ExportWorld } from '@lorewright/domain/exports/exportFormat';
import type { WorldExportFormat } from '@lorewright/domain/exports/export.events';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { ownBytes } from '../workers/ownBytes';
import { inProcessWork, type WorkPool } from '../workers/workPool';
import {
  imagesOf,
  languageFileOf,
  mapFileOf,
  mediaKeyOf,
  relationsOf,
  timelineFileOf,
  wikiFileOf,
  worldFileOf,
  worldMediaOf,
  writingFileOf,
  type ExportSources,
} from './exportContent';
import type { ExportElement } from './exportElement';
import { elementPath, EXPORT_WINDOW, type FromZip, type ToZip } from './exportZipTask';

export interface ExportRequest {
  userId: string;
  // One world (its author's), or null for every world the user authors.
  worldId: string | null;
  // Lorewright's own format when absent.
  format?: WorldExportFormat;
  exportedAt: Date;
}

export type ExportProgress = (percent: number) => void | Promise<void>;

// However large the export, its ZIP is built within this long or the export fails.
const EXPORT_TASK_TIMEOUT_MS = 30 * 60_000;

// The worlds an export holds: the one asked for (only its author's), or all the user authors.
export const worldsToExport = async (sources: ExportSources, { userId, worldId }: Pick<ExportRequest, 'userId' | 'worldId'>): Promise<WorldView[]> => {
  if (worldId === null) return sources.worlds.worldsOfAuthor(userId);
  const world = await sources.worlds.worldById(worldId);
  return world && world.authorID === userId ? [world] : [];
};

// Writes an export ZIP (domain/src/exports/exportFormat.ts) to `output` as it is built: each
// element is read and sent on before the next; media files are piped from the media storage one
// at a time, so memory stays flat whatever their size. The ZIP itself (JSON, HTML, deflating,
// checksums) is made on a thread of the work pool (exportZipTask.ts), or on this one without.
export const writeExportZip = async (
  sources: ExportSources,
  request: ExportRequest,
  output: Writable,
  onProgress: ExportProgress = () => {},
  work: WorkPool = inProcessWork,
) => {
  const { port1: port, port2 } = new MessageChannel();
  // A failed write, or a failed ZIP, ends the export; the steps below stop at their next check.
  let failure: Error | null = null;
  let wake: () => void = () => {};
  let stop: (error: Error) => void = () => {};
  const stopped = new Promise<never>((_resolve, reject) => (stop = reject));
  stopped.catch(() => {});
  const fail = (error: unknown) => {
    failure ??= error instanceof Error ? error : new Error(String(error));
    wake();
    stop(failure);
  };
  const check = () => {
    if (failure) throw failure;
  };
  const task = work.run(
    'exportZip',
    { port: port2, exportedAt: request.exportedAt.toISOString(), format: request.format },
    { transfer: [port2], timeoutMs: EXPORT_TASK_TIMEOUT_MS },
  );
  task.catch(fail);

  // Media chunks sent and not yet taken: at most EXPORT_WINDOW.
  let untaken = 0;
  const room = async () => {
    while (untaken >= EXPORT_WINDOW && !failure) await new Promise<void>((resolve) => (wake = resolve));
    check();
  };
  const written = new Promise<void>((resolve) => {
    port.on('message', (message: FromZip) => {
      if (message.type === 'taken') {
        untaken--;
        wake();
      } else if (message.type === 'zip') {
        output.write(message.bytes, (error) => (error ? fail(error) : port.postMessage({ type: 'written' } satisfies ToZip)));
      } else {
        output.end();
        finished(output).then(resolve, (error: unknown) => {
          fail(error);
          resolve();
        });
      }
    });
  });
  output.on('error', fail);
  const send = (message: ToZip, transfer: ArrayBuffer[] = []) => {
    check();
    port.postMessage(message, transfer);
  };

  try {
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

    const worldFiles: ExportWorld[] = [];
    const allMedia: { world: ExportWorld; item: MediaItemView }[] = [];
    const libraries = new Map<string, MediaItemView[]>();

    for (const list of lists) {
      const { world } = list;
      const referenced = new Set<string>();
      // The world file lists its media, which the elements name: it is sent after them.
      const add = async (element: ExportElement | null, images: string[]) => {
        check();
        if (element) {
          send({ type: 'element', path: elementPath(world._id, element), ...element });
          for (const image of images) if (image) referenced.add(image);
        }
        await elementDone();
      };
      for (const id of list.writings) {
        const writing = await sources.writings.writingById(id);
        const file = writing && writingFileOf(writing);
        await add(file && { kind: 'writing', file }, file ? imagesOf.writing(file) : []);
      }
      const wikisExported = new Set<string>();
      for (const id of list.wikis) {
        const wiki = await sources.wikis.wikiById(id);
        const file = wiki && wikiFileOf(wiki);
        if (file) wikisExported.add(file.id);
        await add(file && { kind: 'wiki', file }, file ? imagesOf.wiki(file) : []);
      }
      for (const id of list.maps) {
        const map = await sources.maps.mapById(id);
        const file = map && mapFileOf(map);
        await add(file && { kind: 'map', file }, file ? imagesOf.map(file) : []);
      }
      for (const id of list.timelines) {
        const timeline = await sources.timelines.timelineById(id);
        const file = timeline && timelineFileOf(timeline);
        await add(file && { kind: 'timeline', file }, file ? imagesOf.timeline(file) : []);
      }
      for (const id of list.languages) {
        const language = await sources.languages.languageById(id);
        const file = language && languageFileOf(language);
        await add(file && { kind: 'language', file }, file ? imagesOf.language(file) : []);
      }
      if (!libraries.has(world.authorID)) libraries.set(world.authorID, await sources.media.listOf(world.authorID));
      const media = worldMediaOf(world, libraries.get(world.authorID)!, referenced);
      const worldFile = worldFileOf(
        world,
        { writings: list.writings, wikis: list.wikis, maps: list.maps, timelines: list.timelines, languages: list.languages },
        media,
        relationsOf(await sources.relations.ofWorld(world._id), wikisExported),
      );
      send({ type: 'world', world: worldFile });
      worldFiles.push(worldFile);
      for (const item of media) allMedia.push({ world: worldFile, item });
    }

    const totalBytes = allMedia.reduce((sum, { item }) => sum + item.metadataAfter.size, 0) || 1;
    let doneBytes = 0;
    for (const { world, item } of allMedia) {
      // A file the library lists but the storage lost: an empty entry rather than no export.
      const stored = await sources.files.get(mediaKeyOf(item));
      const stream = stored?.stream ?? Readable.from([]);
      send({ type: 'media', worldId: world.id, name: item.name });
      try {
        for await (const chunk of stream) {
          await room();
          untaken++;
          // Moved, not copied: the stream is done with a chunk once it has given it.
          const bytes = ownBytes(chunk as Uint8Array);
          send({ type: 'bytes', bytes }, [bytes.buffer]);
        }
      } finally {
        stream.destroy();
      }
      send({ type: 'mediaEnd' });
      doneBytes += item.metadataAfter.size;
      void Promise.resolve(onProgress(50 + Math.floor((doneBytes / totalBytes) * 49))).catch(() => {});
    }

    const manifest: ExportManifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: request.exportedAt.toISOString(),
      scope: request.worldId === null ? 'user' : 'world',
      userId: request.userId,
      worlds: worldFiles.map((world) => ({ id: world.id, name: world.name, path: `worlds/${world.id}/world.json` })),
    };
    send({ type: 'finish', manifest });
    await Promise.race([written, stopped]);
    await task;
    check();
    return { manifest, worlds: worldFiles.length, mediaFiles: allMedia.length };
  } finally {
    port.close();
  }
};
