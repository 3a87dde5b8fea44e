// An element's JSON (kept serialised, partsJsonCache.ts) with its secret parts left out by
// `leaveOut`. Only JSON holding a part marked secret is read and written again: inside a text
// a quote is escaped, so `"secret":true` appears only as a part's mark, and an element with no
// secret part (most) is answered as kept.
export const secretsLeftOut = <T>(json: string, leaveOut: (element: T) => T): string =>
  json.includes('"secret":true') ? JSON.stringify(leaveOut(JSON.parse(json) as T)) : json;

// The readers' JSON of the elements read last, by element: a map of 10,000 points with one
// secret point is 2 MB to parse and write again (~30 ms), once per revision rather than per read.
const KEPT_MAX = 8;
const kept = new Map<string, { source: string; shown: string }>();

/** secretsLeftOut for a whole element's read, kept for `key` until its stored JSON changes. */
export const secretsLeftOutKept = <T>(key: string, json: string, leaveOut: (element: T) => T): string => {
  const hit = kept.get(key);
  if (hit?.source === json) return hit.shown;
  const shown = secretsLeftOut(json, leaveOut);
  kept.delete(key);
  if (shown !== json) kept.set(key, { source: json, shown });
  if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
  return shown;
};
