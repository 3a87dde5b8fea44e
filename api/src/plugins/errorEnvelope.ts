import type { FastifyError, FastifyInstance } from 'fastify';
import { isDomainError, type DomainErrorKind } from '@lorewright/domain/shared/errors';
import { ZodError } from 'zod';
import { describeValidationError, describeZodError } from './zodValidation';

// Every kind has its status (the Record type checks that); lookups go through a Map, so an
// error's kind is never read off the object's prototype.
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  notAcceptable: 406,
  conflict: 409,
  gone: 410,
  tooManyRequests: 429,
};
const statusOfKind = new Map<string, number>(Object.entries(STATUS_OF_KIND));

export const SERVER_ERROR_MESSAGE = 'Something went wrong in the server.';
export const NOT_JSON_MESSAGE = 'The request body is not valid JSON.';

// Every non-2xx answer is `{ "error": "…" }`. Bad input is a 4xx, never a 500; a 500 is logged
// with its stack and answered without internals.
export const useErrorEnvelope = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const domainStatus = isDomainError(error) ? statusOfKind.get(error.kind) : undefined;
    if (domainStatus !== undefined) return reply.status(domainStatus).send({ error: error.message });
    if (error instanceof ZodError) return reply.status(400).send({ error: describeZodError(error) });
    const invalidInput = describeValidationError(error);
    if (invalidInput !== null) return reply.status(400).send({ error: invalidInput });
    if (error.validation) return reply.status(400).send({ error: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ error: clientMessage(error) });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: SERVER_ERROR_MESSAGE });
  });
};

// Fastify's own 4xx messages, made readable for the people who see them in an alert.
const clientMessage = (error: FastifyError): string => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return NOT_JSON_MESSAGE;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    default:
      return error.message;
  }
};
