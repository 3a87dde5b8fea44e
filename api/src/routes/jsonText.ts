import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

// Large elements (maps, timelines, languages) are answered as JSON already written: kept per
// revision, or joined from kept pieces, so a read never parses and writes megabytes again.
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON text as it is, from a route whose schema declares `Answer`: the text is that answer
 * written out. Outside production the answer check (answerChecks.ts) holds the text to the
 * schema; production sends it untouched. The reply is returned, as Fastify wants from a handler
 * that sends, typed as the declared answer the compiler expects the handler to give.
 */
export const sendJsonText = <Answer extends z.ZodType>(reply: FastifyReply, text: string): z.output<Answer> =>
  reply.type(JSON_TYPE).send(text) as unknown as z.output<Answer>;
