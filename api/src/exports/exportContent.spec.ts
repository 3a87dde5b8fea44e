import { describe, expect, it } from 'vitest';
import type { RelationEndRecord } from '@lorewright/projections/relations/relations.projection';
import { relationsOf } from './exportContent';

const end = (over: Partial<RelationEndRecord>): RelationEndRecord => ({
  _id: 'r1:from',
  relationID: 'r1',
  worldID: 'w',
  end: 'from',
  wikiID: 'a',
  otherID: 'b',
  type: 'parent',
  custom: '',
  period: null,
  position: 1,
  ...over,
});

describe("a world file's relations", () => {
  it('lists each relation once, as stored, only between wikis the export holds', () => {
    const ends = [
      end({}),
      end({ _id: 'r1:to', end: 'to', wikiID: 'b', otherID: 'a', type: 'child' }),
      end({ _id: 'r2:from', relationID: 'r2', otherID: 'gone', type: 'ally' }),
      end({ _id: 'r3:from', relationID: 'r3', wikiID: 'b', otherID: 'a', type: 'custom', custom: 'Ward of', period: { from: { year: 3 } } }),
    ];
    expect(relationsOf(ends, new Set(['a', 'b']))).toEqual([
      { id: 'r1', fromId: 'a', toId: 'b', type: 'parent', custom: '', period: null },
      { id: 'r3', fromId: 'b', toId: 'a', type: 'custom', custom: 'Ward of', period: { from: { year: 3 } } },
    ]);
  });
});
