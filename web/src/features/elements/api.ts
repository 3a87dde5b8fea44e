// What every element kind's client shares (product.md §4, §5, §8): its cache keys and shared
// calls (elementApi), a paid kind's reads with its bundled demo (paidElementReads), and the menu's
// rename, visibility and delete with their messages (useElementMenuActions); who may edit one
// element (useMayEditElement), and a paid one on its world owner's plan (paidElementEditing).
export { elementApi, elementCacheKeys, type ElementApi, type ElementCacheKeys, type ElementRef } from './elementApi';
export { paidElementReads, type BundledDemo } from './paidElementReads';
export { useElementMenuActions, type ElementMenuRules } from './useElementMenuActions';
export { useMayEditElement } from './useMayEditElement';
export { LapsedPlanNotice, usePaidElementEditing } from './paidElementEditing';
