// The writings of a world form a tree by parentID (product.md §3).

export interface TreeEntry {
  _id: string;
  parentID: string | null;
}

// Every writing under `rootId`, deepest first: deleting them in this order never leaves a
// child whose folder is already gone. Each writing is visited once, so a cycle (which the write
// side never makes) cannot loop.
export const descendantsDeepestFirst = (writings: readonly TreeEntry[], rootId: string): string[] => {
  const children = new Map<string, string[]>();
  for (const { _id, parentID } of writings) if (parentID) children.set(parentID, [...(children.get(parentID) ?? []), _id]);
  const seen = new Set([rootId]);
  const levels: string[][] = [];
  let level = [rootId];
  while (level.length > 0) {
    const next = level.flatMap((id) => children.get(id) ?? []).filter((id) => !seen.has(id) && seen.add(id));
    if (next.length > 0) levels.push(next);
    level = next;
  }
  return levels.reverse().flat();
};
