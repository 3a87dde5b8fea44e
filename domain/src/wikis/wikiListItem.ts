import type { WikiListItem, WikiView } from './wikiView';

// The fields a menu lists: no images, header fields or sections.
const LIST_FIELDS = [
  '_id',
  'title',
  'subtitle',
  'category',
  'visibility',
  'worldID',
  'authorID',
  'parentID',
  'createdOn',
  'lastUpdated',
] as const satisfies readonly (keyof WikiListItem)[];

export const wikiListItemOf = (wiki: WikiView): WikiListItem => Object.fromEntries(LIST_FIELDS.map((field) => [field, wiki[field]])) as unknown as WikiListItem;
