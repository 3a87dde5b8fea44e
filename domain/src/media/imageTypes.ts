// The image formats the media library accepts, by the content type read from the file's bytes,
// with the extension its stored name gets. Anything else (SVG included: it can carry scripts)
// is refused.
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;
export type ImageExtension = (typeof IMAGE_TYPES)[ImageType];

export const isImageType = (type: string): type is ImageType => Object.hasOwn(IMAGE_TYPES, type);

export const imageTypeOfExtension = (extension: string): ImageType | null =>
  (Object.entries(IMAGE_TYPES).find(([, ext]) => ext === extension)?.[0] as ImageType | undefined) ?? null;

// For the file picker's accept attribute.
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',');
