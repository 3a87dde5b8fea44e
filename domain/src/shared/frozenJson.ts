import { isDeepFrozen } from './deepFreeze';

// The JSON text of large deeply frozen values, made once and kept a short while. An event's
// payload is deeply frozen by the event registry; a saved scene in it (a 50,000-word writing is
// 0.4 MB of JSON) is stringified for the event store and, a moment later, again inside the
// writings projection's document. A deeply frozen value cannot change, so the text made the
// first time is still exact the second time. A text is handed out once (then made afresh if
// asked for again), and only the newest are kept, up to MAX_KEPT_CHARS characters, so none is
// held for long.
const MIN_CHARS = 4_096;
const MAX_KEPT_CHARS = 4 * 1024 * 1024;

const kept = new Map<object, string>();
let keptChars = 0;

const take = (value: object): string | undefined => {
  const text = kept.get(value);
  if (text !== undefined) {
    kept.delete(value);
    keptChars -= text.length;
  }
  return text;
};

const keep = (value: object, text: string): void => {
  if (text.length < MIN_CHARS || kept.has(value)) return;
  kept.set(value, text);
  keptChars += text.length;
  for (const [oldest, oldText] of kept) {
    if (keptChars <= MAX_KEPT_CHARS) break;
    kept.delete(oldest);
    keptChars -= oldText.length;
  }
};

type Fields = Record<string, unknown>;

const hasToJson = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as Fields).toJSON === 'function';

// A plain object whose own fields JSON.stringify would write one by one, without calling toJSON.
const isPlainObject = (value: unknown): value is Fields => {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || hasToJson(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

// Exactly JSON.stringify(value) for a plain object, written field by field so that a field's
// kept text is used instead of stringifying it again. `remember`: the value is deeply frozen, so
// each of its fields is too, and a large one's text is kept.
const fieldByField = (value: Fields, remember: boolean): string => {
  let text = '{';
  for (const key of Object.keys(value)) {
    const field = value[key];
    let fieldText: string | undefined;
    if (typeof field === 'object' && field !== null) {
      fieldText = remember ? undefined : take(field);
      if (fieldText === undefined) {
        fieldText = JSON.stringify(field);
        if (remember && fieldText !== undefined) keep(field, fieldText);
      }
    } else {
      fieldText = JSON.stringify(field);
    }
    if (fieldText === undefined) continue; // undefined, a function or a symbol: left out, as JSON.stringify does
    text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${fieldText}`;
  }
  return `${text}}`;
};

// JSON.stringify(value); the large deeply frozen fields of a deeply frozen payload are kept for
// stringifyReusing (the event store, writing a validated payload).
export const stringifyKeeping = (value: unknown): string => {
  if (!isDeepFrozen(value) || !isPlainObject(value) || Object.values(value).some(hasToJson)) return JSON.stringify(value);
  return fieldByField(value, true);
};

// Items of a long list written between two turns (stringifyKeepingInSlices).
const LIST_SLICE = 500;

// stringifyKeeping, with a turn (`between`) after every LIST_SLICE items of a long list: the
// 10,000 points of one bulk add are a megabyte of text, one long turn in a single call.
export const stringifyKeepingInSlices = async (value: unknown, between: () => Promise<void>): Promise<string> => {
  if (!isDeepFrozen(value) || !isPlainObject(value) || Object.values(value).some(hasToJson)) return stringifyKeeping(value);
  const long = Object.values(value).filter((field): field is unknown[] => Array.isArray(field) && field.length > LIST_SLICE);
  if (long.length === 0) return stringifyKeeping(value);
  const texts: string[] = [];
  for (const list of long) {
    const slices: string[] = [];
    for (let from = 0; from < list.length; from += LIST_SLICE) {
      await between();
      slices.push(JSON.stringify(list.slice(from, from + LIST_SLICE)).slice(1, -1));
    }
    texts.push(`[${slices.join(',')}]`);
  }
  // Kept, so fieldByField (without `remember`) takes them; then kept again for the read side.
  long.forEach((list, i) => keep(list, texts[i]));
  const text = fieldByField(value, false);
  long.forEach((list, i) => keep(list, texts[i]));
  return text;
};

// JSON.stringify(value), reusing the kept text of any of its fields (a read store writing a
// document that holds an event's frozen scene).
export const stringifyReusing = (value: unknown): string => {
  if (kept.size === 0 || !isPlainObject(value)) return JSON.stringify(value);
  const fields = Object.values(value);
  if (!fields.some((field) => typeof field === 'object' && field !== null && kept.has(field)) || fields.some(hasToJson)) return JSON.stringify(value);
  return fieldByField(value, false);
};
