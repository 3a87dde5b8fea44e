import { mailedCode } from '@lorewright/api/testing/mailedCode';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildApp } from '@lorewright/api/buildApp';
import { createStack } from '@lorewright/api/composition';
import { loadConfig } from '@lorewright/api/config';
import { writingStream } from '@lorewright/commands/writings/writingStream';
import type { SceneView, WritingView } from '@lorewright/domain/writings/writingView';
import { SCENES, sceneText, wordCount } from './writingDocument';

// Saving a 50,000-word writing and loading it back through the real path — HTTP (app.inject),
// zod, the command handler and event store, the projections, read-your-writes — against a
// baseline of the least any storage must do with the same document: JSON.stringify and one
// SQLite row written (WAL, synchronous FULL, like the event store), and read back with
// JSON.parse.

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export interface Latency {
  p50: number;
  p99: number;
}
const latency = (samples: number[]): Latency => ({ p50: percentile(samples, 50), p99: percentile(samples, 99) });

const timed = async <T>(samples: number[], run: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await run();
  samples.push(performance.now() - started);
  return result;
};
const timedSync = <T>(samples: number[], run: () => T): T => {
  const started = performance.now();
  const result = run();
  samples.push(performance.now() - started);
  return result;
};

const BASELINE_ROUNDS = 3;
const BASELINE_BLOCK = 5;

