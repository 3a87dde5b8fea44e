import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/apiClient';
import { mapKeys } from '../api';

export interface AzgaarImportAnswer {
  message: string;
  map: { _id: string; title: string };
}

/** POST import/world/{worldID}/azgaar (multipart `file`, the .map): 201 with the new map. */
export function useAzgaarImport(worldID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiUpload<AzgaarImportAnswer>(`import/world/${encodeURIComponent(worldID)}/azgaar`, form);
    },
    onSuccess: (answer) => {
      if (answer.ok) void queryClient.invalidateQueries({ queryKey: mapKeys.list(worldID) });
    },
  });
}
