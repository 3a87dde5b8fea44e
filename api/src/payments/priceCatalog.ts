import { PAID_ELEMENTS, UNIT_PRICE_BY_OWNED, type PaidElement } from '@lorewright/domain/billing/pricing';
import { invalid } from '@lorewright/domain/shared/errors';

// One provider price per element and tier (3 × 3): the n-th element of a subscription is billed
// at tier n's unit price, so a plan's lines always add up to totalForElements(count). Elements
// take their tiers in PAID_ELEMENTS order, so the same set always maps to the same prices.
export type Tier = 1 | 2 | 3;

export interface PricedItem {
  element: PaidElement;
  tier: Tier;
  // The price's lookup key at the provider (Stripe: Price.lookup_key).
  lookupKey: string;
  unitAmount: number;
}

export const priceLookupKey = (element: PaidElement, tier: Tier) => `lorewright_${element}_tier${tier}`;

const TIERS: readonly Tier[] = [1, 2, 3];

export const ALL_PRICE_LOOKUP_KEYS = PAID_ELEMENTS.flatMap((element) => TIERS.map((tier) => priceLookupKey(element, tier)));

// Refuses an empty, repeated or unknown selection: a provider must never be asked for it.
export const pricedItems = (items: readonly string[]): PricedItem[] => {
  if (items.length === 0) throw invalid('No products selected.');
  if (new Set(items).size !== items.length) throw invalid('A product is selected twice.');
  const unknown = items.find((item) => !(PAID_ELEMENTS as readonly string[]).includes(item));
  if (unknown !== undefined) throw invalid(`There is no product named ${unknown}.`);
  return PAID_ELEMENTS.filter((element) => items.includes(element)).map((element, index) => {
    const tier = (index + 1) as Tier;
    return { element, tier, lookupKey: priceLookupKey(element, tier), unitAmount: UNIT_PRICE_BY_OWNED[index] };
  });
};

export const monthlyTotal = (items: readonly PricedItem[]) => items.reduce((sum, item) => sum + item.unitAmount, 0);

// Items as carried in provider metadata ("timelines,maps"), and back.
export const itemsToMetadata = (items: readonly PaidElement[]) => items.join(',');
export const itemsFromMetadata = (value: string | undefined | null): PaidElement[] =>
  (value ?? '').split(',').filter((item): item is PaidElement => (PAID_ELEMENTS as readonly string[]).includes(item));

// Items as the lookup keys of the prices billed name them (any tier), in PAID_ELEMENTS order;
// other prices name none.
const ELEMENT_OF_LOOKUP_KEY: ReadonlyMap<string, PaidElement> = new Map(
  PAID_ELEMENTS.flatMap((element) => TIERS.map((tier) => [priceLookupKey(element, tier), element] as const)),
);
export const itemsFromLookupKeys = (keys: readonly (string | null | undefined)[]): PaidElement[] => {
  const named = new Set(keys.map((key) => ELEMENT_OF_LOOKUP_KEY.get(key ?? '')));
  return PAID_ELEMENTS.filter((element) => named.has(element));
};
