import { LANGUAGE_KEYS_MAX, LANGUAGE_WORDS_MAX } from '@lorewright/domain/languages/languageLimits';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { knownMapRevisionOf } from '@lorewright/domain/maps/mapChanges';
import { MAP_POINTS_MAX } from '@lorewright/domain/maps/mapLimits';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { knownRevisionOf } from '@lorewright/domain/timelines/timelineChanges';
import { TIMELINE_LINES_MAX, TIMELINE_NODES_MAX } from '@lorewright/domain/timelines/timelineLimits';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { benchSender } from './benchServer';
import type { ElementServer } from './elementServerProcess';
import { keyRuneChange, uploadBenchRunes } from './languageBench';
import { newBenchMap, point } from './mapBench';

// Each paid element kind at the largest size the product allows, for elementsBench.ts: the
// request that replaces its whole list, one that changes a single item (the i-th of a series),
// and the address it is read at. The sizes follow the limits, so raising one grows the bench.

export interface JsonRequest {
  method: 'PUT' | 'POST';
  url: string;
  body: object;
}

export interface ElementCase {
  label: string;
  // What is replaced and what one change is, for the table.
  replaceLabel: string;
  changeLabel: string;
  replace: JsonRequest;
  // Called once the replace has landed.
  prepare(): Promise<{ change: (i: number) => JsonRequest; readUrl: string }>;
}

const k = (n: number) => n.toLocaleString('en-US');
const read = async <T>(server: ElementServer, url: string): Promise<T> =>
  (await (await fetch(`${server.baseUrl}/api/v1/${url}`, { headers: { authorization: `Bearer ${server.token}` } })).json()) as T;
const MONTHS = ['January', 'March', 'May', 'July', 'September', 'November'];
const TYPES = ['noun', 'verb', 'adjective', 'other'];
const RUNES = 26;

export const mapCase = async (server: ElementServer): Promise<ElementCase> => {
  await server.grant('maps');
  const mapID = await newBenchMap(server);
  const url = `map/updatePoints/${mapID}`;
  const points = Object.fromEntries(Array.from({ length: MAP_POINTS_MAX }, (_, n) => [`p${n}`, point(n)]));
  return {
    label: `map of ${k(MAP_POINTS_MAX)} points`,
    replaceLabel: `PUT map/updatePoints with all ${k(MAP_POINTS_MAX)} points`,
    changeLabel: 'PUT map/updatePoints moving 1 point, answered with the changes since',
    replace: { method: 'PUT', url, body: { mapID, points } },
    prepare: async () => {
      // As the web app asks (see timelineCase).
      const known = knownMapRevisionOf(await read<MapView>(server, `map/${mapID}`));
      return {
        change: (i) => ({
          method: 'PUT',
          url: `${url}?since=${known + i}`,
          body: { mapID, points: { [`p${i % MAP_POINTS_MAX}`]: point(i % MAP_POINTS_MAX, ((i % 97) + 1) / 100) } },
        }),
        readUrl: `map/${mapID}`,
      };
    },
  };
};

export const node = (n: number, title = `Event ${n}`) => ({
  _id: `n${n}`,
  title,
  subtitle: `Something that happened in the benchmark realm, number ${n}.`,
  type: 'point',
  year: (n % 2_000) - 1_000,
  month: MONTHS[n % MONTHS.length],
  day: (n % 28) + 1,
  end: null,
  parent: null,
});

