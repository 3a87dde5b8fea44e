import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedReadStore } from '../embeddedReadStore';

const dir = mkdtempSync(join(tmpdir(), 'lorewright-wal-'));
let files = 0;
const freshFile = () => join(dir, `store-${++files}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// About 2 MB of rows in one commit.
const writeRows = (store: ReturnType<typeof openEmbeddedReadStore>, from: number) =>
  store.transaction(async (unit) => {
    for (let i = from; i < from + 4_000; i++) await unit.collection('rows').put({ _id: `r${i}`, text: 'x'.repeat(400) });
  });

describe('embedded read store checkpoints', () => {
  it('never copies the log into the file inside a commit', async () => {
    const file = freshFile();
    const store = openEmbeddedReadStore(file, { walCheckpointBytes: 1024 ** 3 });
    // Past SQLite's own threshold (1,000 pages, ~4 MB), where it would copy inside a commit.
    for (let from = 0; from < 16_000; from += 4_000) await writeRows(store, from);
    expect(store.walBytes()).toBeGreaterThan(6_000_000);
    // Only the schema's pages are in the file: every row is still in the log.
    expect(statSync(file).size).toBeLessThan(200_000);
    await store.close();
  });

  it('copies it on its thread once the log has grown past the threshold, the rows staying readable', async () => {
    const file = freshFile();
    const store = openEmbeddedReadStore(file, { walCheckpointBytes: 1_000_000 });
    await writeRows(store, 0);
    await store.checkpointsSettled();
    expect(statSync(file).size).toBeGreaterThan(1_500_000);
    // Once copied, the log is written from its start again: it grows no further.
    const walAfterFirst = store.walBytes();
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // checkpoints are asked for at most once a second
    await writeRows(store, 4_000);
    await store.checkpointsSettled();
    expect(store.walBytes()).toBeLessThanOrEqual(walAfterFirst + 200_000);
    expect(await store.collection('rows').count()).toBe(8_000);
    await store.close();
    const reopened = openEmbeddedReadStore(file);
    expect(await reopened.collection('rows').get('r7999')).toEqual({ _id: 'r7999', text: 'x'.repeat(400) });
    await reopened.close();
  });
});
