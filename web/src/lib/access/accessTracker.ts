import { apiRequest, apiUrl } from '../apiClient';

// Anonymous analytics (product.md §7, POST access and POST access/visibility). A visitor id (aId)
// comes back from the first call and is kept in local storage; later visits send only the id
// and the address. Nothing is sent from a developer's own machine.

export const VISITOR_ID_KEY = 'aId';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare global {
  interface Window {
    /** Set by browser tests, which run against 127.0.0.1, to track there too. */
    __LOREWRIGHT_TRACK_LOCALHOST__?: boolean;
  }
}

export interface FirstVisitDetails {
  location?: string;
  orientation?: string;
  language?: string;
  screenWidth?: number;
  screenHeight?: number;
  windowWidth?: number;
  windowHeight?: number;
  referrer?: string;
}

export interface AccessRecord extends FirstVisitDetails {
  aId?: string;
  url: string;
  c?: boolean;
}

export function shouldTrack(hostname: string = window.location.hostname): boolean {
  return !LOCAL_HOSTS.has(hostname) || window.__LOREWRIGHT_TRACK_LOCALHOST__ === true;
}

export function readVisitorId(): string | undefined {
  try {
    const stored = localStorage.getItem(VISITOR_ID_KEY);
    // The server only accepts ids it handed out (UUIDs); anything else is a first visit again.
    return stored && UUID.test(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function storeVisitorId(aId: string): void {
  try {
    localStorage.setItem(VISITOR_ID_KEY, aId);
  } catch {
    // Without storage every visit counts as a first one; nothing else to do.
  }
}

/** What a first visit reports. Location stays empty: no geolocation service is reachable. */
export function firstVisitDetails(): FirstVisitDetails {
  const portrait = window.innerHeight > window.innerWidth;
  return {
    location: undefined,
    orientation: (screen.orientation?.type ?? (portrait ? 'portrait' : 'landscape')).slice(0, 40),
    language: navigator.language?.slice(0, 40) || undefined,
    screenWidth: Math.round(screen.width),
    screenHeight: Math.round(screen.height),
    windowWidth: Math.round(window.innerWidth),
    windowHeight: Math.round(window.innerHeight),
    referrer: document.referrer.slice(0, 2000),
  };
}

// One call at a time: a page opened while the first visit is still being recorded waits for
// its visitor id instead of registering a second visitor.
let pending: Promise<string | undefined> = Promise.resolve(undefined);

/** POST access for the current page; resolves with the visitor id (undefined if it failed). */
export function recordAccess(url: string): Promise<string | undefined> {
  pending = pending.then(async () => {
    const aId = readVisitorId();
    const body: AccessRecord = aId ? { aId, url } : { url, ...firstVisitDetails() };
    const response = await apiRequest<{ aId?: string }>('POST', 'access', body);
    if (response.ok && typeof response.data?.aId === 'string') {
      storeVisitorId(response.data.aId);
      return response.data.aId;
    }
    return aId;
  });
  return pending;
}

/** The same record again as the page closes (c: true); a beacon survives the unload. */
export function recordClose(aId: string, url: string): void {
  const body = JSON.stringify({ aId, url, c: true } satisfies AccessRecord);
  sendWhileLeaving('access', body);
}

/** POST access/visibility when the tab is hidden or shown again. */
export function recordVisibility(aId: string, type: DocumentVisibilityState): void {
  sendWhileLeaving('access/visibility', JSON.stringify({ type, aId }));
}

function sendWhileLeaving(path: string, body: string): void {
  const url = apiUrl(path);
  if (typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  }
  // No beacon (or it was refused): a keepalive request also outlives the page.
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => {});
}

/** For tests: forget the queue between cases. */
export function resetAccessQueue(): void {
  pending = Promise.resolve(undefined);
}
