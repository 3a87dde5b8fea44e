import { uuidGenerator } from '@lorewright/commands/shared/clock';
import { importMessages as m } from '@lorewright/domain/imports/importMessages';
import { planImport, type ExportFiles, type ImportPlan } from '@lorewright/domain/imports/importPlan';
import { invalid } from '@lorewright/domain/shared/errors';
import type { Moving } from '../workers/moving';
import { openSafeZip, type SafeZip, type ZipLimits } from './safeZip';

const MB = 1024 * 1024;

// An export ZIP is small: its media fit the 5 MB quota of its author, its JSON is text. These
// bound what an upload may make the server read, whatever the ZIP claims.
export const EXPORT_ZIP_LIMITS: ZipLimits = { maxEntries: 20_000, maxEntryBytes: 20 * MB, maxTotalBytes: 200 * MB, maxRatio: 200 };

// The JSON files the plan reads: the manifest and everything under worlds/ (not the schema or index.html).
const isPlanJson = (name: string) => name === 'manifest.json' || (name.startsWith('worlds/') && name.endsWith('.json'));

export interface ExportArchive {
  files: ExportFiles;
  read(path: string): Promise<Uint8Array>;
  close(): void;
}

// The ZIP opened safely, its JSON files read and parsed up front (the plan is pure), the media on demand.
export const openExportArchive = async (file: string | Buffer): Promise<ExportArchive> => {
  const zip: SafeZip = await openSafeZip(file, EXPORT_ZIP_LIMITS);
  try {
    const json = new Map<string, unknown>();
    for (const name of zip.names.filter(isPlanJson)) {
      const text = (await zip.read(name)).toString('utf8');
      try {
        json.set(name, JSON.parse(text));
      } catch {
        throw invalid(m.notJson(name));
      }
    }
    const names = new Set(zip.names);
    return {
      files: { json: (path) => json.get(path), sizeOf: (path) => (names.has(path) ? zip.sizeOf(path) : undefined) },
      read: async (path) => zip.read(path),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
};

// A work pool task: the ZIP checked, its JSON read and parsed and the import planned on a worker
// thread (the plan is plain data).
export const lorewrightImportPlanTask = async ({ file }: { file: string }): Promise<Moving<ImportPlan>> => {
  const archive = await openExportArchive(file);
  try {
    return { value: planImport(archive.files, () => uuidGenerator.newId()), transfer: [] };
  } finally {
    archive.close();
  }
};

// The planned ZIP again, for its media files only: its central directory is read (and checked
// as before), no JSON; an entry is read when the import asks for it.
export const openExportMedia = async (file: string): Promise<Pick<ExportArchive, 'read' | 'close'>> => {
  const zip = await openSafeZip(file, EXPORT_ZIP_LIMITS);
  return { read: async (path) => zip.read(path), close: () => zip.close() };
};
