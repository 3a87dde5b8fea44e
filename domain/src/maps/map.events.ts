import { z } from 'zod';
import { LinkingPart } from '../backlinks/linkingPart';
import { describedElementFields } from '../elements/describedElementFields';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { WorldPeriod } from '../calendars/worldDate';
import { Visibility } from '../worlds/world.events';
import { MAP_ICONS } from './mapIcons';
import { LINKABLE_ELEMENTS } from './linkableElements';

// Events of one map's stream `map-{mapId}`. Every event names its world, so a world's lists
// follow without reading the map. PUT map/updatePoints sends whole points, but each change to a
// point is its own event (the handler diffs against the state), so two tabs editing different
// points never overwrite each other.

const ids = { mapId: z.string(), worldId: z.string() };
const pointId = z.string();

export const StoredMapLink = z.object({ _id: z.string(), type: z.enum(LINKABLE_ELEMENTS), category: z.string().optional(), id: z.string() });
// mediaId names the author's media item the picture is (held active while shown).
export const StoredPointImage = z.object({ name: z.string(), mediaId: z.string() });
// `secret` points reach those who may edit the map only (mapForViewer.ts). Absent in an edit it
// stays as it was; points written before secrets existed have none.
// `period`: when the place stands, on the world's calendar (absent: always).
export const PointLook = z.object({
  icon: z.enum(MAP_ICONS),
  color: z.string(),
  name: z.string(),
  description: z.string(),
  secret: z.boolean().optional(),
  period: WorldPeriod.optional(),
});
export type PointLook = z.infer<typeof PointLook>;
export const StoredMapPoint = PointLook.extend({ _id: z.string(), x: z.number(), y: z.number() });
export type StoredMapPoint = z.infer<typeof StoredMapPoint>;

// New maps are private. The picture is an item of the author's media library (folder 'maps').
export const MapCreated = defineEvent({
  type: 'MapCreated',
  version: 1,
  schema: z.object({
    ...ids,
    ...describedElementFields,
    image: z.string(),
    mediaId: z.string(),
    createdOn: z.string(),
  }),
});
export const MapRenamed = defineEvent({ type: 'MapRenamed', version: 1, schema: z.object({ ...ids, title: z.string() }) });
export const MapVisibilityChanged = defineEvent({ type: 'MapVisibilityChanged', version: 1, schema: z.object({ ...ids, visibility: Visibility }) });
export const MapDeleted = defineEvent({ type: 'MapDeleted', version: 1, schema: z.object(ids) });

// A new point comes with no image and no links.
export const MapPointAdded = defineEvent({ type: 'MapPointAdded', version: 1, schema: z.object({ ...ids, point: StoredMapPoint }) });
// Many points added by one request, in the order sent (shared/bulkAdds.ts).
export const MapPointsAdded = defineEvent({ type: 'MapPointsAdded', version: 1, schema: z.object({ ...ids, points: z.array(StoredMapPoint) }) });
export const MapPointMoved = defineEvent({ type: 'MapPointMoved', version: 1, schema: z.object({ ...ids, pointId, x: z.number(), y: z.number() }) });
// Icon, colour, name, description (and the secret mark), set together, with the point's whole
// period: a look without one leaves the point undated (map.state.ts).
export const MapPointEdited = defineEvent({ type: 'MapPointEdited', version: 1, schema: z.object({ ...ids, pointId, look: PointLook }) });
export const MapPointDeleted = defineEvent({ type: 'MapPointDeleted', version: 1, schema: z.object({ ...ids, pointId }) });
export const MapPointImageSet = defineEvent({ type: 'MapPointImageSet', version: 1, schema: z.object({ ...ids, pointId, image: StoredPointImage }) });
export const MapPointImageRemoved = defineEvent({ type: 'MapPointImageRemoved', version: 1, schema: z.object({ ...ids, pointId }) });
// part: the point's name and description when the link was made (for the linked element's backlinks).
export const MapPointLinkAdded = defineEvent({
  type: 'MapPointLinkAdded',
  version: 1,
  schema: z.object({ ...ids, pointId, link: StoredMapLink, part: LinkingPart.optional() }),
});
export const MapPointLinkRemoved = defineEvent({ type: 'MapPointLinkRemoved', version: 1, schema: z.object({ ...ids, pointId, linkId: z.string() }) });

export const mapEvents = [
  MapCreated,
  MapRenamed,
  MapVisibilityChanged,
  MapDeleted,
  MapPointAdded,
  MapPointsAdded,
  MapPointMoved,
  MapPointEdited,
  MapPointDeleted,
  MapPointImageSet,
  MapPointImageRemoved,
  MapPointLinkAdded,
  MapPointLinkRemoved,
];

export type MapEvent =
  | EventOf<typeof MapCreated>
  | EventOf<typeof MapRenamed>
  | EventOf<typeof MapVisibilityChanged>
  | EventOf<typeof MapDeleted>
  | EventOf<typeof MapPointAdded>
  | EventOf<typeof MapPointsAdded>
  | EventOf<typeof MapPointMoved>
  | EventOf<typeof MapPointEdited>
  | EventOf<typeof MapPointDeleted>
  | EventOf<typeof MapPointImageSet>
  | EventOf<typeof MapPointImageRemoved>
  | EventOf<typeof MapPointLinkAdded>
  | EventOf<typeof MapPointLinkRemoved>;
