import { describe, expect, it } from 'vitest';
import { deepFreeze, isDeepFrozen } from './deepFreeze';

describe('deepFreeze', () => {
  it('freezes every object and array under the value, and returns the value itself', () => {
    const value = { scene: { content: [{ content: 'a', style: '' }] }, ids: ['x'] };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value.scene)).toBe(true);
    expect(Object.isFrozen(value.scene.content)).toBe(true);
    expect(Object.isFrozen(value.scene.content[0])).toBe(true);
    expect(Object.isFrozen(value.ids)).toBe(true);
    expect(() => {
      (value.scene.content[0] as { content: string }).content = 'changed';
    }).toThrow(TypeError);
  });

  it('also freezes what sits under an object someone froze only at the top', () => {
    const inner = { n: 1 };
    const value = Object.freeze({ inner });
    deepFreeze(value);
    expect(Object.isFrozen(inner)).toBe(true);
  });

  it('freezes own fields only: an enumerable field a prototype lends is left alone', () => {
    const lent = { shared: true };
    const value = Object.create({ lent }) as { lent: object; own: { n: number } };
    value.own = { n: 1 };
    deepFreeze(value);
    expect(Object.isFrozen(value.own)).toBe(true);
    expect(Object.isFrozen(lent)).toBe(false);
  });

  it('vouches only for what it froze: a tree frozen by hand is not taken as deeply frozen', () => {
    const byHand = Object.freeze({ inner: Object.freeze({ n: 1 }) });
    expect(isDeepFrozen(byHand)).toBe(false);
    expect(isDeepFrozen(deepFreeze({ n: 1 }))).toBe(true);
    expect(isDeepFrozen({ n: 1 })).toBe(false);
    expect(isDeepFrozen('text')).toBe(true);
    expect(isDeepFrozen(null)).toBe(true);
  });
});
