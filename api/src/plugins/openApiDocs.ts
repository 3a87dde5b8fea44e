import type { FastifyInstance } from 'fastify';

export const OPENAPI_DOCS_PATH = '/api/v1/docs';

// The OpenAPI document of the API, made from the routes' own zod schemas (bodies, path and query
// parameters), at GET /api/v1/docs outside production: what a client developer reads to call the
// API, always as current as the routes. Registered before the routes, as the document collects
// them while they are added; loaded only where it is served.
export const useOpenApiDocs = async (app: FastifyInstance) => {
  // One after the other: Node 20 aborts the process (v8 IsGraphAsync) when a CommonJS module
  // require()s an ES module that a parallel import() is still loading, as these two may.
  const { default: swagger } = await import('@fastify/swagger');
  const { createJsonSchemaTransform } = await import('fastify-type-provider-zod');
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lorewright API', description: 'Worlds, their elements, the community and accounts.', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: createJsonSchemaTransform({ skipList: [OPENAPI_DOCS_PATH] }),
  });
  app.get(OPENAPI_DOCS_PATH, { schema: { hide: true } }, async () => app.swagger());
};
