import { z } from 'zod';
import { WorldDate, WorldPeriod } from '../calendars/worldDate';
import { MediaFolder } from '../media/media.events';
import { RELATION_TYPES } from '../relations/relationTypes';
import { SceneContent } from '../writings/sceneContent';

// The Lorewright export format, version 1: the files of an export ZIP, one zod schema each. The
// JSON Schema shipped in every ZIP (schema/export.schema.json) is generated from these, so the
// two never disagree; an import (later) validates against the same schemas.
//
//   manifest.json                              ExportManifest
//   schema/export.schema.json                  the JSON Schema of all files below
//   index.html                                 the worlds to read offline (no scripts needed)
//   worlds/{worldId}/world.json                ExportWorld (lists the world's elements, relations and media)
//   worlds/{worldId}/writings/{id}.json        ExportWriting (scenes with their text)
//   worlds/{worldId}/wikis/{id}.json           ExportWiki
//   worlds/{worldId}/maps/{id}.json            ExportMap (points)
//   worlds/{worldId}/timelines/{id}.json       ExportTimeline (calendar, zones, lines and nodes)
//   worlds/{worldId}/languages/{id}.json       ExportLanguage (keys, runes, words)
//   worlds/{worldId}/media/{mediaId}.{ext}     the media files the world uses
//
// Images are referenced as the element stores them (a media file name such as `{mediaId}.png`,
// a bundled `/assets/…` path or an http(s) address); world.json's `media` maps each file name to
// its file in the ZIP. People other than the exporter appear by user id only.

export const EXPORT_FORMAT = 'lorewright-export';
export const EXPORT_VERSION = 1;

const Id = z.string().min(1);
const Date = z.string().describe('ISO-8601 UTC');
const Visibility = z.enum(['private', 'public']);
// A part only the world's author sees (a wiki's header field or section, a map or timeline point);
// absent means not secret. Only the author exports a world, so the export carries the marks.
const Secret = z.boolean().optional().describe('true: seen by the world author only');
// When a dated fact holds, or a scene happens, on the world's calendar (its `calendarTimelineId`
// timeline's, or the Gregorian): months by their 1-based number. Absent: undated (and in exports
// made before dated facts).
const Period = WorldPeriod.optional().describe("on the world's calendar; absent: always");
const Link = z.object({ type: z.enum(['writing', 'wiki', 'timeline', 'map']), category: z.string().optional(), id: Id });

export const ExportManifest = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: Date,
    scope: z.enum(['world', 'user']),
    // The person the export was made for.
    userId: Id,
    worlds: z.array(z.object({ id: Id, name: z.string(), path: z.string().describe('worlds/{worldId}/world.json') })),
  })
  .describe('manifest.json');

export const ExportMediaFile = z.object({
  id: Id,
  // The name elements reference it by.
  name: z.string(),
  folder: MediaFolder,
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  // Its path inside the world's folder: media/{mediaId}.{ext}.
  file: z.string(),
});

const ElementIds = z.object({
  writings: z.array(Id),
  wikis: z.array(Id),
  maps: z.array(Id),
  timelines: z.array(Id),
  languages: z.array(Id),
});

const RelationDate = z.object({ year: z.number().int(), month: z.number().int().optional(), day: z.number().int().optional() });

// A relation between two wikis of the world, as stored: the type read from fromId (toId shows
// its inverse), custom text '' for a named type.
export const ExportRelation = z.object({
  id: Id,
  fromId: Id,
  toId: Id,
  type: z.enum(RELATION_TYPES),
  custom: z.string(),
  period: z.object({ from: RelationDate.optional(), until: RelationDate.optional() }).nullable(),
});

export const ExportWorld = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string(),
    visibility: Visibility,
    authorId: Id,
    createdOn: Date,
    lastUpdated: Date,
    headerImage: z.string().nullable(),
    // Accepted members, by user id only (never their names or addresses).
    members: z.array(Id),
    // The timeline (one of `elements.timelines`) whose calendar the world's dates are on; null or
    // absent (exports made before dated facts): the Gregorian calendar.
    calendarTimelineId: Id.nullable().optional(),
    elements: ElementIds,
    // Absent in exports made before relations existed: none.
    relations: z.array(ExportRelation).optional(),
    media: z.array(ExportMediaFile),
  })
  .describe('worlds/{worldId}/world.json');

export const ExportScene = z.object({
  id: Id,
  name: z.string(),
  // The stored scene text: runs of text with a style, an optional colour and link; '\n' runs end lines.
  content: SceneContent,
  overlayColor: z.string(),
  overlayOpacity: z.number(),
  backgroundImage: z.string(),
  youtubeHTML: z.string(),
  date: WorldDate.optional().describe("on the world's calendar; absent: undated"),
});

export const ExportWriting = z
  .object({
    id: Id,
    parentId: z.string().nullable(),
    type: z.enum(['doc', 'folder']),
    title: z.string(),
    visibility: Visibility,
    createdOn: Date,
    lastUpdated: Date,
    scenes: z.array(ExportScene),
  })
  .describe('worlds/{worldId}/writings/{id}.json');

