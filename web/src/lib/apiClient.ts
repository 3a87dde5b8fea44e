import { redactUrl } from '@lorewright/domain/shared/secretRedaction';
import { nextRequestId } from './tabId';
import { readToken } from './tokenStorage';

// Every server call goes through here, following the product's conventions: prefix /api/v1/,
// JSON in and out, the stored token as a bearer credential, and a result read as status plus
// data. 200 and 201 are success; any other status carries { error } for the caller to show.

export const API_PREFIX = '/api/v1/';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiErrorBody {
  error: string;
}

// `headers`: the answer's headers, for the few calls that say something there (a page's next start).
export type ApiResponse<T> = { ok: true; status: number; data: T; headers?: Headers } | { ok: false; status: number; data: ApiErrorBody };

/** A JSON call to /api/v1/{path}. Never throws: failures come back as a status and an error. */
export function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: string | undefined;
  if (method !== 'GET') {
    // Non-GET calls always send a JSON body (product.md sends {} where there is nothing to say).
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body ?? {});
  }
  return send<T>(method, path, headers, payload);
}

/** A multipart upload to /api/v1/{path}; the browser sets the multipart boundary itself. */
export function apiUpload<T>(path: string, formData: FormData, method: 'POST' | 'PUT' = 'POST'): Promise<ApiResponse<T>> {
  return send<T>(method, path, { Accept: 'application/json' }, formData);
}

/** One file, as the imports take it: a multipart body with the file under `file`. */
export function apiUploadFile<T>(path: string, file: File): Promise<ApiResponse<T>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<T>(path, form);
}

/** For react-query: a failed response becomes a thrown ApiRequestError carrying the message. */
export function unwrap<T>(response: ApiResponse<T>): T {
  if (response.ok) return response.data;
  throw new ApiRequestError(response.status, response.data.error);
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export function apiUrl(path: string): string {
  return API_PREFIX + path.replace(/^\/+/, '');
}

async function send<T>(method: HttpMethod, path: string, headers: Record<string, string>, body: BodyInit | undefined): Promise<ApiResponse<T>> {
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Names this tab, so a live page skips the changes it made itself.
  headers['X-Request-Id'] = nextRequestId();

  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method, headers, body });
  } catch {
    return failure(method, path, 0, NETWORK_ERROR_MESSAGE);
  }

  const data = await readBody(response);
  if (response.status === 200 || response.status === 201) {
    return { ok: true, status: response.status, data: data as T, headers: response.headers };
  }
  return failure(method, path, response.status, errorMessage(data, response.status));
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorMessage(data: unknown, status: number): string {
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
    return data.error;
  }
  // Proxies and crashed servers answer without the envelope; still give the user a sentence.
  return `The server answered with an unexpected status (${status}).`;
}

function failure(method: HttpMethod, path: string, status: number, error: string): ApiResponse<never> {
  // Without the codes a failed `activate/{code}` carries (the console may be shared or recorded).
  console.warn(`[api] ${method} ${redactUrl(apiUrl(path))} → ${status}: ${error}`);
  return { ok: false, status, data: { error } };
}
