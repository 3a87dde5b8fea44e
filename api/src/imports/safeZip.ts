import yauzl from 'yauzl';
import { invalid } from '@lorewright/domain/shared/errors';

// A ZIP reader for archives people upload: everything that could hurt the server (paths out of
// the folder, zip bombs, encrypted or duplicate entries) is refused from the central directory,
// before a single byte is inflated. Reading never trusts the declared sizes either: yauzl stops
// an entry that inflates past its declared size, and we stop at maxEntryBytes whatever it says.

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  // Uncompressed size over compressed size, checked for entries above RATIO_FLOOR bytes.
  maxRatio: number;
}

export interface SafeZip {
  // File entries (folders left out), in archive order.
  names: readonly string[];
  // The declared uncompressed size of a file entry.
  sizeOf(name: string): number;
  read(name: string): Promise<Buffer>;
  close(): void;
}

export const zipMessages = {
  notZip: 'The file is not a ZIP archive.',
  damaged: 'The ZIP archive is damaged.',
  tooManyEntries: (max: number) => `The archive holds more than ${max} files.`,
  tooMuchData: 'The archive holds too much data.',
  escapes: (name: string) => `Entry “${name}” leaves the archive's folder.`,
  tooLarge: (name: string) => `Entry “${name}” is too large.`,
  compressedTooWell: (name: string) => `Entry “${name}” is compressed suspiciously well.`,
  encrypted: (name: string) => `Entry “${name}” is encrypted.`,
  duplicate: (name: string) => `Entry “${name}” appears twice.`,
  damagedEntry: (name: string) => `Entry “${name}” is damaged.`,
  missing: (name: string) => `The archive has no entry “${name}”.`,
} as const;

// Small entries may compress very well (a file of spaces) without being a threat.
const RATIO_FLOOR = 64 * 1024;

// Why a name is refused, or null when it stays inside the archive's folder.
const escapes = (name: string) =>
  name.length === 0 ||
  name.includes('\0') ||
  name.includes('\\') ||
  name.startsWith('/') ||
  /^[a-zA-Z]:/.test(name) ||
  name.split('/').some((segment) => segment === '..');

// yauzl is asked not to decode names, so that its own (English, unnamed) checks do not run first.
const nameOf = (entry: yauzl.Entry) => {
  const raw = entry.fileName as unknown as Buffer;
  return raw.toString(entry.generalPurposeBitFlag & 0x800 ? 'utf8' : 'latin1');
};

const openZip = (file: string | Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    const options = { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true };
    const done = (error: Error | null, zip?: yauzl.ZipFile) => (error || !zip ? reject(invalid(zipMessages.notZip)) : resolve(zip));
    if (typeof file === 'string') yauzl.open(file, options, done);
    else yauzl.fromBuffer(file, options, done);
  });

// Every entry of the central directory, checked one by one as they are listed.
const listEntries = (zip: yauzl.ZipFile, limits: ZipLimits) =>
  new Promise<Map<string, yauzl.Entry>>((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    const seen = new Set<string>();
    let total = 0;
    const refuse = (message: string) => reject(invalid(message));
    if (zip.entryCount > limits.maxEntries) return refuse(zipMessages.tooManyEntries(limits.maxEntries));
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = nameOf(entry);
      if (escapes(name)) return refuse(zipMessages.escapes(name));
      if (seen.has(name)) return refuse(zipMessages.duplicate(name));
      seen.add(name);
      if (entry.isEncrypted()) return refuse(zipMessages.encrypted(name));
      if (entry.uncompressedSize > limits.maxEntryBytes) return refuse(zipMessages.tooLarge(name));
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > RATIO_FLOOR && ratio > limits.maxRatio) return refuse(zipMessages.compressedTooWell(name));
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) return refuse(zipMessages.tooMuchData);
      if (!name.endsWith('/')) entries.set(name, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => refuse(zipMessages.damaged));
    zip.readEntry();
  });

const readEntry = (zip: yauzl.ZipFile, name: string, entry: yauzl.Entry, limits: ZipLimits) =>
  new Promise<Buffer>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(invalid(zipMessages.damagedEntry(name)));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxEntryBytes || size > entry.uncompressedSize) {
          stream.destroy();
          return reject(invalid(zipMessages.tooLarge(name)));
        }
        chunks.push(chunk);
      });
      // yauzl reports an entry whose inflated size differs from the declared one here.
      stream.on('error', () => reject(invalid(zipMessages.damagedEntry(name))));
      stream.on('end', () => resolve(Buffer.concat(chunks, size)));
    });
  });

export const openSafeZip = async (file: string | Buffer, limits: ZipLimits): Promise<SafeZip> => {
  const zip = await openZip(file);
  let entries: Map<string, yauzl.Entry>;
  try {
    entries = await listEntries(zip, limits);
  } catch (error) {
    zip.close();
    throw error;
  }
  const entryOf = (name: string) => {
    const entry = entries.get(name);
    if (!entry) throw invalid(zipMessages.missing(name));
    return entry;
  };
  return {
    names: Object.freeze([...entries.keys()]),
    sizeOf: (name) => entryOf(name).uncompressedSize,
    read: async (name) => readEntry(zip, name, entryOf(name), limits),
    close: () => zip.close(),
  };
};
