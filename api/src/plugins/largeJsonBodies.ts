import type { FastifyInstance } from 'fastify';

// A body from this size up, sent to a route that checks it on the work pool (routes/pooledBody.ts),
// is kept as bytes and moved to the thread, which parses and checks it: parsing 2 MB of points
// here held the event loop ~30 ms, and copying the parsed points to the thread ~15 ms more.
// 128 KB of map points or lexicon words take ~10 ms to parse and check, about what handing the
// body to a thread and back costs.
export const POOLED_BODY_BYTES = 128 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    // The route checks its body on the work pool when large (routes/pooledBody.ts).
    pooledBody?: boolean;
  }
}

// The bytes of a JSON body not parsed yet.
export class LargeJsonBody {
  constructor(readonly bytes: Buffer) {}
}

// Fastify's JSON parser, but for a large body to a pooled route, which is left as its bytes.
export const useLargeJsonBodies = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (request.routeOptions.config.pooledBody && bytes.byteLength >= POOLED_BODY_BYTES) return done(null, new LargeJsonBody(bytes));
    // Fastify's parser answers through done (its type allows a promise, which it never gives).
    void parseJson(request, bytes.toString('utf8'), done);
  });
};
