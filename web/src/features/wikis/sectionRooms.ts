import { MAX_ROOMS_PER_SOCKET } from '@lorewright/domain/notifications/collabRoom';

// A page holds the rooms of a few sections at a time (the server lets one connection into
// MAX_ROOMS_PER_SOCKET; one is left spare for a room being let go). The sections typed in last
// hold theirs; the first sections of the wiki fill the rest.
export const SECTION_ROOMS_MAX = MAX_ROOMS_PER_SOCKET - 1;

/** The sections whose rooms this page holds: the last typed in first, then the wiki's order. */
export function sectionsInRooms(sectionIds: readonly string[], lastTypedIn: readonly string[], max = SECTION_ROOMS_MAX): Set<string> {
  const shown = new Set(sectionIds);
  const held = new Set<string>();
  for (const id of [...lastTypedIn, ...sectionIds]) {
    if (held.size >= max) break;
    if (shown.has(id)) held.add(id);
  }
  return held;
}

/** The list of sections typed in, most recent first, with `id` now at its head. */
export const typedInNow = (lastTypedIn: readonly string[], id: string): string[] =>
  [id, ...lastTypedIn.filter((each) => each !== id)].slice(0, SECTION_ROOMS_MAX);
