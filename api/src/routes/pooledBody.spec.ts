import { describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { DomainError, tooManyRequests } from '@lorewright/domain/shared/errors';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { NOT_JSON_MESSAGE } from '../plugins/errorEnvelope';
import { LargeJsonBody } from '../plugins/largeJsonBodies';
import { checkBody } from '../workers/bodyChecks';
import { parseJsonBytes } from '../workers/jsonBytes';
import type { WorkPool } from '../workers/workPool';
import { pooledBody } from './pooledBody';

const node = (n: number) => ({ _id: `n${n}`, title: `  Event ${n}  `, subtitle: '', type: 'point', year: n, month: '', day: null });
const body = (nodes: object[]) => ({ timelineID: 't1', lineID: 'l1', nodes });
// A small body as Fastify parsed it; a large one as its bytes (plugins/largeJsonBodies.ts).
const small = (sent: object) => ({ body: sent }) as unknown as FastifyRequest;
const large = (text: string) => ({ body: new LargeJsonBody(Buffer.from(text)) }) as unknown as FastifyRequest;

type Input = { name: 'UpdateNodesBody'; bytes: Uint8Array };
// A pool that runs the task where it is called (moving the bytes as a thread would), counting the
// calls; or one that is busy.
const poolRunning = () => ({
  run: vi.fn(async (_task: string, input: Input, { transfer }: { transfer: ArrayBuffer[] }) => {
    const moved = new Uint8Array(structuredClone(input.bytes.buffer, { transfer }));
    return checkBody(input.name, parseJsonBytes(moved));
  }),
});
const poolBusy = () => ({ run: vi.fn(async () => Promise.reject(tooManyRequests('busy'))) });
const check = async (work: { run: unknown }, request: FastifyRequest) =>
  pooledBody({ work: work as unknown as WorkPool }, 'UpdateNodesBody', { auth: 'required' }).preValidation(request);
const refusalOf = (work: { run: unknown }, request: FastifyRequest) => check(work, request).catch((error: unknown) => error as DomainError);

describe('a body that may be megabytes', () => {
  it('marks its route, keeping the route’s own config', () => {
    expect(pooledBody({ work: poolRunning() as unknown as WorkPool }, 'UpdateNodesBody', { auth: 'required' }).config).toEqual({
      auth: 'required',
      pooledBody: true,
    });
  });

  it('is parsed and checked on the work pool when it comes as bytes, and the route receives what the schema gives', async () => {
    const work = poolRunning();
    const request = large(JSON.stringify(body([node(1)])));
    await check(work, request);
    expect(work.run).toHaveBeenCalledTimes(1);
    expect(request.body).toEqual({ timelineID: 't1', lineID: 'l1', nodes: [{ ...node(1), title: 'Event 1', end: null, parent: null }] });
  });

  it('is checked on the event loop when small, or when the pool is busy with imports and exports', async () => {
    const work = poolRunning();
    const parsed = small(body([node(2)]));
    await check(work, parsed);
    expect(work.run).not.toHaveBeenCalled();
    expect((parsed.body as { nodes: { title: string }[] }).nodes[0].title).toBe('Event 2');
    const busy = poolBusy();
    const request = large(JSON.stringify(body([node(3)])));
    await check(busy, request);
    expect(busy.run).toHaveBeenCalledTimes(1);
    expect((request.body as { nodes: { title: string }[] }).nodes[0].title).toBe('Event 3');
  });

  it('is refused with the same words as the route validator, on the pool or not', async () => {
    const bad = body([{ ...node(4), type: 'comet' }]);
    for (const request of [small(bad), large(JSON.stringify(bad))]) {
      const refusal = await refusalOf(poolRunning(), request);
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ kind: 'invalid', message: m.typeInvalid });
    }
  });

  it('is refused as Fastify refuses it when it is not JSON, or names __proto__, on the pool or not', async () => {
    for (const text of ['{"timelineID": "t1", "nodes": [', '{"timelineID":"t1","lineID":"l1","nodes":[],"__proto__":{"x":1}}']) {
      for (const work of [poolRunning(), poolBusy()]) expect(await refusalOf(work, large(text))).toMatchObject({ kind: 'invalid', message: NOT_JSON_MESSAGE });
    }
  });
});
