import type { FastifyRequest } from 'fastify';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { SUPPORT_CONTENT_MAX, SUPPORT_SCREENSHOT_BYTES, SUPPORT_SCREENSHOTS_MAX } from '@lorewright/domain/community/communityLimits';
import { mediaMessages } from '@lorewright/domain/media/mediaView';
import { invalid, isDomainError } from '@lorewright/domain/shared/errors';

// The form of POST support/newReport: text fields (type, subject, content, and the product's
// userID, which is ignored) and up to 3 files under `screenshots`, in any order. Its own limits
// replace the uploads plugin's single-file ones: a 4th file, a file over 5 MB or a cut-off
// field is refused as soon as the parser meets it, never held whole in memory.
const LIMITS = {
  files: SUPPORT_SCREENSHOTS_MAX + 1, // the one too many is seen, refused and drained
  fileSize: SUPPORT_SCREENSHOT_BYTES,
  fields: 10,
  fieldSize: SUPPORT_CONTENT_MAX * 4 + 1024, // 10,000 characters of up to 4 bytes each
  parts: 16,
  headerPairs: 200,
};

const payloadTooLarge = (message: string) => Object.assign(new Error(message), { statusCode: 413 });

const asClientError = (request: FastifyRequest, error: unknown) => {
  const errors = request.server.multipartErrors;
  if (error instanceof errors.RequestFileTooLargeError) return payloadTooLarge(m.screenshotTooLarge);
  if (error instanceof errors.FilesLimitError) return invalid(m.tooManyScreenshots);
  if (isDomainError(error)) return error;
  // A malformed body (no boundary, cut short) or any other parser limit: the client's fault.
  return invalid(mediaMessages.unreadableUpload);
};

export interface SupportForm {
  fields: Record<string, string>;
  screenshots: Uint8Array[];
}

export const readSupportForm = async (request: FastifyRequest): Promise<SupportForm> => {
  // Not a form at all (JSON, no body): none of its fields arrived.
  if (!request.isMultipart()) throw invalid(m.fillAllFields);
  const fields = new Map<string, string>();
  const screenshots: Uint8Array[] = [];
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw invalid(mediaMessages.unreadableUpload);
        // A repeated field keeps its first value.
        if (!fields.has(part.fieldname)) fields.set(part.fieldname, String(part.value));
        continue;
      }
      // An empty file input sends a part with no name and no bytes: no screenshot.
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'screenshots' || (bytes.byteLength === 0 && !part.filename)) continue;
      if (part.file.truncated) throw payloadTooLarge(m.screenshotTooLarge);
      if (screenshots.length === SUPPORT_SCREENSHOTS_MAX) throw invalid(m.tooManyScreenshots);
      screenshots.push(new Uint8Array(bytes));
    }
  } catch (error) {
    throw asClientError(request, error);
  }
  // fromEntries defines own properties: a field named __proto__ stays a plain key.
  return { fields: Object.fromEntries(fields), screenshots };
};
