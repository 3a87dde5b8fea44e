import { UpdateStemsBody } from '@lorewright/domain/languages/language.bodies';
import { UpdatePointsBody } from '@lorewright/domain/maps/map.bodies';
import { UpdateNodesBody } from '@lorewright/domain/timelines/timeline.bodies';
import type { z } from 'zod';

// The request bodies that may be megabytes (a whole list of 10,000 points, a lexicon): checked by
// their zod schema on the work pool when large (routes/pooledBody.ts), since checking every name
// of 10,000 takes a fifth of a second.
export const POOLED_BODIES = { UpdateNodesBody, UpdatePointsBody, UpdateStemsBody } satisfies Record<string, z.ZodType>;
export type PooledBodyName = keyof typeof POOLED_BODIES;
export type PooledBody<N extends PooledBodyName> = z.output<(typeof POOLED_BODIES)[N]>;
