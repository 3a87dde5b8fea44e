import type { SupportType } from '@lorewright/domain/community/support.events';
import { useMutation } from '@tanstack/react-query';
import { apiUpload, unwrap } from '../../lib/apiClient';

// POST support/newReport (multipart: type, subject, content, screenshots): 201 {message}, the
// type's success text (communityMessages.supportSubmitted).
export interface SupportReportInput {
  type: SupportType;
  subject: string;
  content: string;
  screenshots: File[];
}

export function useSupportReport() {
  return useMutation({
    mutationFn: async ({ type, subject, content, screenshots }: SupportReportInput) => {
      const form = new FormData();
      form.append('type', type);
      form.append('subject', subject);
      form.append('content', content);
      for (const file of screenshots) form.append('screenshots', file, file.name);
      return unwrap(await apiUpload<{ message: string }>('support/newReport', form));
    },
  });
}
