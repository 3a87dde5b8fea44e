import { z } from 'zod';
import { WIKI_CATEGORIES } from '../wikis/wikiView';
import { RelationPeriod } from './relationPeriod';
import { RELATION_TYPES } from './relationTypes';

// What the relation calls answer, shared by the API (their answer schemas) and the client.

// A wiki as a relation names it.
const RelatedWiki = z.object({ _id: z.string(), title: z.string(), category: z.enum(WIKI_CATEGORIES) });

// A relation as one of its wikis shows it: the type read from that wiki, and the other wiki.
export const RelationView = z.object({
  _id: z.string(),
  type: z.enum(RELATION_TYPES),
  custom: z.string(),
  period: RelationPeriod.nullable(),
  other: RelatedWiki,
});
export type RelationView = z.infer<typeof RelationView>;

// GET wiki/{id}/relations.
export const RelationsAnswer = z.object({ relations: z.array(RelationView) });

// A world's relations for its graph: each once, read from `fromID`. GET world/{id}/relations.
export const WorldRelationsView = z.object({
  wikis: z.array(RelatedWiki),
  relations: z.array(z.object({ _id: z.string(), fromID: z.string(), toID: z.string(), type: z.enum(RELATION_TYPES), custom: z.string() })),
});
export type WorldRelationsView = z.infer<typeof WorldRelationsView>;

// A family drawn from parent, child and spouse relations around one character.
// GET wiki/{id}/familyTree.
export const FamilyTreeView = z.object({
  rootID: z.string(),
  people: z.array(z.object({ _id: z.string(), title: z.string() })),
  // parentID is a parent of childID.
  parents: z.array(z.object({ parentID: z.string(), childID: z.string() })),
  spouses: z.array(z.object({ a: z.string(), b: z.string() })),
});
export type FamilyTreeView = z.infer<typeof FamilyTreeView>;
