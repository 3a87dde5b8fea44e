import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';

// Every entry of a ZIP, by path (fine for the small ZIPs of specs).
export const readZip = (bytes: Buffer): Promise<Map<string, Buffer>> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

// The ZIP's entries written out under a fresh temp folder (for opening index.html from disk).
export const unzipToTemp = async (bytes: Buffer) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-export-'));
  for (const [name, content] of await readZip(bytes)) {
    const file = path.join(dir, name);
    if (!file.startsWith(dir + path.sep)) throw new Error(`unsafe entry ${name}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return dir;
};
