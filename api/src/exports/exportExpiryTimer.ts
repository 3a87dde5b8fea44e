import { EXPORT_KEEP_DAYS } from '@lorewright/domain/exports/exportMessages';
import type { ExportCommands } from '@lorewright/commands/exports/exportCommands';
import type { Clock } from '@lorewright/commands/shared/clock';
import { exportIdOfKey, type ExportFiles } from './exportFiles';

// How often finished exports older than EXPORT_KEEP_DAYS are deleted.
export const EXPORT_EXPIRY_SWEEP_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface ExportExpiryPorts {
  files: Pick<ExportFiles, 'storedBefore' | 'delete'>;
  exports: Pick<ExportCommands, 'expire'>;
  clock: Clock;
  logger?: { error(object: object, message?: string): void };
}

// Deletes export ZIPs kept longer than EXPORT_KEEP_DAYS: a copy of someone's whole data should
// not lie around forever. The job's stream records it first (ExportExpired: the dashboard and
// the download then say so), then the file goes; a crash in between leaves the file for the next
// sweep, where Expire decides nothing new. Several instances may sweep at once: both outcomes
// are the same.
export const createExportExpiryTimer = (ports: ExportExpiryPorts) => {
  const sweep = async () => {
    const before = new Date(ports.clock.now().getTime() - EXPORT_KEEP_DAYS * DAY_MS);
    let expired = 0;
    for (const key of await ports.files.storedBefore(before)) {
      const { exportId } = exportIdOfKey(key)!;
      try {
        await ports.exports.expire(exportId, { actorId: null, correlationId: `export-expiry-${exportId}` });
        await ports.files.delete(key);
        expired++;
      } catch (error) {
        ports.logger?.error({ exportId, message: error instanceof Error ? error.message : String(error) }, 'export expiry failed');
      }
    }
    return expired;
  };
  let timer: NodeJS.Timeout | null = null;
  return {
    sweep,
    start: (intervalMs = EXPORT_EXPIRY_SWEEP_MS) => {
      timer = setInterval(() => void sweep().catch(() => undefined), intervalMs);
      timer.unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
};
