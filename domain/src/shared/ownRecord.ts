// A copy of a record to change in place. It has no prototype, so a part id such as `__proto__`
// (ids are user-chosen) is written as an entry like any other, never as the object's prototype.
export const ownRecordOf = <T>(source: Readonly<Record<string, T>>): Record<string, T> => Object.assign(Object.create(null) as Record<string, T>, source);
