// Whether a record of parts (a timeline's points, a map's points) grown by `growth` would hold
// more than `max`. The parts are counted only when the record grows: counting the keys of a
// record of 10,000 takes milliseconds, and most changes edit or move a part, adding none.
export const passesPartLimit = (parts: Readonly<Record<string, unknown>>, growth: number, max: number): boolean =>
  growth > 0 && Object.keys(parts).length + growth > max;
