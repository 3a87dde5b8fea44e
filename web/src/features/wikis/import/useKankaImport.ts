import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/apiClient';
import { wikiKeys } from '../api';

export interface KankaImportAnswer {
  message: string;
  wikis: number;
  skipped: number;
}

/** POST import/world/{worldID}/kanka (multipart `file`, the campaign export ZIP): 201 with the counts. */
export function useKankaImport(worldID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload<KankaImportAnswer>(`import/world/${encodeURIComponent(worldID)}/kanka`, form);
    },
    onSuccess: (answer) => {
      if (answer.ok) void queryClient.invalidateQueries({ queryKey: wikiKeys.list(worldID) });
    },
  });
}
