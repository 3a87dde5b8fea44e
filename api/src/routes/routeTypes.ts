import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Stack } from '../composition';

// The app as a route module sees it: request bodies, parameters and queries are typed from the
// route's own zod schemas (what the schema outputs: defaults filled in, transforms applied).
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

// The ports a route module names: only these command groups and read models of the stack, so the
// compiler refuses a route that reaches for anything else (the full stack still fits).
export type CommandsOf<K extends keyof Stack['commands']> = { commands: Pick<Stack['commands'], K> };
export type QueriesOf<K extends keyof Stack['queries']> = { queries: Pick<Stack['queries'], K> };
