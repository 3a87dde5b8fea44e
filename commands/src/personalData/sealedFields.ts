import { createHash } from 'node:crypto';
import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import type { PersonalDataOwner, PersonalField } from '@lorewright/domain/events/personalData';

// How a sealed personal field looks inside a stored payload: the owner's subject (which key)
// and the sealed value (fieldCipher.ts). Readers of the log never see this shape: the erasable
// event store opens it, or puts the field's erased value in its place.
export interface SealedValue {
  $sealed: string;
  value: string;
}

export const isSealed = (value: unknown): value is SealedValue =>
  typeof value === 'object' && value !== null && typeof (value as SealedValue).$sealed === 'string' && typeof (value as SealedValue).value === 'string';

// Subjects name keys, never people: an address is known by its SHA-256 only.
export const subjectOf = (owner: PersonalDataOwner): string =>
  owner.kind === 'user' ? `user:${owner.userId}` : `address:${createHash('sha256').update(normalizeEmail(owner.email)).digest('hex')}`;

const segmentsOf = (field: PersonalField) => field.path.split('.');

export const fieldValue = (data: unknown, field: PersonalField): unknown =>
  segmentsOf(field).reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), data);

// Sets a field on a payload the caller owns (a clone), creating nothing that was not there.
export const setFieldValue = (data: unknown, field: PersonalField, value: unknown) => {
  const segments = segmentsOf(field);
  const parent = segments
    .slice(0, -1)
    .reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), data);
  if (typeof parent === 'object' && parent !== null) (parent as Record<string, unknown>)[segments.at(-1)!] = value;
};

// Payloads are JSON: a JSON copy is a deep, unfrozen clone.
export const clonePayload = (data: unknown): unknown => JSON.parse(JSON.stringify(data)) as unknown;
