import { afterAll, describe, expect, it } from 'vitest';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { ELDMARK_MAP_TEXT, withLine } from '@lorewright/domain/imports/azgaar/testing/eldmarkSave';
import { DomainError } from '@lorewright/domain/shared/errors';
import { createWorkPool, workMessages, type WorkPool } from './workPool';

// The work pool on real worker threads (worker.mjs loads the TypeScript tasks through tsx).

const mapBytes = (text = ELDMARK_MAP_TEXT) => new TextEncoder().encode(text);
// A valid map that takes seconds to draw.
const slowMap = () =>
  mapBytes(
    withLine(
      5,
      `<svg xmlns="http://www.w3.org/2000/svg" id="map" width="800" height="400">${'<path d="M10,10 l300,50 l-80,250 z" opacity="0.5"/>'.repeat(60_000)}</svg>`,
    ),
  );

const pools: WorkPool[] = [];
const pool = (options?: Parameters<typeof createWorkPool>[0]) => {
  const made = createWorkPool(options);
  pools.push(made);
  return made;
};
afterAll(() => Promise.all(pools.map((made) => made.close())));

describe('the work pool', () => {
  it('runs a task on a thread, moving the bytes it is given and gives back', async () => {
    const work = pool();
    const bytes = mapBytes();
    const { map, picture } = await work.run('azgaarImport', { bytes, roomBytes: 5_000_000 }, { transfer: [bytes.buffer], timeoutMs: 30_000 });
    expect(map).toMatchObject({ name: 'Eldmark', width: 800 });
    expect(Buffer.from(picture).subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.byteLength).toBe(0);
  });

  it('keeps a warmed thread that checks bodies', async () => {
    const work = pool({ minThreads: 1 });
    await work.warm();
    const body = { languageID: 'l1', stems: [{ word: ' hol ', meaning: 'a hall', type: 'noun' }] };
    expect(await work.run('checkBody', { name: 'UpdateStemsBody', body }, { timeoutMs: 30_000 })).toMatchObject({ stems: [{ word: 'hol' }] });
  });

  it("raises a task's refusal again as the same DomainError", async () => {
    const error = await pool()
      .run('azgaarImport', { bytes: mapBytes('not a map'), roomBytes: 5_000_000 }, { timeoutMs: 30_000 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'invalid', message: m.notAzgaar });
  });

  it('stops a task past its time and refuses it', async () => {
    const work = pool();
    const started = performance.now();
    await expect(work.run('azgaarImport', { bytes: slowMap(), roomBytes: 5_000_000 }, { timeoutMs: 300 })).rejects.toThrow(workMessages.tooHeavy);
    expect(performance.now() - started).toBeLessThan(2_000);
    // The pool goes on with a fresh thread.
    await expect(work.run('azgaarImport', { bytes: mapBytes(), roomBytes: 5_000_000 }, { timeoutMs: 30_000 })).resolves.toBeTruthy();
  });

  it('refuses work past its queue as busy', async () => {
    const work = pool({ maxThreads: 1, maxQueue: 1 });
    // A started thread: a pool still starting one counts its place as room.
    await work.run('azgaarImport', { bytes: mapBytes(), roomBytes: 5_000_000 }, { timeoutMs: 30_000 });
    const run = () => work.run('azgaarImport', { bytes: slowMap(), roomBytes: 5_000_000 }, { timeoutMs: 1_000 }).catch((error: unknown) => error);
    const outcomes = await Promise.all([run(), run(), run()]);
    expect(outcomes).toContainEqual(expect.objectContaining({ kind: 'tooManyRequests', message: workMessages.busy }));
  });
});
