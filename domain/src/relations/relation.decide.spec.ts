import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import { RELATIONS_PER_WIKI_MAX } from '../wikis/wikiLimits';
import type { ElementWorldFacts } from '../worlds/worldAccess';
import { relationDecider, type RelationCommand, type RelationKind, type RelationWikiFacts } from './relation.decide';
import type { RelationEvent } from './relation.events';

const spec = deciderSpec(relationDecider);
const world: ElementWorldFacts = { worldId: 'w1', authorID: 'ada', visibility: 'private', members: ['bea'] };
const character = (wikiId: string): RelationWikiFacts => ({ wikiId, worldId: 'w1', category: 'characters' });
const place = (wikiId: string): RelationWikiFacts => ({ wikiId, worldId: 'w1', category: 'places' });
const kind = (type: RelationKind['type'], custom = ''): RelationKind => ({ type, custom, period: null });
const add = (over: Partial<Extract<RelationCommand, { type: 'AddRelation' }>> = {}): RelationCommand => ({
  type: 'AddRelation',
  actorId: 'ada',
  world,
  wiki: character('ysolde'),
  other: character('bran'),
  relationId: 'r1',
  counts: { wiki: 0, other: 0 },
  addedOn: '2026-11-30T09:00:00.000Z',
  kind: kind('parent'),
  ...over,
});
const ids = { worldId: 'w1', relationId: 'r1', fromId: 'ysolde', toId: 'bran' };
const added: RelationEvent = { type: 'RelationAdded', data: { ...ids, type: 'parent', custom: '', period: null, addedOn: '2026-11-30T09:00:00.000Z' } };

describe('relations between wikis', () => {
  it("the world's author relates two wikis of the world, with a period", () => {
    const period = { from: { year: 1200, month: 3 }, until: { year: 1245 } };
    spec
      .given([])
      .when(add({ kind: { ...kind('parent'), period } }))
      .then([{ ...added, data: { ...added.data, period } }]);
  });

  it('a member, a stranger or anyone through a missing wiki cannot add one', () => {
    spec
      .given([])
      .when(add({ actorId: 'bea' }))
      .thenThrows('Only the author can change this wiki.');
    spec
      .given([])
      .when(add({ actorId: 'eve' }))
      .thenThrows('Only the author can change this wiki.');
    spec
      .given([])
      .when(add({ wiki: null }))
      .thenThrows('Wiki not found.');
    spec
      .given([])
      .when(add({ wiki: { ...character('ysolde'), worldId: 'w2' } }))
      .thenThrows('Wiki not found.');
  });

  it('both wikis must be of the same world, and different', () => {
    spec
      .given([])
      .when(add({ other: null }))
      .thenThrows('The other wiki was not found in this world.');
    spec
      .given([])
      .when(add({ other: { ...character('bran'), worldId: 'w2' } }))
      .thenThrows('The other wiki was not found in this world.');
    spec
      .given([])
      .when(add({ other: character('ysolde') }))
      .thenThrows('A wiki cannot be related to itself.');
  });

  it("the type must be one of the wiki's category; custom needs its text", () => {
    spec
      .given([])
      .when(add({ wiki: place('ashvale'), kind: kind('parent') }))
      .thenThrows('This kind of relation is not offered for this wiki.');
    spec
      .given([])
      .when(add({ kind: kind('custom') }))
      .thenThrows('Please name the relation.');
    spec
      .given([])
      .when(add({ kind: kind('custom', 'Sworn shield of') }))
      .then([{ ...added, data: { ...added.data, type: 'custom', custom: 'Sworn shield of' } }]);
  });

  it('the same relation twice is refused, from either end; another type between the same pair is not', () => {
    spec
      .given([added])
      .when(add({ relationId: 'r2' }))
      .thenThrows('These wikis already have this relation.');
    // Bran 'child' of Ysolde is Ysolde 'parent' of Bran.
    spec
      .given([added])
      .when(add({ relationId: 'r2', wiki: character('bran'), other: character('ysolde'), kind: kind('child') }))
      .thenThrows('These wikis already have this relation.');
    spec
      .given([added])
      .when(add({ relationId: 'r2', kind: kind('mentor') }))
      .then([{ type: 'RelationAdded', data: { ...added.data, relationId: 'r2', type: 'mentor' } }]);
  });

  it(`a wiki has at most ${RELATIONS_PER_WIKI_MAX} relations, counting both ends`, () => {
    spec
      .given([])
      .when(add({ counts: { wiki: RELATIONS_PER_WIKI_MAX - 1, other: RELATIONS_PER_WIKI_MAX - 1 } }))
      .then([added]);
    spec
      .given([])
      .when(add({ counts: { wiki: RELATIONS_PER_WIKI_MAX, other: 0 } }))
      .thenThrows(`at most ${RELATIONS_PER_WIKI_MAX} relations`);
    spec
      .given([])
      .when(add({ counts: { wiki: 0, other: RELATIONS_PER_WIKI_MAX } }))
      .thenThrows(`at most ${RELATIONS_PER_WIKI_MAX} relations`);
  });

  it('a change made from the other end is stored as read from the first; the same kind again changes nothing', () => {
    const change = { type: 'ChangeRelation', actorId: 'ada', world, relationId: 'r1' } as const;
    spec
      .given([added])
      .when({ ...change, wiki: character('bran'), kind: kind('student') })
      .then([{ type: 'RelationChanged', data: { ...ids, type: 'mentor', custom: '', period: null } }]);
    spec
      .given([added])
      .when({ ...change, wiki: character('bran'), kind: kind('child') })
      .then([]);
    spec
      .given([added])
      .when({ ...change, wiki: character('ysolde'), kind: { ...kind('parent'), period: { from: { year: 3 } } } })
      .then([{ type: 'RelationChanged', data: { ...ids, type: 'parent', custom: '', period: { from: { year: 3 } } } }]);
  });

  it('an end shown a kind its category does not offer keeps it while its period changes, but cannot choose it anew', () => {
    const memberOf: RelationEvent = { type: 'RelationAdded', data: { ...added.data, type: 'memberOf' } };
    const change = { type: 'ChangeRelation', actorId: 'ada', world, relationId: 'r1', wiki: character('bran') } as const;
    const period = { until: { year: 1250 } };
    spec
      .given([memberOf])
      .when({ ...change, kind: { ...kind('hasMember'), period } })
      .then([{ type: 'RelationChanged', data: { ...ids, type: 'memberOf', custom: '', period } }]);
    spec
      .given([added])
      .when({ ...change, kind: kind('hasMember') })
      .thenThrows('This kind of relation is not offered for this wiki. Choose another or write your own.');
  });

  it('either end removes it; a wiki it does not join, or a missing relation, is not found', () => {
    const remove = { type: 'RemoveRelation', actorId: 'ada', world, relationId: 'r1' } as const;
    spec
      .given([added])
      .when({ ...remove, wiki: character('bran') })
      .then([{ type: 'RelationRemoved', data: ids }]);
    spec
      .given([added])
      .when({ ...remove, wiki: character('odo') })
      .thenThrows('Relation not found.');
    spec
      .given([added, { type: 'RelationRemoved', data: ids }])
      .when({ ...remove, wiki: character('ysolde') })
      .thenThrows('Relation not found.');
    spec
      .given([added])
      .when({ ...remove, actorId: 'bea', wiki: character('ysolde') })
      .thenThrows('Only the author can change this wiki.');
  });
});
