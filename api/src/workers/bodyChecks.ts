import { UpdateStemsBody } from '@lorewright/domain/languages/language.bodies';
import { UpdatePointsBody } from '@lorewright/domain/maps/map.bodies';
import { invalid } from '@lorewright/domain/shared/errors';
import { UpdateNodesBody } from '@lorewright/domain/timelines/timeline.bodies';
import type { z } from 'zod';
import { describeZodError } from '../plugins/zodValidation';
import { warmBodyChecks } from './bodyWarmUp';
import { parseJsonBytes } from './jsonBytes';

// The request bodies that may be megabytes (a whole list of 10,000 points, a lexicon): checked by
// their zod schema on the work pool when large (routes/pooledBody.ts), since checking every name
// of 10,000 takes a fifth of a second.
export const POOLED_BODIES = { UpdateNodesBody, UpdatePointsBody, UpdateStemsBody } satisfies Record<string, z.ZodType>;
export type PooledBodyName = keyof typeof POOLED_BODIES;
export type PooledBody<N extends PooledBodyName> = z.output<(typeof POOLED_BODIES)[N]>;

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
