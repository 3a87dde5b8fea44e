import { mergedOrder, movesTo, placeAfter } from './partOrder';

// The ordered-part side of an edit, shared by header fields and sections: which parts are new,
// which changed, which go, and the moves that give the order the edit asked for (partOrder.ts).
// Applied in that order: removals, additions, moves, edits.
export interface PartDiff<P> {
  removed: string[];
  added: { part: P; afterId: string | null }[];
  moved: { id: string; afterId: string | null }[];
  edited: P[];
}

const neighbourBefore = (order: readonly string[], id: string) => {
  const at = order.indexOf(id);
  return at <= 0 ? null : order[at - 1];
};

export const diffParts = <P extends { _id: string }>(
  current: readonly P[],
  sent: readonly P[],
  removedIds: readonly string[],
  same: (before: P, after: P) => boolean,
): PartDiff<P> => {
  const before = new Map(current.map((part) => [part._id, part]));
  // Ids already gone (another tab removed them) are nothing to remove.
  const removed = [...new Set(removedIds)].filter((id) => before.has(id));
  const gone = new Set(removed);
  const kept = sent.filter((part) => !gone.has(part._id));
  const remaining = current.filter((part) => !gone.has(part._id)).map((part) => part._id);
  const target = mergedOrder(
    remaining,
    kept.map((part) => part._id),
  );
  // New parts are added in the target's order, each after its neighbour there, which then
  // already exists; the existing parts move afterwards where they must.
  const sentById = new Map(kept.map((part) => [part._id, part]));
  const added = target.filter((id) => !before.has(id)).map((id) => ({ part: sentById.get(id)!, afterId: neighbourBefore(target, id) }));
  const afterAdding = added.reduce(
    (order, { part, afterId }) => placeAfter(order, { _id: part._id }, afterId),
    remaining.map((_id) => ({ _id })),
  );
  const moved = movesTo(
    afterAdding.map((part) => part._id),
    target,
  );
  const edited = kept.filter((part) => before.has(part._id) && !same(before.get(part._id)!, part));
  return { removed, added, moved, edited };
};
