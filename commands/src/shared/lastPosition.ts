// The latest of the positions a multi-stream command appended at (null: nothing appended), for
// read-your-writes.
export const lastPosition = (...positions: (number | null)[]) =>
  positions.reduce<number | null>((last, p) => (p === null ? last : Math.max(last ?? 0, p)), null);
