// A request that adds many parts at once (a whole list sent by an import, a paste or an old
// client's first save) records them as one event rather than one each: 10,000 events cost the
// log, every projection and the history 10,000 steps for what the author did in one. A few
// adds keep an event each, so the history names every part an ordinary edit added.
export const BULK_ADD_MIN = 20;

// The events of one request with its single adds folded into one bulk add when there are
// BULK_ADD_MIN or more, placed where the first of them was; other events keep their order.
export const foldBulkAdds = <E, A extends E>(events: readonly E[], isAdd: (event: E) => event is A, bulk: (adds: A[]) => E): E[] => {
  const adds = events.filter(isAdd);
  if (adds.length < BULK_ADD_MIN) return [...events];
  const first = events.findIndex(isAdd);
  const rest = events.filter((event) => !isAdd(event));
  rest.splice(first, 0, bulk(adds));
  return rest;
};

// Whether an object (a command, an event's data) carries a list of `min` items or more among its
// fields: work on it is split into slices and turns (the command handler, the projections).
export const LONG_LIST_MIN = 500;
export const carriesLongList = (value: unknown, min = LONG_LIST_MIN): boolean =>
  typeof value === 'object' && value !== null && Object.values(value).some((field) => Array.isArray(field) && field.length >= min);
