import { benchSender, startBenchServer } from './benchServer';
import { getAgainstBare } from './getBench';

// GET timeline/{id} of a public timeline with 5,000 points on 5 lines stays within 2×
// of a bare Fastify route serving the same JSON from memory: p99 at 1,000 requests/s as the other
// reads, and at 100/s, since a 1 MB answer 1,000 times a second saturates a small machine's
// loopback whoever serves it.

const LINES = 5;
const POINTS = 5_000;
const MONTHS = ['January', 'March', 'May', 'July', 'September', 'November'];

const node = (n: number) => ({
  _id: `n${n}`,
  title: `Event ${n}`,
  subtitle: `Something that happened in the benchmark realm, number ${n}.`,
  type: n % 10 === 0 ? 'range' : 'point',
  year: (n % 2_000) - 1_000,
  month: MONTHS[n % MONTHS.length],
  day: (n % 28) + 1,
  end: n % 10 === 0 ? { year: (n % 2_000) - 990, month: '', day: null } : null,
  parent: null,
});

export const timelineBench = async (dir: string, seconds: number) => {
  const server = await startBenchServer(dir);
  const { baseUrl } = server;
  const send = benchSender(server);
  try {
    await server.grant('timelines');
    const { id } = await send('POST', 'timeline/newTimeline', { worldID: server.worldId, title: 'The Long Chronicle', start: -1_000, end: 1_000 });
    const timelineID = id!;
    const lines = Array.from({ length: LINES }, (_, i) => ({ _id: `l${i}`, name: `Line ${i}` }));
    await send('PUT', 'timeline/updateLines', { timelineID, lines });
    const perLine = POINTS / LINES;
    for (const [i, line] of lines.entries())
      await send('PUT', 'timeline/updateNodes', { timelineID, lineID: line._id, nodes: Array.from({ length: perLine }, (_, n) => node(i * perLine + n)) });
    await send('POST', 'updateElementVisibility', { element: 'timeline', elementID: timelineID, worldID: server.worldId, visibility: 'public' });
    const url = `${baseUrl}/api/v1/timeline/${timelineID}`;
    const json = await (await fetch(url)).text();
    const runs = [await getAgainstBare(url, json, seconds), await getAgainstBare(url, json, seconds, 100)];
    return { points: POINTS, bytes: json.length, runs };
  } finally {
    await server.close();
  }
};
