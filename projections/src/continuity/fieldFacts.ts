import { overlapWarningId, overlappingFields, type DatedField } from '@lorewright/domain/continuity/continuityWarnings';
import type { ProjectionStore } from '../runner/projection';
import { keepWarnings, wikiOf, wikis, type WarningRecord, type WikiFactsRecord } from './continuityRecords';

// ---- Dated values of one header field that overlap --------------------------------------------

export const checkFields = async (db: ProjectionStore, wiki: WikiFactsRecord) => {
  const wanted = overlappingFields(wiki.fields).map(([first, second]): WarningRecord => ({
    _id: overlapWarningId(wiki._id, first._id, second._id),
    worldID: wiki.worldID,
    kind: 'fieldValuesOverlap',
    places: [{ type: 'wiki', id: wiki._id, where: first.field.trim(), part: first._id }],
    facts: {
      kind: 'fieldValuesOverlap',
      field: first.field.trim(),
      first: { value: first.value, period: first.period! },
      second: { value: second.value, period: second.period! },
    },
    ...((first.secret || second.secret) && { editorsOnly: { type: 'wiki', id: wiki._id } }),
    wikiID: wiki._id,
  }));
  await keepWarnings(db, { wikiID: wiki._id, kind: 'fieldValuesOverlap' }, wanted);
};

export const fieldOf = (field: DatedField): DatedField => ({
  _id: field._id,
  field: field.field,
  value: field.value,
  ...(field.secret && { secret: true }),
  ...(field.period && { period: field.period }),
});

// A header field event: the wiki's fields after it, then their overlaps again.
export const fieldsChanged = async (db: ProjectionStore, wikiId: string, change: (fields: DatedField[]) => DatedField[]) => {
  const wiki = await wikiOf(db, wikiId);
  if (!wiki) return;
  const next = { ...wiki, fields: change(wiki.fields) };
  await wikis(db).put({ ...next });
  await checkFields(db, next);
};
