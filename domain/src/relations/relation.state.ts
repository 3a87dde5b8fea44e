import type { RelationPeriod } from './relationPeriod';
import type { RelationType } from './relationTypes';

// The relations of one world's stream as the relation decider folds them.

export interface StoredRelation {
  relationId: string;
  fromId: string;
  toId: string;
  type: RelationType;
  custom: string;
  period: RelationPeriod | null;
}

export interface RelationState {
  relations: Map<string, StoredRelation>;
}
