import type { z } from 'zod';
import {
  ELEMENT_FOLDERS,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ExportLanguage,
  ExportManifest,
  ExportMap,
  ExportTimeline,
  ExportWiki,
  ExportWorld,
  ExportWriting,
  type ExportMediaFile,
} from '../exports/exportFormat';
import { mediaReferenceOf } from '../media/mediaSlots';
import { DEFAULT_ZONE_ID } from '../timelines/timelineLimits';
import { invalid } from '../shared/errors';
import { importMessages as m } from './importMessages';
import { checkLanguageRules, checkMapRules, checkTimelineRules, checkWikiRules, checkWorldRules, checkWritingRules } from './importRules';

// The import plan: the files of a Lorewright export, checked against the export's own
// schemas, with every id re-minted and every reference rewired to the new ids, so the copy shares
// no id with the original (which may live on this very server). Pure: it reads parsed files and
// draws ids from `newId`; storing the plan is the import commands' work. Anything odd (a missing
// file, a link to an element that is not in the export) is refused naming the first bad file.

export interface ExportFiles {
  // A JSON file of the ZIP, parsed; undefined when the ZIP has no such file.
  json(path: string): unknown;
  // The size of any file of the ZIP; undefined when absent.
  sizeOf(path: string): number | undefined;
}

export interface PlannedMedia extends ExportMediaFile {
  // The file inside the ZIP, from the ZIP's root.
  path: string;
}

export interface PlannedWorld {
  id: string;
  name: string;
  description: string;
  headerImage: string | null;
  // Parents before their children.
  writings: ExportWriting[];
  wikis: ExportWiki[];
  maps: ExportMap[];
  timelines: ExportTimeline[];
  languages: ExportLanguage[];
  media: PlannedMedia[];
}

export interface ImportPlan {
  worlds: PlannedWorld[];
  // What the importer's media library must hold.
  mediaBytes: number;
  // Maps, timelines and languages are paid elements.
  hasPaidElements: boolean;
}

export const MAX_IMPORT_WORLDS = 50;

type Files = ExportFiles;
type NewId = () => string;

// A schema-checked file, or the first issue named with the file and the place in it.
const parsed = <S extends z.ZodType>(schema: S, files: Files, path: string): z.infer<S> => {
  const value = files.json(path);
  if (value === undefined) throw invalid(m.missingFile(path));
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(m.schema(path, issue.path.join('.'), issue.message));
};

const manifestOf = (files: Files) => {
  const raw = files.json('manifest.json');
  if (raw === undefined) throw invalid(m.notAnExport);
  const head = (typeof raw === 'object' && raw !== null ? raw : {}) as { format?: unknown; version?: unknown };
  if (head.format !== EXPORT_FORMAT) throw invalid(m.wrongFormat);
  if (head.version !== EXPORT_VERSION) throw invalid(m.wrongVersion(head.version));
  const manifest = parsed(ExportManifest, files, 'manifest.json');
  if (manifest.worlds.length === 0) throw invalid(m.noWorlds);
  if (manifest.worlds.length > MAX_IMPORT_WORLDS) throw invalid(m.tooManyWorlds(MAX_IMPORT_WORLDS));
  return manifest;
};

// Old id → new id, minted on first sight.
const reminter = (newId: NewId) => {
  const ids = new Map<string, string>();
  return (old: string) => {
    let id = ids.get(old);
    if (id === undefined) ids.set(old, (id = newId()));
    return id;
  };
};

