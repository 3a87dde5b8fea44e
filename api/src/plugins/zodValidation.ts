import type { FastifyInstance } from 'fastify';
import type { ZodType, z } from 'zod';

// Route schemas are zod schemas: `{ schema: { body: RecordAccessBody } }`. A failure becomes a
// 400 with the first problem as the error message (see errorEnvelope).
export const useZodValidation = (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = (schema as ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: result.error as unknown as Error };
  });
};

// One readable sentence for a zod failure: custom messages (full sentences) as they are,
// built-in ones prefixed with the field they concern.
export const describeZodError = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.join('.');
  if (issue.message.endsWith('.') || !field) return issue.message;
  return `${field}: ${issue.message}.`;
};
