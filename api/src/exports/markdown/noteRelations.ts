import type { ExportRelation } from '@lorewright/domain/exports/exportFormat';
import type { RelationDate } from '@lorewright/domain/relations/relationPeriod';
import { inverseOf, relationLabel } from '@lorewright/domain/relations/relationTypes';
import type { NoteLinks } from './noteLinks';

// A wiki's relations as its note's `relations` property: one entry per relation, read from this
// wiki (the other note shows the inverse), so each note lists all of its own as the wiki page
// does. `to` is a wikilink, which Obsidian follows from properties; `type` lets an import tell a
// named type from a custom one, `label` is what the page shows; `from` and `until` are dates
// written year[-month[-day]].

export interface RelationProperty {
  type: string;
  label: string;
  to: string;
  from?: string;
  until?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const relationDateText = (date: RelationDate) =>
  [String(date.year), date.month === undefined ? null : pad(date.month), date.day === undefined ? null : pad(date.day)]
    .filter((part) => part !== null)
    .join('-');

/** Every wiki's relations as properties, by wiki id; relations to wikis without a note are left out. */
export const relationProperties = (relations: readonly ExportRelation[], to: NoteLinks): Map<string, RelationProperty[]> => {
  const byWiki = new Map<string, RelationProperty[]>();
  const add = (wikiId: string, otherId: string, type: ExportRelation['type'], relation: ExportRelation) => {
    const link = to.linkTo({ type: 'wiki', id: otherId }, '');
    if (!link || !to.pathOf({ type: 'wiki', id: wikiId })) return;
    const { from, until } = relation.period ?? {};
    const property: RelationProperty = {
      type,
      label: relationLabel(type, relation.custom),
      to: link,
      ...(from ? { from: relationDateText(from) } : {}),
      ...(until ? { until: relationDateText(until) } : {}),
    };
    byWiki.set(wikiId, [...(byWiki.get(wikiId) ?? []), property]);
  };
  for (const relation of relations) {
    add(relation.fromId, relation.toId, relation.type, relation);
    add(relation.toId, relation.fromId, inverseOf(relation.type), relation);
  }
  return byWiki;
};
