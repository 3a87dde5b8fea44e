import { invalid } from '../../shared/errors';
import type { MentionName } from './kankaMentions';
import { kankaMessages as m } from './kankaMessages';
import { KANKA_CATEGORIES, kankaWikiDraft, type KankaWikiDraft } from './kankaWikiDraft';

// At most this many wikis in one import: a big campaign is imported in one go, a runaway file is not.
export const KANKA_IMPORT_MAX = 1_000;

// Files of a campaign export that are not entities (ExportService.php: info, campaign, module
// settings, the gallery).
const NOT_ENTITIES = new Set(['settings', 'gallery']);

// Where a ZIP entry stands: an entity to import, an entity of a module not imported, or something else.
export const kankaEntryKind = (name: string): 'import' | 'skip' | 'other' => {
  const match = /^([A-Za-z0-9_-]+)\/[^/]+\.json$/.exec(name);
  if (!match || NOT_ENTITIES.has(match[1])) return 'other';
  return KANKA_CATEGORIES.has(match[1]) ? 'import' : 'skip';
};

// A campaign export has campaign.json at its root, or at least one folder of entities.
export const looksLikeKankaExport = (names: readonly string[]) => names.includes('campaign.json') || names.some((name) => kankaEntryKind(name) !== 'other');

const parsed = (name: string, text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(m.brokenJson(name));
  }
};

export interface KankaPlan {
  drafts: KankaWikiDraft[];
  skipped: number;
}

// Every entity file read and checked before anything is created: the first broken one names
// itself. `files`: the import-kind entries with their text; `skipped`: the entries of other modules.
export const planKankaImport = (files: readonly { name: string; text: string }[], skipped: number): KankaPlan => {
  if (files.length === 0) throw invalid(m.nothingToImport);
  if (files.length > KANKA_IMPORT_MAX) throw invalid(m.tooManyEntities(KANKA_IMPORT_MAX));
  const entities = files.map((file) => ({ file, json: parsed(file.name, file.text) }));
  // Mentions name entities by their entity id (`[location:7]`).
  const names = new Map<string, string>();
  for (const { json } of entities) {
    const entity = (json as { entity?: { id?: unknown; name?: unknown } } | null)?.entity;
    if (entity && (typeof entity.id === 'number' || typeof entity.id === 'string') && typeof entity.name === 'string')
      names.set(String(entity.id), entity.name);
  }
  const mentionName: MentionName = (_kind, id) => names.get(id);
  const drafts = entities.flatMap(({ file, json }) => kankaWikiDraft(file.name.split('/')[0], file.name, json, mentionName) ?? []);
  return { drafts, skipped };
};
