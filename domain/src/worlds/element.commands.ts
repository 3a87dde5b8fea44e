import { z } from 'zod';
import { ELEMENT_NAMES } from './elementNames';
import { Visibility } from './world.events';
import { WORLD_SEARCH_MAX } from './worldLimits';
import { worldMessages as m } from './worldMessages';

// The calls every element kind shares (product.md §7 "Visibility, links and media"):
// visibility, the title of a linked element, and the element-link search. The API dispatches
// them by `element` to the kind's own handlers.
export { ELEMENT_NAMES, type ElementName } from './elementNames';

export const elementMessages = {
  chooseElement: `Please choose an element: ${ELEMENT_NAMES.join(', ')}.`,
  chooseElementId: 'Please choose the element to change.',
  notFound: 'Element not found.',
} as const;

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const ElementVisibilityBody = z.object({
  element: z.enum(ELEMENT_NAMES, { error: elementMessages.chooseElement }),
  elementID: id(elementMessages.chooseElementId),
  worldID: id(m.chooseWorld),
  visibility: z.enum(Visibility.options, { error: m.chooseVisibility }),
});
export type ElementVisibilityBody = z.infer<typeof ElementVisibilityBody>;

// GET link/{element}/{id}: anything too long to be one is an element that does not exist.
export const ElementLinkParams = z.object({ element: z.string().max(40, elementMessages.notFound), id: z.string().max(200, elementMessages.notFound) });

// Blank text finds nothing (product.md §5).
export const ElementSearchBody = z.object({
  text: z.string({ error: m.searchText }).max(WORLD_SEARCH_MAX, m.searchTooLong).default(''),
  worldID: id(m.chooseWorld),
});
export type ElementSearchBody = z.output<typeof ElementSearchBody>;
