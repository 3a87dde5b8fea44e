import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodApp } from '../routes/routeTypes';
import { useAnswerChecks } from './answerChecks';
import { useZodValidation } from './zodValidation';

const Answer = z.object({ name: z.string(), count: z.number() });

// A route that answers what it is told, as an object or as kept JSON text.
const appWith = async (checked: boolean) => {
  const app = Fastify() as unknown as ZodApp;
  useZodValidation(app);
  if (checked) useAnswerChecks(app);
  app.post('/echo', { schema: { response: { 200: Answer } } }, async (request) => request.body as z.output<typeof Answer>);
  app.post('/text', { schema: { response: { 200: Answer } } }, async (request, reply) =>
    reply.type('application/json').send(JSON.stringify(request.body) as unknown as z.output<typeof Answer>),
  );
  app.post('/free', async (request) => request.body);
  await app.ready();
  return app;
};

describe('answer checks (outside production)', () => {
  it('lets an answer its schema describes through, written as it is', async () => {
    const app = await appWith(true);
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Aldric', count: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"name":"Aldric","count":2}');
  });

  it('turns an answer that drifted from its schema into a 500 naming the route and the field', async () => {
    const app = await appWith(true);
    for (const url of ['/echo', '/text']) {
      const res = await app.inject({ method: 'POST', url, payload: { name: 'Aldric', count: 'two' } });
      expect(res.statusCode).toBe(500);
      expect(res.json<{ error: string }>().error).toMatch(new RegExp(`^The answer of POST ${url} does not match its schema: count: `));
    }
  });

  it('leaves routes without an answer schema, and other statuses, alone', async () => {
    const app = await appWith(true);
    expect((await app.inject({ method: 'POST', url: '/free', payload: { anything: true } })).json()).toEqual({ anything: true });
  });

  it('is not there in production: the answer is written unchecked', async () => {
    const app = await appWith(false);
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Aldric', count: 'two' } });
    expect(res.statusCode).toBe(200);
  });
});
