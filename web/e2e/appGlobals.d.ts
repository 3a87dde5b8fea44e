// What the journeys set on the page's window for the app to read. The app declares the same
// flag where it reads it (web/src/lib/access/accessTracker.ts); this project does not compile
// web/src, so it declares the flag for itself.
declare global {
  interface Window {
    /** Makes the app record visits on 127.0.0.1 too (analytics skip local hosts otherwise). */
    __LOREWRIGHT_TRACK_LOCALHOST__?: boolean;
  }
}

export {};
