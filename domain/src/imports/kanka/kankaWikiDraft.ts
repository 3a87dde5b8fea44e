import type { WikiCategory } from '../../wikis/wikiView';
import {
  WIKI_FIELD_MAX,
  WIKI_HEADER_FIELDS_MAX,
  WIKI_SECTION_CONTENT_MAX,
  WIKI_SECTION_TITLE_MAX,
  WIKI_SECTIONS_MAX,
  WIKI_SUBTITLE_MAX,
  WIKI_TITLE_MAX,
  WIKI_VALUE_MAX,
} from '../../wikis/wikiLimits';
import { invalid } from '../../shared/errors';
import type { WikiDraft } from '../wikiDraft';
import { importedName, importedText } from '../azgaar/importedName';
import { kankaHtmlToText } from './kankaHtml';
import type { MentionName } from './kankaMentions';
import { kankaMessages as m } from './kankaMessages';

// A Kanka entity as a wiki to create. Kanka's campaign export (app/Services/Campaign/
// ExportService.php) writes one JSON per entity at `{module}/{slug}_{entityId}.json`: the
// module's model (`id`, `name`, `is_private`, its own fields such as a character's `title`,
// `age`, `sex`, `pronouns` or an event's `date`) with the entity under `entity` (Entity::export:
// `id`, `name`, `type`, `entry` (HTML), `is_private`, `image_path`, and `posts` with `name`,
// `entry`, `visibility_id`). Exports older than the move of those fields to the entity carry
// `type`, `entry` and `image` on the model itself; both are read. Current exports name a
// picture from the campaign's gallery by `entity.image_uuid` instead of (or beside) a path.
export interface KankaWikiDraft extends WikiDraft {
  // The ZIP entry it came from, for error messages.
  source: string;
  entityId: string | null;
  // The entity's picture as a path inside the ZIP, if it names one.
  imagePath: string | null;
  // The entity's gallery picture (`gallery/{uuid}.{ext}` in the ZIP), if it names one.
  imageUuid: string | null;
}

// Kanka module folder → wiki category; other modules are skipped.
export const KANKA_CATEGORIES: ReadonlyMap<string, WikiCategory> = new Map([
  ['characters', 'characters'],
  ['locations', 'places'],
  ['events', 'events'],
]);

// Posts everyone or every member may read (Kanka's Visibility enum: 1 all, 5 members); admin-
// and self-only posts are a game master's secrets and stay behind.
const SHARED_POST_VISIBILITY = new Set([1, 5, undefined, null]);

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const first = (...values: unknown[]) => values.map(textOf).find((value) => value !== '') ?? '';

// The fields a reader sees in the wiki's header, per module.
const FIELDS: Record<string, readonly (readonly [label: string, key: string])[]> = {
  characters: [
    ['Title', 'title'],
    ['Age', 'age'],
    ['Sex', 'sex'],
    ['Pronouns', 'pronouns'],
  ],
  locations: [],
  events: [['Date', 'date']],
};

// A gallery id is a UUID; anything else could never name a gallery file (nor a path elsewhere).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const field = (label: string, value: string) => ({ field: importedName(label, WIKI_FIELD_MAX, 'Field'), value: importedText(value, WIKI_VALUE_MAX) });

export const kankaWikiDraft = (module: string, source: string, parsed: unknown, mentionName: MentionName): KankaWikiDraft | null => {
  const category = KANKA_CATEGORIES.get(module);
  if (!category) return null;
  const model = objectOf(parsed);
  const entity = objectOf(model.entity);
  const name = first(model.name, entity.name);
  if (!name) throw invalid(m.notEntity(source));

  const type = first(entity.type, model.type);
  const headerFields = [
    ...(type ? [field('Type', type)] : []),
    ...(FIELDS[module] ?? []).flatMap(([label, key]) => (textOf(model[key]) ? [field(label, textOf(model[key]))] : [])),
  ].slice(0, WIKI_HEADER_FIELDS_MAX);

  const section = (title: unknown, html: unknown, fallback: string) => ({
    title: importedName(title, WIKI_SECTION_TITLE_MAX, fallback),
    content: importedText(kankaHtmlToText(html, mentionName), WIKI_SECTION_CONTENT_MAX),
  });
  const posts = (Array.isArray(entity.posts) ? entity.posts : []).map(objectOf).filter((post) => SHARED_POST_VISIBILITY.has(post.visibility_id as number));
  const sections = [section('Entry', entity.entry ?? model.entry, 'Entry'), ...posts.map((post) => section(post.name, post.entry, 'Post'))]
    .filter((part) => part.content !== '')
    .slice(0, WIKI_SECTIONS_MAX);

  const image = first(entity.image_path, model.image).replace(/^\/+/, '');
  return {
    source,
    entityId: first(entity.id, model.entity_id) || null,
    category,
    title: importedName(name, WIKI_TITLE_MAX, 'Untitled'),
    subtitle: importedText(first(model.title, type), WIKI_SUBTITLE_MAX),
    headerFields,
    sections,
    imagePath: image && !image.includes('?') ? image : null,
    imageUuid: UUID.test(textOf(entity.image_uuid)) ? textOf(entity.image_uuid) : null,
  };
};
