// The element kinds of a world, as the calls name them (`element` in a body or a path). In a file
// of its own: the world's events name them too, and the calls' module imports those events.
export const ELEMENT_NAMES = ['writing', 'wiki', 'timeline', 'map', 'language'] as const;
export type ElementName = (typeof ELEMENT_NAMES)[number];
