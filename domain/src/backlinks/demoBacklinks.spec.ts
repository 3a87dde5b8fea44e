import { describe, expect, it } from 'vitest';
import { demoBacklinksOf } from './demoBacklinks';

describe("the demo world's 'Mentioned in'", () => {
  it('lists the sections, map points and timeline points that mention a demo element', () => {
    expect(demoBacklinksOf('wiki:example-hollowmere').map(({ type, id, where }) => [type, id, where])).toEqual([
      ['wiki', 'example', 'Early life'],
      ['wiki', 'example-stormbinding', 'Practice'],
      ['map', 'example', 'Hollowmere'],
      ['timeline', 'example', 'The drowned bell'],
    ]);
    expect(demoBacklinksOf('wiki:example-hollowmere')[0]).toMatchObject({
      title: 'Isolde Varn',
      snippet: 'Isolde grew up among the reed houses of …, where her mother kept the drowned bell.',
    });
    expect(demoBacklinksOf('map:example')).toEqual([
      expect.objectContaining({ type: 'timeline', where: 'Field of Falling Stars', snippet: 'The sky falls over the river kingdoms.' }),
    ]);
  });

  it('has nothing for an element outside the demo world', () => {
    expect(demoBacklinksOf('wiki:3f2b6c1e-0000-4000-8000-000000000000')).toEqual([]);
    expect(demoBacklinksOf('__proto__')).toEqual([]);
  });
});
