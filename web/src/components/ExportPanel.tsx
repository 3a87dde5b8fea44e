import { exportMessages as m, type ExportStatusView } from '@lorewright/domain/exports/exportMessages';
import { useId, useState } from 'react';
import { downloadExport, useExportStatus, useStartExport, type ExportFormat, type ExportTarget } from '../lib/exports';

export interface FormatChoice<F extends ExportFormat = ExportFormat> {
  value: F;
  label: string;
  hint: string;
}

// The formats a world can be exported in, as the choice shows them.
export const WORLD_FORMATS: FormatChoice[] = [
  { value: 'lorewright', label: 'Lorewright', hint: 'A ZIP that Import world reads back, with a page to read offline.' },
  { value: 'markdown', label: 'Markdown', hint: 'A folder of notes that opens as an Obsidian vault, with links and pictures.' },
];

// What the download button offers: a manuscript by its format, anything else as a ZIP.
const FILE_KINDS: Partial<Record<ExportFormat, string>> = { epub: 'EPUB', docx: 'DOCX', pdf: 'PDF' };
const fileKindOf = ({ scope, format }: ExportStatusView) => (scope === 'writing' ? (FILE_KINDS[format] ?? 'Markdown') : 'ZIP');

export interface ExportPanelProps {
  target: ExportTarget;
  /** The button that starts it: 'Download my data', 'Export world', 'Compile'. */
  label: string;
  /** What the export holds, said above the button. */
  description: string;
  /** The formats to choose from, the first chosen at first; a world's by default, none for one's data. */
  formats?: readonly FormatChoice[];
  /** An export started before (the ready notification links to /dashboard?export={id}). */
  initialExportId?: string | null;
}

/** Starts an export, shows its progress while the server builds it, then offers the file. */
export function ExportPanel({ target, label, description, formats = target.scope === 'world' ? WORLD_FORMATS : [], initialExportId = null }: ExportPanelProps) {
  const start = useStartExport();
  const [exportId, setExportId] = useState<string | null>(initialExportId);
  const status = useExportStatus(exportId);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [format, setFormat] = useState<ExportFormat | undefined>(formats[0]?.value);
  const formatName = useId();
  const current = status.data;
  const finished = current?.status === 'completed' || current?.status === 'failed' || current?.status === 'expired';
  const running = start.isPending || (exportId !== null && !finished);

  const begin = () => {
    setDownloadError(null);
    const chosen = (target.scope === 'user' || format === undefined ? target : { ...target, format }) as ExportTarget;
    start.mutate(chosen, { onSuccess: ({ exportId: id }) => setExportId(id) });
  };
  const save = () => {
    if (exportId) downloadExport(exportId, current?.format).catch((error: unknown) => setDownloadError(error instanceof Error ? error.message : String(error)));
  };

  return (
    <div aria-label={label} role="group">
      <p className="panel-text">{description}</p>
      {formats.length > 0 && (
        <fieldset className="export-formats" disabled={running}>
          <legend>Format</legend>
          {formats.map((choice) => (
            <label key={choice.value} className="export-format">
              <input type="radio" name={formatName} value={choice.value} checked={format === choice.value} onChange={() => setFormat(choice.value)} />
              <span>
                <strong>{choice.label}</strong> <span className="panel-text">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {running && (
        <p className="panel-text" role="status">
          Preparing your export… <progress max={100} value={current?.progress ?? 0} aria-label="Export progress" /> {current?.progress ?? 0}%
        </p>
      )}
      {(current?.status === 'failed' || current?.status === 'expired') && (
        <p className="panel-text" role="alert">
          {current.status === 'failed' ? m.failed : m.expired}
        </p>
      )}
      {(start.error ?? status.error ?? downloadError) && (
        <p className="panel-text" role="alert">
          {start.error?.message ?? status.error?.message ?? downloadError}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={begin} disabled={running}>
          {label}
        </button>
        {current?.status === 'completed' && (
          <button type="button" className="button button-primary" onClick={save}>
            Download {fileKindOf(current)} ({Math.max(1, Math.round((current.size ?? 0) / 1024))} KB)
          </button>
        )}
      </div>
    </div>
  );
}
