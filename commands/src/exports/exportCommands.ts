import { exportDecider, exportStatusOf, type ExportState } from '@lorewright/domain/exports/export.decide';
import type { ExportEvent, ExportFormat, ExportScope } from '@lorewright/domain/exports/export.events';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { foldEvents } from '@lorewright/domain/shared/decider';
import { streamName, type EventStore } from '../eventStore/eventStore';
import { readEvents } from '../eventStore/streamReader';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';

export const exportStream = (exportId: string) => streamName('export', exportId);

// What an export job is asked for: a world, all of a person's worlds, or one writing compiled.
export interface ExportJob {
  userId: string;
  scope: ExportScope;
  worldId: string | null;
  // Lorewright's own format when absent.
  format?: ExportFormat;
  // Scope 'writing' only.
  writingId?: string;
}

export interface ExportCommandDeps {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
}

// An export job's life (domain/src/exports): requested by a route, advanced and finished by the
// exports reactor. Its state is folded from its own short stream, which is also what
// GET export/{id} answers (no read model needed for a handful of events).
export const createExportCommands = ({ handle, eventStore, registry, clock, ids }: ExportCommandDeps) => {
  const stateOf = async (exportId: string): Promise<ExportState> =>
    foldEvents(exportDecider, await readEvents<ExportEvent>({ eventStore, registry }, exportStream(exportId)));

  return {
    request: async ({ userId, scope, worldId, format = 'lorewright', writingId }: ExportJob, context: CommandContext) => {
      const exportId = ids.newId();
      const { position } = await handle(
        exportStream(exportId),
        exportDecider,
        { type: 'Request', exportId, userId, scope, worldId, format, ...(writingId === undefined ? {} : { writingId }), date: clock.now().toISOString() },
        context,
      );
      return { exportId, position };
    },
    progress: (exportId: string, progress: number, context: CommandContext) =>
      handle(exportStream(exportId), exportDecider, { type: 'Progress', progress }, context),
    complete: (exportId: string, size: number, context: CommandContext) =>
      handle(exportStream(exportId), exportDecider, { type: 'Complete', size, date: clock.now().toISOString() }, context),
    fail: (exportId: string, reason: string, context: CommandContext) =>
      handle(exportStream(exportId), exportDecider, { type: 'Fail', reason, date: clock.now().toISOString() }, context),
    expire: (exportId: string, context: CommandContext) =>
      handle(exportStream(exportId), exportDecider, { type: 'Expire', date: clock.now().toISOString() }, context),
    stateOf,
    statusOf: async (exportId: string) => exportStatusOf(await stateOf(exportId)),
  };
};

export type ExportCommands = ReturnType<typeof createExportCommands>;
