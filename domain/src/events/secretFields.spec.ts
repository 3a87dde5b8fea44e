import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEventDefinitions } from './allEvents';

// Every field whose name says it holds a secret (a password, a code, a token, a key, their hashes
// or sealed forms) is declared in its event's `secrets`, so no human-facing view of the log shows
// it. A new event type with such a field fails here until it is declared (or, if the name misleads,
// listed below with the reason).
const NAMED_LIKE_A_SECRET = /password|hash|code|token|secret|sealed|key|otp|pin$/i;

// Names that match but hold nothing secret.
const NOT_SECRET = new Map<string, string>([
  ['keyMap', "a language's keyboard layout"],
  ['keyId', "a language key's id"],
  ['key', "a language key's letter"],
  ['keys', "a language's keys"],
  ['keyIds', "a language's key ids"],
  ['secret', "whether a wiki part or a map or timeline point is its author's only: a flag, not a credential"],
]);

type Schema = z.ZodType & { def?: unknown; shape?: Record<string, z.ZodType> };
interface Def {
  type: string;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  valueType?: Schema;
  shape?: Record<string, Schema>;
}
const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

// Field names of an object schema, top level and nested (a nested secret cannot be declared, so
// it fails here too), with the path that leads to each.
const fieldsOf = (schema: Schema, path = ''): { name: string; path: string }[] => {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([name, inner]) => [{ name, path: path + name }, ...fieldsOf(inner, `${path}${name}.`)]);
  const inner = def.innerType ?? def.element ?? def.valueType;
  if (inner) return fieldsOf(inner, path);
  if (def.options) return def.options.flatMap((option) => fieldsOf(option, path));
  return [];
};

describe('secret-bearing event fields', () => {
  it('every field named like a secret is declared in its event type’s secrets', () => {
    const undeclared = allEventDefinitions.flatMap((definition) =>
      fieldsOf(definition.schema as Schema)
        .filter(({ name }) => NAMED_LIKE_A_SECRET.test(name) && !NOT_SECRET.has(name))
        .filter(({ path }) => !(definition.secrets ?? []).includes(path))
        .map(({ path }) => `${definition.type}.${path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('declared secrets name fields that exist', () => {
    const unknown = allEventDefinitions.flatMap((definition) => {
      const paths = new Set(fieldsOf(definition.schema as Schema).map(({ path }) => path));
      return (definition.secrets ?? []).filter((path) => !paths.has(path)).map((path) => `${definition.type}.${path}`);
    });
    expect(unknown).toEqual([]);
  });

  it('the password, reset and e-mail change events declare their secrets', () => {
    const secretsOf = (type: string) => allEventDefinitions.find((definition) => definition.type === type)?.secrets ?? [];
    expect(secretsOf('UserRegistered')).toEqual(expect.arrayContaining(['passwordHash', 'activationCodeHash', 'sealedActivationCode']));
    expect(secretsOf('PasswordResetRequested')).toEqual(expect.arrayContaining(['codeHash', 'sealedCode']));
    expect(secretsOf('EmailChangeRequested')).toEqual(expect.arrayContaining(['sealedConfirmCode', 'sealedCancelCode']));
  });
});
