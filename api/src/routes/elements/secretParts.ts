// An element's JSON (kept serialised, partsJsonCache.ts) with its secret parts left out by
// `leaveOut`. Only JSON holding a part marked secret is read and written again: inside a text
// a quote is escaped, so `"secret":true` appears only as a part's mark, and an element with no
// secret part (most) is answered as kept.
export const secretsLeftOut = <T>(json: string, leaveOut: (element: T) => unknown): string =>
  json.includes('"secret":true') ? JSON.stringify(leaveOut(JSON.parse(json) as T)) : json;
