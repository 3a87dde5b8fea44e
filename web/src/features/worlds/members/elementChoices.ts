import { ELEMENT_NAMES, type ElementName } from '@lorewright/domain/worlds/elementNames';
import { elementAccessKey, type ElementAccess, type ElementAccessTable } from '@lorewright/domain/worlds/memberRoles';
import { ELEMENT_LIST_OF, type WorldView } from '@lorewright/domain/worlds/worldView';

// The elements of a world that an access override may name, grouped by kind as the world lists
// them. Writing folders hold no text of their own, so only documents are offered.

export interface ElementChoice {
  element: ElementName;
  _id: string;
  title: string;
}

export const elementGroups = (world: WorldView): { element: ElementName; choices: ElementChoice[] }[] =>
  ELEMENT_NAMES.map((element) => ({
    element,
    choices: world[ELEMENT_LIST_OF[element]].filter((each) => each.type !== 'folder').map((each) => ({ element, _id: each._id, title: each.title })),
  })).filter((group) => group.choices.length > 0);

// One value per element for a <select>: `{element}:{id}`, the same shape as the overrides' keys.
export const choiceValue = (choice: Pick<ElementChoice, 'element' | '_id'>) => elementAccessKey(choice.element, choice._id);

export const parseChoiceValue = (value: string): { element: ElementName; _id: string } | null => {
  const colon = value.indexOf(':');
  const element = ELEMENT_NAMES.find((name) => name === value.slice(0, colon));
  return element && colon > 0 ? { element, _id: value.slice(colon + 1) } : null;
};

/** An element's title by its key, or null when the world no longer lists it. */
export const titleOf = (world: WorldView | undefined, key: string): string | null => {
  const parsed = parseChoiceValue(key);
  if (!world || !parsed) return null;
  return world[ELEMENT_LIST_OF[parsed.element]].find((each) => each._id === parsed._id)?.title ?? null;
};

/** One member's override of one element, own entries only (an id may read like 'constructor'). */
export const overrideIn = (table: ElementAccessTable, key: string, memberId: string): ElementAccess | undefined => {
  const members = Object.hasOwn(table, key) ? table[key] : undefined;
  return members && Object.hasOwn(members, memberId) ? members[memberId] : undefined;
};