// The baseline's table, written and read in blocks between the measured saves: after every
// BASELINE_BLOCK saves, the same writings are stored and read back BASELINE_ROUNDS times as rows
// of their own. The two meet the same disk (this machine's sync time drifts by a fifth within
// minutes, and a baseline taken after all the saves moved the ratio by as much), while each
// block runs among its own kind, so neither pays much for the other's garbage.
const openBaseline = (file: string) => {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE writings (id INTEGER PRIMARY KEY, doc TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO writings (id, doc) VALUES (?, ?)');
  const select = db.prepare('SELECT doc FROM writings WHERE id = ?').pluck();
  const saves: number[] = [];
  const loads: number[] = [];
  let nextId = 0;
  return {
    // The documents stored, then read back (as the saves, then the loads, before).
    sample(documents: readonly object[]) {
      const ids: number[] = [];
      for (let round = 0; round < BASELINE_ROUNDS; round++) {
        for (const document of documents) {
          const id = nextId++;
          timedSync(saves, () => insert.run(id, JSON.stringify(document)));
          ids.push(id);
        }
      }
      for (const id of ids) timedSync(loads, () => JSON.parse(select.get(id) as string));
    },
    result() {
      db.close();
      return { save: latency(saves), load: latency(loads) };
    },
  };
};

// A signed-in author with a world, through the same routes a browser uses. In production mode, as
// the other benchmarks' servers: outside it the read store watches for nested units of work
// with promise hooks, which cost every await of a save.
const openAuthor = async (dir: string) => {
  const config = loadConfig({
    DATA_DIR: dir,
    NODE_ENV: 'production',
    RATE_LIMIT_ENABLED: 'false',
    WEB_DIST: path.join(dir, 'no-web-build'),
    LOG_LEVEL: 'silent',
  });
  const stack = await createStack(config);
  const app = await buildApp({ stack });
  stack.start();
  // A payload given as bytes is sent as they are, as a browser sends what it serialised and
  // encoded on its own machine (a string would be measured and encoded inside the timed call).
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | Buffer, token?: string) => {
    const res = await app.inject({
      method,
      url: `/api/v1/${url}`,
      ...(payload ? { payload } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/json' } : {}) },
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.json();
  };
  const email = 'bench@example.com';
  const password = 'correct horse';
  await call('POST', 'register', { name: 'Bench Author', email, password });
  const registered = (await stack.eventStore.readAll()).find((e) => e.type === 'UserRegistered')!;
  const sealed = (registered.data as { sealedActivationCode: string }).sealedActivationCode;
  await call('GET', `activate/${await mailedCode(stack, sealed, { id: registered.id, page: 'activate' })}`);
  const { token } = await call('POST', 'login', { email, password });
  const { id: worldId } = await call('POST', 'createWorld', { name: 'Bench' }, token);
  return { stack, app, call, token: token as string, worldId: worldId as string };
};

const scenesOf = (writing: WritingView, variant: number): SceneView[] =>
  Array.from({ length: SCENES }, (_, i) => ({ ...writing.scenes[0], _id: `scene${i}`, name: `Scene ${i + 1}`, content: sceneText(i, variant) }));

export const writingBench = async (dir: string, iterations: number, autosaves: number) => {
  const { stack, app, call, token, worldId } = await openAuthor(path.join(dir, 'writing-stack'));
  try {
    const newDoc = async () => (await call('POST', 'creation/newWriting', { isFolder: false, worldID: worldId }, token)).writing as WritingView;
    // The request's bytes are built before the clock starts, as the baseline's documents are and
    // as a browser serialises a save on its own machine: only the server's work is timed.
    const saveBody = (writing: WritingView, scenes: SceneView[], revision = writing.revision) =>
      Buffer.from(JSON.stringify({ writingID: writing._id, revision, scenes }));
    const send = (body: Buffer) => call('PUT', 'creation/updateWriting', body, token) as Promise<{ revision: number }>;
    const save = (writing: WritingView, scenes: SceneView[]) => send(saveBody(writing, scenes));
    const load = (writing: WritingView) => call('GET', `creation/writing/${writing._id}`, undefined, token) as Promise<{ writing: WritingView }>;

    // Warm-up: the first requests compile statements and schemas.
    const warm = await newDoc();
    await save(warm, scenesOf(warm, 0));
    await load(warm);

    // 1. The whole writing saved into a fresh document, then loaded back.
    const saves: number[] = [];
    const loads: number[] = [];
    // The first writing (the autosaves type into it) and the baseline's current block only: a
    // harness holding all 30 (megabytes of objects each) made every collection of the server's
    // heap, which is this process's, longer than the server's own would be.
    let first: WritingView | undefined;
    let block: WritingView[] = [];
    const baseline = openBaseline(path.join(dir, 'writing-baseline.db'));
    for (let i = 0; i < iterations; i++) {
      const doc = await newDoc();
      const scenes = scenesOf(doc, i);
      const body = saveBody(doc, scenes);
      // What creating the document left to the background (its history entry, the reactors) is
      // done before the save's clock starts: a writer types into a document some time after
      // making it.
      const head = await stack.eventStore.headPosition();
      await stack.waitForViews(head);
      await stack.reactors.waitFor(head);
      const { revision } = await timed(saves, () => send(body));
      const { writing: loaded } = await timed(loads, () => load(doc));
      if (loaded.revision !== revision || loaded.scenes.length !== SCENES) throw new Error('The writing did not read back as saved.');
      first ??= loaded;
      block.push(loaded);
      if (block.length === BASELINE_BLOCK || i === iterations - 1) {
        baseline.sample(block);
        block = [];
      }
    }

    // 2. Autosave while typing: each save adds a few words to one run of one scene, as the room
    // sends after a pause in typing; the event carries that run alone (contentSplice.ts).
    const edits: number[] = [];
    if (!first) throw new Error('No writing was saved.');
    let current = first;
    for (let i = 0; i < autosaves; i++) {
      const sceneIndex = i % SCENES;
      const scenes = current.scenes.map((scene, index) =>
        index === sceneIndex
          ? { ...scene, content: scene.content.map((node, n) => (n === 2 + (i % 50) ? { ...node, content: `${node.content}typed ${i} ` } : node)) }
          : scene,
      );
      const body = saveBody(current, scenes);
      const { revision } = await timed(edits, () => send(body));
      current = { ...current, scenes, revision };
    }
    const { writing: reread } = await load(current);
    if (JSON.stringify(reread.scenes) !== JSON.stringify(current.scenes)) throw new Error('The autosaved writing did not read back as saved.');

    const bytes = Buffer.byteLength(JSON.stringify(first));
    const words = wordCount(first.scenes.map((scene) => scene.content));
    const base = baseline.result();
    const stream = await stack.eventStore.readStream(writingStream(current._id));
    const streamBytes = stream.reduce((sum, e) => sum + Buffer.byteLength(JSON.stringify(e.data)), 0);
    return {
      iterations,
      autosaves,
      words,
      bytes,
      streamEvents: stream.length,
      streamBytes,
      base,
      save: latency(saves),
      load: latency(loads),
      autosave: latency(edits),
    };
  } finally {
    await app.close();
    await stack.close();
    fs.rmSync(path.join(dir, 'writing-stack'), { recursive: true, force: true });
  }
};
