// Whole elements kept serialised, by id and revision (the most recently read ones). An element's
// JSON changes only with its revision, so one read again and again (the map or timeline page of a
// public world) is serialised once per change, not once per read (maps, timelines).
export const revisionJsonCache = <R extends { _id: string; revision: number }>(viewOf: (record: R) => Promise<unknown>, capacity = 64) => {
  const serialised = new Map<string, string>();
  return async (record: R) => {
    const key = `${record._id}@${record.revision}`;
    let json = serialised.get(key);
    if (json === undefined) json = JSON.stringify(await viewOf(record));
    serialised.delete(key);
    serialised.set(key, json);
    if (serialised.size > capacity) serialised.delete(serialised.keys().next().value!);
    return json;
  };
};
