import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ExportFiles } from './exportFiles';

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

// What every ExportFiles adapter does: a ZIP written as a stream is readable whole after commit,
// not before; an aborted one is never there; keys outside the safe shape are refused.
export const exportFilesContract = (name: string, open: () => Promise<ExportFiles>) =>
  describe(`export files: ${name}`, () => {
    it('keeps a streamed file under its key once committed, and deletes it', async () => {
      const files = await open();
      const key = 'exports/u1/x1.zip';
      const target = files.create(key);
      const content = Buffer.alloc(3 * 1024 * 1024, 7);
      await pipeline(Readable.from([content.subarray(0, 1024), content.subarray(1024)]), target.stream);
      expect(await files.open(key)).toBeNull();
      expect(await target.commit()).toBe(content.length);
      const stored = await files.open(key);
      expect(stored?.size).toBe(content.length);
      expect(Buffer.compare(await bytesOf(stored!.stream), content)).toBe(0);
      await files.delete(key);
      expect(await files.open(key)).toBeNull();
      await files.close();
    });

    it('an aborted file is never there', async () => {
      const files = await open();
      const target = files.create('exports/u1/x2.zip');
      target.stream.write(Buffer.from('half'));
      await target.abort();
      expect(await files.open('exports/u1/x2.zip')).toBeNull();
      await files.close();
    });

    it('lists the files stored before a moment, for the expiry timer', async () => {
      const files = await open();
      const key = 'exports/u3/old.zip';
      const target = files.create(key);
      await pipeline(Readable.from([Buffer.from('zip')]), target.stream);
      await target.commit();
      expect(await files.storedBefore(new Date(Date.now() - 60_000))).not.toContain(key);
      expect(await files.storedBefore(new Date(Date.now() + 60_000))).toContain(key);
      await files.delete(key);
      expect(await files.storedBefore(new Date(Date.now() + 60_000))).not.toContain(key);
      await files.close();
    });

    it('refuses keys that are not plain segments', async () => {
      const files = await open();
      expect(() => files.create('../x.zip')).toThrow();
      expect(await files.open('exports/../../etc/passwd')).toBeNull();
      await files.close();
    });
  });
