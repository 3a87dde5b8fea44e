import { apiRequest, type ApiResponse } from './apiClient';

// An element's read started by the router as soon as its address is known, before the page's
// code has loaded: the page's chunk and the element's JSON then come at once (the read began
// only once the page had loaded and rendered, ~300 ms later on a 2,000-point map). The page's
// first read takes the answer, once, while it is fresh; an answer no page took (the reader went
// elsewhere first) is dropped rather than shown later.
const FRESH_MS = 5_000;

/** Where an element is read: the page's read and the router's prefetch name it alike. */
export const elementReadPath = (kind: 'map' | 'timeline' | 'language', id: string) => `${kind}/${encodeURIComponent(id)}`;

const started = new Map<string, { at: number; answer: Promise<ApiResponse<unknown>> }>();

/** Starts GET /api/v1/{path} for the page about to load. */
export function prefetchElement(path: string): void {
  const now = Date.now();
  for (const [key, read] of started) if (now - read.at > FRESH_MS) started.delete(key);
  if (!started.has(path)) started.set(path, { at: now, answer: apiRequest('GET', path) });
}

/** The answer prefetchElement started for this path, if still fresh; taken once. */
export function takePrefetched<T>(path: string): Promise<ApiResponse<T>> | undefined {
  const read = started.get(path);
  started.delete(path);
  return read && Date.now() - read.at <= FRESH_MS ? (read.answer as Promise<ApiResponse<T>>) : undefined;
}
