// Live elements: a shown map, timeline or language follows the saves others make to it.
export { useLiveElement, type LiveEdit } from './useLiveElement';