// The most points a timeline holds, sent to one of its lines in one request (the biggest body
// updateNodes takes); the timeline has the most lines one may have.
export const timelineCase = async (server: ElementServer): Promise<ElementCase> => {
  await server.grant('timelines');
  const send = benchSender(server);
  const { id } = await send('POST', 'timeline/newTimeline', { worldID: server.worldId, title: 'The Long Chronicle', start: -1_000, end: 1_000 });
  const timelineID = id!;
  const lines = Array.from({ length: TIMELINE_LINES_MAX }, (_, i) => ({ _id: `l${i}`, name: `Line ${i}` }));
  await send('PUT', 'timeline/updateLines', { timelineID, lines });
  const nodes = Array.from({ length: TIMELINE_NODES_MAX }, (_, n) => node(n));
  return {
    label: `timeline of ${k(TIMELINE_NODES_MAX)} points, ${TIMELINE_LINES_MAX} lines`,
    replaceLabel: `PUT timeline/updateNodes with ${k(TIMELINE_NODES_MAX)} points`,
    changeLabel: 'PUT timeline/updateNodes editing 1 point, answered with the changes since',
    replace: { method: 'PUT', url: 'timeline/updateNodes', body: { timelineID, lineID: 'l0', nodes } },
    prepare: async () => {
      // As the web app asks: since the revision its copy holds, which each answer moves on (each
      // change here is one event, so the i-th is asked since the read's revision plus i).
      const known = knownRevisionOf(await read<TimelineView>(server, `timeline/${timelineID}`));
      return {
        change: (i) => ({
          method: 'PUT',
          url: `timeline/updateNodes?since=${known + i}`,
          body: { timelineID, lineID: 'l0', nodes: [node(i % TIMELINE_NODES_MAX, `Event ${i} retold`)] },
        }),
        readUrl: `timeline/${timelineID}`,
      };
    },
  };
};

export const word = (n: number, meaning = `The meaning of word ${n} in the benchmark tongue.`) => ({
  word: `word${n}`,
  meaning,
  type: TYPES[n % TYPES.length],
});
// Each key shows the rune `shift` places after its own.
const keyMap = (runes: string[], shift = 0) =>
  Object.fromEntries(Array.from({ length: LANGUAGE_KEYS_MAX }, (_, k) => [`k${k}`, { _id: `key${k}`, order: k, rune: runes[(k + shift) % runes.length] }]));

// A lexicon of the most words a language holds, with the most keys; words change one at a time
// through language/updateStem, runes through a change of one key (as the client sends it). The
// keys are there before the words are saved, and the words before the keys change, so each is
// measured in a language at its largest.
export const languageCases = async (server: ElementServer): Promise<ElementCase[]> => {
  await server.grant('languages');
  const send = benchSender(server);
  const { id } = await send<{ id: string }>('POST', 'language/new', { worldID: server.worldId, title: 'The Benchmark Tongue' });
  const languageID = id;
  const runes = await uploadBenchRunes(server, languageID, RUNES);
  // The replace below then changes every key's rune, and each single change one again.
  await send('PUT', 'language/updateKeyMap', { languageID, keyMap: keyMap(runes, 1) });
  const label = `language of ${k(LANGUAGE_WORDS_MAX)} words, ${LANGUAGE_KEYS_MAX} keys`;
  const stems = Array.from({ length: LANGUAGE_WORDS_MAX }, (_, n) => word(n));
  const words = {
    label,
    replaceLabel: `PUT language/{id}/updateStems with ${k(LANGUAGE_WORDS_MAX)} words`,
    changeLabel: 'PUT language/updateStem editing 1 word, answered with the changes since',
    replace: { method: 'PUT', url: `language/${languageID}/updateStems/`, body: { languageID, stems } },
    prepare: async () => {
      // As the web app asks (see timelineCase): since the revision its copy holds.
      const language = await read<LanguageView>(server, `language/${languageID}`);
      const ids = language.words.map((w) => w._id);
      return {
        change: (i: number) => {
          const index = i % ids.length;
          const body = { languageID, index, stemID: ids[index], stem: word(index, `Meaning ${i}.`) };
          return { method: 'PUT', url: `language/updateStem?since=${language.revision + i}`, body };
        },
        readUrl: `language/${languageID}`,
      };
    },
  } satisfies ElementCase;
  const keys = {
    label,
    replaceLabel: `PUT language/updateKeyMap with all ${LANGUAGE_KEYS_MAX} keys`,
    changeLabel: "PUT language/updateKeyMap changing 1 key's rune, answered with the changes since",
    replace: { method: 'PUT', url: 'language/updateKeyMap', body: { languageID, keyMap: keyMap(runes) } },
    prepare: async () => {
      const { revision } = await read<LanguageView>(server, `language/${languageID}`);
      return {
        change: (i: number) => ({ method: 'PUT', url: `language/updateKeyMap?since=${revision + i}`, body: { languageID, ...keyRuneChange(runes, i) } }),
        readUrl: `language/${languageID}`,
      };
    },
  } satisfies ElementCase;
  return [words, keys];
};
