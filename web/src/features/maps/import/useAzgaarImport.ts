import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUploadFile } from '../../../lib/apiClient';
import { mapKeys } from '../api';

export interface AzgaarImportAnswer {
  message: string;
  map: { _id: string; title: string };
}

/** POST import/world/{worldID}/azgaar (multipart `file`, the .map): 201 with the new map. */
export function useAzgaarImport(worldID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUploadFile<AzgaarImportAnswer>(`import/world/${encodeURIComponent(worldID)}/azgaar`, file),
    onSuccess: (answer) => {
      if (answer.ok) void queryClient.invalidateQueries({ queryKey: mapKeys.list(worldID) });
    },
  });
}
