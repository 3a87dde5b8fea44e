import { pngImage } from '../../api/src/media/testing/testImages';
import { benchSender, startBareServer, startBenchServer, type BenchServer } from './benchServer';
import { multipart } from './benchMultipart';
import { pairedRoundTrips } from './commandRoundTripBench';
import { getAgainstBare } from './getBench';

// GET language/{id} of a public language with 300 keys and 5,000 words stays within 2×
// of a bare Fastify route serving the same JSON from memory (p99 at 1,000 requests/s, and at
// 100/s for an answer this size), and PUT language/updateKeyMap changing one key's rune is a
// command round trip with read-your-writes (p99 < 30 ms) whose answer is the whole language.

const KEYS = 300;
const WORDS = 5_000;
const RUNES = 26;
const TYPES = ['noun', 'verb', 'adjective', 'other'];

const word = (n: number) => ({ word: `word${n}`, meaning: `The meaning of word ${n} in the benchmark tongue.`, type: TYPES[n % TYPES.length] });
// Every key shows one of the runes.
const keyMap = (runes: string[]) =>
  Object.fromEntries(Array.from({ length: KEYS }, (_, k) => [`k${k}`, { _id: `key${k}`, order: k, rune: runes[k % runes.length] }]));

// The i-th change gives key i the next rune (one further on each pass over the keys, so every
// call changes a key), sent as the client sends it: that one key and no removed ones.
export const keyRuneChange = (runes: string[], i: number) => {
  const k = i % KEYS;
  const rune = runes[(k + 1 + Math.floor(i / KEYS)) % runes.length];
  return { keyMap: { [`k${k}`]: { _id: `key${k}`, order: k, rune } }, removedKeyIDs: [] };
};

// `count` rune pictures uploaded to a language; their names.
export const uploadBenchRunes = async ({ baseUrl, token }: Pick<BenchServer, 'baseUrl' | 'token'>, languageID: string, count: number): Promise<string[]> => {
  const runes: string[] = [];
  for (let i = 0; i < count; i++) {
    const { payload, contentType } = await multipart({ languageID }, { field: 'rune', bytes: pngImage(0, [i * 9, 40, 90, 255]), name: 'rune.png' });
    const res = await fetch(`${baseUrl}/api/v1/language/uploadRune`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    if (res.status !== 201) throw new Error(`uploadRune: ${res.status} ${await res.text()}`);
    runes.push(((await res.json()) as { rune: string }).rune);
  }
  return runes;
};

export const languageBench = async (dir: string, seconds: number, changes: number) => {
  const server = await startBenchServer(dir);
  const { token, baseUrl } = server;
  const send = benchSender(server);
  try {
    await server.grant('languages');
    const { id } = await send<{ id: string }>('POST', 'language/new', { worldID: server.worldId, title: 'The Benchmark Tongue' });
    const runes = await uploadBenchRunes(server, id, RUNES);
    await send('PUT', 'language/updateKeyMap', { languageID: id, keyMap: keyMap(runes) });
    await send('PUT', `language/${id}/updateStems/`, { languageID: id, stems: Array.from({ length: WORDS }, (_, n) => word(n)) });
    await send('POST', 'updateElementVisibility', { element: 'language', elementID: id, worldID: server.worldId, visibility: 'public' });
    const url = `${baseUrl}/api/v1/language/${id}`;
    const json = await (await fetch(url)).text();
    const runs = [await getAgainstBare(url, json, seconds), await getAgainstBare(url, json, seconds, 100)];

    // One key's rune changes per call (sent as a change of that key, as the client does).
    const bodyOf = (i: number) => JSON.stringify({ languageID: id, ...keyRuneChange(runes, i) });
    const bare = await startBareServer(json);
    try {
      const echo = (i: number) => fetch(`${bare.baseUrl}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodyOf(i) });
      const change = (i: number) =>
        fetch(`${baseUrl}/api/v1/language/updateKeyMap`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: bodyOf(i),
        });
      const { baseline, measured } = await pairedRoundTrips(changes, echo, change);
      return { keys: KEYS, words: WORDS, bytes: json.length, runs, change: { count: changes, baseline, measured } };
    } finally {
      await bare.app.close();
    }
  } finally {
    await server.close();
  }
};
