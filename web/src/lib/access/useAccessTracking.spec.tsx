import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccessQueue, shouldTrack, VISITOR_ID_KEY } from './accessTracker';
import { useAccessTracking } from './useAccessTracking';

const VISITOR = '3f2b8c1e-5d4a-4f6b-9c7d-1a2b3c4d5e6f';
const fetchMock = vi.fn<typeof fetch>();

function answerWithVisitor(aId = VISITOR) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ aId }), { status: 200 }));
}

function sentBodies(path: string) {
  return fetchMock.mock.calls.filter(([url]) => url === `/api/v1/${path}`).map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

describe('useAccessTracking', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    resetAccessQueue();
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    delete window.__LOREWRIGHT_TRACK_LOCALHOST__;
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('sends nothing on localhost', async () => {
    expect(window.location.hostname).toBe('localhost');
    renderHook(() => useAccessTracking());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('skips localhost and 127.0.0.1 unless the test flag is set', () => {
    expect(shouldTrack('localhost')).toBe(false);
    expect(shouldTrack('127.0.0.1')).toBe(false);
    expect(shouldTrack('lorewright.example')).toBe(true);
    window.__LOREWRIGHT_TRACK_LOCALHOST__ = true;
    expect(shouldTrack('127.0.0.1')).toBe(true);
  });

  it('reports the first visit with its details and stores the returned visitor id', async () => {
    window.__LOREWRIGHT_TRACK_LOCALHOST__ = true;
    answerWithVisitor();

    renderHook(() => useAccessTracking());

    await waitFor(() => expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(VISITOR));
    const [body] = sentBodies('access');
    expect(body).toMatchObject({
      url: window.location.href,
      language: navigator.language,
      windowWidth: window.innerWidth,
      windowHeight: window.innerHeight,
      screenWidth: expect.any(Number),
      screenHeight: expect.any(Number),
      orientation: expect.any(String),
      referrer: '',
    });
    expect(body).not.toHaveProperty('aId');
    expect(body).not.toHaveProperty('location');
  });

  it('sends only the stored visitor id and the address on a later visit', async () => {
    window.__LOREWRIGHT_TRACK_LOCALHOST__ = true;
    localStorage.setItem(VISITOR_ID_KEY, VISITOR);
    answerWithVisitor();

    renderHook(() => useAccessTracking());

    await waitFor(() => expect(sentBodies('access')).toEqual([{ aId: VISITOR, url: window.location.href }]));
  });

  it('reports visibility changes and the page closing with c: true', async () => {
    window.__LOREWRIGHT_TRACK_LOCALHOST__ = true;
    const beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    answerWithVisitor();
    renderHook(() => useAccessTracking());
    await waitFor(() => expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(VISITOR));
    // Let the hook receive the id from the resolved call.
    await new Promise((resolve) => setTimeout(resolve, 0));

    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));

    expect(beacon).toHaveBeenCalledTimes(2);
    const [visibilityUrl, visibilityBlob] = beacon.mock.calls[0];
    expect(visibilityUrl).toBe('/api/v1/access/visibility');
    expect(JSON.parse(await visibilityBlob.text())).toEqual({ type: document.visibilityState, aId: VISITOR });
    const [closeUrl, closeBlob] = beacon.mock.calls[1];
    expect(closeUrl).toBe('/api/v1/access');
    expect(closeBlob.type).toBe('application/json');
    expect(JSON.parse(await closeBlob.text())).toEqual({ aId: VISITOR, url: window.location.href, c: true });
  });

  it('stops listening once the page unmounts', async () => {
    window.__LOREWRIGHT_TRACK_LOCALHOST__ = true;
    answerWithVisitor();
    const { unmount } = renderHook(() => useAccessTracking());
    await waitFor(() => expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(VISITOR));
    unmount();
    fetchMock.mockClear();

    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('records one visit per mount under strict mode', async () => {
    window.__LOREWRIGHT_TRACK_LOCALHOST__ = true;
    answerWithVisitor();
    const { StrictMode } = await import('react');
    renderHook(() => useAccessTracking(), { wrapper: StrictMode });
    await waitFor(() => expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(VISITOR));
    expect(sentBodies('access')).toHaveLength(1);
  });
});
