import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { WorldPeriod } from '../calendars/worldDate';
import { Visibility } from '../worlds/world.events';
import { WIKI_CATEGORIES } from './wikiView';

// Events of one wiki's stream `wiki-{wikiId}`. Every event names its world, so a world's lists
// follow without reading the wiki. An edit appends one small event per part that changed, so
// two tabs editing different sections or fields never overwrite each other.

const ids = { wikiId: z.string(), worldId: z.string() };
// A part's place: after the part with this id, or first (null).
const afterId = z.string().nullable();

export const StoredWikiImage = z.object({ _id: z.string(), name: z.string(), visibility: Visibility, mediaId: z.string().nullable() });
// `secret` parts reach the wiki's author only. Absent in an edit it stays as it was; wikis
// written before secrets existed have none.
const secret = z.boolean().optional();
// When a field's value or a section held, on the world's calendar (calendars/worldDate.ts);
// absent for a part that always holds (and for every part written before dated facts).
const period = WorldPeriod.optional();
export const StoredHeaderField = z.object({ _id: z.string(), field: z.string(), value: z.string(), secret, period });
export const StoredSection = z.object({ _id: z.string(), title: z.string(), content: z.string(), secret, period });

// New wikis are private, with the default subtitle, image and header field (wikiView.ts).
export const WikiCreated = defineEvent({
  type: 'WikiCreated',
  version: 1,
  schema: z.object({
    ...ids,
    authorId: z.string(),
    category: z.enum(WIKI_CATEGORIES),
    title: z.string(),
    subtitle: z.string(),
    parentId: z.string().nullable(),
    images: z.array(StoredWikiImage),
    headerFields: z.array(StoredHeaderField),
    createdOn: z.string(),
  }),
});

export const WikiRenamed = defineEvent({ type: 'WikiRenamed', version: 1, schema: z.object({ ...ids, title: z.string() }) });
export const WikiSubtitleChanged = defineEvent({ type: 'WikiSubtitleChanged', version: 1, schema: z.object({ ...ids, subtitle: z.string() }) });
export const WikiVisibilityChanged = defineEvent({ type: 'WikiVisibilityChanged', version: 1, schema: z.object({ ...ids, visibility: Visibility }) });
// backgroundImage '' is the default; mediaId names the author's media item it shows, if any.
export const WikiBackgroundChanged = defineEvent({
  type: 'WikiBackgroundChanged',
  version: 1,
  schema: z.object({ ...ids, backgroundImage: z.string(), mediaId: z.string().nullable() }),
});
export const WikiOverlayOpacityChanged = defineEvent({
  type: 'WikiOverlayOpacityChanged',
  version: 1,
  schema: z.object({ ...ids, overlayOpacity: z.number().min(0).max(1) }),
});
// The wiki's own life (a character's birth and death, a place's founding and fall); null: none.
export const WikiLifespanChanged = defineEvent({
  type: 'WikiLifespanChanged',
  version: 1,
  schema: z.object({ ...ids, lifespan: WorldPeriod.nullable() }),
});
export const WikiDeleted = defineEvent({ type: 'WikiDeleted', version: 1, schema: z.object(ids) });

// Images are added by an upload, at the end.
export const WikiImageAdded = defineEvent({ type: 'WikiImageAdded', version: 1, schema: z.object({ ...ids, image: StoredWikiImage }) });
export const WikiImageRemoved = defineEvent({ type: 'WikiImageRemoved', version: 1, schema: z.object({ ...ids, imageId: z.string() }) });
export const WikiImageVisibilityChanged = defineEvent({
  type: 'WikiImageVisibilityChanged',
  version: 1,
  schema: z.object({ ...ids, imageId: z.string(), visibility: Visibility }),
});
export const WikiImageMoved = defineEvent({ type: 'WikiImageMoved', version: 1, schema: z.object({ ...ids, imageId: z.string(), afterId }) });

export const WikiHeaderFieldAdded = defineEvent({
  type: 'WikiHeaderFieldAdded',
  version: 1,
  schema: z.object({ ...ids, headerField: StoredHeaderField, afterId }),
});
export const WikiHeaderFieldEdited = defineEvent({ type: 'WikiHeaderFieldEdited', version: 1, schema: z.object({ ...ids, headerField: StoredHeaderField }) });
export const WikiHeaderFieldMoved = defineEvent({ type: 'WikiHeaderFieldMoved', version: 1, schema: z.object({ ...ids, headerFieldId: z.string(), afterId }) });
export const WikiHeaderFieldRemoved = defineEvent({ type: 'WikiHeaderFieldRemoved', version: 1, schema: z.object({ ...ids, headerFieldId: z.string() }) });

export const WikiSectionAdded = defineEvent({ type: 'WikiSectionAdded', version: 1, schema: z.object({ ...ids, section: StoredSection, afterId }) });
export const WikiSectionEdited = defineEvent({ type: 'WikiSectionEdited', version: 1, schema: z.object({ ...ids, section: StoredSection }) });
export const WikiSectionMoved = defineEvent({ type: 'WikiSectionMoved', version: 1, schema: z.object({ ...ids, sectionId: z.string(), afterId }) });
export const WikiSectionRemoved = defineEvent({ type: 'WikiSectionRemoved', version: 1, schema: z.object({ ...ids, sectionId: z.string() }) });

export const wikiEvents = [
  WikiCreated,
  WikiRenamed,
  WikiSubtitleChanged,
  WikiVisibilityChanged,
  WikiBackgroundChanged,
  WikiOverlayOpacityChanged,
  WikiLifespanChanged,
  WikiDeleted,
  WikiImageAdded,
  WikiImageRemoved,
  WikiImageVisibilityChanged,
  WikiImageMoved,
  WikiHeaderFieldAdded,
  WikiHeaderFieldEdited,
  WikiHeaderFieldMoved,
  WikiHeaderFieldRemoved,
  WikiSectionAdded,
  WikiSectionEdited,
  WikiSectionMoved,
  WikiSectionRemoved,
];

export type WikiEvent =
  | EventOf<typeof WikiCreated>
  | EventOf<typeof WikiRenamed>
  | EventOf<typeof WikiSubtitleChanged>
  | EventOf<typeof WikiVisibilityChanged>
  | EventOf<typeof WikiBackgroundChanged>
  | EventOf<typeof WikiOverlayOpacityChanged>
  | EventOf<typeof WikiLifespanChanged>
  | EventOf<typeof WikiDeleted>
  | EventOf<typeof WikiImageAdded>
  | EventOf<typeof WikiImageRemoved>
  | EventOf<typeof WikiImageVisibilityChanged>
  | EventOf<typeof WikiImageMoved>
  | EventOf<typeof WikiHeaderFieldAdded>
  | EventOf<typeof WikiHeaderFieldEdited>
  | EventOf<typeof WikiHeaderFieldMoved>
  | EventOf<typeof WikiHeaderFieldRemoved>
  | EventOf<typeof WikiSectionAdded>
  | EventOf<typeof WikiSectionEdited>
  | EventOf<typeof WikiSectionMoved>
  | EventOf<typeof WikiSectionRemoved>;
