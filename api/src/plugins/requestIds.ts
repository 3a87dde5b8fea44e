import { randomUUID } from 'node:crypto';

// Request ids: the caller's `x-request-id` when it sends a sane one, else a new UUID. The id is
// in every log line of the request, echoed in the response, and becomes the correlation id of
// the events the request causes.
export const REQUEST_ID_HEADER = 'x-request-id';

export const requestIdOf = (header: string | string[] | undefined): string => {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w.:-]{1,100}$/.test(value) ? value : randomUUID();
};
