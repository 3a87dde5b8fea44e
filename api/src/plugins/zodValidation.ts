import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// Route schemas are zod schemas, through fastify-type-provider-zod: `{ schema: { body:
// RecordAccessBody } }` checks the body and types `request.body` (routeTypes.ts ZodApp); a
// failure becomes a 400 with the first problem as the error message (errorEnvelope.ts). A
// `response` schema types what the handler returns and describes the answer in the OpenAPI
// document; it is checked outside production (answerChecks.ts), and the answer is written with
// plain JSON.stringify: zod's own writer (encode, then stringify) costs every read a second walk
// of its answer, a large element's megabytes included (docs/decisions.md).
export const useZodValidation = (app: FastifyInstance) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => writeAnswer);
};

const writeAnswer = (answer: unknown): string => JSON.stringify(answer);

// One readable sentence for a problem: custom messages (full sentences) as they are, built-in
// ones prefixed with the field they concern.
const sentenceOf = (field: string, message: string) => (message.endsWith('.') || !field ? message : `${field}: ${message}.`);

export const describeZodError = (error: z.ZodError): string => {
  const issue = error.issues[0];
  return issue ? sentenceOf(issue.path.join('.'), issue.message) : 'Invalid request.';
};

// The same sentence for a route schema's failure (the problems as Fastify hands them over).
export const describeValidationError = (error: unknown): string | null => {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const [first] = error.validation;
  return sentenceOf(first.instancePath.slice(1).replaceAll('/', '.'), first.message ?? 'Invalid request.');
};
