import { gunzipSync } from 'node:zlib';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { invalid } from '@lorewright/domain/shared/errors';

// An uploaded .map file's text. Newer versions of the generator may save it gzipped (load.ts
// uncompress); inflating stops at the same bound as the upload, so a gzip bomb goes nowhere.
export const AZGAAR_FILE_LIMIT_BYTES = 50 * 1024 * 1024;

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

export const azgaarText = (bytes: Uint8Array): string => {
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes);
  try {
    return new TextDecoder().decode(gunzipSync(bytes, { maxOutputLength: AZGAAR_FILE_LIMIT_BYTES }));
  } catch (error) {
    throw invalid((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? m.tooLarge : m.notAzgaar);
  }
};
