import { itemNames } from '@lorewright/domain/billing/planItems';
import { PAID_ELEMENTS, type PaidElement } from '@lorewright/domain/billing/pricing';

// The subscribe table's rows: the free elements (always included), then the paid ones. Languages
// are built and sold, so they are toggled like maps and timelines (docs/decisions.md, Billing).
export interface ElementRow {
  name: string;
  element: PaidElement | null;
}

export const ELEMENT_ROWS: ElementRow[] = [
  { name: 'Writings', element: null },
  { name: 'Wikis', element: null },
  ...PAID_ELEMENTS.map((element) => ({ name: itemNames([element])[0], element })),
];
