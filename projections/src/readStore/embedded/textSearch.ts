import { Query } from 'mingo';
import type { Document, Filter, SearchOptions } from '../readStore';
import type { StatementCache } from './statementCache';
import { sqlIdentifier } from './sqlText';
import { SCOPE_MARK, type TextIndexInfo } from './textIndex';

// search() on the embedded store: one pass per searched field, in declared order, each walking
// the FTS5 table newest first (see textIndex.ts) and leaving out what an earlier field already
// matched; mingo checks the rest of the filter on each document; reading stops once the page
// is full.
export const searchText = (
  statements: StatementCache,
  table: string,
  collection: string,
  index: TextIndexInfo,
  text: string,
  filter: Filter,
  { skip = 0, limit }: SearchOptions,
): Document[] => {
  const wanted = text.trim();
  if (!wanted || limit <= 0) return [];
  const scopeValue = index.scope ? filter[index.scope] : undefined;
  if (index.scope && typeof scopeValue !== 'string') {
    throw new Error(`Collection "${collection}": a search must pin ${index.scope} to one string (its text index is scoped by it).`);
  }
  const query = new Query(filter);
  const page: Document[] = [];
  let skipping = skip;
  for (let field = 0; field < index.text.length && page.length < limit; field++) {
    const { sql, params } = fieldPass(table, index, field, wanted, scopeValue as string | undefined);
    const rows = statements.pluck(sql).iterate(...params) as IterableIterator<string>;
    try {
      for (const row of rows) {
        const doc = JSON.parse(row) as Document;
        if (!query.test(doc)) continue;
        if (skipping > 0) skipping--;
        else if (page.push(doc) === limit) break;
      }
    } finally {
      rows.return?.(undefined); // after an early stop the SQLite cursor must still be released
    }
  }
  return page;
};

// The trigram tokenizer indexes three characters at a time: shorter text is matched with LIKE
// over the (scoped) rows instead, still newest first.
const TRIGRAM = 3;

const fieldPass = (documents: string, index: TextIndexInfo, field: number, text: string, scope: string | undefined) => {
  const table = sqlIdentifier(index.table);
  const from = `SELECT d.doc FROM ${table} t JOIN ${documents} d ON d.id = t.id`;
  const order = 'ORDER BY t.rowid DESC';
  const scopeMatch = scope === undefined ? undefined : `s : ${phrase(`${SCOPE_MARK}${scope}${SCOPE_MARK}`)}`;
  if ([...text].length >= TRIGRAM) {
    const earlier = Array.from({ length: field }, (_, i) => `c${i} : ${phrase(text)}`);
    let match = `c${field} : ${phrase(text)}`;
    if (scopeMatch) match = `(${scopeMatch}) AND (${match})`;
    if (earlier.length > 0) match = `(${match}) NOT (${earlier.join(' OR ')})`;
    return { sql: `${from} WHERE ${table} MATCH ? ${order}`, params: [match] };
  }
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const conditions = [`t.c${field} LIKE ? ESCAPE '\\'`, ...Array.from({ length: field }, (_, i) => `NOT coalesce(t.c${i}, '') LIKE ? ESCAPE '\\'`)];
  const params: unknown[] = Array.from({ length: field + 1 }, () => pattern);
  if (scopeMatch) {
    conditions.unshift(`${table} MATCH ?`);
    params.unshift(scopeMatch);
  }
  return { sql: `${from} WHERE ${conditions.join(' AND ')} ${order}`, params };
};

// An FTS5 string: inside double quotes, a double quote is written twice.
const phrase = (text: string): string => `"${text.replaceAll('"', '""')}"`;
