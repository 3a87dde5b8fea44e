// Keys come from URLs (`GET /media/{folder}/{ownerId}/{name}`), so a key is only ever plain
// path segments of letters, digits, '.', '_' and '-', never starting with a dot: no '..', no
// absolute paths, no backslashes, no hidden temp files.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export const isSafeMediaKey = (key: string) => {
  const segments = key.split('/');
  return segments.length >= 1 && segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment));
};

export class UnsafeMediaKeyError extends Error {
  constructor(key: string) {
    super(`Not a media key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'UnsafeMediaKeyError';
  }
}

export const assertSafeMediaKey = (key: string) => {
  if (!isSafeMediaKey(key)) throw new UnsafeMediaKeyError(key);
};
