import { z } from 'zod';

// GET health: the process answers.
export const HealthAnswer = z.object({ status: z.literal('ok') });

// A projection as readiness reports it: where it is, whether this process runs it, its failure,
// and how many events it is behind the log head.
const ProjectionReadiness = z.object({
  name: z.string(),
  position: z.number(),
  owning: z.boolean(),
  error: z.string().nullable(),
  lag: z.number(),
});

// GET ready: 200 when ready; 503 with the problems joined as the error.
export const ReadyAnswer = z.object({
  ready: z.boolean(),
  head: z.number(),
  projections: z.array(ProjectionReadiness),
});
export const NotReadyAnswer = ReadyAnswer.extend({ error: z.string() });
