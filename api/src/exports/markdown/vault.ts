import type { ExportWorld } from '@lorewright/domain/exports/exportFormat';
import { exportedWorldCalendar } from '../exportCalendar';
import type { ExportElement } from '../exportElement';
import { languageNote, mapNote, timelineNote, wikiNote, worldNote, writingNote } from './elementNotes';
import { wikilink } from './markdownText';
import { noteLinks } from './noteLinks';
import { relationProperties } from './noteRelations';
import { uniqueNames } from './vaultNames';

// A world as a folder of an Obsidian vault (docs/product.md §9, export):
//
//   {World}/{World}.md                      the world: description, and a link to every element
//   {World}/Writings/{folders…}/{Title}.md  writings, in their folders
//   {World}/Wikis/{Category}/{Title}.md     wikis by category
//   {World}/Maps/{Title}.md, Timelines/…, Languages/…
//   {World}/media/{file}                    the pictures the notes embed
//
// Links between elements become wikilinks by path, so they hold whatever the notes are called.

export interface VaultFile {
  path: string;
  text: string;
}

const CATEGORY_FOLDERS: Record<string, string> = { characters: 'Characters', places: 'Places', magic: 'Magic', events: 'Events' };
const KIND_FOLDERS = { writing: 'Writings', wiki: 'Wikis', map: 'Maps', timeline: 'Timelines', language: 'Languages' } as const;
const FALLBACK_TITLES = {
  writing: 'Untitled writing',
  wiki: 'Untitled wiki',
  map: 'Untitled map',
  timeline: 'Untitled timeline',
  language: 'Untitled language',
} as const;
// Writing folders nested deeper than this are laid flat: the tree comes from stored parent ids.
const FOLDER_DEPTH_MAX = 20;

const titleOf = (element: ExportElement) => element.file.title;

// Each writing folder's path below Writings/, from its parents (a parent missing, or a loop,
// ends the path there).
const writingFolders = (elements: readonly ExportElement[], base: string) => {
  const folders = new Map<string, { parentId: string | null; title: string }>();
  for (const element of elements) if (element.kind === 'writing' && element.file.type === 'folder') folders.set(element.file.id, element.file);
  const names = new Map<string, ReturnType<typeof uniqueNames>>();
  const namesIn = (path: string) => names.get(path) ?? names.set(path, uniqueNames()).get(path)!;
  const paths = new Map<string, string>();
  const pathOf = (id: string | null, depth = 0): string => {
    if (id === null || !folders.has(id) || depth > FOLDER_DEPTH_MAX) return base;
    const known = paths.get(id);
    if (known) return known;
    const folder = folders.get(id)!;
    paths.set(id, base); // a loop back here ends at the base
    const parent = pathOf(folder.parentId, depth + 1);
    const path = `${parent}/${namesIn(parent)(folder.title, 'Folder')}`;
    paths.set(id, path);
    return path;
  };
  return { pathOf, namesIn };
};

const folderOf = (element: ExportElement, root: string, writings: ReturnType<typeof writingFolders>) => {
  if (element.kind === 'writing') return writings.pathOf(element.file.parentId);
  if (element.kind === 'wiki') return `${root}/${KIND_FOLDERS.wiki}/${CATEGORY_FOLDERS[element.file.category] ?? 'Other'}`;
  return `${root}/${KIND_FOLDERS[element.kind]}`;
};

export const worldVault = (world: ExportWorld, elements: readonly ExportElement[], worldFolder: string): VaultFile[] => {
  const writings = writingFolders(elements, `${worldFolder}/${KIND_FOLDERS.writing}`);
  const notes = new Map<string, { path: string; title: string }>();
  const documents = elements.filter((element) => !(element.kind === 'writing' && element.file.type === 'folder'));
  for (const element of documents) {
    const folder = folderOf(element, worldFolder, writings);
    const name = writings.namesIn(folder)(titleOf(element), FALLBACK_TITLES[element.kind]);
    notes.set(`${element.kind}:${element.file.id}`, { path: `${folder}/${name}`, title: titleOf(element) });
  }
  const to = noteLinks(world, worldFolder, notes);
  const parentOf = (kind: string, parentId: string | null) => {
    const parent = parentId === null ? undefined : notes.get(`${kind}:${parentId}`);
    return parent ? wikilink(parent.path, parent.title) : null;
  };
  const relations = relationProperties(world.relations ?? [], to);
  const calendar = exportedWorldCalendar(world, elements);
  const files = documents.map((element): VaultFile => {
    const path = `${notes.get(`${element.kind}:${element.file.id}`)!.path}.md`;
    switch (element.kind) {
      case 'writing':
        return { path, text: writingNote(element.file, to, null, calendar) };
      case 'wiki':
        return { path, text: wikiNote(element.file, to, parentOf('wiki', element.file.parentId), relations.get(element.file.id), calendar) };
      case 'map':
        return { path, text: mapNote(element.file, to, calendar) };
      case 'timeline':
        return { path, text: timelineNote(element.file, to) };
      case 'language':
        return { path, text: languageNote(element.file, to) };
    }
  });
  const lists = (Object.keys(KIND_FOLDERS) as (keyof typeof KIND_FOLDERS)[]).map((kind) => ({
    heading: KIND_FOLDERS[kind],
    links: documents.filter((element) => element.kind === kind).map((element) => to.linkTo({ type: kind, id: element.file.id }, '')),
  }));
  return [{ path: `${worldFolder}/${writings.namesIn(worldFolder)(world.name, 'World')}.md`, text: worldNote(world, to, lists) }, ...files];
};
