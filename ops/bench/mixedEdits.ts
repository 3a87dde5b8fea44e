import { applyLanguageChanges } from '@lorewright/domain/languages/languageChanges';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { applyMapChanges, knownMapRevisionOf } from '@lorewright/domain/maps/mapChanges';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { applyTimelineChanges, knownRevisionOf } from '@lorewright/domain/timelines/timelineChanges';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import type { SavedWritingAnswer, WritingView } from '@lorewright/domain/writings/writingView';
import type { Send } from './mixedClient';

// What an author does with one element of their world, as the web client does it: open it (the
// element read, and a map's picture), then save one small change at a time with the revision it
// was read at. Each save's answer holds the revisions the next one names; a map's, a timeline's or
// a language's save names the revision the copy holds (?since=), and its answer is only what
// changed after it, which the copy takes in.

export interface Editor {
  // Where the element is read.
  url: string;
  open(): Promise<void>;
  // Reads the element again, as a page does after a call that answers without it (a picture).
  refresh(): Promise<void>;
  save(): Promise<void>;
}

interface Change {
  url: string;
  json: object;
}

// The i-th change of each kind.
// A few words typed at the end of one run of one scene (the room's autosave after a pause).
const wordsTyped = (writing: WritingView, i: number): Change => ({
  url: 'creation/updateWriting',
  json: {
    writingID: writing._id,
    revision: writing.revision,
    scenes: writing.scenes.map((scene, index) =>
      index === i % writing.scenes.length
        ? { ...scene, content: scene.content.map((run, n) => (n === 2 + (i % 40) ? { ...run, content: `${run.content}typed ${i} ` } : run)) }
        : scene,
    ),
  },
});

const sectionRevised = (wiki: WikiView, i: number): Change => {
  const { _id, title, content, revision } = wiki.sections[i % wiki.sections.length];
  return {
    url: `creation/updateWiki/${wiki._id}`,
    json: { sections: [{ _id, title, content: `${content.replace(/ Revised \d+\.$/, '')} Revised ${i}.`, revision }] },
  };
};

const eventRetitled = (timeline: TimelineView, i: number): Change => {
  const line = timeline.lines[i % timeline.lines.length];
  const { _id, subtitle, type, year, month, day, end, parent, revision } = line.nodes[i % line.nodes.length];
  const node = { _id, title: `Event retold, ${i}`, subtitle, type, year, month, day, end, parent, revision };
  const json = { timelineID: timeline._id, lineID: line._id, nodes: [node], removedNodeIDs: [] };
  return { url: `timeline/updateNodes?since=${knownRevisionOf(timeline)}`, json };
};

const pointDragged = (map: MapView, i: number): Change => {
  const points = Object.values(map.points);
  const { _id, x, y, icon, color, name, description, revision } = points[i % points.length];
  const moved = { _id, x: (x + 0.013) % 1, y: (y + 0.007) % 1, icon, color, name, description, revision };
  return { url: `map/updatePoints/${map._id}?since=${knownMapRevisionOf(map)}`, json: { mapID: map._id, points: { [_id]: moved }, removedPointIDs: [] } };
};

const meaningChanged = (language: LanguageView, i: number): Change => {
  const index = (i * 7) % language.words.length;
  const { _id: stemID, word, type, revision } = language.words[index];
  return {
    url: `language/updateStem?since=${language.revision}`,
    json: { languageID: language._id, index, stemID, stem: { word, meaning: `Revised meaning ${i}.`, type }, revision },
  };
};

interface ElementEdits<T> {
  // Where it is read, and the element out of that answer and out of a save's.
  url: string;
  read(answer: never): T;
  saved(answer: never, element: T, change: Change): T;
  change(element: T, i: number): Change;
  // What the page loads once it has the element.
  opened?(element: T): Promise<unknown>;
}

// The element out of an answer: the answer itself (a map, timeline or language read), or one of its fields.
const itself = <T>(element: T) => element;
const field =
  <T>(name: string) =>
  (answer: Record<string, T>) =>
    answer[name];

// A save's answer asked with ?since=: what changed, taken into the copy; or the whole element.
const changedOrWhole =
  <T, C>(name: string, apply: (copy: T, changes: C) => T) =>
  (answer: { changes?: C } & Record<string, unknown>, copy: T) =>
    answer.changes ? apply(copy, answer.changes) : (answer[name] as T);

const editorOf = <T>(send: Send, token: string, edits: ElementEdits<T>): Editor => {
  let element: T | undefined;
  let count = 0;
  const read = async () => {
    element = edits.read(await send<never>({ method: 'GET', url: edits.url, token }));
    return element;
  };
  return {
    url: edits.url,
    async open() {
      const opened = await read();
      await edits.opened?.(opened);
    },
    async refresh() {
      await read();
    },
    async save() {
      const change = edits.change(element!, count++);
      element = edits.saved(await send<never>({ method: 'PUT', ...change, token }), element!, change);
    },
  };
};

export const writingEditor = (send: Send, token: string, id: string) =>
  editorOf(send, token, {
    url: `creation/writing/${id}`,
    read: field<WritingView>('writing'),
    change: wordsTyped,
    // The answer leaves the text out: the room keeps what it sent.
    saved: ({ revision }: SavedWritingAnswer, writing, change) => ({ ...writing, scenes: (change.json as Pick<WritingView, 'scenes'>).scenes, revision }),
  });

export const wikiEditor = (send: Send, token: string, id: string) =>
  editorOf(send, token, { url: `creation/wiki/${id}`, read: field<WikiView>('wiki'), change: sectionRevised, saved: field<WikiView>('wiki') });

export const mapEditor = (send: Send, token: string, id: string) =>
  editorOf(send, token, {
    url: `map/${id}`,
    read: itself<MapView>,
    change: pointDragged,
    saved: changedOrWhole('map', applyMapChanges),
    opened: (map) => send({ method: 'GET', url: imageUrl('maps', map.authorID, map.image)!, token }),
  });

export const timelineEditor = (send: Send, token: string, id: string) =>
  editorOf(send, token, { url: `timeline/${id}`, read: itself<TimelineView>, change: eventRetitled, saved: changedOrWhole('timeline', applyTimelineChanges) });

export const languageEditor = (send: Send, token: string, id: string) =>
  editorOf(send, token, { url: `language/${id}`, read: itself<LanguageView>, change: meaningChanged, saved: changedOrWhole('language', applyLanguageChanges) });
