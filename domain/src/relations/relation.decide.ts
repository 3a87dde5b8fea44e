import type { PointAddress, PointDates } from '../calendars/datePoints';
import type { Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import type { WikiCategory } from '../wikis/wikiView';
import { RELATIONS_PER_WIKI_MAX } from '../wikis/wikiLimits';
import { canEditElement, type ElementWorldFacts } from '../worlds/worldAccess';
import type { RelationEvent } from './relation.events';
import { followedRelationEvents } from './relationDatePoints';
import { relationMessages as m } from './relationMessages';
import type { RelationPeriod } from './relationPeriod';
import { inverseOf, typesFor, type RelationType } from './relationTypes';
import type { RelationState, StoredRelation } from './relation.state';

// What the command handler read of a wiki (null when there is none, or it was deleted).
export interface RelationWikiFacts {
  wikiId: string;
  worldId: string;
  category: WikiCategory;
}

// The kind of a relation as read from one of its wikis; custom text is '' for a named type.
export interface RelationKind {
  type: RelationType;
  custom: string;
  period: RelationPeriod | null;
}

// Every command but FollowDatePoint names the actor, the world's facts and the wiki it is made
// on (the actor must edit it; a kind is read from it). `counts` are how many live relations each
// end has, read from the read model by the handler: relations to a deleted wiki stay in this
// stream (it never hears of the deletion) but not there.
interface OnWiki {
  actorId: string;
  world: ElementWorldFacts;
  wiki: RelationWikiFacts | null;
  relationId: string;
}

export type RelationCommand =
  | (OnWiki & { type: 'AddRelation'; other: RelationWikiFacts | null; kind: RelationKind; counts: { wiki: number; other: number }; addedOn: string })
  | (OnWiki & { type: 'ChangeRelation'; kind: RelationKind })
  | (OnWiki & { type: 'RemoveRelation' })
  // A timeline point relations' periods take dates from moved (relationDatePoints.ts): made on no
  // wiki and asking no actor's permission (the wikis' editors chose to take the dates from it).
  | { type: 'FollowDatePoint'; worldId: string; address: PointAddress; dates: PointDates };

const apply = (relations: Map<string, StoredRelation>, event: RelationEvent) => {
  const { relationId, fromId, toId } = event.data;
  if (event.type === 'RelationRemoved') relations.delete(relationId);
  else relations.set(relationId, { relationId, fromId, toId, type: event.data.type, custom: event.data.custom, period: event.data.period });
};

// The same relation whichever end it is read from: A 'parent' B is B 'child' A.
const sameRelation = (a: StoredRelation, b: StoredRelation) =>
  a.custom === b.custom &&
  ((a.fromId === b.fromId && a.toId === b.toId && a.type === b.type) || (a.fromId === b.toId && a.toId === b.fromId && a.type === inverseOf(b.type)));

// The stored form of a kind read from `wikiId`: from the other end, the inverse.
const storedFrom = (relation: Pick<StoredRelation, 'fromId' | 'toId'>, wikiId: string, kind: RelationKind) =>
  relation.fromId === wikiId ? { type: kind.type, custom: kind.custom } : { type: inverseOf(kind.type), custom: kind.custom };

const requireEditor = (command: OnWiki): RelationWikiFacts => {
  const { wiki, world } = command;
  if (!wiki || wiki.worldId !== world.worldId) throw notFound(m.wikiNotFound);
  if (!canEditElement(world, 'wiki', wiki.wikiId, command.actorId)) throw forbidden(m.onlyAuthor);
  return wiki;
};

const checkCustom = (kind: RelationKind) => {
  if ((kind.type === 'custom') !== (kind.custom !== '')) throw invalid(m.customRequired);
};

const checkKind = (wiki: RelationWikiFacts, kind: RelationKind) => {
  if (!typesFor(wiki.category).includes(kind.type)) throw invalid(m.typeNotForCategory);
  checkCustom(kind);
};

const isDuplicate = (state: RelationState, relation: StoredRelation) =>
  [...state.relations.values()].some((each) => each.relationId !== relation.relationId && sameRelation(each, relation));

// Relations of the wikis of one world (relation.events.ts for why one stream per world).
export const relationDecider: Decider<RelationCommand, RelationEvent, RelationState> = {
  initialState: () => ({ relations: new Map() }),
  evolve: (state, event) => relationDecider.evolveAll!(state, [event]),
  evolveAll: (state, events) => {
    const relations = new Map(state.relations);
    for (const event of events) apply(relations, event);
    return { relations };
  },
  evolveOwned: (state, events) => {
    for (const event of events) apply(state.relations, event);
    return state;
  },

  decide: (command, state) => {
    if (command.type === 'FollowDatePoint') return followedRelationEvents(state, command.worldId, command.address, command.dates);
    const wiki = requireEditor(command);
    const worldId = wiki.worldId;
    if (command.type === 'AddRelation') {
      const { other, kind } = command;
      if (!other || other.worldId !== worldId) throw notFound(m.otherNotFound);
      if (other.wikiId === wiki.wikiId) throw invalid(m.sameWiki);
      checkKind(wiki, kind);
      const relation = { relationId: command.relationId, fromId: wiki.wikiId, toId: other.wikiId, type: kind.type, custom: kind.custom, period: kind.period };
      if (state.relations.has(relation.relationId)) throw conflict(m.duplicate);
      if (isDuplicate(state, relation)) throw conflict(m.duplicate);
      if (command.counts.wiki >= RELATIONS_PER_WIKI_MAX || command.counts.other >= RELATIONS_PER_WIKI_MAX) throw forbidden(m.tooMany);
      return [{ type: 'RelationAdded', data: { worldId, ...relation, addedOn: command.addedOn } }];
    }
    const stored = state.relations.get(command.relationId);
    if (!stored || (stored.fromId !== wiki.wikiId && stored.toId !== wiki.wikiId)) throw notFound(m.relationNotFound);
    const ids = { worldId, relationId: stored.relationId, fromId: stored.fromId, toId: stored.toId };
    if (command.type === 'RemoveRelation') return [{ type: 'RelationRemoved', data: ids }];
    // The kind this end shows may be one its category does not offer (a character is shown
    // 'Has member' by another's 'Member of'): kept as it is, its period can still be changed.
    const shown = stored.fromId === wiki.wikiId ? stored.type : inverseOf(stored.type);
    if (command.kind.type === shown && command.kind.type !== 'custom') checkCustom(command.kind);
    else checkKind(wiki, command.kind);
    const changed = { ...stored, ...storedFrom(stored, wiki.wikiId, command.kind), period: command.kind.period };
    if (JSON.stringify(changed) === JSON.stringify(stored)) return [];
    if (isDuplicate(state, changed)) throw conflict(m.duplicate);
    return [{ type: 'RelationChanged', data: { ...ids, type: changed.type, custom: changed.custom, period: command.kind.period } }];
  },
};
