import { exportDownloadPath, type ExportStatusView } from '@lorewright/domain/exports/exportMessages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, ApiRequestError, unwrap } from './apiClient';
import { readToken } from './tokenStorage';

// Exports: start one, follow it while the server builds it, download the ZIP. Shared
// by the dashboard's 'Download my data' and Manage Worlds' 'Export world'.

export const EXPORT_POLL_MS = 1000;

export type ExportFormat = ExportStatusView['format'];
export type ExportTarget = { scope: 'user' } | { scope: 'world'; worldId: string; format?: ExportFormat };

/** POST export/user or export/world: answers at once with the new export's id. */
export function useStartExport() {
  return useMutation({
    mutationFn: async (target: ExportTarget) =>
      unwrap(
        await (target.scope === 'user'
          ? apiRequest<{ exportId: string }>('POST', 'export/user', {})
          : apiRequest<{ exportId: string }>('POST', 'export/world', { worldID: target.worldId, format: target.format ?? 'lorewright' })),
      ),
  });
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

/** The ZIP as a file to save: fetched with the session's token (a plain link would carry none). */
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
  link.download = `${format === 'markdown' ? 'lorewright-markdown' : 'lorewright-export'}-${exportId}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
