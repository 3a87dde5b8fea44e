import type { Decider } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import { FORMATS_OF_SCOPE, type ExportEvent, type ExportFormat, type ExportScope } from './export.events';
import { exportMessages as m, type ExportStatus, type ExportStatusView } from './exportMessages';

export type ExportCommand =
  | {
      type: 'Request';
      exportId: string;
      userId: string;
      scope: ExportScope;
      worldId: string | null;
      format: ExportFormat;
      // Scope 'writing' only: the writing compiled.
      writingId?: string;
      date: string;
    }
  | { type: 'Progress'; progress: number }
  | { type: 'Complete'; size: number; date: string }
  | { type: 'Fail'; reason: string; date: string }
  | { type: 'Expire'; date: string };

export interface ExportState {
  exportId: string | null;
  userId: string | null;
  scope: ExportScope;
  worldId: string | null;
  writingId: string | null;
  format: ExportFormat;
  status: ExportStatus;
  progress: number;
  size: number | null;
  createdAt: string;
}

const isFinished = (state: ExportState) => state.status === 'completed' || state.status === 'failed' || state.status === 'expired';

// One export job over `export-{exportId}`. Finished jobs ignore late progress and repeats, so the
// reactor that runs the job can be replayed without redoing or undoing it.
export const exportDecider: Decider<ExportCommand, ExportEvent, ExportState> = {
  initialState: () => ({
    exportId: null,
    userId: null,
    scope: 'user',
    worldId: null,
    writingId: null,
    format: 'lorewright',
    status: 'pending',
    progress: 0,
    size: null,
    createdAt: '',
  }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ExportRequested':
        return {
          ...state,
          exportId: event.data.exportId,
          userId: event.data.userId,
          scope: event.data.scope,
          worldId: event.data.worldId,
          writingId: event.data.writingId ?? null,
          format: event.data.format ?? 'lorewright',
          createdAt: event.data.date,
        };
      case 'ExportProgressed':
        return { ...state, status: 'running', progress: event.data.progress };
      case 'ExportCompleted':
        return { ...state, status: 'completed', progress: 100, size: event.data.size };
      case 'ExportFailed':
        return { ...state, status: 'failed' };
      case 'ExportExpired':
        return { ...state, status: 'expired' };
    }
  },

  decide: (command, state) => {
    if (command.type === 'Request') {
      if (state.exportId !== null) throw conflict(m.alreadyRequested);
      const { type: _, writingId, ...data } = command;
      const writing = command.scope === 'writing';
      if (!FORMATS_OF_SCOPE[command.scope].includes(command.format)) throw invalid(writing ? m.unknownManuscriptFormat : m.unknownFormat);
      if (writing !== (writingId !== undefined)) throw invalid(m.chooseWriting);
      // Other scopes' events keep the shape they always had.
      return [{ type: 'ExportRequested', data: writing ? { ...data, writingId } : data }];
    }
    if (state.exportId === null) throw notFound(m.notFound);
    const exportId = state.exportId;
    // Only a finished ZIP expires, once; a job still running keeps its file until it is done.
    if (command.type === 'Expire') return state.status === 'completed' ? [{ type: 'ExportExpired', data: { exportId, date: command.date } }] : [];
    if (isFinished(state)) return [];
    switch (command.type) {
      case 'Progress': {
        const progress = Math.max(0, Math.min(99, Math.round(command.progress)));
        return progress > state.progress ? [{ type: 'ExportProgressed', data: { exportId, progress } }] : [];
      }
      case 'Complete':
        return [{ type: 'ExportCompleted', data: { exportId, size: command.size, date: command.date } }];
      case 'Fail':
        return [{ type: 'ExportFailed', data: { exportId, reason: command.reason, date: command.date } }];
    }
  },
};

export const exportStatusOf = (state: ExportState): ExportStatusView | null =>
  state.exportId === null
    ? null
    : {
        exportId: state.exportId,
        status: state.status,
        progress: state.progress,
        size: state.size,
        createdAt: state.createdAt,
        scope: state.scope,
        worldId: state.worldId,
        writingId: state.writingId,
        format: state.format,
      };
