import type { ExportRelation, ExportWiki } from '../exports/exportFormat';
import { relationMessages as rm } from '../relations/relationMessages';
import { inverseOf, typesFor, type RelationType } from '../relations/relationTypes';
import { invalid } from '../shared/errors';
import { importMessages as m } from './importMessages';
import { checkRelationRules } from './importRules';
import type { PlannedRelation } from './plannedWorld';
import type { WorldPlanning } from './worldPlanning';

// A world's relations, to be added through the relation commands once both wikis exist. Each is
// added from the end whose category offers its type: a relation edited from its other end may be
// stored with a type its 'from' wiki could not add itself (a place changed to 'contains' a
// character is stored as the character 'locatedIn' it), and is then added from the other end.
export const planRelations = (p: WorldPlanning, path: string, relations: readonly ExportRelation[], wikis: readonly ExportWiki[]): PlannedRelation[] => {
  const categoryOf = new Map(wikis.map((wiki) => [wiki.id, wiki.category]));
  return relations.map((relation, index) => {
    const where = `relations.${index}`;
    for (const id of [relation.fromId, relation.toId]) if (!p.ids.wiki.has(id)) throw invalid(m.danglingLink(path, 'wiki', id));
    if (relation.fromId === relation.toId) throw invalid(m.schema(path, where, rm.sameWiki));
    const custom = relation.type === 'custom' ? relation.custom : undefined;
    checkRelationRules(path, where, { type: relation.type, custom, period: relation.period });
    const from = p.elementId(relation.fromId);
    const to = p.elementId(relation.toId);
    // The planned wikis go by their new ids.
    const offers = (id: string, type: RelationType) => typesFor(categoryOf.get(id) ?? 'characters').includes(type);
    const kind = { custom, period: p.periodOfCopy(relation.period) ?? null };
    if (offers(from, relation.type)) return { wikiId: from, otherId: to, type: relation.type, ...kind };
    if (offers(to, inverseOf(relation.type))) return { wikiId: to, otherId: from, type: inverseOf(relation.type), ...kind };
    throw invalid(m.schema(path, where, rm.typeNotForCategory));
  });
};
