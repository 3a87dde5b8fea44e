import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEDIA_FILE_LIMIT_BYTES, mediaMessages as m } from '@lorewright/domain/media/mediaView';
import { invalid, isDomainError } from '@lorewright/domain/shared/errors';

// A text field of an upload (a map's description: 1,000 characters of up to 4 bytes each).
const FIELD_LIMIT_BYTES = 8 * 1024;

// Multipart uploads (avatars, world headers, later element images), registered once. The
// limits stop reading at one file of at most the per-file limit, so an oversized upload is
// answered 413 with {error} before it is held in memory.
export const useUploads = async (app: FastifyInstance) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEDIA_FILE_LIMIT_BYTES, files: 1, fields: 10, fieldSize: FIELD_LIMIT_BYTES, parts: 11, headerPairs: 200 },
    throwFileSizeLimit: true,
  });
};

// The error envelope answers any error with a 4xx statusCode with its message.
const payloadTooLarge = (message: string) => Object.assign(new Error(message), { statusCode: 413 });

// The bytes of the multipart field `field` (the product's uploads send `file`).
// A malformed body (no boundary, cut short) makes the multipart parser throw a plain Error: the
// client's fault, so a 400. Its own 4xx errors and ours pass through.
const asClientError = (request: FastifyRequest, error: unknown) => {
  if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) return payloadTooLarge(m.tooLarge);
  if (isDomainError(error) || (error as { statusCode?: number }).statusCode) return error;
  return invalid(m.unreadableUpload);
};

const bytesOf = async (file: MultipartFile, noFile: string) => {
  const bytes = await file.toBuffer();
  // Over a real socket the parser may stop at the limit and hand back the first part without
  // throwing; a cut-off file is still too large.
  if (file.file.truncated) throw payloadTooLarge(m.tooLarge);
  if (bytes.byteLength === 0) throw invalid(noFile);
  return bytes;
};

// The bytes of the multipart field `field` (the product's uploads send `file`).
export const readUpload = async (request: FastifyRequest, field = 'file'): Promise<Uint8Array> => {
  if (!request.isMultipart()) throw invalid(m.noFile);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw invalid(m.noFile);
    return await bytesOf(file, m.noFile);
  } catch (error) {
    throw asClientError(request, error);
  }
};

// An upload whose text fields come before its file (as a browser's FormData sends them in the
// order appended): the fields, and the file's bytes on demand, so the route can check the
// fields and the sender's rights before any byte of the file is read. `fileFields`: the names
// the file may come under; `noFile`: the answer when none comes.
export const openUpload = async (request: FastifyRequest, fileFields: readonly string[], noFile: string = m.noFile) => {
  if (!request.isMultipart()) throw invalid(noFile);
  const file = await request.file().catch((error: unknown) => {
    throw asClientError(request, error);
  });
  if (!file) throw invalid(noFile);
  // A refused upload is drained unread, so the request ends cleanly.
  const discard = () => file.file.resume();
  if (!fileFields.includes(file.fieldname)) {
    discard();
    throw invalid(noFile);
  }
  const fields = new Map<string, string>();
  for (const [name, part] of Object.entries(file.fields)) {
    if (!part || Array.isArray(part) || part.type !== 'field') continue;
    if (part.valueTruncated) {
      discard();
      throw invalid(m.unreadableUpload);
    }
    fields.set(name, String(part.value));
  }
  const bytes = async () => {
    try {
      return await bytesOf(file, noFile);
    } catch (error) {
      throw asClientError(request, error);
    }
  };
  return { fields: Object.fromEntries(fields), bytes, discard };
};

// The fields, then the sender's rights, then the file (maps, timelines): a stranger's, a
// member's or an unpaid author's upload is refused before a byte of it is read, so it never
// reaches the storage.
export const checkedUpload = async <T>(
  request: FastifyRequest,
  fileFields: readonly string[],
  noFile: string,
  check: (fields: Record<string, string>) => Promise<T>,
) => {
  const opened = await openUpload(request, fileFields, noFile);
  try {
    return { checked: await check(opened.fields), bytes: opened.bytes };
  } catch (error) {
    opened.discard();
    throw error;
  }
};
