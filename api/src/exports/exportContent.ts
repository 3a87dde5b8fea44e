import { isOpenPeriod, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import {
  type ExportLanguage,
  type ExportMap,
  type ExportMediaFile,
  type ExportRelation,
  type ExportTimeline,
  type ExportWiki,
  type ExportWorld,
  type ExportWriting,
} from '@lorewright/domain/exports/exportFormat';
import { orderedKeys, type LanguageView } from '@lorewright/domain/languages/languageView';
import type { MapLink, MapView } from '@lorewright/domain/maps/mapView';
import { mediaReferenceOf, worldScope } from '@lorewright/domain/media/mediaSlots';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import type { LanguageQueries } from '@lorewright/projections/languages/languageQueries';
import type { MapQueries } from '@lorewright/projections/maps/mapQueries';
import type { MediaQueries } from '@lorewright/projections/media/mediaQueries';
import type { RelationEndRecord } from '@lorewright/projections/relations/relations.projection';
import type { RelationQueries } from '@lorewright/projections/relations/relationQueries';
import type { TimelineQueries } from '@lorewright/projections/timelines/timelineQueries';
import type { WikiQueries } from '@lorewright/projections/wikis/wikiQueries';
import type { WorldQueries } from '@lorewright/projections/worlds/worldQueries';
import type { WritingQueries } from '@lorewright/projections/writings/writingQueries';
import type { MediaStorage } from '../media/mediaStorage';

// Where an export reads from: the same queries the element pages answer with (so the export is
// what the author sees) and the media storage the files are streamed from.
export interface ExportSources {
  worlds: Pick<WorldQueries, 'worldById' | 'worldsOfAuthor'>;
  writings: Pick<WritingQueries, 'writingById' | 'writingsOfWorld'>;
  wikis: Pick<WikiQueries, 'wikiById' | 'wikisOfWorld'>;
  maps: Pick<MapQueries, 'mapById' | 'mapsOfWorld'>;
  timelines: Pick<TimelineQueries, 'timelineById' | 'timelinesOfWorld'>;
  languages: Pick<LanguageQueries, 'languageById' | 'languagesOfWorld'>;
  media: Pick<MediaQueries, 'listOf'>;
  relations: Pick<RelationQueries, 'ofWorld'>;
  files: Pick<MediaStorage, 'get'>;
}

export const mediaFileName = (item: Pick<MediaItemView, 'name'>) => `media/${item.name}`;
export const mediaKeyOf = (item: Pick<MediaItemView, 'folder' | 'ownerID' | 'name'>) => `${item.folder}/${item.ownerID}/${item.name}`;

const mediaFileOf = (item: MediaItemView): ExportMediaFile => ({
  id: item._id,
  name: item.name,
  folder: item.folder,
  contentType: item.type,
  size: item.metadataAfter.size,
  file: mediaFileName(item),
});

const linksOf = (links: readonly MapLink[]) => links.map(({ type, category, id }) => ({ type, ...(category ? { category } : {}), id }));

export const writingFileOf = (writing: WritingView): ExportWriting => ({
  id: writing._id,
  parentId: writing.parentID,
  type: writing.type,
  title: writing.title,
  visibility: writing.visibility,
  createdOn: writing.createdOn,
  lastUpdated: writing.lastUpdated,
  scenes: writing.scenes.map((scene) => ({
    id: scene._id,
    name: scene.name,
    content: scene.content,
    overlayColor: scene.overlayColor,
    overlayOpacity: scene.overlayOpacity,
    backgroundImage: scene.backgroundImage,
    youtubeHTML: scene.youtubeHTML,
    ...(scene.date ? { date: scene.date } : {}),
  })),
});

// Only the world's author exports it (exportZip.ts worldsToExport), so the secret marks go with
// the parts; a part never marked has none.
const markOf = (secret: boolean | undefined) => (secret ? { secret: true } : {});
// Dated facts carry their period; an undated one has none (as in exports made before dates).
const periodOf = (period: WorldPeriod | null | undefined) => (period && !isOpenPeriod(period) ? { period } : {});

export const wikiFileOf = (wiki: WikiView): ExportWiki => ({
  id: wiki._id,
  parentId: wiki.parentID,
  title: wiki.title,
  subtitle: wiki.subtitle,
  category: wiki.category,
  visibility: wiki.visibility,
  createdOn: wiki.createdOn,
  lastUpdated: wiki.lastUpdated,
  images: wiki.images.map(({ _id, name, visibility, mediaId }) => ({ id: _id, name, visibility, mediaId })),
  headerFields: wiki.headerFields.map(({ _id, field, value, secret, period }) => ({ id: _id, field, value, ...markOf(secret), ...periodOf(period) })),
  sections: wiki.sections.map(({ _id, title, content, secret, period }) => ({ id: _id, title, content, ...markOf(secret), ...periodOf(period) })),
  backgroundImage: wiki.backgroundImage,
  overlayOpacity: wiki.overlayOpacity,
  ...(wiki.lifespan && !isOpenPeriod(wiki.lifespan) ? { lifespan: wiki.lifespan } : {}),
});

export const mapFileOf = (map: MapView): ExportMap => ({
  id: map._id,
  title: map.title,
  description: map.description,
  image: map.image,
  visibility: map.visibility,
  createdOn: map.createdOn,
  lastUpdated: map.lastUpdated,
  points: Object.values(map.points).map((point) => ({
    id: point._id,
    x: point.x,
    y: point.y,
    icon: point.icon,
    color: point.color,
    name: point.name,
    description: point.description,
    ...markOf(point.secret),
    ...periodOf(point.period),
    image: point.image?.name ?? null,
    links: linksOf(point.links),
  })),
});

export const timelineFileOf = (timeline: TimelineView): ExportTimeline => ({
  id: timeline._id,
  title: timeline.title,
  description: timeline.description,
  start: timeline.start,
  end: timeline.end,
  visibility: timeline.visibility,
  createdOn: timeline.createdOn,
  lastUpdated: timeline.lastUpdated,
  calendar: { ...timeline.calendar },
  zones: Object.values(timeline.zones).map(({ _id, name, start, end }) => ({ id: _id, name, start, end })),
  lines: timeline.lines.map((line) => ({
    id: line._id,
    name: line.name,
    nodes: line.nodes.map((node) => ({
      id: node._id,
      title: node.title,
      subtitle: node.subtitle,
      type: node.type,
      date: { year: node.year, month: node.month, day: node.day },
      end: node.end,
      parent: node.parent,
      ...markOf(node.secret),
      image: node.image?.name ?? null,
      links: linksOf(node.links),
    })),
  })),
  backgroundImage: timeline.backgroundImage,
  overlayColor: timeline.overlayColor,
  overlayOpacity: timeline.overlayOpacity,
});

export const languageFileOf = (language: LanguageView): ExportLanguage => ({
  id: language._id,
  title: language.title,
  visibility: language.visibility,
  createdOn: language.createdOn,
  lastUpdated: language.lastUpdated,
  keys: orderedKeys(language.keyMap).map(([key, { _id, rune }]) => ({ key, id: _id, rune })),
  runeImages: [...language.runeImages],
  words: language.words.map(({ _id, word, meaning, type }) => ({ id: _id, word, meaning, type })),
});

// The image values an element file refers to (file names, or /media/… paths).
export const imagesOf = {
  writing: (file: ExportWriting) => file.scenes.map((scene) => scene.backgroundImage),
  wiki: (file: ExportWiki) => [file.backgroundImage, ...file.images.map((image) => image.name)],
  map: (file: ExportMap) => [file.image, ...file.points.flatMap((point) => (point.image ? [point.image] : []))],
  timeline: (file: ExportTimeline) => file.lines.flatMap((line) => line.nodes.flatMap((node) => (node.image ? [node.image] : []))),
  language: (file: ExportLanguage) => [...file.runeImages, ...file.keys.flatMap((key) => (key.rune ? [key.rune] : []))],
};

// The media of the author's library a world uses: everything in one of the world's slots, and
// every file an element names (by file name or by its /media/… path).
export const worldMediaOf = (world: WorldView, library: readonly MediaItemView[], referenced: ReadonlySet<string>): MediaItemView[] => {
  const scope = worldScope(world._id);
  const referencedIds = new Set([...referenced].flatMap((value) => mediaReferenceOf(value)?.mediaId ?? []));
  return library.filter(
    (item) =>
      item.usedBy.some((slot) => slot.startsWith(scope)) ||
      referenced.has(item.name) ||
      referencedIds.has(item._id) ||
      (world.headerImage !== null && item.folder === 'headers' && item.name === world.headerImage),
  );
};

// A world's relations whose two wikis are both exported, each once as stored (its 'from' end).
export const relationsOf = (ends: readonly RelationEndRecord[], wikiIds: ReadonlySet<string>): ExportRelation[] =>
  ends
    .filter((end) => end.end === 'from' && wikiIds.has(end.wikiID) && wikiIds.has(end.otherID))
    .map((end) => ({ id: end.relationID, fromId: end.wikiID, toId: end.otherID, type: end.type, custom: end.custom, period: end.period }));

export const worldFileOf = (
  world: WorldView,
  elements: ExportWorld['elements'],
  media: readonly MediaItemView[],
  relations: readonly ExportRelation[] = [],
): ExportWorld => ({
  id: world._id,
  name: world.name,
  description: world.description,
  visibility: world.visibility,
  authorId: world.authorID,
  createdOn: world.createdOn,
  lastUpdated: world.lastUpdated,
  headerImage: world.headerImage,
  members: [...world.members],
  // A chosen calendar, by its timeline; only one the export holds (a calendar whose timeline is
  // gone reads as the Gregorian, which an export leaves unsaid).
  ...(world.calendarTimelineID && elements.timelines.includes(world.calendarTimelineID) ? { calendarTimelineId: world.calendarTimelineID } : {}),
  elements,
  relations: [...relations],
  media: media.map(mediaFileOf),
});
