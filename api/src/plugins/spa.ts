import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_ROUTE } from '@lorewright/domain/media/imageUrl';
import { mediaMessages } from '@lorewright/domain/media/mediaView';

// Serves the built React app. Hashed assets are cached for a year; any other GET that is not an
// API call gets index.html so client-side routes survive a reload (history fallback). Unknown
// API paths answer 404 with the error envelope.
export const useSpa = async (app: FastifyInstance, webDist: string) => {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'no web build found: run `npm run build:web` to serve the app');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // A missing image is a 404, not the app's page (an <img> cannot show HTML).
    const isMedia = request.url.startsWith(`${MEDIA_ROUTE}/`) || request.url === MEDIA_ROUTE;
    if (!isApi && !isMedia && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: isApi ? 'Not found.' : isMedia ? mediaMessages.fileNotFound : 'Page not found.' });
  });
};
