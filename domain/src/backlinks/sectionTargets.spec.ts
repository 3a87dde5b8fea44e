import { describe, expect, it } from 'vitest';
import { sectionTargets } from './sectionTargets';

describe('a wiki section’s links', () => {
  it('name each element once, with the words around its first link', () => {
    const content = 'Born in [[wiki:ashvale]], raised by [[wiki:mira]] near [[wiki:ashvale]].';
    expect([...sectionTargets(content)]).toEqual([
      ['wiki:ashvale', 'Born in …, raised by'],
      ['wiki:mira', ', raised by … near'],
    ]);
  });
  it('a link alone in its section has no words around it', () => {
    expect(sectionTargets('[[map:m1]]')).toEqual(new Map([['map:m1', '']]));
  });
});
