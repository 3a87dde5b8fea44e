import type { ContinuityWarningView } from '@lorewright/domain/continuity/continuityWarnings';
import type { SavedWritingAnswer, WritingView } from '@lorewright/domain/writings/writingView';
import { benchSender, startBenchServer } from './benchServer';

// Continuity warnings in a world of 2,000 wikis (200 with a lifespan) and 500 dated scenes, each
// linking 3 wikis: one lifespan-holding wiki and two without. Measured: from an edit sent until
// GET world/{id}/continuity lists the warnings it makes or clears — a lifespan change of a wiki
// that 20 scenes link to (20 warnings each way), and a scene's date moved out of and back into
// the life of a wiki it links to (1 warning each way). The warnings are worked out by the
// continuity projection one fact at a time, so neither edit reads more than it touches.

export const CONTINUITY_TARGET_MS = 100;
const WIKIS = 2_000;
const WITH_LIFESPAN = 200;
const SCENES = 500;
const SCENES_PER_WRITING = 50;
const MENTIONED = 20;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const latency = (samples: number[]) => ({ p50: percentile(samples, 50), p99: percentile(samples, 99) });

// Scene i links one wiki with a lifespan (wiki 0 for the first 20 scenes, none of the others)
// and two without; it is dated 1200–1349, inside every lifespan (1000–1400).
const linksOf = (i: number) => [
  i < MENTIONED ? 0 : 1 + (i % (WITH_LIFESPAN - 1)),
  WITH_LIFESPAN + ((i * 3) % (WIKIS - WITH_LIFESPAN)),
  WITH_LIFESPAN + ((i * 3 + 1) % (WIKIS - WITH_LIFESPAN)),
];
const LIFE = { from: { year: 1000 }, until: { year: 1400 } };

export const continuityBench = async (dir: string, edits: number) => {
  const server = await startBenchServer(dir);
  try {
    const send = benchSender(server);
    const worldID = server.worldId;
    const started = performance.now();
    const wikiIds: string[] = [];
    for (let n = 0; n < WIKIS; n++)
      wikiIds.push((await send<{ id: string }>('POST', 'creation/newWiki', { category: 'characters', title: `Person ${n}`, worldID })).id);
    for (let n = 0; n < WITH_LIFESPAN; n++) await send('PUT', `creation/updateWiki/${wikiIds[n]}`, { lifespan: LIFE });
    const scene = (i: number, year = 1200 + (i % 150)) => ({
      name: `Scene ${i}`,
      date: { year },
      content: linksOf(i).flatMap((n) => [
        { content: `Person ${n}`, style: '', link: { type: 'wiki', id: wikiIds[n] } },
        { content: ' met. ', style: '' },
      ]),
    });
    // The last scene has a writing of its own, whose one scene's date the edits move.
    for (let from = 0; from < SCENES - 1; from += SCENES_PER_WRITING) {
      const scenes = Array.from({ length: Math.min(SCENES_PER_WRITING, SCENES - 1 - from) }, (_, k) => scene(from + k));
      await send('POST', 'creation/newWriting', { isFolder: false, worldID, title: `Chronicle ${from / SCENES_PER_WRITING}`, scenes });
    }
    const { writing } = await send<{ writing: WritingView }>('POST', 'creation/newWriting', {
      isFolder: false,
      worldID,
      title: 'Edits',
      scenes: [scene(SCENES - 1)],
    });
    const seedSeconds = (performance.now() - started) / 1000;
    // Every projection caught up with the seeding first: measured is an edit in a settled world.
    const head = await server.stack.eventStore.headPosition();
    for (let waited = 0; !(await server.stack.waitForViews(head)) && waited < 60; waited++);

    const read = async () => {
      const res = await fetch(`${server.baseUrl}/api/v1/world/${worldID}/continuity`, { headers: { authorization: `Bearer ${server.token}` } });
      if (!res.ok) throw new Error(`continuity: ${res.status} ${await res.text()}`);
      return (await res.json()) as ContinuityWarningView[];
    };
    // From the edit sent until the list shows `expected` warnings.
    const untilShown = async (edit: () => Promise<unknown>, expected: number) => {
      const t0 = performance.now();
      await edit();
      for (;;) {
        const count = (await read()).length;
        if (count === expected) return performance.now() - t0;
        if (performance.now() - t0 > 5_000) throw new Error(`continuity: ${count} warnings, expected ${expected}`);
      }
    };
    if ((await read()).length !== 0) throw new Error('continuity: the seeded world should have no warnings');

    const lifespan: number[] = [];
    for (let n = 0; n < edits; n++) {
      const died = n % 2 === 0 ? { from: { year: 1000 }, until: { year: 1150 } } : LIFE;
      lifespan.push(await untilShown(() => send('PUT', `creation/updateWiki/${wikiIds[0]}`, { lifespan: died }), n % 2 === 0 ? MENTIONED : 0));
    }
    const sceneDate: number[] = [];
    let current = writing;
    for (let n = 0; n < edits; n++) {
      const year = n % 2 === 0 ? 1450 : 1250;
      const scenes = current.scenes.map(({ content: _content, ...rest }) => ({ ...rest, date: { year } }));
      sceneDate.push(
        await untilShown(
          async () => {
            const answer = await send<SavedWritingAnswer>('PUT', 'creation/updateWriting', { writingID: current._id, revision: current.revision, scenes });
            current = { ...current, revision: answer.revision };
          },
          n % 2 === 0 ? 1 : 0,
        ),
      );
    }
    const readSamples: number[] = [];
    for (let n = 0; n < edits; n++) {
      const t0 = performance.now();
      await read();
      readSamples.push(performance.now() - t0);
    }
    return { wikis: WIKIS, scenes: SCENES, edits, seedSeconds, lifespan: latency(lifespan), sceneDate: latency(sceneDate), read: latency(readSamples) };
  } finally {
    await server.close();
  }
};
