import type { WorldPeriod } from '../calendars/worldDate';
import type { Visibility } from '../worlds/world.events';

// What the server shows of a wiki (product.md §3), shared by the projection that
// writes it and the client that reads it. A reader who is not the author never receives an
// image whose own visibility is private.

export const WIKI_CATEGORIES = ['characters', 'places', 'magic', 'events'] as const;
export type WikiCategory = (typeof WIKI_CATEGORIES)[number];

export interface WikiImage {
  // Stable id of the image inside the wiki, so toggling or removing one never hits another.
  _id: string;
  // The media file name (served from the media host under the author's id); the bundled
  // default image has the name DEFAULT_WIKI_IMAGE.
  name: string;
  visibility: Visibility;
  // The author's media item it came from; null for the default image.
  mediaId: string | null;
}

export interface WikiHeaderField {
  _id: string;
  field: string;
  value: string;
  // Shown to the author only (wikiForViewer.ts); absent means not secret.
  secret?: boolean;
  // When the value held, on the world's calendar; absent: always.
  period?: WorldPeriod;
}

export interface WikiSection {
  _id: string;
  title: string;
  content: string;
  // Shown to the author only (wikiForViewer.ts); absent means not secret.
  secret?: boolean;
  // When the section held, on the world's calendar; absent: always.
  period?: WorldPeriod;
  // The section's own revision: an edit names the revision it was made on, and an edit made on
  // an older one is refused with a conflict (two tabs editing the same section).
  revision: number;
}

export interface WikiView {
  _id: string;
  title: string;
  subtitle: string;
  category: WikiCategory;
  visibility: Visibility;
  worldID: string;
  authorID: string;
  parentID: string | null;
  createdOn: string;
  lastUpdated: string;
  images: WikiImage[];
  headerFields: WikiHeaderField[];
  sections: WikiSection[];
  // An http(s) address or a media file of the author's library; '' for the default.
  backgroundImage: string;
  // 0 to 1 (the slider's 0–100 divided by 100).
  overlayOpacity: number;
  // The wiki's own life (birth and death, founding and fall) on the world's calendar; absent or null: none.
  lifespan?: WorldPeriod | null;
}

export const DEFAULT_WIKI_SUBTITLE = 'Subtitle or description...';
export const DEFAULT_WIKI_OVERLAY_OPACITY = 0.1;
export const DEFAULT_WIKI_IMAGE = '/assets/default_wiki_image.svg';
export const DEFAULT_WIKI_BACKGROUND = '/assets/default_header.svg';
export const DEFAULT_HEADER_FIELD = { field: 'Field', value: 'Value' } as const;
export const DEMO_WIKI_ID = 'example';

// A wiki in the world's menu: no images, fields or sections; its life when it has one (so a list
// read as of a date can leave out the wikis that did not exist then).
export type WikiListItem = Pick<
  WikiView,
  '_id' | 'title' | 'subtitle' | 'category' | 'visibility' | 'worldID' | 'authorID' | 'parentID' | 'createdOn' | 'lastUpdated' | 'lifespan'
>;
