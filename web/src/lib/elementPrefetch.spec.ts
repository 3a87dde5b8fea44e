import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../testing/perTest';
import { elementReadPath, prefetchElement, takePrefetched } from './elementPrefetch';

const fetchMock = vi.fn<typeof fetch>();
const answerWith = (body: unknown) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

describe('an element read started ahead of its page', () => {
  stubFetchPerTest(fetchMock);
  afterEach(() => vi.useRealTimers());

  it('is asked once, and its answer taken once', async () => {
    answerWith({ _id: 'm 1', title: 'The Known Lands' });
    prefetchElement(elementReadPath('map', 'm 1'));
    prefetchElement(elementReadPath('map', 'm 1')); // the router matching again asks nothing more
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0] as string).toMatch(/\/api\/v1\/map\/m%201$/);
    expect(await takePrefetched(elementReadPath('map', 'm 1'))).toMatchObject({ ok: true, data: { title: 'The Known Lands' } });
    expect(takePrefetched(elementReadPath('map', 'm 1'))).toBeUndefined();
  });

  it('is dropped once stale, so a page opened long after never shows an old answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answerWith({ _id: 'm2' });
    prefetchElement(elementReadPath('map', 'm2'));
    vi.setSystemTime(Date.now() + 6_000);
    expect(takePrefetched(elementReadPath('map', 'm2'))).toBeUndefined();
  });
});
