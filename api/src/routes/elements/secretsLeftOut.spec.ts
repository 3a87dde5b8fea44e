import { describe, expect, it, vi } from 'vitest';
import { tooManyRequests } from '@lorewright/domain/shared/errors';
import { inProcessWork, type WorkPool } from '../../workers/workPool';
import { secretsLeftOut } from './secretParts';
import { secretsLeftOutKept } from './secretsLeftOut';

type Parts = { parts: { id: string; secret?: boolean; text: string }[] };
const open = (element: Parts): Parts => ({ parts: element.parts.filter((part) => !part.secret) });
const mapJson = (points: Record<string, { name: string; secret?: boolean }>) => JSON.stringify({ _id: 'm1', title: 'Ashlands', points });
const pool = () => ({ run: vi.fn(inProcessWork.run) as WorkPool['run'] & ReturnType<typeof vi.fn> });

describe('secret parts left out of an element’s JSON', () => {
  it('answers JSON without a marked part as it is, even when a text quotes the mark', () => {
    const json = JSON.stringify({ parts: [{ id: 'a', text: 'she wrote "secret":true on the wall' }] });
    expect(secretsLeftOut(json, open)).toBe(json);
  });

  it('leaves a marked part out', () => {
    const json = JSON.stringify({
      parts: [
        { id: 'a', text: 'open' },
        { id: 'b', secret: true, text: 'hidden' },
      ],
    });
    expect(JSON.parse(secretsLeftOut(json, open))).toEqual({ parts: [{ id: 'a', text: 'open' }] });
  });

  it('makes a big element’s readers’ JSON in the work pool once per version of it', async () => {
    const work = pool();
    const first = mapJson({ a: { name: 'Ford' }, b: { name: 'Lair', secret: true } });
    const shown = await secretsLeftOutKept(work, 'map', 'm1', first);
    expect(JSON.parse(shown).points).toEqual({ a: { name: 'Ford' } });
    expect(await secretsLeftOutKept(work, 'map', 'm1', first)).toBe(shown);
    expect(work.run).toHaveBeenCalledTimes(1);
    const second = mapJson({ a: { name: 'Ford' }, b: { name: 'Lair', secret: true }, c: { name: 'Mill' } });
    expect(Object.keys(JSON.parse(await secretsLeftOutKept(work, 'map', 'm1', second)).points)).toEqual(['a', 'c']);
    expect(work.run).toHaveBeenCalledTimes(2);
  });

  it('sends no element without a secret part to the pool', async () => {
    const work = pool();
    const json = mapJson({ a: { name: 'Ford' } });
    expect(await secretsLeftOutKept(work, 'map', 'm2', json)).toBe(json);
    expect(work.run).not.toHaveBeenCalled();
  });

  it('makes it on the calling thread when the pool is busy with imports and exports', async () => {
    const busy = { run: vi.fn(async () => Promise.reject(tooManyRequests('busy'))) } as unknown as WorkPool;
    const json = mapJson({ a: { name: 'Ford', secret: true } });
    expect(JSON.parse(await secretsLeftOutKept(busy, 'map', 'm3', json)).points).toEqual({});
  });
});
