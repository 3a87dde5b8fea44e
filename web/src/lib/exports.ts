import { exportDownloadPath, type ExportStatusView } from '@lorewright/domain/exports/exportMessages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, ApiRequestError, unwrap } from './apiClient';
import { readToken } from './tokenStorage';

// Exports: start one, follow it while the server builds it, download the file. Shared by the
// dashboard's 'Download my data', Manage Worlds' 'Export world' and the writing room's
// 'Compile manuscript'.

export const EXPORT_POLL_MS = 1000;

export type ExportFormat = ExportStatusView['format'];
export type ManuscriptFormat = Extract<ExportFormat, 'epub' | 'docx' | 'pdf' | 'markdown'>;
export type ExportTarget =
  { scope: 'user' } | { scope: 'world'; worldId: string; format?: ExportFormat } | { scope: 'writing'; writingId: string; format?: ManuscriptFormat };

const startExport = (target: ExportTarget) => {
  switch (target.scope) {
    case 'user':
      return apiRequest<{ exportId: string }>('POST', 'export/user', {});
    case 'world':
      return apiRequest<{ exportId: string }>('POST', 'export/world', { worldID: target.worldId, format: target.format ?? 'lorewright' });
    case 'writing':
      return apiRequest<{ exportId: string }>('POST', 'export/writing', { writingID: target.writingId, format: target.format ?? 'epub' });
  }
};

/** POST export/user, export/world or export/writing: answers at once with the new export's id. */
export function useStartExport() {
  return useMutation({ mutationFn: async (target: ExportTarget) => unwrap(await startExport(target)) });
}

const isFinished = (status: ExportStatusView | undefined) => status?.status === 'completed' || status?.status === 'failed' || status?.status === 'expired';

/** GET export/{id}, asked again every second until the export is completed or failed. */
export function useExportStatus(exportId: string | null) {
  return useQuery({
    queryKey: ['exports', exportId],
    queryFn: async () => unwrap(await apiRequest<ExportStatusView>('GET', `export/${exportId}`)),
    enabled: exportId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : EXPORT_POLL_MS),
  });
}

/** The file name a download answer gives (Content-Disposition, its UTF-8 form first), or null. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * The file to save: fetched with the session's token (a plain link would carry none) and named
 * as the server names it (a manuscript after its writing), else after the export.
 */
export async function downloadExport(exportId: string, format: ExportFormat = 'lorewright'): Promise<void> {
  const token = readToken();
  const response = await fetch(exportDownloadPath(exportId), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiRequestError(response.status, body?.error ?? 'The download failed.');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download =
    attachmentName(response.headers.get('content-disposition')) ?? `${format === 'markdown' ? 'lorewright-markdown' : 'lorewright-export'}-${exportId}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
