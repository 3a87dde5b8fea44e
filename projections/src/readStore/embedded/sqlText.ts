// Pieces of SQL text shared by the embedded adapter's queries and index definitions. An
// expression index is only used when a query repeats its expression exactly, so both sides
// build it here.

export const sqlString = (value: string): string => `'${value.replaceAll("'", "''")}'`;

export const sqlIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

// Index fields are dotted paths of plain names, so they map onto a JSON path without quoting
// and never mean an array position (which MongoDB's 'a.0' could).
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export const assertIndexField = (field: string): void => {
  if (!FIELD.test(parseIndexField(field).path)) {
    throw new Error(`Index field "${field}": use dotted names of letters, digits and _ (e.g. "owner.id"), after a '-' for descending order.`);
  }
};

// Missing and null share one key (a blob no JSON value can produce), as in MongoDB, where a
// unique index admits only one document without the field.
export const NULL_KEY = Buffer.from([0]);

// _id is the primary key's id column; every other path is read out of the JSON.
export const indexKey = (field: string): string => (field === '_id' ? 'id' : `coalesce(json_extract(doc, ${sqlString(`$.${field}`)}), x'00')`);

// An index field as declared: a leading '-' orders that key descending (see IndexSpec).
export interface IndexKeyPart {
  path: string;
  descending: boolean;
}

export const parseIndexField = (field: string): IndexKeyPart =>
  field.startsWith('-') ? { path: field.slice(1), descending: true } : { path: field, descending: false };

// Index names are global in SQLite; the fields come last so errors can name them.
export const indexName = (collection: string, fields: readonly string[]): string => `rs:${collection}:${fields.join(',')}`;
