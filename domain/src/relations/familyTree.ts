import type { FamilyTreeView } from './relationView';
import type { RelationType } from './relationTypes';

// How far a family tree reaches: generations above and below the character, and people in all
// (a tree larger than that is no longer readable on one screen).
export const FAMILY_GENERATIONS = 3;
export const FAMILY_PEOPLE_MAX = 60;

const STEP: Partial<Record<RelationType, number>> = { parent: 1, child: -1, spouse: 0 };

export interface Relative {
  otherId: string;
  // Read from the wiki asked about: 'parent' means that wiki is a parent of otherId.
  type: RelationType;
}

/**
 * The family around `rootId`, walked breadth first through parent, child and spouse relations:
 * `relativesOf` answers a wiki's relations, and `titleOf` the title of a wiki the viewer may
 * see (null otherwise: it is left out and not walked through).
 */
export const familyTree = async (
  rootId: string,
  relativesOf: (wikiId: string) => Promise<readonly Relative[]>,
  titleOf: (wikiId: string) => Promise<string | null>,
): Promise<FamilyTreeView> => {
  const rootTitle = await titleOf(rootId);
  const generation = new Map<string, number>([[rootId, 0]]);
  const people = rootTitle === null ? [] : [{ _id: rootId, title: rootTitle }];
  const parents = new Map<string, { parentID: string; childID: string }>();
  const spouses = new Map<string, { a: string; b: string }>();
  const queue = rootTitle === null ? [] : [rootId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const { otherId, type } of await relativesOf(id)) {
      const step = STEP[type];
      if (step === undefined) continue;
      if (!generation.has(otherId)) {
        const at = generation.get(id)! - step;
        if (Math.abs(at) > FAMILY_GENERATIONS || people.length >= FAMILY_PEOPLE_MAX) continue;
        const title = await titleOf(otherId);
        if (title === null) continue;
        generation.set(otherId, at);
        people.push({ _id: otherId, title });
        queue.push(otherId);
      }
      if (type === 'spouse') {
        const [a, b] = [id, otherId].sort();
        spouses.set(`${a}|${b}`, { a, b });
      } else {
        const link = type === 'parent' ? { parentID: id, childID: otherId } : { parentID: otherId, childID: id };
        parents.set(`${link.parentID}|${link.childID}`, link);
      }
    }
  }
  return { rootID: rootId, people, parents: [...parents.values()], spouses: [...spouses.values()] };
};
