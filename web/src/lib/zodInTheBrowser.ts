// What `import … from 'zod'` means in the web app (vite.config.ts aliases it here): zod with its
// jitless setting made first. The domain's views are zod schemas, and a page that imports any of
// their values makes them as their chunk loads, which can be before the entry's own first line;
// this module runs zodWithoutEval.ts before zod itself, so no schema is ever made without it.
import './zodWithoutEval';

export * from 'zod/v4';
export { default } from 'zod/v4';
