import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUploadFile } from '../../../lib/apiClient';
import { writingKeys } from '../../writings/api';
import { wikiKeys } from '../api';

// The world imports that take a ZIP: a Kanka campaign export (wikis) or Markdown notes (wikis
// and writings).
export type ZipImportKind = 'kanka' | 'markdown';

export interface ZipImportAnswer {
  message: string;
}

/** POST import/world/{worldID}/{kind} (multipart `file`, the ZIP): 201 with what was imported. */
export function useZipImport(worldID: string, kind: ZipImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUploadFile<ZipImportAnswer>(`import/world/${encodeURIComponent(worldID)}/${kind}`, file),
    onSuccess: (answer) => {
      if (!answer.ok) return;
      void queryClient.invalidateQueries({ queryKey: wikiKeys.list(worldID) });
      if (kind === 'markdown') void queryClient.invalidateQueries({ queryKey: writingKeys.list(worldID) });
    },
  });
}
