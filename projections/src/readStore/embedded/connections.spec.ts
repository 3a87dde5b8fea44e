import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_MIB, openConnections } from './connections';

const dir = mkdtempSync(join(tmpdir(), 'lorewright-connections-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// SQLite reads a negative cache_size as KiB.
const cacheKiBOf = (file: string, cacheMiB?: number) => {
  const { writer, reader } = openConnections(join(dir, file), 1000, cacheMiB);
  try {
    return [writer.pragma('cache_size', { simple: true }), reader.pragma('cache_size', { simple: true })];
  } finally {
    reader.close();
    writer.close();
  }
};

describe('the embedded read store connections', () => {
  it('give both the writer and the reader the page cache asked for, 32 MiB each unless told', () => {
    expect(DEFAULT_CACHE_MIB).toBe(32);
    expect(cacheKiBOf('default.db')).toEqual([-32 * 1024, -32 * 1024]);
    expect(cacheKiBOf('small.db', 4)).toEqual([-4 * 1024, -4 * 1024]);
  });
});
