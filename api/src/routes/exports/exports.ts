import { z } from 'zod';
import { ManuscriptFormat, WorldExportFormat } from '@lorewright/domain/exports/export.events';
import { exportStatusOf, type ExportState } from '@lorewright/domain/exports/export.decide';
import { ExportStatusView, exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import { conflict, forbidden, gone, invalid, notFound } from '@lorewright/domain/shared/errors';
import { canEditElement } from '@lorewright/domain/worlds/worldAccess';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { writingMessages as wrm } from '@lorewright/domain/writings/writingMessages';
import type { Stack } from '../../composition';
import { exportFileKey } from '../../exports/exportFiles';
import { MANUSCRIPT_FILES } from '../../exports/manuscript/manuscript';
import { attachmentHeader, manuscriptFileName } from '../../exports/manuscript/manuscriptDownload';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { ExportStartedAnswer } from '@lorewright/domain/exports/exportMessages';

const ExportWorldBody = z.object({
  worldID: z.string().min(1, wm.notFound).max(200, wm.notFound),
  format: z.enum(WorldExportFormat.options, { error: m.unknownFormat }).default('lorewright'),
});
const ExportWritingBody = z.object({
  writingID: z.string().min(1, wrm.notFound).max(200, wrm.notFound),
  format: z.enum(ManuscriptFormat.options, { error: m.unknownManuscriptFormat }),
});
const ExportParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, m.notFound) });

export type ExportRoutePorts = Pick<Stack, 'exportFiles'> & CommandsOf<'exports'> & QueriesOf<'worlds' | 'writings'>;

// Exports: start one (the answer comes at once, the exports reactor does the work): a world's,
// all of one's own, or a writing compiled into a manuscript (by whoever may edit the writing);
// follow its progress, download the file. Only the person who asked sees or downloads an export;
// to anyone else it does not exist. A blocked account may still take its data out.
export const exportRoutes = (ports: ExportRoutePorts) => async (app: ZodApp) => {
  const exports = ports.commands.exports;
  const started = (exportId: string) => ({ exportId });

  // The owner's export and how it is shown, or 404.
  const ownExport = async (userId: string, exportId: string) => {
    const state = await exports.stateOf(exportId);
    const shown = exportStatusOf(state);
    if (shown === null || state.userId !== userId) throw notFound(m.notFound);
    return { state, shown };
  };

  app.post(
    '/export/world',
    { schema: { body: ExportWorldBody, response: { 201: ExportStartedAnswer } }, config: { auth: 'required', allowBlocked: true, rateLimited: 'export' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const world = await ports.queries.worlds.worldById(request.body.worldID);
      if (!world) throw notFound(wm.notFound);
      if (world.authorID !== userId) throw forbidden(m.onlyAuthor);
      const { exportId } = await exports.request({ userId, scope: 'world', worldId: world._id, format: request.body.format }, commandContext(request));
      return reply.status(201).send(started(exportId));
    },
  );

  app.post(
    '/export/writing',
    { schema: { body: ExportWritingBody, response: { 201: ExportStartedAnswer } }, config: { auth: 'required', allowBlocked: true, rateLimited: 'export' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const writing = await ports.queries.writings.summaryById(request.body.writingID);
      if (!writing) throw notFound(wrm.notFound);
      const world = await ports.queries.worlds.worldById(writing.worldID);
      if (!world) throw notFound(wrm.notFound);
      if (!canEditElement(world, 'writing', writing._id, userId)) throw forbidden(m.onlyWritingAuthor);
      if (writing.isFolder) throw invalid(m.folderNotCompiled);
      const { exportId } = await exports.request(
        { userId, scope: 'writing', worldId: writing.worldID, writingId: writing._id, format: request.body.format },
        commandContext(request),
      );
      return reply.status(201).send(started(exportId));
    },
  );

  app.post(
    '/export/user',
    { schema: { response: { 201: ExportStartedAnswer } }, config: { auth: 'required', allowBlocked: true, rateLimited: 'export' } },
    async (request, reply) => {
      const { exportId } = await exports.request({ userId: currentUser(request)._id, scope: 'user', worldId: null }, commandContext(request));
      return reply.status(201).send(started(exportId));
    },
  );

  app.get(
    '/export/:id',
    { schema: { params: ExportParams, response: { 200: ExportStatusView } }, config: { auth: 'required' } },
    async (request) => (await ownExport(currentUser(request)._id, request.params.id)).shown,
  );

  // What the file is and what it is saved as: a writing's manuscript under its title (as it is
  // called now), a ZIP under the export's id.
  const fileOf = async (state: ExportState, exportId: string) => {
    const manuscript = ManuscriptFormat.safeParse(state.format);
    if (state.scope === 'writing' && manuscript.success) {
      const writing = state.writingId ? await ports.queries.writings.summaryById(state.writingId) : null;
      return { contentType: MANUSCRIPT_FILES[manuscript.data].contentType, name: manuscriptFileName(writing?.title ?? null, manuscript.data) };
    }
    return { contentType: 'application/zip', name: `${state.format === 'markdown' ? 'lorewright-markdown' : 'lorewright-export'}-${exportId}.zip` };
  };

  app.get('/export/:id/download', { schema: { params: ExportParams }, config: { auth: 'required' } }, async (request, reply) => {
    const userId = currentUser(request)._id;
    const { state } = await ownExport(userId, request.params.id);
    if (state.status === 'expired') throw gone(m.expired);
    if (state.status !== 'completed') throw conflict(m.notReady);
    const { contentType, name } = await fileOf(state, request.params.id);
    const file = await ports.exportFiles.open(exportFileKey(userId, request.params.id));
    if (!file) throw notFound(m.notFound);
    return reply
      .header('content-type', contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentHeader(name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
};
