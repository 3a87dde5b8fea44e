import type { WikiCategory } from '../wikis/wikiView';
import type { RelationPeriod } from './relationPeriod';
import type { RelationType } from './relationTypes';

// A relation as one of its wikis shows it: the type read from that wiki, and the other wiki.
export interface RelationView {
  _id: string;
  type: RelationType;
  custom: string;
  period: RelationPeriod | null;
  other: { _id: string; title: string; category: WikiCategory };
}

// A world's relations for its graph: each once, read from `fromID`.
export interface WorldRelationsView {
  wikis: { _id: string; title: string; category: WikiCategory }[];
  relations: { _id: string; fromID: string; toID: string; type: RelationType; custom: string }[];
}

// A family drawn from parent, child and spouse relations around one character.
export interface FamilyTreeView {
  rootID: string;
  people: { _id: string; title: string }[];
  // parentID is a parent of childID.
  parents: { parentID: string; childID: string }[];
  spouses: { a: string; b: string }[];
}
