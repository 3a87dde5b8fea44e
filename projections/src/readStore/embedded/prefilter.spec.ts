import { describe, expect, it } from 'vitest';
import { collectConditions, planCandidates } from './prefilter';
import { NULL_KEY, indexKey } from './sqlText';

const where = (filter: Record<string, unknown>, fields: string[] = ['worldId', 'owner.id']) => {
  const { sql, params } = planCandidates('rs_docs_1', filter, new Set(fields));
  return { where: sql.includes(' WHERE ') ? sql.split(' WHERE ')[1].split(' AND ') : [], params };
};
const worldId = indexKey('worldId');

describe('candidate query planner', () => {
  it("reads the collection's own table", () => {
    expect(planCandidates('rs_docs_7', {}, new Set()).sql).toBe('SELECT doc FROM rs_docs_7');
  });

  it('compares equality, $eq and $in on single-key indexed paths and on _id in SQL', () => {
    expect(where({ worldId: 'w1' })).toEqual({ where: [`${worldId} = ?`], params: ['w1'] });
    expect(where({ worldId: { $eq: 3, $ne: 4 } })).toEqual({ where: [`${worldId} = ?`], params: [3] });
    expect(where({ worldId: { $in: ['a', null, true] } })).toEqual({
      where: [`${worldId} IN (SELECT coalesce(value, x'00') FROM json_each(?))`],
      params: ['["a",null,true]'],
    });
    expect(where({ _id: 'p1' })).toEqual({ where: ['id = ?'], params: ['p1'] });
    expect(where({ $and: [{ 'owner.id': null }, { worldId: true }] })).toEqual({
      where: [`${indexKey('owner.id')} = ?`, `${worldId} = ?`],
      params: [NULL_KEY, 1],
    });
  });

  it('leaves to mingo what SQL could get wrong or cannot narrow', () => {
    for (const filter of [
      { order: 5 }, // not indexed (or multikey)
      { worldId: { $gt: 'a' } },
      { worldId: /w/ },
      { worldId: { a: 1 } },
      { worldId: ['w1'] },
      { worldId: { $in: [{ a: 1 }] } },
      { $or: [{ worldId: 'w1' }, { worldId: 'w2' }] },
      { $nor: [{ worldId: 'w1' }] },
      { _id: 5 },
    ]) {
      expect(where(filter).where, JSON.stringify(filter)).toEqual([]);
    }
  });

  it("compares a range on a path of only strings or numbers in SQL, keeping the bound's type as MongoDB does", () => {
    const order = indexKey('order');
    const exact = (filter: Record<string, unknown>) => collectConditions(filter, new Set(['worldId']), new Set(['_id', 'worldId', 'order']));
    expect(exact({ worldId: 'w1', order: { $gte: 2, $lt: 9 } })).toMatchObject({
      where: [`${worldId} = ?`, `${order} >= ?`, `${order} < ?`, `${order} < ''`],
      params: ['w1', 2, 9],
      exact: true,
    });
    expect(exact({ _id: { $gt: 'm/p7' } })).toMatchObject({ where: ['id > ?', "id >= ''", "id < x''"], params: ['m/p7'], exact: true });
    // Bounds of two types, other operators beside the range, or a path that may hold other values.
    for (const filter of [{ order: { $gt: 1, $lt: 'z' } }, { order: { $gt: 1, $ne: 4 } }, { name: { $gt: 'a' } }, { order: { $gt: null } }]) {
      expect(exact(filter), JSON.stringify(filter)).toMatchObject({ where: [], exact: false });
    }
  });
});
