import type { WikiView } from '@lorewright/domain/wikis/wikiView';

// How the wikis projection stores a wiki: the whole view (a wiki is a page, read whole), with
// the stream revision it was folded to and the media item its background shows.
export interface WikiRecord extends WikiView {
  revision: number;
  backgroundMediaId: string | null;
}

export const WIKIS = 'wikis';
// The element picker's preview: the subtitle's first characters (product.md §9).
export const WIKI_PREVIEW_LENGTH = 50;
