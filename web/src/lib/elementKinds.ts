import type { ElementKind, ElementSummary } from '@lorewright/domain/worlds/worldView';

// How each kind of world element is named and where its screens live (product.md §2).

export interface ElementKindInfo {
  label: string; // 'Maps'
  singular: string; // 'Map'
  newPath: string; // where a new one is made
  path: (id: string) => string; // where one is opened
}

export const elementKinds: Record<ElementKind, ElementKindInfo> = {
  writings: { label: 'Writings', singular: 'Writing', newPath: '/new-writing', path: (id) => `/writing/${encodeURIComponent(id)}` },
  wikis: { label: 'Wikis', singular: 'Wiki', newPath: '/new-wiki', path: (id) => `/wiki/${encodeURIComponent(id)}` },
  timelines: { label: 'Timelines', singular: 'Timeline', newPath: '/new-timeline', path: (id) => `/timeline/${encodeURIComponent(id)}` },
  maps: { label: 'Maps', singular: 'Map', newPath: '/new-map', path: (id) => `/map/${encodeURIComponent(id)}` },
  languages: { label: 'Languages', singular: 'Language', newPath: '/new-language', path: (id) => `/language/${encodeURIComponent(id)}` },
};

/** What a list of a world's elements shows: writings list their documents, not their folders. */
export const listedElements = (kind: ElementKind, elements: readonly ElementSummary[]) =>
  kind === 'writings' ? elements.filter((element) => element.type !== 'folder') : elements;
