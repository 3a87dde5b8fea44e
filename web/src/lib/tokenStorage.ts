// The login token lives in local storage under one key, read by the API client for every
// call and by the session slice at start-up. Storage can throw (private mode, disabled
// storage); a missing token is the safe answer then.
export const TOKEN_KEY = 'token';

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts until the tab closes; nothing else to do.
  }
}

export function clearToken(): void {
  try {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
  } catch {
    // See writeToken.
  }
}
