import { describe, expect, it } from 'vitest';
import { checkBody } from './bodyChecks';
import { POOLED_BODIES, type PooledBodyName } from './pooledBodies';
import { WARM_UP_SAMPLES, warmBodyChecks } from './bodyWarmUp';

describe('the body checks warm-up', () => {
  it.each(Object.keys(POOLED_BODIES) as PooledBodyName[])('checks a %s its schema accepts, so it warms the path a save takes', (name) => {
    expect(() => checkBody(name, WARM_UP_SAMPLES[name]())).not.toThrow();
  });

  it('checks every pooled schema, many times', () => {
    const checked: string[] = [];
    warmBodyChecks((name) => checked.push(name));
    expect(new Set(checked)).toEqual(new Set(Object.keys(POOLED_BODIES)));
    expect(checked.length).toBeGreaterThanOrEqual(Object.keys(POOLED_BODIES).length * 4);
  });
});
