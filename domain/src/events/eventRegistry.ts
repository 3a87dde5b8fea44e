import { deepFreeze } from '../shared/deepFreeze';
import type { DomainEvent, EventDefinition } from './eventDefinition';
import type { PersonalField } from './personalData';

// Every event type the product knows, so the write side can validate what it appends and the
// read side can upcast what it reads.
export interface EventRegistry {
  has(type: string): boolean;
  currentVersion(type: string): number;
  // Validates a payload about to be stored and returns the event with the payload as validated
  // (unknown keys dropped, as a read would), deeply frozen. Throws with the zod message on a bad
  // payload.
  validate<E extends DomainEvent>(event: E): E;
  // validate() for a payload with one long list (10,000 points added at once): the list is
  // checked `chunk` items at a time with `between` (a turn of the event loop) after each chunk.
  validateInChunks<E extends DomainEvent>(event: E, field: string, chunk: number, between: () => Promise<void>): Promise<E>;
  // Brings a stored payload to today's shape (upcasting from its stored version) and validates it.
  // A payload that validate() returned, at today's version, is returned as it is.
  read(type: string, storedVersion: number, data: unknown): DomainEvent;
  // The type's personal fields (empty for most types and for unknown ones).
  personalFieldsOf(type: string): readonly PersonalField[];
  // The type's secret-bearing fields (eventDefinition.ts), empty for unknown types.
  secretFieldsOf(type: string): readonly string[];
}

export const createEventRegistry = (definitions: readonly EventDefinition[]): EventRegistry => {
  const byType = new Map<string, EventDefinition>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`Event type ${definition.type} is defined twice.`);
    byType.set(definition.type, definition);
  }
  const definitionOf = (type: string) => {
    const definition = byType.get(type);
    if (!definition) throw new Error(`Unknown event type ${type}.`);
    return definition;
  };
  // Payloads validate() returned, by the type they were validated as. A read of one of them at
  // today's version skips a second zod pass: it is frozen, so it is still exactly what was checked.
  // In-process readers get such payloads back from the event store (sqliteEventStore's recent
  // events): a save's large payload is then validated once, not once per projection and reactor.
  const validated = new WeakMap<object, string>();
  return {
    has: (type) => byType.has(type),
    personalFieldsOf: (type) => byType.get(type)?.personal ?? [],
    secretFieldsOf: (type) => byType.get(type)?.secrets ?? [],
    currentVersion: (type) => definitionOf(type).version,
    validate: (event) => {
      const data: unknown = deepFreeze(definitionOf(event.type).schema.parse(event.data));
      if (typeof data === 'object' && data !== null) validated.set(data, event.type);
      return { ...event, data };
    },
    validateInChunks: async (event, field, chunk, between) => {
      const { schema } = definitionOf(event.type);
      const payload = event.data as Record<string, unknown>;
      const items = payload[field] as unknown[];
      const checked: unknown[] = [];
      // The rest of the payload is checked with the list's first item (a list may not be empty).
      const rest = schema.parse({ ...payload, [field]: items.slice(0, 1) }) as Record<string, unknown>;
      for (let from = 0; from < items.length; from += chunk) {
        await between();
        const part = schema.parse({ ...payload, [field]: items.slice(from, from + chunk) }) as Record<string, unknown>;
        // Frozen as checked: freezing 10,000 items at the end took one long turn.
        for (const item of part[field] as unknown[]) checked.push(deepFreeze(item));
      }
      const data = deepFreeze({ ...rest, [field]: checked });
      validated.set(data, event.type);
      return { ...event, data };
    },
    read: (type, storedVersion, data) => {
      const definition = definitionOf(type);
      if (storedVersion === definition.version && typeof data === 'object' && data !== null && validated.get(data) === type) return { type, data };
      let payload = data;
      for (let version = storedVersion; version < definition.version; version++) {
        if (!definition.upcast) throw new Error(`Event ${type} v${version} has no upcaster.`);
        payload = definition.upcast(payload, version);
      }
      return { type, data: definition.schema.parse(payload) };
    },
  };
};
