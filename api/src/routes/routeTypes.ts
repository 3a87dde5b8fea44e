import type { z } from 'zod';

// A route's request types from the zod schema that validates it (plugins/zodValidation.ts). The
// handler receives what the schema *outputs* — defaults filled in, transforms applied — so the
// types are z.output, never the input shape a client sends.
export type Body<S extends z.ZodType> = { Body: z.output<S> };
export type Params<S extends z.ZodType> = { Params: z.output<S> };
export type Query<S extends z.ZodType> = { Querystring: z.output<S> };
