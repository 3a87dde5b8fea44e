import { describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { DomainError, tooManyRequests } from '@lorewright/domain/shared/errors';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { checkBody } from '../workers/bodyChecks';
import type { WorkPool } from '../workers/workPool';
import { POOLED_BODY_BYTES, pooledBody } from './pooledBody';

const node = (n: number) => ({ _id: `n${n}`, title: `  Event ${n}  `, subtitle: '', type: 'point', year: n, month: '', day: null });
const body = (nodes: object[]) => ({ timelineID: 't1', lineID: 'l1', nodes });
const requestOf = (sent: object, bytes = JSON.stringify(sent).length) =>
  ({ headers: { 'content-length': String(bytes) }, body: sent }) as unknown as FastifyRequest;

// A pool that runs the check where it is called, counting the calls; or one that is busy.
const poolRunning = () => ({ run: vi.fn(async (_name: string, input: { name: 'UpdateNodesBody'; body: unknown }) => checkBody(input.name, input.body)) });
const poolBusy = () => ({ run: vi.fn(async () => Promise.reject(tooManyRequests('busy'))) });
const check = async (work: { run: unknown }, request: FastifyRequest) =>
  pooledBody({ work: work as unknown as WorkPool }, 'UpdateNodesBody').preValidation(request);

describe('a body that may be megabytes', () => {
  it('is checked on the work pool from POOLED_BODY_BYTES up, and the route receives what the schema gives', async () => {
    const work = poolRunning();
    const large = requestOf(body([node(1)]), POOLED_BODY_BYTES);
    await check(work, large);
    expect(work.run).toHaveBeenCalledTimes(1);
    expect(large.body).toEqual({ timelineID: 't1', lineID: 'l1', nodes: [{ ...node(1), title: 'Event 1', end: null, parent: null }] });
  });

  it('is checked on the event loop when small, or when the pool is busy with imports and exports', async () => {
    const work = poolRunning();
    const small = requestOf(body([node(2)]));
    await check(work, small);
    expect(work.run).not.toHaveBeenCalled();
    expect((small.body as { nodes: { title: string }[] }).nodes[0].title).toBe('Event 2');
    const busy = poolBusy();
    const large = requestOf(body([node(3)]), POOLED_BODY_BYTES * 2);
    await check(busy, large);
    expect(busy.run).toHaveBeenCalledTimes(1);
    expect((large.body as { nodes: { title: string }[] }).nodes[0].title).toBe('Event 3');
  });

  it('is refused with the same words as the route validator, on the pool or not', async () => {
    const bad = body([{ ...node(4), type: 'comet' }]);
    for (const bytes of [100, POOLED_BODY_BYTES]) {
      const refusal = await check(poolRunning(), requestOf(bad, bytes)).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).kind).toBe('invalid');
      expect((refusal as DomainError).message).toBe(m.typeInvalid);
    }
  });
});
