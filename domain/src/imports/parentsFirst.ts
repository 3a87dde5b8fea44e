import { invalid } from '../shared/errors';
import { importMessages as m } from './importMessages';

// Elements ordered so each parent comes before its children (a parent is created first); a loop is refused.
export const parentsFirst = <F extends { id: string; parentId: string | null }, P>(
  elements: { path: string; file: F }[],
  plan: (element: { path: string; file: F }) => P,
): P[] => {
  const byId = new Map(elements.map((element) => [element.file.id, element]));
  const done = new Set<string>();
  const result: P[] = [];
  const visit = (element: { path: string; file: F }, trail: Set<string>) => {
    if (done.has(element.file.id)) return;
    if (trail.has(element.file.id)) throw invalid(m.parentCycle(element.path));
    trail.add(element.file.id);
    const parent = element.file.parentId === null ? undefined : byId.get(element.file.parentId);
    if (parent) visit(parent, trail);
    done.add(element.file.id);
    result.push(plan(element));
  };
  for (const element of elements) visit(element, new Set());
  return result;
};
