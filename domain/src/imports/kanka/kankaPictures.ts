import type { KankaWikiDraft } from './kankaWikiDraft';

// Where an entity's picture may be inside a campaign export, best first. Current exports keep
// the campaign's gallery as `gallery/{uuid}.{ext}` (beside `gallery/{uuid}.json`, the picture's
// description) and name an entity's picture by that uuid; older ones, and pictures uploaded to
// the entity itself, by a path. The gallery picture is the one Kanka shows when both are set.
const GALLERY = 'gallery/';

// The gallery's files by uuid, built once per export (an export holds up to tens of thousands
// of entries, and each entity asks).
const galleryFiles = (names: readonly string[]) => {
  const files = new Map<string, string[]>();
  for (const name of names) {
    if (!name.startsWith(GALLERY)) continue;
    const file = name.slice(GALLERY.length);
    const dot = file.lastIndexOf('.');
    if (dot <= 0 || dot === file.length - 1 || file.includes('/')) continue;
    if (file.slice(dot + 1).toLowerCase() === 'json') continue;
    const uuid = file.slice(0, dot);
    files.set(uuid, [...(files.get(uuid) ?? []), name]);
  }
  return files;
};

// The ZIP entries that may hold each draft's picture; the caller takes the first that is an image.
export const kankaPictureFinder = (names: readonly string[]) => {
  const present = new Set(names);
  const gallery = galleryFiles(names);
  return ({ imageUuid, imagePath }: Pick<KankaWikiDraft, 'imageUuid' | 'imagePath'>): string[] => [
    ...((imageUuid && gallery.get(imageUuid)) || []),
    ...(imagePath && present.has(imagePath) ? [imagePath] : []),
  ];
};
