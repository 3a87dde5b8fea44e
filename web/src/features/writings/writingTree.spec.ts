import { describe, expect, it } from 'vitest';
import { buildWritingTree, findNode, firstDocument, type TreeItem, type WritingTreeNode } from './writingTree';

const doc = (_id: string, title: string, parentID: string | null = null): TreeItem => ({ _id, title, parentID, type: 'doc' });
const folder = (_id: string, title: string, parentID: string | null = null): TreeItem => ({ _id, title, parentID, type: 'folder' });

// The tree as nested titles, easy to compare.
type Shape = string | [string, Shape[]];
const shape = (nodes: WritingTreeNode<TreeItem>[]): Shape[] =>
  nodes.map((node) => (node.children.length ? [node.item.title, shape(node.children)] : node.item.title));

describe('writing tree', () => {
  it('nests writings under their parent folder', () => {
    const tree = buildWritingTree([
      doc('d1', 'Prologue', 'f1'),
      folder('f1', 'Drafts'),
      doc('d2', 'Notes'),
      doc('d3', 'Old', 'f2'),
      folder('f2', 'Archive', 'f1'),
    ]);
    expect(shape(tree)).toEqual([['Drafts', [['Archive', ['Old']], 'Prologue']], 'Notes']);
  });

  it('shows a child whose parent is missing at the top level', () => {
    expect(shape(buildWritingTree([doc('d1', 'Orphan', 'gone'), doc('d2', 'Alpha')]))).toEqual(['Alpha', 'Orphan']);
  });

  it('puts folders first, then titles in reading order', () => {
    const tree = buildWritingTree([doc('a', 'Chapter 10'), doc('b', 'chapter 2'), folder('c', 'Zeta'), doc('d', 'Chapter 1')]);
    expect(shape(tree)).toEqual(['Zeta', 'Chapter 1', 'chapter 2', 'Chapter 10']);
  });

  it('keeps writings whose parents point at each other instead of losing them', () => {
    const tree = buildWritingTree([folder('a', 'A', 'b'), folder('b', 'B', 'a'), folder('c', 'Self', 'c')]);
    expect(shape(tree)).toEqual([['A', ['B']], 'Self']);
  });

  it('finds nodes and the first document', () => {
    const tree = buildWritingTree([folder('f1', 'Drafts'), folder('f2', 'Inner', 'f1'), doc('d1', 'Deep', 'f2'), doc('d2', 'Top')]);
    const drafts = findNode(tree, 'f1')!;
    expect(drafts.item.title).toBe('Drafts');
    expect(drafts.children.map((child) => child.item._id)).toEqual(['f2']);
    expect(findNode(tree, 'nope')).toBeNull();
    expect(firstDocument(tree)?._id).toBe('d1');
    expect(firstDocument(buildWritingTree([folder('f', 'Empty')]))).toBeNull();
  });
});
