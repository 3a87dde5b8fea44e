import type { ManuscriptFormat } from '@lorewright/domain/exports/export.events';
import { safeFileName } from '../markdown/vaultNames';
import { MANUSCRIPT_FILES } from './manuscript';

// How a compiled manuscript is handed over: named after its writing (`{title}.epub`, …), with a
// name every file system accepts (markdown/vaultNames.ts), and the format's content type.

export const manuscriptFileName = (title: string | null, format: ManuscriptFormat) =>
  `${safeFileName(title ?? '', 'Manuscript')}.${MANUSCRIPT_FILES[format].extension}`;

// RFC 5987's attr-char leaves out what encodeURIComponent keeps of these.
const encodeAttribute = (value: string) => encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition that saves the file as `fileName`: the plain `filename` (accents dropped,
 * other characters outside ASCII as `_`) for old clients, and `filename*` in UTF-8 when the name
 * needs it (RFC 6266).
 */
export const attachmentHeader = (fileName: string) => {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return ascii === fileName ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeAttribute(fileName)}`;
};
