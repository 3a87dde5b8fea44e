import { z } from 'zod';
import { ELEMENT_NAMES } from '../worlds/elementNames';

// What the element-link calls answer (product.md §7 "Visibility, links and media"), shared by the
// API's kinds that build them and the answer schemas of their routes.

// What a mention's hover card shows of an element beside its title (GET link/{element}/{id}):
// each part absent when there is nothing to show. Built only for a viewer who may see the element,
// and only from what that viewer may read of it: never a secret part for one who may not edit it.
export const LinkCard = z.object({
  subtitle: z.string().optional(),
  // A URL the web can show (imageUrl's media host), only a picture this viewer may see.
  picture: z.string().optional(),
  // The element's first characters of text.
  preview: z.string().optional(),
});
export type LinkCard = z.infer<typeof LinkCard>;

// GET link/{element}/{id}: the linked element's title, and its card's parts beside it.
export const LinkAnswer = LinkCard.extend({
  title: z.string(),
  type: z.enum(ELEMENT_NAMES),
  id: z.string(),
});
export type LinkAnswer = z.infer<typeof LinkAnswer>;

// One element of a world whose title holds the searched text.
export const ElementSearchResult = z.object({
  _id: z.string(),
  type: z.enum(ELEMENT_NAMES),
  title: z.string(),
  // The first characters of the element's text, '' when it has none.
  preview: z.string(),
});
export type ElementSearchResult = z.infer<typeof ElementSearchResult>;

// POST elementSearch.
export const ElementSearchAnswer = z.object({ results: z.array(ElementSearchResult) });
