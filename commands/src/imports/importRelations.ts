import type { PlannedWorld } from '@lorewright/domain/imports/importPlan';
import type { WorldImport } from './worldImport';

// Relations, once every wiki exists, through the relation commands: their rules (the kinds a
// category offers, duplicates, the limit per wiki) apply as when added by hand.
export const importRelations = async (w: WorldImport, relations: PlannedWorld['relations']) => {
  for (const relation of relations) {
    const body = {
      wikiID: w.idOf(relation.wikiId),
      otherID: w.idOf(relation.otherId),
      type: relation.type,
      ...(relation.custom === undefined ? {} : { custom: relation.custom }),
      period: w.periodOf(relation.period),
    };
    await w.step(w.ports.relations.add(w.actor.id, body, w.context));
  }
};
