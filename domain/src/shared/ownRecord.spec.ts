import { describe, expect, it } from 'vitest';
import { ownRecordOf } from './ownRecord';

describe('a record copied to change in place', () => {
  it('holds every own entry, `__proto__` as an entry, and no prototype', () => {
    const source = JSON.parse('{"a":1,"__proto__":{"polluted":true},"constructor":3}') as Record<string, unknown>;
    const copy = ownRecordOf(source);
    expect(Object.getPrototypeOf(copy)).toBeNull();
    expect(Object.keys(copy)).toEqual(['a', '__proto__', 'constructor']);
    expect(copy['__proto__']).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is changed without changing its source', () => {
    const source = { a: 1, b: 2 };
    const copy = ownRecordOf(source);
    copy.a = 5;
    delete copy.b;
    expect(source).toEqual({ a: 1, b: 2 });
    expect({ ...copy }).toEqual({ a: 5 });
  });
});
