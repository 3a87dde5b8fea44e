import type { DomainEvent, EventDefinition } from './eventDefinition';

// Every event type the product knows, so the write side can validate what it appends and the
// read side can upcast what it reads.
export interface EventRegistry {
  has(type: string): boolean;
  currentVersion(type: string): number;
  // Validates a payload about to be stored. Throws with the zod message on a bad payload.
  validate<E extends DomainEvent>(event: E): E;
  // Brings a stored payload to today's shape (upcasting from its stored version) and validates it.
  read(type: string, storedVersion: number, data: unknown): DomainEvent;
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
  return {
    has: (type) => byType.has(type),
    currentVersion: (type) => definitionOf(type).version,
    validate: (event) => {
      definitionOf(event.type).schema.parse(event.data);
      return event;
    },
    read: (type, storedVersion, data) => {
      const definition = definitionOf(type);
      let payload = data;
      for (let version = storedVersion; version < definition.version; version++) {
        if (!definition.upcast) throw new Error(`Event ${type} v${version} has no upcaster.`);
        payload = definition.upcast(payload, version);
      }
      return { type, data: definition.schema.parse(payload) };
    },
  };
};
