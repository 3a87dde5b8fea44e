// Ordered parts of a wiki (images, header fields, sections) are placed relative to the part
// before them, so an edit from one tab moves only what it mentions: a part it does not mention
// stays after the same neighbour, wherever that neighbour went.

interface Part {
  _id: string;
}

// Puts `part` right after the part `afterId` (first when null or no longer there).
export const placeAfter = <P extends Part>(parts: readonly P[], part: P, afterId: string | null): P[] => {
  const rest = parts.filter((other) => other._id !== part._id);
  const at = afterId === null ? 0 : rest.findIndex((other) => other._id === afterId) + 1;
  return [...rest.slice(0, at), part, ...rest.slice(at)];
};

// The order after an edit: the ids it sent, in its order, with every id it did not send put
// back after its previous neighbour (first when it had none). A new id the edit placed right
// after that neighbour stays there: it was placed on purpose, the unsent one was not moved.
export const mergedOrder = (current: readonly string[], sent: readonly string[]): string[] => {
  const mentioned = new Set(sent);
  const known = new Set(current);
  const order = [...sent];
  let previous: string | null = null;
  for (const id of current) {
    if (!mentioned.has(id)) {
      let at = previous === null ? 0 : order.indexOf(previous) + 1;
      while (at < order.length && !known.has(order[at])) at += 1;
      order.splice(at, 0, id);
    }
    previous = id;
  }
  return order;
};

// The moves (id, the id it goes after) that turn `current` into `target`: each id whose
// neighbour before it differs is moved, walking the target from the top.
export const movesTo = (current: readonly string[], target: readonly string[]): { id: string; afterId: string | null }[] => {
  let working = current.map((_id) => ({ _id }));
  const moves: { id: string; afterId: string | null }[] = [];
  target.forEach((id, index) => {
    const afterId = index === 0 ? null : target[index - 1];
    const at = working.findIndex((part) => part._id === id);
    const before = at <= 0 ? null : working[at - 1]._id;
    if (at === -1 || before === afterId) return;
    moves.push({ id, afterId });
    working = placeAfter(working, { _id: id }, afterId);
  });
  return moves;
};
