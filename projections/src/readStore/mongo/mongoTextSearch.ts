import type { ClientSession, Collection, Filter as MongoFilter } from 'mongodb';
import type { Document, Filter, SearchOptions, TextIndexSpec } from '../readStore';

// User text as a pattern that matches itself: 'a.b' finds 'a.b', not 'axb'.
const literalPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// search() on MongoDB with the embedded store's semantics, which the contract suite pins: one
// pass per searched field, in declared order, each a case-insensitive substring match that
// leaves out what an earlier field matched, newest first by newestBy. MongoDB's own $text
// matches whole words only ('ash' would not find 'Ashvale'), so each pass walks the
// { scope, newestBy } index (see mongoIndexes.ts) and stops once the page is full.
export const searchMongo = async (
  collection: Collection<Document>,
  session: ClientSession | undefined,
  index: TextIndexSpec,
  text: string,
  filter: Filter,
  { skip = 0, limit }: SearchOptions,
): Promise<Document[]> => {
  const wanted = text.trim();
  if (!wanted || limit <= 0) return [];
  if (index.scope && typeof filter[index.scope] !== 'string') {
    throw new Error(`Collection "${collection.collectionName}": a search must pin ${index.scope} to one string (its text index is scoped by it).`);
  }
  const contains = new RegExp(literalPattern(wanted), 'i');
  const found: Document[] = [];
  for (let field = 0; field < index.text.length && found.length < skip + limit; field++) {
    const earlier = index.text.slice(0, field).map((path) => ({ [path]: { $not: contains } }));
    const pass = { $and: [filter, { [index.text[field]]: contains }, ...earlier] } as MongoFilter<Document>;
    const cursor = collection.find(pass, { ...(session ? { session } : {}), sort: { [index.newestBy]: -1, _id: 1 }, limit: skip + limit - found.length });
    found.push(...(await cursor.toArray()));
  }
  return found.slice(skip, skip + limit);
};
