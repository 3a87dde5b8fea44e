import type { RelationEvent } from '@lorewright/domain/relations/relation.events';
import type { RelationPeriod } from '@lorewright/domain/relations/relationPeriod';
import { inverseOf, type RelationType } from '@lorewright/domain/relations/relationTypes';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { ProjectionStore } from '../runner/projection';
import { defineProjection } from '../runner/projection';

// Relations between wikis: one record per end, so a wiki's relations are one read through the
// wikiID index with the type already read from that wiki (the 'to' end holds the inverse). A
// world's graph reads the 'from' ends through the worldID index. A deleted wiki's relations go
// with it, from both ends; titles are read when asked for, under the viewer's access.
export const RELATION_ENDS = 'ends';

export interface RelationEndRecord {
  // `${relationID}:${end}`
  _id: string;
  relationID: string;
  worldID: string;
  end: 'from' | 'to';
  wikiID: string;
  otherID: string;
  type: RelationType;
  custom: string;
  period: RelationPeriod | null;
  // Its place in the log: a wiki's relations are listed in the order they were added.
  position: number;
}

const ends = (db: ProjectionStore) => db.collection(RELATION_ENDS);

type Kind = Pick<RelationEndRecord, 'type' | 'custom' | 'period'>;
const records = (data: { worldId: string; relationId: string; fromId: string; toId: string } & Kind, position: number): RelationEndRecord[] => {
  const shared = { relationID: data.relationId, worldID: data.worldId, custom: data.custom, period: data.period, position };
  return [
    { _id: `${data.relationId}:from`, ...shared, end: 'from', wikiID: data.fromId, otherID: data.toId, type: data.type },
    { _id: `${data.relationId}:to`, ...shared, end: 'to', wikiID: data.toId, otherID: data.fromId, type: inverseOf(data.type) },
  ];
};

export const relationsProjection = defineProjection<RelationEvent | WikiEvent | WorldEvent>()({
  name: 'relations',
  version: 1,
  collections: {
    [RELATION_ENDS]: [{ fields: ['wikiID', 'position'] }, { fields: ['wikiID'], counted: true }, { fields: ['otherID'] }, { fields: ['worldID', 'end'] }],
  },
  on: {
    RelationAdded: async (event, db) => {
      for (const record of records(event.data, event.position)) await ends(db).put({ ...record });
    },
    // Kept in its place in the list: only the kind changes.
    RelationChanged: async ({ data }, db) => {
      for (const record of records(data, 0)) {
        const { type, custom, period } = record;
        await ends(db).update(record._id, { $set: { type, custom, period } });
      }
    },
    RelationRemoved: async ({ data }, db) => {
      await ends(db).delete(`${data.relationId}:from`);
      await ends(db).delete(`${data.relationId}:to`);
    },
    WikiDeleted: async ({ data }, db) => {
      await ends(db).deleteMany({ wikiID: data.wikiId });
      await ends(db).deleteMany({ otherID: data.wikiId });
    },
    WorldDeleted: ({ data }, db) => ends(db).deleteMany({ worldID: data.worldId }),
  },
});
