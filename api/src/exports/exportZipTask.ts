import { PassThrough } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { ZipFile } from 'yazl';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { ELEMENT_FOLDERS, exportJsonSchema, type ExportManifest, type ExportWorld } from '@lorewright/domain/exports/exportFormat';
import type { WorldExportFormat } from '@lorewright/domain/exports/export.events';
import type { Moving } from '../workers/moving';
import { exportedWorldCalendar } from './exportCalendar';
import type { ExportElement } from './exportElement';
import { worldVault } from './markdown/vault';
import { uniqueNames } from './markdown/vaultNames';
import { exportTitles, type ExportTitles } from './mentionsHtml';
import { indexHtml, languageHtml, mapHtml, timelineHtml, wikiHtml, writingHtml, type WorldHtml } from './indexHtml';

// The ZIP of an export built on a worker thread of the work pool (exportZip.ts sends what goes
// in it): JSON and HTML written (or, for the Markdown format, a vault's notes: markdown/vault.ts),
// files deflated and checksummed there, the ZIP's bytes sent back as they come. Both ways are paced, so neither side holds more than a few chunks: the caller
// acknowledges each chunk of the ZIP once written, this side each chunk of media once taken.

// In flight at most, each way.
export const EXPORT_WINDOW = 8;

// From the caller: elements of a world then the world itself, then its media one file at a
// time, then the end with the manifest.
export type ToZip =
  | ({ type: 'element'; path: string } & ExportElement)
  | { type: 'world'; world: ExportWorld }
  | { type: 'media'; worldId: string; name: string }
  | { type: 'bytes'; bytes: Uint8Array }
  | { type: 'mediaEnd' }
  | { type: 'finish'; manifest: ExportManifest }
  | { type: 'written' };

// To the caller: a chunk of the ZIP, the end of it, a chunk of media taken.
export type FromZip = { type: 'zip'; bytes: Uint8Array } | { type: 'zipEnd' } | { type: 'taken' };

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

const htmlOf = (world: ExportWorld, element: ExportElement, calendar: Calendar, titles: ExportTitles) => {
  switch (element.kind) {
    case 'writing':
      return writingHtml(world, element.file, calendar);
    case 'wiki':
      return wikiHtml(world, element.file, titles, calendar);
    case 'map':
      return mapHtml(world, element.file, titles, calendar);
    case 'timeline':
      return timelineHtml(world, element.file, titles);
    case 'language':
      return languageHtml(world, element.file);
  }
};

export interface ExportZipInput {
  port: MessagePort;
  exportedAt: string;
  // Lorewright's own format when absent.
  format?: WorldExportFormat;
}

export const exportZipTask = ({ port, exportedAt, format = 'lorewright' }: ExportZipInput): Promise<Moving<{ bytes: number }>> =>
  new Promise((resolve, reject) => {
    const zip = new ZipFile();
    const mtime = new Date(exportedAt);
    const send = (message: FromZip) => port.postMessage(message);
    // The world's elements, kept until the world file (which their HTML needs) arrives.
    let elements: ExportElement[] = [];
    const pages: WorldHtml[] = [];
    // Markdown: each world's folder in the vault, by world id.
    const worldFolders = new Map<string, string>();
    const worldFolderName = uniqueNames();
    const markdown = format === 'markdown';
    let media: PassThrough | null = null;
    let unwritten = 0;
    let bytes = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      port.close();
      reject(error instanceof Error ? error : new Error(String(error)));
    };

    zip.outputStream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      send({ type: 'zip', bytes: chunk });
      if (++unwritten >= EXPORT_WINDOW) zip.outputStream.pause();
    });
    zip.outputStream.on('end', () => {
      if (settled) return;
      settled = true;
      // The caller closes the channel once it has read this.
      send({ type: 'zipEnd' });
      resolve({ value: { bytes }, transfer: [] });
    });
    zip.outputStream.on('error', fail);

    const take = (message: ToZip) => {
      switch (message.type) {
        case 'element': {
          const { path, kind, file } = message;
          if (!markdown) zip.addBuffer(json(file), path, { mtime });
          elements.push({ kind, file } as ExportElement);
          return;
        }
        case 'world': {
          const { world } = message;
          if (markdown) {
            const folder = worldFolderName(world.name, 'World');
            worldFolders.set(world.id, folder);
            for (const file of worldVault(world, elements, folder)) zip.addBuffer(Buffer.from(file.text), file.path, { mtime });
          } else {
            const calendar = exportedWorldCalendar(world, elements);
            const titles = exportTitles(elements);
            pages.push({ world, fragments: elements.map((element) => htmlOf(world, element, calendar, titles)) });
            zip.addBuffer(json(world), `worlds/${world.id}/world.json`, { mtime });
          }
          elements = [];
          return;
        }
        case 'media': {
          const { worldId, name } = message;
          media = new PassThrough();
          zip.addReadStream(media, markdown ? `${worldFolders.get(worldId)}/media/${name}` : `worlds/${worldId}/media/${name}`, { mtime, compress: false });
          return;
        }
        case 'bytes':
          media!.write(message.bytes, () => send({ type: 'taken' }));
          return;
        case 'mediaEnd':
          media!.end();
          media = null;
          return;
        case 'finish': {
          const { manifest } = message;
          if (markdown) {
            zip.end();
            return;
          }
          zip.addBuffer(json(manifest), 'manifest.json', { mtime });
          zip.addBuffer(json(exportJsonSchema()), 'schema/export.schema.json', { mtime });
          zip.addBuffer(Buffer.from(indexHtml(manifest, pages)), 'index.html', { mtime });
          zip.end();
          return;
        }
        case 'written':
          unwritten--;
          if (unwritten < EXPORT_WINDOW && zip.outputStream.isPaused()) zip.outputStream.resume();
          return;
      }
    };
    port.on('message', (message: ToZip) => {
      try {
        take(message);
      } catch (error) {
        fail(error);
      }
    });
    // The caller went away (its export failed): nothing more will come.
    port.on('close', () => fail(new Error('The export was stopped.')));
  });

// Where an element's JSON file sits in the ZIP.
export const elementPath = (worldId: string, element: ExportElement) => `worlds/${worldId}/${ELEMENT_FOLDERS[element.kind]}/${element.file.id}.json`;