export const ExportWiki = z
  .object({
    id: Id,
    parentId: z.string().nullable(),
    title: z.string(),
    subtitle: z.string(),
    category: z.enum(['characters', 'places', 'magic', 'events']),
    visibility: Visibility,
    createdOn: Date,
    lastUpdated: Date,
    images: z.array(z.object({ id: Id, name: z.string(), visibility: Visibility, mediaId: z.string().nullable() })),
    headerFields: z.array(z.object({ id: Id, field: z.string(), value: z.string(), secret: Secret, period: Period })),
    sections: z.array(z.object({ id: Id, title: z.string(), content: z.string(), secret: Secret, period: Period })),
    backgroundImage: z.string(),
    overlayOpacity: z.number(),
    // The wiki's own life (birth and death, founding and fall).
    lifespan: Period,
  })
  .describe('worlds/{worldId}/wikis/{id}.json');

export const ExportMap = z
  .object({
    id: Id,
    title: z.string(),
    description: z.string(),
    image: z.string(),
    visibility: Visibility,
    createdOn: Date,
    lastUpdated: Date,
    points: z.array(
      z.object({
        id: Id,
        // Fractions 0 to 1 of the image's width and height.
        x: z.number(),
        y: z.number(),
        icon: z.string(),
        color: z.string(),
        name: z.string(),
        description: z.string(),
        secret: Secret,
        // When the place stands.
        period: Period,
        image: z.string().nullable(),
        links: z.array(Link),
      }),
    ),
  })
  .describe('worlds/{worldId}/maps/{id}.json');

const NodeDate = z.object({ year: z.number(), month: z.string(), day: z.number().nullable() });

export const ExportTimeline = z
  .object({
    id: Id,
    title: z.string(),
    description: z.string(),
    start: z.number(),
    end: z.number(),
    visibility: Visibility,
    createdOn: Date,
    lastUpdated: Date,
    // The timeline's calendar exactly as stored (domain/src/calendars/calendar.ts).
    calendar: z.record(z.string(), z.unknown()),
    zones: z.array(z.object({ id: Id, name: z.string(), start: z.number(), end: z.number() })),
    lines: z.array(
      z.object({
        id: Id,
        name: z.string(),
        nodes: z.array(
          z.object({
            id: Id,
            title: z.string(),
            subtitle: z.string(),
            type: z.enum(['point', 'range']),
            date: NodeDate,
            end: NodeDate.nullable(),
            parent: z.string().nullable(),
            secret: Secret,
            image: z.string().nullable(),
            links: z.array(Link),
          }),
        ),
      }),
    ),
    backgroundImage: z.string().nullable(),
    overlayColor: z.string(),
    overlayOpacity: z.number(),
  })
  .describe('worlds/{worldId}/timelines/{id}.json');

export const ExportLanguage = z
  .object({
    id: Id,
    title: z.string(),
    visibility: Visibility,
    createdOn: Date,
    lastUpdated: Date,
    // The key map in the Key Mapping table's order.
    keys: z.array(z.object({ key: z.string(), id: Id, rune: z.string().nullable() })),
    runeImages: z.array(z.string()),
    words: z.array(z.object({ id: Id, word: z.string(), meaning: z.string(), type: z.string() })),
  })
  .describe('worlds/{worldId}/languages/{id}.json');

export type ExportManifest = z.infer<typeof ExportManifest>;
export type ExportMediaFile = z.infer<typeof ExportMediaFile>;
export type ExportRelation = z.infer<typeof ExportRelation>;
export type ExportWorld = z.infer<typeof ExportWorld>;
export type ExportWriting = z.infer<typeof ExportWriting>;
export type ExportWiki = z.infer<typeof ExportWiki>;
export type ExportMap = z.infer<typeof ExportMap>;
export type ExportTimeline = z.infer<typeof ExportTimeline>;
export type ExportLanguage = z.infer<typeof ExportLanguage>;

// Which schema each file of the ZIP follows, by the $defs name in the JSON Schema.
export const EXPORT_FILE_SCHEMAS = {
  manifest: ExportManifest,
  world: ExportWorld,
  writing: ExportWriting,
  wiki: ExportWiki,
  map: ExportMap,
  timeline: ExportTimeline,
  language: ExportLanguage,
} as const;
export type ExportFileKind = keyof typeof EXPORT_FILE_SCHEMAS;

export const ELEMENT_FOLDERS = { writing: 'writings', wiki: 'wikis', map: 'maps', timeline: 'timelines', language: 'languages' } as const;

// schema/export.schema.json: one JSON Schema document with a definition per file kind.
export const exportJsonSchema = () => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: `https://lorewright.app/schema/${EXPORT_FORMAT}/v${EXPORT_VERSION}.json`,
  title: `Lorewright export, version ${EXPORT_VERSION}`,
  description:
    'Files of a Lorewright export ZIP. manifest.json follows $defs/manifest; worlds/{worldId}/world.json $defs/world; worlds/{worldId}/{writings|wikis|maps|timelines|languages}/{id}.json $defs/{writing|wiki|map|timeline|language}.',
  $defs: Object.fromEntries(
    Object.entries(EXPORT_FILE_SCHEMAS).map(([kind, schema]) => {
      const { $schema: _, ...definition } = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any' });
      return [kind, definition];
    }),
  ),
});
