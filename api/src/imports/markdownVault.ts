import type { ImageTypeDetector } from '@lorewright/commands/media/mediaPorts';
import type { VaultImportPlan } from '@lorewright/commands/imports/vaultImport';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { planVault } from '@lorewright/domain/imports/markdown/planVault';
import { vaultMessages as m } from '@lorewright/domain/imports/markdown/vaultMessages';
import { MEDIA_FILE_LIMIT_BYTES, MEDIA_QUOTA_BYTES, mediaMessages } from '@lorewright/domain/media/mediaView';
import { invalid } from '@lorewright/domain/shared/errors';
import { detectImageType as detectByBytes } from '../media/imageTypeDetector';
import type { Moving } from '../workers/moving';
import { ownBytes } from '../workers/ownBytes';
import { openSafeZip, type SafeZip, type ZipLimits } from './safeZip';

// A ZIP of Markdown notes (an Obsidian vault, or Lorewright's Markdown export) read for the
// import: its notes (.md files outside hidden folders such as .obsidian/) planned as wikis and
// writings (domain/src/imports/markdown/planVault.ts), each wiki with the picture it embeds
// first when the ZIP holds it and it is an image within the per-file limit. Its dates are read on
// the calendar of the world it goes into (Gregorian when none is given).
export const VAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 20_000,
  maxEntryBytes: 50 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxRatio: 100,
};
const NOTE_MAX_BYTES = 1024 * 1024;
const NOTES_MAX_BYTES = 50 * 1024 * 1024;

const isNote = (name: string) => name.toLowerCase().endsWith('.md') && !name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX');

const utf8 = new TextDecoder('utf-8', { fatal: true });

// Where a picture an embed names is: its path in the vault, or (as Obsidian finds it) any file
// of that name; a vault's ZIP may hold the vault in a folder of its own.
const pictureFinder = (names: readonly string[]) => {
  const byName = new Map<string, string>();
  for (const name of names) {
    const base = (name.split('/').pop() ?? name).toLowerCase();
    if (!byName.has(base)) byName.set(base, name);
  }
  const exact = new Set(names);
  return (target: string) => {
    if (exact.has(target)) return target;
    const suffix = names.find((name) => name.endsWith(`/${target}`));
    return suffix ?? byName.get((target.split('/').pop() ?? target).toLowerCase()) ?? null;
  };
};

const pictureOf = async (zip: SafeZip, entry: string | null, detectImageType: ImageTypeDetector) => {
  if (!entry || zip.sizeOf(entry) > MEDIA_FILE_LIMIT_BYTES) return null;
  const bytes = await zip.read(entry);
  return (await detectImageType(bytes)) ? bytes : null;
};

export const readMarkdownVault = async (
  file: string | Buffer,
  detectImageType: ImageTypeDetector,
  calendar?: Calendar,
): Promise<{ plan: VaultImportPlan; skipped: number }> => {
  const zip = await openSafeZip(file, VAULT_ZIP_LIMITS);
  try {
    const noteNames = zip.names.filter(isNote);
    if (noteNames.length === 0) throw invalid(m.notVault);
    if (noteNames.reduce((sum, name) => sum + zip.sizeOf(name), 0) > NOTES_MAX_BYTES) throw invalid(m.tooLarge);
    const notes = [];
    for (const name of noteNames) {
      if (zip.sizeOf(name) > NOTE_MAX_BYTES) throw invalid(m.noteTooLarge(name));
      let text: string;
      try {
        text = utf8.decode(await zip.read(name));
      } catch {
        throw invalid(m.notText(name));
      }
      notes.push({ path: name, text });
    }
    const { wikis, writings, relations, skipped } = planVault(notes, calendar);
    const find = pictureFinder(zip.names);
    let pictureBytes = 0;
    const wikiPlans = [];
    for (const draft of wikis) {
      const picture = draft.picture ? await pictureOf(zip, find(draft.picture), detectImageType) : null;
      pictureBytes += picture?.byteLength ?? 0;
      if (pictureBytes > MEDIA_QUOTA_BYTES) throw invalid(mediaMessages.quotaExceeded);
      wikiPlans.push({ draft, picture });
    }
    return { plan: { wikis: wikiPlans, writings, relations }, skipped };
  } finally {
    zip.close();
  }
};

// A work pool task: the ZIP read on a worker thread; the pictures are moved back, not copied.
export interface MarkdownVaultInput {
  file: string;
  calendar?: Calendar;
}

export const markdownVaultTask = async ({ file, calendar }: MarkdownVaultInput): Promise<Moving<{ plan: VaultImportPlan; skipped: number }>> => {
  const { plan, skipped } = await readMarkdownVault(file, detectByBytes, calendar);
  const wikis = plan.wikis.map(({ draft, picture }) => ({ draft, picture: picture && ownBytes(picture) }));
  return {
    value: { plan: { wikis, writings: plan.writings, relations: plan.relations }, skipped },
    transfer: wikis.flatMap(({ picture }) => (picture ? [picture.buffer] : [])),
  };
};
