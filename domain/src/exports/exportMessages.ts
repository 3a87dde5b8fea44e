import { z } from 'zod';
import { ExportFormat, ExportScope } from './export.events';

// What people read about exports (docs/decisions.md: the product's FAQ announced export as coming).
export const exportMessages = {
  notFound: 'Export not found.',
  onlyAuthor: 'Only the author of this world can export it.',
  notReady: 'This export is not ready yet.',
  alreadyRequested: 'This export was already requested.',
  failed: 'The export failed. Please try again.',
  expired: 'This export has expired. Start a new one to download your data again.',
  readyTitle: 'Your export is ready',
  manuscriptReadyTitle: 'Your manuscript is ready',
  readySubtitle: 'Download it from your dashboard.',
  unknownFormat: "Choose the export's format: lorewright or markdown.",
  // Compiling a writing into a manuscript (POST export/writing).
  onlyWritingAuthor: 'Only the author of this writing can compile it.',
  unknownManuscriptFormat: "Choose the manuscript's format: epub, docx, pdf or markdown.",
  chooseWriting: 'Please choose the writing to compile.',
  folderNotCompiled: 'A folder has no scenes to compile. Open one of the documents inside it.',
  writingGone: 'The writing was deleted before it could be compiled.',
} as const;

// How an export is shown while it runs (GET export/{id}).
export const ExportStatus = z.enum(['pending', 'running', 'completed', 'failed', 'expired']);
export type ExportStatus = z.infer<typeof ExportStatus>;

// How long a finished export's ZIP is kept for its owner to download; then it is deleted.
export const EXPORT_KEEP_DAYS = 7;

export const ExportStatusView = z.object({
  exportId: z.string(),
  status: ExportStatus,
  progress: z.number(),
  size: z.number().nullable(),
  createdAt: z.string(),
  scope: ExportScope,
  worldId: z.string().nullable(),
  // The writing compiled (scope 'writing'); null for the other scopes.
  writingId: z.string().nullable(),
  format: ExportFormat,
});
export type ExportStatusView = z.infer<typeof ExportStatusView>;

// POST export/world, export/writing, export/user: the export started, to follow by its id.
export const ExportStartedAnswer = z.object({ exportId: z.string() });

// The address of the file (a ZIP, or a compiled manuscript), for the notification's link and the client.
export const exportDownloadPath = (exportId: string) => `/api/v1/export/${exportId}/download`;
