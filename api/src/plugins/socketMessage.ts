import type { RawData } from 'ws';
import type { z } from 'zod';

// A client's text frame read as JSON of one schema, or null for anything else (a binary frame,
// broken JSON, another shape): the socket's handlers close on null.
export const parseSocketMessage = <T>(schema: z.ZodType<T>, raw: RawData, isBinary: boolean): T | null => {
  if (isBinary) return null;
  try {
    // A text frame: one Buffer, or fragments to join.
    const text = Array.isArray(raw)
      ? Buffer.concat(raw).toString('utf8')
      : Buffer.isBuffer(raw)
        ? raw.toString('utf8')
        : Buffer.from(new Uint8Array(raw)).toString('utf8');
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
