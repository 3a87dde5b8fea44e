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

// The life only when the wiki has one: a wiki never dated lists as it did before dated facts.
export const wikiListItemOf = (wiki: WikiView): WikiListItem =>
  ({ ...Object.fromEntries(LIST_FIELDS.map((field) => [field, wiki[field]])), ...(wiki.lifespan && { lifespan: wiki.lifespan }) }) as unknown as WikiListItem;
