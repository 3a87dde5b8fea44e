import { fileTypeFromBuffer } from 'file-type';
import type { ImageTypeDetector } from '@lorewright/commands/media/mediaPorts';
import { isImageType } from '@lorewright/domain/media/imageTypes';

// The type by the file's bytes (magic numbers), whatever its name or the browser claimed:
// a text file renamed .png has no PNG signature and is refused.
export const detectImageType: ImageTypeDetector = async (bytes) => {
  const found = await fileTypeFromBuffer(bytes);
  return found && isImageType(found.mime) ? found.mime : null;
};
