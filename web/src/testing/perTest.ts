import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { mockApi, type MockHandler } from './mockApi';

export type MockApi = ReturnType<typeof mockApi>;

/** Undoes every global stub and spy after each test of the enclosing describe. */
function restoreGlobalsAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/**
 * A fresh mock API with these handlers, and an empty sessionStorage, before each test of the
 * enclosing describe; everything stubbed is undone after it. Call the returned getter inside a
 * test to reach the current test's mock.
 */
export function mockApiPerTest(handlers: Record<string, MockHandler> = {}): () => MockApi {
  let api: MockApi;
  beforeEach(() => {
    api = mockApi(handlers);
    sessionStorage.clear();
  });
  restoreGlobalsAfterEach();
  return () => api;
}

/** `fetchMock` answers fetch in each test of the enclosing describe (API warnings silenced); it is reset after. */
export function stubFetchPerTest(fetchMock: Mock<typeof fetch>) {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => fetchMock.mockReset());
  restoreGlobalsAfterEach();
}
