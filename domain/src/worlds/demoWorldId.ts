// The demo world's id (product.md §2), which every visitor may open. A module of its own, free of
// schemas, so the web app's first bundle can name it without loading zod.
export const DEMO_WORLD_ID = 'example';