const planWorld = (files: Files, worldPath: string, newId: NewId): PlannedWorld => {
  const world = parsed(ExportWorld, files, worldPath);
  checkWorldRules(worldPath, world);
  const folder = worldPath.slice(0, -'world.json'.length);
  const elementId = reminter(newId);
  const ids = {
    writing: new Set(world.elements.writings),
    wiki: new Set(world.elements.wikis),
    map: new Set(world.elements.maps),
    timeline: new Set(world.elements.timelines),
  };
  const all = [...world.elements.writings, ...world.elements.wikis, ...world.elements.maps, ...world.elements.timelines, ...world.elements.languages];
  const seen = new Set<string>();
  for (const id of all) {
    if (seen.has(id)) throw invalid(m.duplicateId(worldPath, id));
    seen.add(id);
  }

  // Media: each file must be in the ZIP with the size world.json gives; its new id names it anew.
  const mediaByName = new Map<string, PlannedMedia>();
  const mediaById = new Map<string, PlannedMedia>();
  for (const item of world.media) {
    const path = folder + item.file;
    if (item.file.split('/').includes('..')) throw invalid(m.missingMedia(path));
    const size = files.sizeOf(path);
    if (size === undefined) throw invalid(m.missingMedia(path));
    if (size !== item.size) throw invalid(m.mediaSizeMismatch(path));
    if (mediaById.has(item.id) || mediaByName.has(item.name)) throw invalid(m.duplicateId(worldPath, item.id));
    const id = newId();
    const extension = item.name.includes('.') ? item.name.slice(item.name.lastIndexOf('.')) : '';
    const planned = { ...item, id, name: `${id}${extension}`, path };
    mediaByName.set(item.name, planned);
    mediaById.set(item.id, planned);
  }

  // An image reference: a file of the export (by name or /media/… path), or a bundled or web address kept as it is.
  const image = (path: string, value: string) => {
    if (value === '' || value.startsWith('/assets/') || value.startsWith('assets/') || /^(https?:\/\/|data:image\/)/i.test(value)) return value;
    const byName = mediaByName.get(value);
    if (byName) return byName.name;
    const reference = mediaReferenceOf(value);
    const byId = reference && mediaById.get(reference.mediaId);
    if (byId) return byId.name;
    throw invalid(m.danglingMedia(path, value));
  };
  const maybeImage = (path: string, value: string | null) => (value === null ? null : image(path, value));

  const link = <L extends { type: keyof typeof ids; id: string }>(path: string, target: L): L => {
    if (!ids[target.type].has(target.id)) throw invalid(m.danglingLink(path, target.type, target.id));
    return { ...target, id: elementId(target.id) };
  };

  const elementPath = (kind: keyof typeof ELEMENT_FOLDERS, id: string) => `${folder}${ELEMENT_FOLDERS[kind]}/${id}.json`;
  const element = <S extends z.ZodType<{ id: string }>>(
    kind: keyof typeof ELEMENT_FOLDERS,
    schema: S,
    id: string,
    rules: (path: string, file: z.infer<S>) => void,
  ) => {
    const path = elementPath(kind, id);
    const file = parsed(schema, files, path);
    if (file.id !== id) throw invalid(m.idMismatch(path));
    rules(path, file);
    return { path, file: file };
  };

  const writings = world.elements.writings.map((id) => element('writing', ExportWriting, id, checkWritingRules));
  const wikis = world.elements.wikis.map((id) => element('wiki', ExportWiki, id, checkWikiRules));

  const plannedWritings = parentsFirst(writings, (writing) => {
    const { path, file } = writing;
    if (file.parentId !== null) {
      const parent = writings.find((other) => other.file.id === file.parentId);
      if (!parent) throw invalid(m.danglingParent(path, file.parentId));
      if (parent.file.type !== 'folder') throw invalid(m.parentNotFolder(path));
    }
    return {
      ...file,
      id: elementId(file.id),
      parentId: file.parentId === null ? null : elementId(file.parentId),
      visibility: 'private' as const,
      scenes: file.scenes.map((scene) => ({
        ...scene,
        id: newId(),
        backgroundImage: image(path, scene.backgroundImage),
        content: scene.content.map((run) => (run.link && 'type' in run.link ? { ...run, link: link(path, run.link) } : run)),
      })),
    };
  });

  const plannedWikis = parentsFirst(wikis, ({ path, file }) => {
    if (file.parentId !== null && !ids.wiki.has(file.parentId)) throw invalid(m.danglingParent(path, file.parentId));
    return {
      ...file,
      id: elementId(file.id),
      parentId: file.parentId === null ? null : elementId(file.parentId),
      visibility: 'private' as const,
      images: file.images.map((picture) => ({
        ...picture,
        id: newId(),
        name: image(path, picture.name),
        mediaId: picture.mediaId === null ? null : (mediaById.get(picture.mediaId)?.id ?? mediaByName.get(picture.name)?.id ?? null),
      })),
      headerFields: file.headerFields.map((field) => ({ ...field, id: newId() })),
      sections: file.sections.map((section) => ({ ...section, id: newId() })),
      backgroundImage: image(path, file.backgroundImage),
    };
  });

  const maps = world.elements.maps.map((id) => {
    const { path, file } = element('map', ExportMap, id, checkMapRules);
    // A map is made from its uploaded picture: it must be one of the export's files.
    const picture = image(path, file.image);
    if (![...mediaByName.values()].some((item) => item.name === picture)) throw invalid(m.danglingMedia(path, file.image));
    return {
      ...file,
      id: elementId(file.id),
      visibility: 'private' as const,
      image: picture,
      points: file.points.map((point) => ({
        ...point,
        id: newId(),
        image: maybeImage(path, point.image),
        links: point.links.map((target) => ({ ...link(path, target) })),
      })),
    };
  });

  const timelines = world.elements.timelines.map((id) => {
    const { path, file } = element('timeline', ExportTimeline, id, checkTimelineRules);
    const nodeId = reminter(newId);
    const nodeIds = new Set(file.lines.flatMap((line) => line.nodes.map((node) => node.id)));
    return {
      ...file,
      id: elementId(file.id),
      visibility: 'private' as const,
      backgroundImage: maybeImage(path, file.backgroundImage),
      // The default zone's id is a fixed name, not an identity.
      zones: file.zones.map((zone) => ({ ...zone, id: zone.id === DEFAULT_ZONE_ID ? zone.id : newId() })),
      lines: file.lines.map((line) => ({
        ...line,
        id: newId(),
        nodes: line.nodes.map((node) => {
          if (node.parent !== null && !nodeIds.has(node.parent)) throw invalid(m.danglingNodeParent(path, node.parent));
          return {
            ...node,
            id: nodeId(node.id),
            parent: node.parent === null ? null : nodeId(node.parent),
            image: maybeImage(path, node.image),
            links: node.links.map((target) => link(path, target)),
          };
        }),
      })),
    };
  });

  const languages = world.elements.languages.map((id) => {
    const { path, file } = element('language', ExportLanguage, id, checkLanguageRules);
    return {
      ...file,
      id: elementId(file.id),
      visibility: 'private' as const,
      keys: file.keys.map((key) => ({ ...key, id: newId(), rune: maybeImage(path, key.rune) })),
      runeImages: file.runeImages.map((rune) => image(path, rune)),
      words: file.words.map((word) => ({ ...word, id: newId() })),
    };
  });

  return {
    id: newId(),
    name: world.name,
    description: world.description,
    headerImage: maybeImage(worldPath, world.headerImage),
    writings: plannedWritings,
    wikis: plannedWikis,
    maps,
    timelines,
    languages,
    media: [...mediaByName.values()],
  };
};

