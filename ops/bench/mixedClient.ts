import type { Recorder, RequestKind } from './mixedRecorder';

// One request of a simulated user, timed from its start to the last byte of its answer and
// recorded by kind and route. Any answer outside 2xx, a network error or no answer within the
// timeout is recorded as a failure and thrown (RequestFailed): the user goes on with something else.

export interface MixedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  // Under /api/v1, or from the server's root when it starts with '/' (the media files).
  url: string;
  // By default a GET is a read and anything else a save.
  kind?: RequestKind;
  json?: unknown;
  form?: { payload: Buffer; contentType: string };
  token?: string;
  timeoutMs?: number;
}

export class RequestFailed extends Error {}

const DEFAULT_TIMEOUT_MS = 30_000;
const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

// A route as the results name it, ids and query left out: 'PUT creation/updateWiki/:id', 'GET media/maps/:id/:id.png'.
export const routeOf = (method: string, url: string) =>
  `${method} ${url
    .replace(/^\/(api\/v1\/)?/, '')
    .replace(/\?.*$/, '')
    .replace(ID, ':id')}`;

// Each request's id tells its kind (the server uses a sane x-request-id as its own), so the
// server's log can tell how long it took over each kind of request (mixedServerLog.ts).
export const REQUEST_ID_PREFIX = 'mixed';

export const createClient = (baseUrl: string, recorder: Recorder, idPrefix = REQUEST_ID_PREFIX) => {
  let sent = 0;
  return async function send<T = unknown>(request: MixedRequest): Promise<T> {
    const { method, url, json, form, token } = request;
    const route = routeOf(method, url);
    const kind = request.kind ?? (method === 'GET' ? 'read' : 'save');
    const headers: Record<string, string> = { 'x-request-id': `${idPrefix}-${kind}-${sent++}` };
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (form) headers['content-type'] = form.contentType;
    const started = performance.now();
    let answer: { status: number; isJson: boolean; text: string };
    try {
      const res = await fetch(url.startsWith('/') ? `${baseUrl}${url}` : `${baseUrl}/api/v1/${url}`, {
        method,
        headers,
        body: form ? form.payload : json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      const isJson = res.headers.get('content-type')?.includes('json') ?? false;
      // A file (a picture, an export's ZIP) is read to its end and not kept.
      if (res.ok && !isJson) await res.arrayBuffer();
      answer = { status: res.status, isJson, text: res.ok && !isJson ? '' : await res.text() };
    } catch (error) {
      const status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error';
      recorder.failed(route, status, (error as Error).message);
      throw new RequestFailed(`${route}: ${status}`, { cause: error });
    }
    if (answer.status < 200 || answer.status >= 300) {
      recorder.failed(route, answer.status, answer.text);
      throw new RequestFailed(`${route}: ${answer.status} ${answer.text.slice(0, 300)}`);
    }
    recorder.took(kind, route, performance.now() - started);
    return (answer.isJson ? JSON.parse(answer.text) : undefined) as T;
  };
};

export type Send = ReturnType<typeof createClient>;
