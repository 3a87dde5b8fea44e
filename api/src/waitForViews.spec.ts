import { describe, expect, it } from 'vitest';
import { allProjections } from '@lorewright/projections/allProjections';
import { openTestApp } from './testing/testApp';

describe('read-your-writes: a route waits for views by name', () => {
  it('takes only the names of the views there are: a misspelt one does not compile, and is refused if it runs', async () => {
    const t = await openTestApp();
    try {
      // @ts-expect-error 'wrold' is no view's name
      await expect(t.stack.waitForViews(1, ['wrold'])).rejects.toThrow('Unknown view: wrold');
      const head = await t.stack.eventStore.headPosition();
      expect(await t.stack.waitForViews(head, ['worlds', 'users'])).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('has one name for each projection', () => {
    const names = allProjections.map((projection) => projection.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('elementHistory');
  });
});
