import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';

// Events of one export job, stream `export-{exportId}`: asked for, advanced, finished or failed.
// The exportExports reactor does the work from ExportRequested (api/src/exports).

// A world, all of a person's worlds, or one writing compiled into a manuscript.
export const ExportScope = z.enum(['world', 'user', 'writing']);
export type ExportScope = z.infer<typeof ExportScope>;

// What a world's or a person's ZIP holds: Lorewright's own format (exportFormat.ts, which an
// import reads back), or a folder of Markdown notes that opens as an Obsidian vault.
export const WorldExportFormat = z.enum(['lorewright', 'markdown']);
export type WorldExportFormat = z.infer<typeof WorldExportFormat>;

// What a writing compiles to: one file, an e-book, a Word document, a PDF or a Markdown note.
export const ManuscriptFormat = z.enum(['epub', 'docx', 'pdf', 'markdown']);
export type ManuscriptFormat = z.infer<typeof ManuscriptFormat>;

export const ExportFormat = z.enum(['lorewright', 'markdown', 'epub', 'docx', 'pdf']);
export type ExportFormat = z.infer<typeof ExportFormat>;

// The formats a job of each scope may be written in.
export const FORMATS_OF_SCOPE: Record<ExportScope, readonly ExportFormat[]> = {
  world: WorldExportFormat.options,
  user: WorldExportFormat.options,
  writing: ManuscriptFormat.options,
};

export const ExportRequested = defineEvent({
  type: 'ExportRequested',
  version: 1,
  schema: z.object({
    exportId: z.string(),
    userId: z.string(),
    scope: ExportScope,
    // The world for scope 'world' (and the writing's world for 'writing'); null for 'user'
    // (every world the user authors).
    worldId: z.string().nullable(),
    // Absent in jobs asked for before there was a choice: Lorewright's own format.
    format: ExportFormat.optional(),
    // The writing compiled, for scope 'writing'; absent for the other scopes (and in every job
    // asked for before writings could be compiled).
    writingId: z.string().optional(),
    date: z.string(),
  }),
});

export const ExportProgressed = defineEvent({
  type: 'ExportProgressed',
  version: 1,
  schema: z.object({ exportId: z.string(), progress: z.number().min(0).max(100) }),
});

export const ExportCompleted = defineEvent({
  type: 'ExportCompleted',
  version: 1,
  schema: z.object({ exportId: z.string(), size: z.number().int().nonnegative(), date: z.string() }),
});

export const ExportFailed = defineEvent({
  type: 'ExportFailed',
  version: 1,
  schema: z.object({ exportId: z.string(), reason: z.string(), date: z.string() }),
});

// The finished ZIP was deleted after EXPORT_KEEP_DAYS (api/src/exports/exportExpiryTimer.ts).
export const ExportExpired = defineEvent({
  type: 'ExportExpired',
  version: 1,
  schema: z.object({ exportId: z.string(), date: z.string() }),
});

export const exportEvents = [ExportRequested, ExportProgressed, ExportCompleted, ExportFailed, ExportExpired];
export type ExportEvent =
  | EventOf<typeof ExportRequested>
  | EventOf<typeof ExportProgressed>
  | EventOf<typeof ExportCompleted>
  | EventOf<typeof ExportFailed>
  | EventOf<typeof ExportExpired>;
