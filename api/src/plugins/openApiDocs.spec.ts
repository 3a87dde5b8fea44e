import { describe, expect, it } from 'vitest';
import { openTestApp } from '../testing/testApp';

type OpenApiDocument = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
        responses?: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
      }
    >
  >;
};

describe('GET /api/v1/docs', () => {
  it('serves the OpenAPI document of every route, from their own schemas', async () => {
    const t = await openTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
      expect(res.statusCode).toBe(200);
      const doc = res.json<OpenApiDocument>();
      expect(doc.openapi).toMatch(/^3\./);
      const keyMap = doc.paths['/api/v1/language/updateKeyMap']?.put;
      const body = keyMap?.requestBody?.content['application/json'].schema;
      expect(body?.properties).toHaveProperty('languageID');
      expect(body?.required).toContain('languageID');
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/world/{id}', '/api/v1/register', '/api/v1/map/updatePoints/{id}']));
      expect(doc.paths).not.toHaveProperty('/api/v1/docs');
      // Read routes describe their answers.
      const writing = doc.paths['/api/v1/creation/writing/{id}']?.get?.responses?.['200'].content?.['application/json'].schema;
      expect(writing?.properties).toHaveProperty('writing');
    } finally {
      await t.close();
    }
  });

  it('is not served in production', async () => {
    const t = await openTestApp({ NODE_ENV: 'production', SERVER_SECRET: 'a'.repeat(64) });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/docs' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
