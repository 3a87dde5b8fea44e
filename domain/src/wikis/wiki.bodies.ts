import { z } from 'zod';
import { WorldPeriod } from '../calendars/worldDate';
import { displayName } from '../shared/displayName';
import { Visibility } from '../worlds/world.events';
import { worldMessages as wm } from '../worlds/worldMessages';
import {
  WIKI_BACKGROUND_MAX,
  WIKI_FIELD_MAX,
  WIKI_HEADER_FIELDS_MAX,
  WIKI_IMAGES_MAX,
  WIKI_PART_ID,
  WIKI_SECTION_CONTENT_MAX,
  WIKI_SECTION_TITLE_MAX,
  WIKI_SECTIONS_MAX,
  WIKI_SUBTITLE_MAX,
  WIKI_TITLE_MAX,
  WIKI_VALUE_MAX,
} from './wikiLimits';
import { wikiMessages as m } from './wikiMessages';
import { WIKI_CATEGORIES } from './wikiView';

// Request bodies, params and queries of the wiki routes (product.md §7). Names go
// through the one text rule (shared/displayText.ts); other lengths come from wikiLimits.ts.
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);
const wikiID = id(m.chooseWiki);
const worldID = id(wm.chooseWorld);
const partId = z.string({ error: m.partIdInvalid }).regex(WIKI_PART_ID, m.partIdInvalid);
const title = displayName({ blank: m.nameRequired, max: WIKI_TITLE_MAX, tooLong: m.titleTooLong });
const subtitle = z.string({ error: m.subtitleTooLong }).max(WIKI_SUBTITLE_MAX, m.subtitleTooLong);
const text = (max: number, message: string) => z.string({ error: message }).max(max, message);
// Only true or false: a part is marked secret or not, never by a truthy string.
const secret = z.boolean({ error: m.secretInvalid }).optional();
// When a part held or the wiki lived, on the world's calendar: absent keeps the stored one,
// null or {} removes it (whether the calendar has the dates is checked by the command).
const period = WorldPeriod.nullable().optional();
const idList = (max: number) => z.array(z.string({ error: m.partIdInvalid }).max(64, m.partIdInvalid), { error: m.partIdInvalid }).max(max, m.partIdInvalid);

// A section's text, in an edit as from its co-typing room.
const sectionContent = text(WIKI_SECTION_CONTENT_MAX, m.sectionContentTooLong);

const uniqueIds = (parts: { _id: string }[]) => new Set(parts.map((part) => part._id)).size === parts.length;

export const WikiIdParams = z.object({ id: z.string().max(200, m.notFound) });
export const WikisQuery = z.object({ worldID });

export const NewWikiBody = z.object({
  category: z.enum(WIKI_CATEGORIES, { error: m.unknownCategory }),
  title,
  // Blank or absent gives the default 'Subtitle or description...'.
  subtitle: subtitle.optional(),
  worldID,
  // Absent, null or '' all mean no parent.
  parentID: z
    .string({ error: m.parentNotWiki })
    .trim()
    .max(200, m.parentNotWiki)
    .nullish()
    .transform((value) => value || null),
});
export type NewWikiBody = z.infer<typeof NewWikiBody>;

export const UpdateWikiBody = z.object({
  title: title.optional(),
  subtitle: subtitle.optional(),
  // http(s) or '' for the default; anything else is ignored (product.md §5), so it is not refused here.
  backgroundImage: text(WIKI_BACKGROUND_MAX, m.backgroundTooLong).optional(),
  backgroundMediaID: id(m.chooseMedia).optional(),
  overlayOpacity: z.number({ error: m.overlayOpacity }).min(0, m.overlayOpacity).max(1, m.overlayOpacity).optional(),
  images: z
    .array(z.object({ _id: partId, visibility: z.enum(Visibility.options, { error: m.chooseVisibility }) }), { error: m.chooseImage })
    .max(WIKI_IMAGES_MAX, m.tooManyImages)
    .refine(uniqueIds, m.duplicatePart)
    .optional(),
  headerFields: z
    .array(z.object({ _id: partId, field: text(WIKI_FIELD_MAX, m.fieldTooLong), value: text(WIKI_VALUE_MAX, m.valueTooLong), secret, period }), {
      error: m.tooManyHeaderFields,
    })
    .max(WIKI_HEADER_FIELDS_MAX, m.tooManyHeaderFields)
    .refine(uniqueIds, m.duplicatePart)
    .optional(),
  removedHeaderFieldIDs: idList(WIKI_HEADER_FIELDS_MAX).optional(),
  sections: z
    .array(
      z.object({
        _id: partId,
        title: text(WIKI_SECTION_TITLE_MAX, m.sectionTitleTooLong),
        // Left out: the text stays as stored (a new section's is empty).
        content: sectionContent.optional(),
        secret,
        period,
        revision: z
          .number({ error: m.revisionInvalid })
          .int(m.revisionInvalid)
          .min(0, m.revisionInvalid)
          .max(Number.MAX_SAFE_INTEGER, m.revisionInvalid)
          .optional(),
      }),
      { error: m.tooManySections },
    )
    .max(WIKI_SECTIONS_MAX, m.tooManySections)
    .refine(uniqueIds, m.duplicatePart)
    .optional(),
  removedSectionIDs: idList(WIKI_SECTIONS_MAX).optional(),
  // The wiki's own life (birth and death, founding and fall).
  lifespan: period,
});
export type UpdateWikiBody = z.infer<typeof UpdateWikiBody>;

// One section's text from its co-typing room (PUT wiki/sectionText): merged already, so on no revision.
export const SectionTextBody = z.object({
  wikiID,
  sectionID: partId,
  content: z.custom<unknown>((value) => value !== undefined, m.sectionTextRequired).pipe(sectionContent),
});
export type SectionTextBody = z.infer<typeof SectionTextBody>;

export const DeleteWikiImageBody = z.object({ wikiID, imageID: partId });
export const RenameWikiBody = z.object({ wikiID, worldID, title });
export const DeleteWikiBody = z.object({ wikiID, worldID });
