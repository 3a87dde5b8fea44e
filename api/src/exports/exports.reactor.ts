import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { ExportCommands } from '@lorewright/commands/exports/exportCommands';
import { ManuscriptFormat, WorldExportFormat, type ExportEvent } from '@lorewright/domain/exports/export.events';
import { exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import type { SendNotification } from '@lorewright/projections/notifications/notificationSender.reactor';
import { defineReactor } from '@lorewright/projections/runner/reactor';
import type { ExportSources } from './exportContent';
import { exportFileKey, type ExportFiles } from './exportFiles';
import type { WorkPool } from '../workers/workPool';
import { writeExportZip } from './exportZip';
import { writeManuscript } from './manuscript/writeManuscript';

type RequestedData = Extract<ExportEvent, { type: 'ExportRequested' }>['data'];

export const EXPORTS_REACTOR = 'exports';

// Progress is stored in steps of this many percent: a handful of events per export.
const PROGRESS_STEP = 10;

export interface ExportsReactorDeps {
  sources: ExportSources;
  files: ExportFiles;
  exports: Pick<ExportCommands, 'stateOf' | 'progress' | 'complete' | 'fail'>;
  send: SendNotification;
  // The worker threads the ZIP is written on; this thread when absent.
  work?: WorkPool;
}

// Does the work of an export job: builds the ZIP (or, for a writing, compiles its manuscript) into
// the export files, records its progress and end on the job's stream, and tells its owner it is
// ready. All or nothing: a failure leaves no file and marks the job failed. A job already
// completed or failed is not redone when the event is delivered again (a replay, or a crash
// after the work).
export const createExportsReactor = ({ sources, files, exports, send, work }: ExportsReactorDeps) => {
  const build = async ({ exportId, userId, scope, worldId, writingId, format, date }: RequestedData, context: CommandContext) => {
    const target = files.create(exportFileKey(userId, exportId));
    // One progress write at a time, each a step past the last.
    let stored = 0;
    let writes: Promise<unknown> = Promise.resolve();
    const onProgress = (percent: number) => {
      if (percent < stored + PROGRESS_STEP) return;
      stored = percent;
      writes = writes.then(() => exports.progress(exportId, percent, context)).catch(() => {});
    };
    try {
      if (scope === 'writing') {
        // The decider let through only a writing's formats, with its writing.
        const request = { userId, writingId: writingId ?? '', format: ManuscriptFormat.parse(format), compiledAt: new Date(date) };
        await writeManuscript(sources, request, target.stream, onProgress, work);
      } else {
        const request = { userId, worldId, format: WorldExportFormat.parse(format ?? 'lorewright'), exportedAt: new Date(date) };
        await writeExportZip(sources, request, target.stream, onProgress, work);
      }
      const size = await target.commit();
      await writes;
      await exports.complete(exportId, size, context);
      return true;
    } catch (error) {
      await target.abort();
      await writes;
      await exports.fail(exportId, error instanceof Error ? error.message.slice(0, 500) : 'unknown', context);
      return false;
    }
  };

  return defineReactor<ExportEvent>({
    name: EXPORTS_REACTOR,
    on: {
      ExportRequested: async (event) => {
        const { exportId, userId, scope } = event.data;
        const context = { actorId: null, correlationId: event.metadata.correlationId, causationId: event.id };
        const state = await exports.stateOf(exportId);
        if (state.status === 'failed') return;
        // Completed already: only the notification may be missing (its id makes a repeat a no-op).
        if (state.status !== 'completed' && !(await build(event.data, context))) return;
        await send(
          {
            userId,
            notificationId: `export-${exportId}`,
            icon: 'info',
            title: scope === 'writing' ? m.manuscriptReadyTitle : m.readyTitle,
            subtitle: m.readySubtitle,
            link: `/dashboard?export=${exportId}`,
            date: new Date().toISOString(),
          },
          context,
        );
      },
    },
  });
};
