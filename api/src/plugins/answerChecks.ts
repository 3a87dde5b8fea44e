import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { describeZodError } from './zodValidation';

// The answer's schema for this status, when the route declares one (`schema.response`).
const answerSchemaOf = (schema: FastifySchema | undefined, status: number): z.ZodType | null => {
  const answers = schema?.response as Record<string, unknown> | undefined;
  const declared = answers?.[String(status)] ?? answers?.[`${String(status)[0]}xx`];
  return declared && typeof declared === 'object' && '_zod' in declared ? (declared as z.ZodType) : null;
};

// Outside production, every answer a route declares a schema for is checked against it on its
// way out, the JSON the client gets, including what a route sends as kept text (an element read):
// an answer that drifts from its schema (a field renamed, a list that should hold objects) fails
// the specs and the browser journeys with a 500 naming the route and the problem, instead of
// reaching the web app's types unnoticed. Production writes answers unchecked (zodValidation.ts).
export const useAnswerChecks = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = answerSchemaOf(request.routeOptions.schema, reply.statusCode);
    if (schema === null || typeof payload !== 'string') return payload;
    const checked = schema.safeParse(JSON.parse(payload));
    if (checked.success) return payload;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const problem = describeZodError(checked.error);
    request.log.error({ route, problem }, 'answer does not match its schema');
    void reply.code(500);
    return JSON.stringify({ error: `The answer of ${route} does not match its schema: ${problem}` });
  });
};
