import { z } from 'zod';
import { ELEMENT_NAMES } from '../worlds/element.commands';
import { WIKI_CATEGORIES } from '../wikis/wikiView';

// Discover (product.md §2.21): the public work of the community, one entry per public element of
// a public world, newest first or from the most followed worlds first. Only what a visitor may see
// is ever listed.

export const DISCOVER_PAGE_SIZE = 12;
export const DISCOVER_SEARCH_MAX = 100;
// How a page is ordered: by when the element was made, or by how many follow its world (then newest).
export const DISCOVER_ORDERS = ['newest', 'mostFollowed'] as const;
export type DiscoverOrder = (typeof DISCOVER_ORDERS)[number];

export const DiscoverItem = z.object({
  _id: z.string(),
  kind: z.enum(ELEMENT_NAMES),
  title: z.string(),
  // Wikis: their category; the others have none.
  category: z.enum(WIKI_CATEGORIES).nullable(),
  worldID: z.string(),
  worldName: z.string(),
  // The list's order: newest first by creation, which a later rename or publishing never moves.
  createdOn: z.string(),
  lastUpdated: z.string(),
  // How many people follow the element's world.
  followers: z.number(),
});
export type DiscoverItem = z.infer<typeof DiscoverItem>;

// POST inspiration/discover.
export const DiscoverPage = z.object({
  items: z.array(DiscoverItem),
  // With a search, the text index gives no count: one more than shown while another page exists.
  total: z.number(),
});
export type DiscoverPage = z.infer<typeof DiscoverPage>;

export const discoverMessages = {
  invalidPaging: `Please send skip and limit as whole numbers, with a limit from 1 to ${DISCOVER_PAGE_SIZE}.`,
  chooseKind: `Please choose a kind: ${ELEMENT_NAMES.join(', ')}.`,
  chooseCategory: `Please choose a wiki category: ${WIKI_CATEGORIES.join(', ')}.`,
  searchTooLong: `Please search for at most ${DISCOVER_SEARCH_MAX} characters.`,
  chooseOrder: `Please choose an order: ${DISCOVER_ORDERS.join(', ')}.`,
  nothingFound: 'Nothing public matches yet.',
} as const;

const m = discoverMessages;
const whole = z.number({ error: m.invalidPaging }).int(m.invalidPaging).min(0, m.invalidPaging).max(1_000_000_000, m.invalidPaging);

// POST inspiration/discover. A category narrows wikis only, so it needs kind 'wiki'.
export const DiscoverBody = z
  .object({
    kind: z.enum(ELEMENT_NAMES, { error: m.chooseKind }).optional(),
    category: z.enum(WIKI_CATEGORIES, { error: m.chooseCategory }).optional(),
    order: z.enum(DISCOVER_ORDERS, { error: m.chooseOrder }).default('newest'),
    text: z.string({ error: m.searchTooLong }).max(DISCOVER_SEARCH_MAX, m.searchTooLong).default(''),
    skip: whole.default(0),
    limit: whole.min(1, m.invalidPaging).max(DISCOVER_PAGE_SIZE, m.invalidPaging).default(DISCOVER_PAGE_SIZE),
  })
  .refine((body) => !body.category || body.kind === 'wiki', { message: m.chooseCategory, path: ['category'] });
export type DiscoverBody = z.infer<typeof DiscoverBody>;
export type DiscoverRequest = z.input<typeof DiscoverBody>;
