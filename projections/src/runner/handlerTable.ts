// The handlers of a projection's or reactor's `on: { EventType: handler }`, as a Map from event
// type. Only the object's own entries count: a stored event whose type is `constructor`,
// `toString` or `__proto__` finds no handler, where a plain lookup would find what every object
// inherits (and call `Object` or crash on the prototype).
export const handlerTable = <H extends (...args: never[]) => unknown>(on: object): ReadonlyMap<string, H> =>
  new Map(Object.entries(on).filter((entry): entry is [string, H] => typeof entry[1] === 'function'));
