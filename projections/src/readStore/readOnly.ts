import type { CollectionReader } from './readStore';

// The committed-state view hands out only the read methods, so writes cannot bypass a unit of
// work even through a cast.
export const readOnly = (collection: CollectionReader): CollectionReader => ({
  get: (id, options) => collection.get(id, options),
  find: (filter, options) => collection.find(filter, options),
  count: (filter) => collection.count(filter),
  search: (text, filter, options) => collection.search(text, filter, options),
});
