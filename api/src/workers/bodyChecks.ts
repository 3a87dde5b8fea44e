import { invalid } from '@lorewright/domain/shared/errors';
import type { z } from 'zod';
import { describeZodError } from '../plugins/zodValidation';
import { warmBodyChecks } from './bodyWarmUp';
import { parseJsonBytes } from './jsonBytes';
import { POOLED_BODIES, type PooledBody, type PooledBodyName } from './pooledBodies';

// The body as its schema gives it (defaults filled in, names trimmed), or a refusal worded as the
// route validator words it (plugins/zodValidation.ts).
export const checkBody = <N extends PooledBodyName>(name: N, body: unknown): PooledBody<N> => {
  const schema: z.ZodType = POOLED_BODIES[name];
  const result = schema.safeParse(body);
  if (!result.success) throw invalid(describeZodError(result.error));
  return result.data as PooledBody<N>;
};

export const checkBodyTask = ({ name, body }: { name: PooledBodyName; body: unknown }) => ({ value: checkBody(name, body), transfer: [] });

export const checkJsonBodyTask = ({ name, bytes }: { name: PooledBodyName; bytes: Uint8Array }) => ({
  value: checkBody(name, parseJsonBytes(bytes)),
  transfer: [],
});

export const warmBodyChecksTask = () => {
  warmBodyChecks(checkBody);
  return { value: null, transfer: [] };
};
