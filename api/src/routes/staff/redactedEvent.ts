import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';

// What the staff console shows in place of a secret-bearing field (eventDefinition.ts, `secrets`).
export const REDACTED = '[redacted]';

// A stored payload as staff may read it: in today's shape (so a code stored in clear before codes
// were sealed is hidden by its upcaster) and with every declared secret replaced. A payload the
// registry cannot read (an unknown type) shows nothing rather than something unchecked.
export const redactedPayload = (registry: EventRegistry, type: string, schemaVersion: number, data: unknown): Record<string, unknown> => {
  if (!registry.has(type)) return {};
  const current = registry.read(type, schemaVersion, data).data as Record<string, unknown>;
  const secrets = registry.secretFieldsOf(type);
  if (secrets.length === 0) return current;
  return Object.fromEntries(Object.entries(current).map(([field, value]) => [field, secrets.includes(field) && value !== null ? REDACTED : value]));
};
