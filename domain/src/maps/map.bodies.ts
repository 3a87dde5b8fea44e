import { z } from 'zod';
import { WorldPeriod } from '../calendars/worldDate';
import { displayName } from '../shared/displayName';
import { worldMessages as wm } from '../worlds/worldMessages';
import { MAP_ICONS } from './mapIcons';
import { MAP_DESCRIPTION_MAX, MAP_PART_ID, MAP_POINTS_MAX, POINT_COLOR, POINT_DESCRIPTION_MAX } from './mapLimits';
import { mapMessages as m } from './mapMessages';
import { MAP_TITLE_RULE, POINT_NAME_RULE } from './mapTitle';
import { LINKABLE_ELEMENTS } from './linkableElements';

// Request bodies, params, queries and multipart fields of the map routes (product.md
// §7). Names go through the one text rule (shared/displayText.ts); lengths come from mapLimits.ts.
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);
const mapID = id(m.chooseMap);
const worldID = id(wm.chooseWorld);
const partId = (message: string) => z.string({ error: message }).regex(MAP_PART_ID, message);
// A point id is checked for its shape only: whether it names a point, or may name a new one (not
// `constructor`, `__proto__`…: mapLimits.ts RESERVED_POINT_IDS), is the decider's to say.
const pointID = partId(m.choosePoint);
const fraction = z.number({ error: m.outsideMap }).min(0, m.outsideMap).max(1, m.outsideMap);

export const MapIdParams = z.object({ id: z.string().max(200, m.notFound) });
export const MapsQuery = z.object({ worldID });

// POST map/newMap's text fields; the picture is the multipart file. A blank description is
// stored as none (product.md §5: it is sent only if non-blank).
export const NewMapFields = z.object({
  title: displayName({ ...MAP_TITLE_RULE, blank: m.enterName }),
  worldID,
  description: z
    .string({ error: m.descriptionTooLong })
    .max(MAP_DESCRIPTION_MAX, m.descriptionTooLong)
    .optional()
    .transform((value) => value?.trim() ?? ''),
});
export type NewMapFields = z.infer<typeof NewMapFields>;

export const RenameMapBody = z.object({ mapID, worldID, title: displayName(MAP_TITLE_RULE) });
export const DeleteMapBody = z.object({ mapID, worldID });

// A point as the client holds it; its image and links (if sent) are left out, they have calls
// of their own.
export const SentPointBody = z.object({
  _id: pointID,
  x: fraction,
  y: fraction,
  icon: z.enum(MAP_ICONS, { error: m.unknownIcon }),
  color: z.string({ error: m.colorInvalid }).regex(POINT_COLOR, m.colorInvalid),
  name: displayName(POINT_NAME_RULE),
  description: z.string({ error: m.pointDescriptionTooLong }).max(POINT_DESCRIPTION_MAX, m.pointDescriptionTooLong),
  // Only true or false; absent keeps the point's mark (mapPointChanges.ts).
  secret: z.boolean({ error: m.secretInvalid }).optional(),
  // When the place stands; absent keeps the point's period, null or `{}` takes it off. Whether
  // the world's calendar has its dates is checked by the command handler.
  period: WorldPeriod.nullable().optional(),
  revision: z.number({ error: m.revisionInvalid }).int(m.revisionInvalid).min(0, m.revisionInvalid).max(Number.MAX_SAFE_INTEGER, m.revisionInvalid).optional(),
});

// PUT map/updatePoints/{id}: the points keyed by id (only those that changed need be sent) and
// the ids of points deleted.
export const UpdatePointsBody = z.object({
  mapID,
  points: z
    .record(z.string(), SentPointBody, { error: m.tooManyPoints })
    .refine((points) => Object.keys(points).length <= MAP_POINTS_MAX, m.tooManyPoints)
    .refine((points) => Object.entries(points).every(([key, point]) => key === point._id), m.pointIdMismatch),
  removedPointIDs: z.array(pointID, { error: m.choosePoint }).max(MAP_POINTS_MAX, m.tooManyPoints).optional(),
});
export type UpdatePointsBody = z.infer<typeof UpdatePointsBody>;

// POST map/uploadPointImage's text fields; the picture is the multipart file field map_point.
export const PointImageFields = z.object({ mapID, pointID });
export const DeletePointImageBody = z.object({ mapID, pointID });

export const AddLinkBody = z.object({
  mapID,
  pointID,
  link: z.object(
    {
      type: z.enum(LINKABLE_ELEMENTS, { error: m.linkInvalid }),
      category: z.string({ error: m.linkInvalid }).max(40, m.linkInvalid).optional(),
      id: id(m.linkInvalid),
    },
    { error: m.linkInvalid },
  ),
});
export type AddLinkBody = z.infer<typeof AddLinkBody>;
export const RemoveLinkBody = z.object({ mapID, pointID, linkID: partId(m.chooseLink) });
