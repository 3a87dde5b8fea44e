import { z } from 'zod';
import { ExportFormat } from '@lorewright/domain/exports/export.events';
import { exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import { conflict, forbidden, gone, notFound } from '@lorewright/domain/shared/errors';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import type { Stack } from '../../composition';
import { exportFileKey } from '../../exports/exportFiles';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp } from '../routeTypes';

const ExportWorldBody = z.object({
  worldID: z.string().min(1, wm.notFound).max(200, wm.notFound),
  format: z.enum(ExportFormat.options, { error: m.unknownFormat }).default('lorewright'),
});
const ExportParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, m.notFound) });

// Exports: start one (the answer comes at once, the exports reactor does the work),
// follow its progress, download the ZIP. Only the person who asked sees or downloads an export;
// to anyone else it does not exist. A blocked account may still take its data out.
export const exportRoutes = (stack: Stack) => async (app: ZodApp) => {
  const exports = stack.commands.exports;
  const started = (exportId: string) => ({ exportId });

  // The owner's export, or 404.
  const ownExport = async (userId: string, exportId: string) => {
    const state = await exports.stateOf(exportId);
    if (state.exportId === null || state.userId !== userId) throw notFound(m.notFound);
    return state;
  };

  app.post(
    '/export/world',
    { schema: { body: ExportWorldBody }, config: { auth: 'required', allowBlocked: true, rateLimited: 'export' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const world = await stack.queries.worlds.worldById(request.body.worldID);
      if (!world) throw notFound(wm.notFound);
      if (world.authorID !== userId) throw forbidden(m.onlyAuthor);
      const { exportId } = await exports.request(userId, 'world', world._id, commandContext(request), request.body.format);
      return reply.status(201).send(started(exportId));
    },
  );

  app.post('/export/user', { config: { auth: 'required', allowBlocked: true, rateLimited: 'export' } }, async (request, reply) => {
    const { exportId } = await exports.request(currentUser(request)._id, 'user', null, commandContext(request));
    return reply.status(201).send(started(exportId));
  });

  app.get('/export/:id', { schema: { params: ExportParams }, config: { auth: 'required' } }, async (request) => {
    const state = await ownExport(currentUser(request)._id, request.params.id);
    return {
      exportId: state.exportId,
      status: state.status,
      progress: state.progress,
      size: state.size,
      createdAt: state.createdAt,
      scope: state.scope,
      worldId: state.worldId,
      format: state.format,
    };
  });

  app.get('/export/:id/download', { schema: { params: ExportParams }, config: { auth: 'required' } }, async (request, reply) => {
    const userId = currentUser(request)._id;
    const state = await ownExport(userId, request.params.id);
    if (state.status === 'expired') throw gone(m.expired);
    if (state.status !== 'completed') throw conflict(m.notReady);
    const file = await stack.exportFiles.open(exportFileKey(userId, request.params.id));
    if (!file) throw notFound(m.notFound);
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', file.size)
      .header(
        'content-disposition',
        `attachment; filename="${state.format === 'markdown' ? 'lorewright-markdown' : 'lorewright-export'}-${request.params.id}.zip"`,
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
};
