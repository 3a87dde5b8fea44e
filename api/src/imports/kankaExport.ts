import type { ImageTypeDetector } from '@lorewright/commands/media/mediaPorts';
import type { WikiDraftPlan } from '@lorewright/commands/imports/wikiDraftImport';
import { kankaMessages as m } from '@lorewright/domain/imports/kanka/kankaMessages';
import { kankaPictureFinder } from '@lorewright/domain/imports/kanka/kankaPictures';
import { kankaEntryKind, looksLikeKankaExport, planKankaImport } from '@lorewright/domain/imports/kanka/planKankaImport';
import { MEDIA_FILE_LIMIT_BYTES, MEDIA_QUOTA_BYTES, mediaMessages } from '@lorewright/domain/media/mediaView';
import { invalid } from '@lorewright/domain/shared/errors';
import { detectImageType as detectByBytes } from '../media/imageTypeDetector';
import type { Moving } from '../workers/moving';
import { ownBytes } from '../workers/ownBytes';
import { openSafeZip, type SafeZip, type ZipLimits } from './safeZip';

// A campaign export holds every gallery picture too; only entity JSON and entity pictures are read.
export const KANKA_ZIP_LIMITS: ZipLimits = {
  maxEntries: 50_000,
  maxEntryBytes: 50 * 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  maxRatio: 100,
};
// An entity's JSON is small; a bigger one is not read, nor more than this in all.
const ENTITY_JSON_MAX_BYTES = 5 * 1024 * 1024;
const ENTITIES_JSON_MAX_BYTES = 100 * 1024 * 1024;

// The first of the entries that is an image (by its bytes) within the per-file limit, or null.
const firstPicture = async (zip: SafeZip, entries: readonly string[], detectImageType: ImageTypeDetector) => {
  for (const entry of entries) {
    if (zip.sizeOf(entry) > MEDIA_FILE_LIMIT_BYTES) continue;
    const bytes = await zip.read(entry);
    if (await detectImageType(bytes)) return bytes;
  }
  return null;
};

// The wikis a Kanka export becomes, with their pictures (an image by its bytes, within the
// per-file limit; anything else is left out), and how many entities of other kinds it held.
// Pictures past the whole media allowance are refused at once (the import would refuse them),
// so no more than that is ever held.
export const readKankaExport = async (file: string | Buffer, detectImageType: ImageTypeDetector): Promise<{ plans: WikiDraftPlan[]; skipped: number }> => {
  const zip = await openSafeZip(file, KANKA_ZIP_LIMITS);
  try {
    if (!looksLikeKankaExport(zip.names)) throw invalid(m.notKanka);
    const importable = zip.names.filter((name) => kankaEntryKind(name) === 'import');
    const skipped = zip.names.filter((name) => kankaEntryKind(name) === 'skip').length;
    if (importable.reduce((sum, name) => sum + zip.sizeOf(name), 0) > ENTITIES_JSON_MAX_BYTES) throw invalid(m.tooLarge);
    const files = [];
    for (const name of importable) {
      if (zip.sizeOf(name) > ENTITY_JSON_MAX_BYTES) throw invalid(m.brokenJson(name));
      files.push({ name, text: (await zip.read(name)).toString('utf8') });
    }
    const { drafts } = planKankaImport(files, skipped);
    const picturesOf = kankaPictureFinder(zip.names);
    const plans: WikiDraftPlan[] = [];
    let pictureBytes = 0;
    for (const draft of drafts) {
      const picture = await firstPicture(zip, picturesOf(draft), detectImageType);
      pictureBytes += picture?.byteLength ?? 0;
      if (pictureBytes > MEDIA_QUOTA_BYTES) throw invalid(mediaMessages.quotaExceeded);
      plans.push({ draft, picture });
    }
    return { plans, skipped };
  } finally {
    zip.close();
  }
};

// A work pool task: the export read on a worker thread (ZIP, JSON, entry HTML, picture types);
// the pictures are moved back, not copied.
export const kankaExportTask = async ({ file }: { file: string }): Promise<Moving<{ plans: WikiDraftPlan[]; skipped: number }>> => {
  const { plans, skipped } = await readKankaExport(file, detectByBytes);
  const moved = plans.map(({ draft, picture }) => ({ draft, picture: picture && ownBytes(picture) }));
  return { value: { plans: moved, skipped }, transfer: moved.flatMap(({ picture }) => (picture ? [picture.buffer] : [])) };
};
