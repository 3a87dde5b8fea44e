import { describe, expect, it, vi } from 'vitest';
import { elementReadPath, prefetchElement } from '../../lib/elementPrefetch';
import { stubFetchPerTest } from '../../testing/perTest';
import { fetchMap } from './api';

const fetchMock = vi.fn<typeof fetch>();

describe("the map page's read", () => {
  stubFetchPerTest(fetchMock);

  it('takes the answer the router started reading ahead, and asks the server itself the next time', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ _id: 'm1', title: 'The Known Lands' }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    prefetchElement(elementReadPath('map', 'm1'));
    expect(await fetchMap('m1')).toMatchObject({ ok: true, data: { title: 'The Known Lands' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A later read (a reload after a conflict) asks the server again.
    await fetchMap('m1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
