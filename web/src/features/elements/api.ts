// What every element kind's client shares (product.md §4, §5, §8): its cache keys and shared
// calls (elementApi), a paid kind's reads with its bundled demo (paidElementReads), and the menu's
// rename, visibility and delete with their messages (useElementMenuActions).
export { elementApi, elementCacheKeys, type ElementApi, type ElementCacheKeys, type ElementRef } from './elementApi';
export { paidElementReads, type BundledDemo } from './paidElementReads';
export { useElementMenuActions, type ElementMenuRules } from './useElementMenuActions';