// Elements ordered so each parent comes before its children (a parent is created first); a loop is refused.
const parentsFirst = <F extends { id: string; parentId: string | null }, P>(
  elements: { path: string; file: F }[],
  plan: (element: { path: string; file: F }) => P,
): P[] => {
  const byId = new Map(elements.map((element) => [element.file.id, element]));
  const done = new Set<string>();
  const result: P[] = [];
  const visit = (element: { path: string; file: F }, trail: Set<string>) => {
    if (done.has(element.file.id)) return;
    if (trail.has(element.file.id)) throw invalid(m.parentCycle(element.path));
    trail.add(element.file.id);
    const parent = element.file.parentId === null ? undefined : byId.get(element.file.parentId);
    if (parent) visit(parent, trail);
    done.add(element.file.id);
    result.push(plan(element));
  };
  for (const element of elements) visit(element, new Set());
  return result;
};

export const planImport = (files: ExportFiles, newId: NewId): ImportPlan => {
  const manifest = manifestOf(files);
  const worlds = manifest.worlds.map((entry) => {
    const path = `worlds/${entry.id}/world.json`;
    if (entry.path !== path) throw invalid(m.missingFile(entry.path));
    return planWorld(files, path, newId);
  });
  return {
    worlds,
    mediaBytes: worlds.reduce((sum, world) => sum + world.media.reduce((bytes, item) => bytes + item.size, 0), 0),
    hasPaidElements: worlds.some((world) => world.maps.length + world.timelines.length + world.languages.length > 0),
  };
};
