import { z } from 'zod';
import { WorldDate, WorldPeriod } from '../calendars/worldDate';
import { Visibility } from '../worlds/world.events';

// What the server shows of a wiki (product.md §3), shared by the projection that
// writes it, the routes that answer it (their answer schemas) and the client that reads it. A
// reader who is not the author never receives an image whose own visibility is private.

export const WIKI_CATEGORIES = ['characters', 'places', 'magic', 'events'] as const;
export type WikiCategory = (typeof WIKI_CATEGORIES)[number];

export const WikiImage = z.object({
  // Stable id of the image inside the wiki, so toggling or removing one never hits another.
  _id: z.string(),
  // The media file name (served from the media host under the author's id); the bundled
  // default image has the name DEFAULT_WIKI_IMAGE.
  name: z.string(),
  visibility: Visibility,
  // The author's media item it came from; null for the default image.
  mediaId: z.string().nullable(),
});
export type WikiImage = z.infer<typeof WikiImage>;

export const WikiHeaderField = z.object({
  _id: z.string(),
  field: z.string(),
  value: z.string(),
  // Shown to the author only (wikiForViewer.ts); absent means not secret.
  secret: z.boolean().optional(),
  // When the value held, on the world's calendar; absent: always.
  period: WorldPeriod.optional(),
});
export type WikiHeaderField = z.infer<typeof WikiHeaderField>;

export const WikiSection = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  // Shown to the author only (wikiForViewer.ts); absent means not secret.
  secret: z.boolean().optional(),
  // When the section held, on the world's calendar; absent: always.
  period: WorldPeriod.optional(),
  // The section's own revision: an edit names the revision it was made on, and an edit made on
  // an older one is refused with a conflict (two tabs editing the same section).
  revision: z.number(),
});
export type WikiSection = z.infer<typeof WikiSection>;

// What a wiki shows in the world's menu as well as on its page.
const wikiListFields = {
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.enum(WIKI_CATEGORIES),
  visibility: Visibility,
  worldID: z.string(),
  authorID: z.string(),
  parentID: z.string().nullable(),
  createdOn: z.string(),
  lastUpdated: z.string(),
  // The wiki's own life (birth and death, founding and fall) on the world's calendar; absent or null: none.
  lifespan: WorldPeriod.nullable().optional(),
};

export const WikiView = z.object({
  ...wikiListFields,
  images: z.array(WikiImage),
  headerFields: z.array(WikiHeaderField),
  sections: z.array(WikiSection),
  // An http(s) address or a media file of the author's library; '' for the default.
  backgroundImage: z.string(),
  // 0 to 1 (the slider's 0–100 divided by 100).
  overlayOpacity: z.number(),
});
export type WikiView = z.infer<typeof WikiView>;

export const DEFAULT_WIKI_SUBTITLE = 'Subtitle or description...';
export const DEFAULT_WIKI_OVERLAY_OPACITY = 0.1;
export const DEFAULT_WIKI_IMAGE = '/assets/default_wiki_image.svg';
export const DEFAULT_WIKI_BACKGROUND = '/assets/default_header.svg';
export const DEFAULT_HEADER_FIELD = { field: 'Field', value: 'Value' } as const;
export const DEMO_WIKI_ID = 'example';

// A wiki in the world's menu: no images, fields or sections; its life when it has one (so a list
// read as of a date can leave out the wikis that did not exist then).
export const WikiListItem = z.object(wikiListFields);
export type WikiListItem = z.infer<typeof WikiListItem>;

// GET creation/wiki/{id}: with `?asOf=` the wiki as it stood then (wikiPeriods.ts wikiAsOf), the
// date and whether the wiki lived then.
export const WikiAnswer = z.object({ wiki: WikiView.extend({ asOf: WorldDate.optional(), existsAsOf: z.boolean().optional() }) });
// A change of a wiki (its parts, an image deleted): what it says, and the wiki as its editor sees it now.
export const WikiChangedAnswer = z.object({ message: z.string(), wiki: WikiView });
// POST creation/uploadWikiImage/{id}: the image added, and the wiki with it.
export const WikiImageAddedAnswer = z.object({ image: WikiImage, wiki: WikiView });
// GET creation/wikis.
export const WikisAnswer = z.object({ wikis: z.array(WikiListItem) });
