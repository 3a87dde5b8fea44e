import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

// ZIPs for specs, including the hostile ones yazl refuses to write: an entry is written under a
// harmless placeholder of the same length, then its name is patched in the bytes (`rename`), and
// a declared size can be forged in the central directory (`declareSize`).

export interface ZipEntrySpec {
  name: string;
  content?: Buffer | string;
  // Streamed content (for big entries never held in memory).
  stream?: () => Readable;
  // The real name written over `name` afterwards (same length, e.g. '../evil' over 'xx/evil').
  rename?: string;
  // A forged uncompressed size in the central directory.
  declareSize?: number;
  store?: boolean;
}

export const buildZip = async (entries: readonly ZipEntrySpec[]): Promise<Buffer> => {
  const zip = new ZipFile();
  for (const entry of entries) {
    if (entry.stream) zip.addReadStream(entry.stream(), entry.name, { compress: !entry.store });
    else zip.addBuffer(Buffer.from(entry.content ?? ''), entry.name, { compress: !entry.store });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  for (const entry of entries) {
    if (entry.declareSize !== undefined) forgeDeclaredSize(bytes, entry.name, entry.declareSize);
    if (entry.rename !== undefined) replaceAll(bytes, Buffer.from(entry.name), Buffer.from(entry.rename));
  }
  return bytes;
};

const replaceAll = (bytes: Buffer, from: Buffer, to: Buffer) => {
  if (from.length !== to.length) throw new Error('a renamed entry keeps the length of its placeholder');
  for (let at = bytes.indexOf(from); at !== -1; at = bytes.indexOf(from, at + to.length)) to.copy(bytes, at);
};

// Central directory headers: signature PK\1\2, uncompressed size at +24, name length at +28, name at +46.
const forgeDeclaredSize = (bytes: Buffer, name: string, size: number) => {
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = bytes.indexOf(signature); at !== -1; at = bytes.indexOf(signature, at + 4)) {
    const nameLength = bytes.readUInt16LE(at + 28);
    if (bytes.toString('utf8', at + 46, at + 46 + nameLength) === name) return void bytes.writeUInt32LE(size, at + 24);
  }
  throw new Error(`no central directory entry ${name}`);
};

// `bytes` zeros, made 1 MB at a time while read.
export const zeros = (bytes: number) => {
  let left = bytes;
  const chunk = Buffer.alloc(1024 * 1024);
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const next = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= next.length;
      this.push(next);
    },
  });
};
