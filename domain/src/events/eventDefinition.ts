import type { z } from 'zod';
import type { PersonalField } from './personalData';

// What a decider emits: a type name and a payload. Ids, metadata and positions are added by
// the write side when the event is stored.
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface EventDefinition<Type extends string = string, Schema extends z.ZodType = z.ZodType> {
  type: Type;
  // The payload version written today. Stored events carry the version they were written with.
  version: number;
  schema: Schema;
  // Raises a payload stored under an older version to the current shape, one step at a time.
  upcast?: (data: unknown, fromVersion: number) => unknown;
  // Fields that identify a person, stored encrypted under their owner's key (personalData.ts).
  personal?: readonly PersonalField[];
  // Top-level fields that hold a secret or what guards one (a password's or a code's hash, a
  // sealed code): no human-facing view of the log (the staff console's raw events) shows them.
  // secretFields.spec.ts fails when a field named like a secret is left undeclared.
  secrets?: readonly string[];
}

export const defineEvent = <Type extends string, Schema extends z.ZodType>(definition: EventDefinition<Type, Schema>): EventDefinition<Type, Schema> =>
  definition;

export type EventOf<Definition extends EventDefinition> = DomainEvent<Definition['type'], z.infer<Definition['schema']>>;
