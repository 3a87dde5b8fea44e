import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedReadStore } from '../readStore/embeddedReadStore';
import { chunkedPartReads, chunkOf, PART_CHUNK_INDEXES, PART_CHUNKS, PartChunkWriter, type ChunkedPart } from './partChunks';
import { partShown, type StoredPart } from './partsJsonCache';

const dir = mkdtempSync(join(tmpdir(), 'lorewright-partchunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const part = (id: string, rev: number, group = 'g1', text = id): ChunkedPart => ({ id, group, order: rev, rev, json: JSON.stringify({ _id: id, text }) });

const openChunks = async () => {
  const store = openEmbeddedReadStore(join(dir, `chunks-${Math.random()}.sqlite`));
  await store.ensureIndexes('chunks', PART_CHUNK_INDEXES);
  // Each call is one slice: a writer kept for its events, flushed before it commits.
  const slice = (write: (chunks: PartChunkWriter) => Promise<void>) =>
    store.transaction(async (unit) => {
      const chunks = new PartChunkWriter(unit.collection('chunks'), 'e1', 'w1');
      await write(chunks);
      await chunks.flush();
    });
  const reads = chunkedPartReads(store.collection('chunks'));
  const all = async () => {
    const parts: StoredPart[] = [];
    for await (const page of reads.pages('e1', 100)) parts.push(...page);
    return parts.map((stored) => partShown<{ _id: string; text: string }>(stored)).sort((a, b) => (a._id < b._id ? -1 : 1));
  };
  return { store, slice, reads, all };
};

describe("a large element's parts kept in chunks", () => {
  it('keeps 1,000 parts in at most PART_CHUNKS documents and reads them back whole, a page at a time', async () => {
    const { store, slice, reads, all } = await openChunks();
    const ids = Array.from({ length: 1000 }, (_, i) => `p${i}`);
    await slice((chunks) => chunks.setAll(ids.map((id, i) => part(id, i + 1))));
    expect(await store.collection('chunks').count({ elementID: 'e1' })).toBe(PART_CHUNKS);
    expect((await all()).map((shown) => shown._id).sort()).toEqual([...ids].sort());
    const sizes: number[] = [];
    for await (const page of reads.pages('e1', 100)) sizes.push(page.length);
    expect(sizes.slice(0, -1).every((size) => size >= 100)).toBe(true);
    expect(new Set(ids.map(chunkOf)).size).toBe(PART_CHUNKS);
    await store.close();
  });

  it('answers what changed since a revision: written parts and marks of deleted ones, oldest first', async () => {
    const { store, slice, reads } = await openChunks();
    await slice((chunks) => chunks.setAll(['a', 'b', 'c', 'd'].map((id, i) => part(id, i + 1))));
    await slice(async (chunks) => {
      await chunks.set(part('b', 5, 'g1', 'B'));
      expect(await chunks.remove('c', 6)).toMatchObject({ id: 'c' });
      expect(await chunks.remove('c', 7)).toBeUndefined();
    });
    const changes = await reads.changedSince('e1', 4);
    expect(changes?.written.map((stored) => [stored.id, stored.rev, stored.json])).toEqual([['b', 5, JSON.stringify({ _id: 'b', text: 'B' })]]);
    expect(changes?.gone).toEqual([{ id: 'c', group: 'g1', rev: 6 }]);
    expect(await reads.changedSince('e1', 6)).toEqual({ written: [], gone: [] });
    // A part added again loses its mark.
    await slice((chunks) => chunks.set(part('c', 8)));
    expect(await reads.changedSince('e1', 5)).toMatchObject({ written: [{ id: 'c' }], gone: [] });
    await store.close();
  });

  it('answers null when more changed than is worth reading one by one', async () => {
    const { store, slice, reads } = await openChunks();
    await slice((chunks) => chunks.setAll(Array.from({ length: 300 }, (_, i) => part(`p${i}`, 1))));
    expect(await reads.changedSince('e1', 0)).toBeNull();
    expect(await reads.changedSince('e1', 1)).toEqual({ written: [], gone: [] });
    await store.close();
  });

  it('drops the oldest marks past what a chunk keeps, and sends a reader who may have missed one to read whole', async () => {
    const { store, slice, reads, all } = await openChunks();
    // 300 parts that all hash to one chunk.
    const ids = Array.from({ length: 120_000 }, (_, i) => `p${i}`)
      .filter((id) => chunkOf(id) === 0)
      .slice(0, 300);
    await slice((chunks) => chunks.setAll(ids.map((id) => part(id, 1))));
    await slice(async (chunks) => {
      for (const [i, id] of ids.entries()) await chunks.remove(id, i + 2);
    });
    const chunk = (await store.collection('chunks').get('e1/0')) as unknown as { gone: unknown[]; goneFrom: number };
    expect(chunk.gone).toHaveLength(256);
    expect(chunk.goneFrom).toBe(45); // the marks of revisions 2 to 45 were dropped
    expect(await reads.changedSince('e1', 44)).toBeNull();
    expect((await reads.changedSince('e1', 290))?.gone.map((mark) => mark.rev)).toEqual(Array.from({ length: 11 }, (_, i) => 291 + i));
    expect(await all()).toEqual([]);
    await store.close();
  });

  it("deletes a group's parts without marks, and a chunk left empty", async () => {
    const { store, slice, reads, all } = await openChunks();
    await slice((chunks) => chunks.setAll([part('a', 1, 'g1'), part('b', 2, 'g2'), part('c', 3, 'g1')]));
    await slice(async (chunks) => expect(await chunks.removeGroup('g1')).toBe(2));
    expect((await all()).map((shown) => shown._id)).toEqual(['b']);
    expect(await reads.changedSince('e1', 3)).toEqual({ written: [], gone: [] });
    expect(await store.collection('chunks').count({ elementID: 'e1' })).toBe(1);
    await store.close();
  });

  it('lets the event loop turn between the chunks it writes', async () => {
    const store = openEmbeddedReadStore(join(dir, `chunks-${Math.random()}.sqlite`));
    let turns = 0;
    await store.transaction(async (unit) => {
      const chunks = new PartChunkWriter(unit.collection('chunks'), 'e1', 'w1', async () => void turns++);
      await chunks.setAll(Array.from({ length: 5_000 }, (_, i) => part(`p${i}`, 1)));
      await chunks.flush();
    });
    expect(turns).toBe(PART_CHUNKS);
    await store.close();
  });
});
