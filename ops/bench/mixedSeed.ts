import { WIKI_CATEGORIES } from '@lorewright/domain/wikis/wikiView';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { multipart } from './benchMultipart';
import { node, word } from './elementCases';
import { point } from './mapBench';
import type { Send } from './mixedClient';
import { picture } from './mixedPictures';
import { worldName } from './scaleServer';
import type { SeededSession } from './sessionSeed';
import { sceneText } from './writingDocument';

// A world of one of the mixed benchmark's accounts, furnished through the routes and bodies the
// web client uses: a writing, wikis with a picture each, a map on a real picture with points, a
// timeline with lines of points, a language with words; public with all its elements, or private.

export interface WorldSize {
  scenes: number;
  wordsPerScene: number;
  wikis: number;
  points: number;
  // The map's picture is 4:3.
  mapWidth: number;
  lines: number;
  nodesPerLine: number;
  words: number;
}

// An author's work in progress: a 5,000-word chapter, a few wikis, a regional map, two lines of history.
export const AUTHOR_WORLD: WorldSize = { scenes: 2, wordsPerScene: 2_500, wikis: 3, points: 150, mapWidth: 400, lines: 2, nodesPerLine: 60, words: 400 };

// A world built over years, the one exported and imported: a 50,000-word novel, twenty wikis,
// a large map (some 1.3 MB of picture), 1,200 events, 2,000 words.
export const SHOWCASE_WORLD: WorldSize = {
  scenes: 10,
  wordsPerScene: 5_000,
  wikis: 20,
  points: 1_000,
  mapWidth: 800,
  lines: 3,
  nodesPerLine: 400,
  words: 2_000,
};

export interface SeededWorld {
  token: string;
  userId: string;
  worldId: string;
  name: string;
  isPublic: boolean;
  writingId: string;
  wikiIds: string[];
  mapId: string;
  points: number;
  timelineId: string;
  languageId: string;
}

const paragraph = (n: number) =>
  `Born in the ${n % 7}th winter of the old reckoning, they crossed the salt roads twice and came back once. ` +
  `What the river people tell of them differs from what the archives hold, and both are probably wrong.`;

export const furnishWorld = async (send: Send, { token, userId }: SeededSession, n: number, size: WorldSize, isPublic: boolean): Promise<SeededWorld> => {
  const post = <T>(url: string, json: object, method: 'POST' | 'PUT' = 'POST') => send<T>({ method, url, json, token });
  const upload = <T>(url: string, form: Awaited<ReturnType<typeof multipart>>) => send<T>({ method: 'POST', url, form, token });
  const name = worldName(n);
  const { id: worldId } = await post<{ id: string }>('createWorld', { name, description: `Where the stories of ${name} are kept.` });

  const { writing } = await post<{ writing: WritingView }>('creation/newWriting', { isFolder: false, worldID: worldId, title: 'Chapter One' });
  const scenes = Array.from({ length: size.scenes }, (_, i) => ({
    ...writing.scenes[0],
    _id: `scene${i}`,
    name: `Scene ${i + 1}`,
    content: sceneText(i, n, size.wordsPerScene),
  }));
  await post('creation/updateWriting', { writingID: writing._id, revision: writing.revision, scenes }, 'PUT');

  const wikiIds: string[] = [];
  for (let w = 0; w < size.wikis; w++) {
    const category = WIKI_CATEGORIES[w % WIKI_CATEGORIES.length];
    const { id } = await post<{ id: string }>('creation/newWiki', { category, title: `Entry ${w + 1}`, worldID: worldId });
    const sections = Array.from({ length: 3 }, (_, s) => ({ _id: `s${s}`, title: `Part ${s + 1}`, content: paragraph(w + s).repeat(4) }));
    await post(`creation/updateWiki/${id}`, { sections, headerFields: [{ _id: 'f0', field: 'Known as', value: `The ${w + 1}th` }] }, 'PUT');
    await upload(`creation/uploadWikiImage/${id}`, await multipart({}, { field: 'file', bytes: picture(128, 128, n + w) }));
    wikiIds.push(id);
  }

  const mapPicture = picture(size.mapWidth, (size.mapWidth * 3) / 4, n);
  const map = await multipart({ title: `${name}, the whole of it`, worldID: worldId }, { field: 'map', bytes: mapPicture, name: 'map.png' });
  const { id: mapId } = await upload<{ id: string }>('map/newMap', map);
  const points = Object.fromEntries(Array.from({ length: size.points }, (_, p) => [`p${p}`, point(p)]));
  await post(`map/updatePoints/${mapId}`, { mapID: mapId, points, removedPointIDs: [] }, 'PUT');

  const { id: timelineId } = await post<{ id: string }>('timeline/newTimeline', { worldID: worldId, title: 'The Chronicle', start: -1_000, end: 1_000 });
  const lines = Array.from({ length: size.lines }, (_, l) => ({ _id: `l${l}`, name: `Line ${l + 1}` }));
  await post('timeline/updateLines', { timelineID: timelineId, lines, removedLineIDs: [] }, 'PUT');
  for (const [l, line] of lines.entries()) {
    const nodes = Array.from({ length: size.nodesPerLine }, (_, i) => node(l * size.nodesPerLine + i));
    await post('timeline/updateNodes', { timelineID: timelineId, lineID: line._id, nodes, removedNodeIDs: [] }, 'PUT');
  }

  const { id: languageId } = await post<{ id: string }>('language/new', { worldID: worldId, title: 'The Old Tongue' });
  const stems = Array.from({ length: size.words }, (_, i) => word(i));
  await post(`language/${languageId}/updateStems/`, { languageID: languageId, stems }, 'PUT');

  if (isPublic) {
    await post('world/updateVisibility', { worldID: worldId, visibility: 'public' });
    const elements = [['writing', writing._id], ...wikiIds.map((id) => ['wiki', id]), ['map', mapId], ['timeline', timelineId], ['language', languageId]];
    for (const [element, elementID] of elements) await post('updateElementVisibility', { element, elementID, worldID: worldId, visibility: 'public' });
    // Its author tells the community, so the feed has something to show.
    await post('posts/newPost', { content: `${name} is open to readers: a map, a chronicle and the first chapter.` });
  }
  return { token, userId, worldId, name, isPublic, writingId: writing._id, wikiIds, mapId, points: size.points, timelineId, languageId };
};
