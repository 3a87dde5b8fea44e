import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { importMessages as m } from '@lorewright/domain/imports/importMessages';
import { invalid, isDomainError } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { openExportMedia } from '../../imports/exportArchive';
import { importCommandsOf } from '../../imports/importStack';
import { commandContext } from '../commandContext';
import { paidActor } from '../paidActor';
import type { ZodApp } from '../routeTypes';
import { WorldsImportedAnswer } from '@lorewright/domain/imports/importAnswers';

// An export ZIP's media fit its author's 5 MB quota; the rest is JSON text. Larger than a media
// upload, far from what a server should hold: the upload is streamed to a temp file.
export const IMPORT_FILE_LIMIT_BYTES = 100 * 1024 * 1024;
// Planning a 100 MB export takes seconds; one that takes longer is refused.
const IMPORT_TASK_TIMEOUT_MS = 120_000;
export const importTooLargeMessage = 'This file is larger than 100 MB; a Lorewright export is much smaller.';

const payloadTooLarge = (message: string) => Object.assign(new Error(message), { statusCode: 413 });

// The multipart field `file`, written to a fresh temp folder; the caller removes the folder.
const receiveZip = async (request: FastifyRequest, dir: string) => {
  if (!request.isMultipart()) throw invalid(m.noFile);
  const file = await request.file({ limits: { fileSize: IMPORT_FILE_LIMIT_BYTES, files: 1 } }).catch((error: unknown) => {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw payloadTooLarge(importTooLargeMessage);
    throw isDomainError(error) || (error as { statusCode?: number }).statusCode ? error : invalid(m.noFile);
  });
  if (!file || file.fieldname !== 'file') {
    file?.file.resume();
    throw invalid(m.noFile);
  }
  const target = path.join(dir, 'import.zip');
  try {
    await pipeline(file.file, fs.createWriteStream(target));
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw payloadTooLarge(importTooLargeMessage);
    throw invalid(m.noFile);
  }
  if (file.file.truncated) throw payloadTooLarge(importTooLargeMessage);
  if (fs.statSync(target).size === 0) throw invalid(m.noFile);
  return target;
};

export type ImportRoutePorts = Pick<Stack, 'work'> & Parameters<typeof importCommandsOf>[0];

// Import: a Lorewright export ZIP becomes new worlds of the importer, everything
// private. The ZIP is checked in full (safeZip.ts, then importPlan.ts) before anything is
// stored; the import commands refuse on the paid rule and the quota before storing and undo
// what they stored when a later step fails.
export const importRoutes = (ports: ImportRoutePorts) => async (app: ZodApp) => {
  const imports = importCommandsOf(ports);

  app.post(
    '/import/world',
    { schema: { response: { 201: WorldsImportedAnswer } }, config: { auth: 'required', rateLimited: 'import' } },
    async (request, reply) => {
      const importer = paidActor(request);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-import-'));
      try {
        const file = await receiveZip(request, dir);
        // Checked, read and planned on a worker thread of the work pool; this thread goes on answering.
        const plan = await ports.work.run('lorewrightImportPlan', { file }, { timeoutMs: IMPORT_TASK_TIMEOUT_MS });
        const archive = await openExportMedia(file);
        try {
          const worlds = await imports.importWorlds(importer, plan, (path) => archive.read(path), commandContext(request));
          const leftOut = worlds.reduce((sum, world) => sum + world.datesLeftOut, 0);
          const message = leftOut > 0 ? `${m.imported(worlds.length)} ${m.datesLeftOut(leftOut)}` : m.imported(worlds.length);
          return reply.status(201).send({ message, worlds });
        } finally {
          archive.close();
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
};
