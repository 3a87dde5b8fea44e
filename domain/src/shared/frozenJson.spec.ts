import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deepFreeze';
import { stringifyKeeping, stringifyKeepingInSlices, stringifyReusing } from './frozenJson';

// The values JSON.stringify was called with while `run` ran.
const stringifyCallsOf = (run: (stringify: typeof JSON.stringify) => void): unknown[] => {
  const stringify = JSON.stringify;
  const calls: unknown[] = [];
  JSON.stringify = ((value: unknown) => {
    calls.push(value);
    return stringify(value);
  }) as typeof JSON.stringify;
  try {
    run(stringify);
  } finally {
    JSON.stringify = stringify;
  }
  return calls;
};

const bigScene = (label: string) => ({ _id: label, content: Array.from({ length: 300 }, (_, i) => ({ content: `${label} run ${i} `, style: '' })) });

describe('frozen JSON texts', () => {
  it('write exactly what JSON.stringify writes', () => {
    const values: unknown[] = [
      null,
      'text',
      [1, { a: 2 }],
      { a: 1, b: undefined, c: () => 1, d: [undefined], e: null, 'quoted "key"': 'x' },
      { when: new Date(0) },
      deepFreeze({ writingId: 'w', scene: bigScene('a'), nothing: undefined }),
      deepFreeze({}),
    ];
    for (const value of values) expect(stringifyKeeping(value)).toBe(JSON.stringify(value));
    for (const value of values) expect(stringifyReusing(value)).toBe(JSON.stringify(value));
  });

  it("reuse a frozen payload's large field inside another document, and only then", () => {
    const payload = deepFreeze({ writingId: 'w', scene: bigScene('b') });
    expect(stringifyKeeping(payload)).toBe(JSON.stringify(payload));
    const document = { _id: 'w/b', writingID: 'w', scene: payload.scene };
    expect(stringifyCallsOf((original) => expect(stringifyReusing(document)).toBe(original(document)))).not.toContain(payload.scene);
    // Handed out once: asked for again, it is made afresh, still exact.
    expect(stringifyReusing(document)).toBe(JSON.stringify(document));
    // A copy of the same scene was never kept: it is written afresh.
    const copy = { ...document, scene: JSON.parse(JSON.stringify(payload.scene)) as typeof payload.scene };
    expect(stringifyCallsOf((original) => expect(stringifyReusing(copy)).toBe(original(copy)))).toContain(copy);
  });

  it('keep nothing of a payload that is not deeply frozen', () => {
    const payload = Object.freeze({ scene: bigScene('c') });
    stringifyKeeping(payload);
    const document = { _id: 'c', scene: payload.scene };
    expect(stringifyCallsOf((original) => expect(stringifyReusing(document)).toBe(original(document)))).toContain(document);
  });

  it('write a long list in slices with a turn between, the same text, kept for the read side', async () => {
    const points = Array.from({ length: 1_201 }, (_, i) => ({ _id: `p${i}`, name: `Point "${i}"`, links: i % 2 ? [] : [{ id: i }] }));
    const payload = deepFreeze({ mapId: 'm', points, note: undefined, small: [1, 2] });
    let turns = 0;
    expect(await stringifyKeepingInSlices(payload, async () => void turns++)).toBe(JSON.stringify(payload));
    expect(turns).toBe(3);
    const document = { _id: 'm', points: payload.points };
    expect(stringifyCallsOf((original) => expect(stringifyReusing(document)).toBe(original(document)))).not.toContain(payload.points);
    // Not deeply frozen, or no long list: at once, as stringifyKeeping.
    const open = { points };
    expect(await stringifyKeepingInSlices(open, async () => void turns++)).toBe(JSON.stringify(open));
    expect(turns).toBe(3);
  });
});
