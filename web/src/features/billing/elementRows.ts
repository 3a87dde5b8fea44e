import { itemNames } from '@lorewright/domain/billing/planItems';
import { PAID_ELEMENTS, type PaidElement } from '@lorewright/domain/billing/pricing';

// The subscribe table's rows: the free elements (always included), then the paid ones. Languages
// are built and sold here, so they are toggled like the others (the spec still says "coming soon").
export interface ElementRow {
  name: string;
  element: PaidElement | null;
}

export const ELEMENT_ROWS: ElementRow[] = [
  { name: 'Writings', element: null },
  { name: 'Wikis', element: null },
  ...PAID_ELEMENTS.map((element) => ({ name: itemNames([element])[0], element })),
];
