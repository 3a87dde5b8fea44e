// The element kinds a map or timeline point may link to.
export const LINKABLE_ELEMENTS = ['writing', 'wiki', 'timeline', 'map'] as const;
