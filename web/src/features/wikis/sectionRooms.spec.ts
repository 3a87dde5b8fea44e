import { describe, expect, it } from 'vitest';
import { sectionsInRooms, SECTION_ROOMS_MAX, typedInNow } from './sectionRooms';

describe('which sections hold a room', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('leaves the server’s limit a spare room', () => expect(SECTION_ROOMS_MAX).toBe(4));

  it('the first sections of the wiki, before any is typed in', () => {
    expect([...sectionsInRooms(ids, [])]).toEqual(['a', 'b', 'c', 'd']);
    expect([...sectionsInRooms(['a', 'b'], [])]).toEqual(['a', 'b']);
  });

  it('the sections typed in last come first; a removed one holds none', () => {
    expect([...sectionsInRooms(ids, ['f', 'e'])]).toEqual(['f', 'e', 'a', 'b']);
    expect([...sectionsInRooms(['a', 'b', 'c', 'd', 'e'], ['gone', 'e'])]).toEqual(['e', 'a', 'b', 'c']);
  });

  it('typing in a section puts it first, each once, a few at most', () => {
    expect(typedInNow(['b', 'a'], 'a')).toEqual(['a', 'b']);
    expect(typedInNow(['d', 'c', 'b', 'a'], 'e')).toEqual(['e', 'd', 'c', 'b']);
  });
});
