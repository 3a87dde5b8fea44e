import { PAID_ELEMENTS, totalForElements, type PaidElement } from './pricing';

// A plan's items are a set of paid elements; they are kept in the price table's order so two
// plans with the same elements compare and display alike.
export const sortedItems = (items: readonly PaidElement[]): PaidElement[] => PAID_ELEMENTS.filter((element) => items.includes(element));

export const sameItems = (a: readonly PaidElement[], b: readonly PaidElement[]) => sortedItems(a).join() === sortedItems(b).join();

// The monthly total of a plan: 5/4/3 per element by how many are owned, 12 for all three.
export const planTotal = (items: readonly PaidElement[]) => totalForElements(sortedItems(items).length);

const ELEMENT_NAMES: Record<PaidElement, string> = { timelines: 'Timelines', maps: 'Maps', languages: 'Languages' };

export const itemNames = (items: readonly PaidElement[]) => sortedItems(items).map((item) => ELEMENT_NAMES[item]);
