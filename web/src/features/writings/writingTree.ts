// The writings collection is a tree by parentID (product.md §3): a child whose parent is
// missing (deleted, or private and filtered out for this reader) shows at the top level. Works
// on the menu's WritingViews and on the world page's ElementSummaries alike.

export interface TreeItem {
  _id: string;
  title: string;
  parentID?: string | null;
  type?: string;
}

export interface WritingTreeNode<T extends TreeItem> {
  item: T;
  children: WritingTreeNode<T>[];
}

export const isFolder = (item: Pick<TreeItem, 'type'>) => item.type === 'folder';

// Folders first, then by title as a person reads numbers ('Chapter 2' before 'Chapter 10').
const byKindThenTitle = (a: TreeItem, b: TreeItem) =>
  Number(isFolder(b)) - Number(isFolder(a)) || a.title.localeCompare(b.title, undefined, { numeric: true, sensitivity: 'base' });

export function buildWritingTree<T extends TreeItem>(items: readonly T[]): WritingTreeNode<T>[] {
  const ids = new Set(items.map((item) => item._id));
  const childrenOf = new Map<string, T[]>();
  for (const item of items) {
    if (!item.parentID || !ids.has(item.parentID) || item.parentID === item._id) continue;
    childrenOf.set(item.parentID, [...(childrenOf.get(item.parentID) ?? []), item]);
  }
  const placed = new Set<string>();
  const grow = (item: T): WritingTreeNode<T> => {
    placed.add(item._id);
    const children = (childrenOf.get(item._id) ?? []).filter((child) => !placed.has(child._id));
    return { item, children: children.sort(byKindThenTitle).map(grow) };
  };
  const isRoot = (item: T) => !item.parentID || !ids.has(item.parentID) || item.parentID === item._id;
  const roots = items.filter(isRoot).sort(byKindThenTitle).map(grow);
  // Parents that point at each other never reach the top; rather than vanish, they join it.
  const stranded = items.filter((item) => !placed.has(item._id)).sort(byKindThenTitle);
  for (const item of stranded) if (!placed.has(item._id)) roots.push(grow(item));
  return roots.sort((a, b) => byKindThenTitle(a.item, b.item));
}

/** The node with this id, wherever it sits. */
export function findNode<T extends TreeItem>(nodes: readonly WritingTreeNode<T>[], id: string): WritingTreeNode<T> | null {
  for (const node of nodes) {
    if (node.item._id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}

/** The first document in reading order (depth first, as the menu shows it). */
export function firstDocument<T extends TreeItem>(nodes: readonly WritingTreeNode<T>[]): T | null {
  for (const node of nodes) {
    const found = isFolder(node.item) ? firstDocument(node.children) : node.item;
    if (found) return found;
  }
  return null;
}
