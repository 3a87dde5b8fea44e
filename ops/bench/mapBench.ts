import { multipart } from './benchMultipart';
import { pairedRoundTrips } from './commandRoundTripBench';
import { startBareServer, startBenchServer, type BenchServer } from './benchServer';
import { load } from './worldPageBench';
import { pngImage } from '../../api/src/media/testing/testImages';

// architecture.md §6: GET map/{id} of a map with 1,000 points stays within 2× of a bare Fastify route
// serving the same JSON from memory (p99 at 1,000 requests/s), and PUT map/updatePoints moving
// one point of the 1,000 is a command round trip with read-your-writes (p99 < 30 ms).

const POINTS = 1_000;

export const point = (n: number, x = (n % 100) / 100) => ({
  _id: `p${n}`,
  x,
  y: ((n * 7) % 100) / 100,
  icon: 'pin',
  color: '#ff5444',
  name: `Place ${n}`,
  description: `A place of the benchmark isles, number ${n}, with a line of description.`,
});
const allPoints = () => Object.fromEntries(Array.from({ length: POINTS }, (_, n) => [`p${n}`, point(n)]));
// The i-th move: one point of the map to a new place.
const moveOne = (i: number) => ({ [`p${i % POINTS}`]: point(i % POINTS, ((i % 97) + 1) / 100) });

// A map of the bench author's world, on a small picture; its id.
export const newBenchMap = async (server: Pick<BenchServer, 'baseUrl' | 'token' | 'worldId'>): Promise<string> => {
  const { payload, contentType } = await multipart(
    { title: 'The Benchmark Isles', worldID: server.worldId },
    { field: 'map', bytes: pngImage(), name: 'map.png' },
  );
  const created = await fetch(`${server.baseUrl}/api/v1/map/newMap`, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${server.token}` },
  });
  if (created.status !== 201) throw new Error(`newMap: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
};

export const mapBench = async (dir: string, seconds: number, moves: number) => {
  const server = await startBenchServer(dir);
  const { token } = server;
  try {
    await server.grant('maps');

    const mapId = await newBenchMap(server);
    const update = (points: object) =>
      fetch(`${server.baseUrl}/api/v1/map/updatePoints/${mapId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ mapID: mapId, points }),
      });
    const filled = await update(allPoints());
    if (!filled.ok) throw new Error(`updatePoints: ${filled.status} ${await filled.text()}`);
    await server.call('POST', 'updateElementVisibility', { element: 'map', elementID: mapId, worldID: server.worldId, visibility: 'public' }, token);
    const mapJson = await (await fetch(`${server.baseUrl}/api/v1/map/${mapId}`)).text();

    const bare = await startBareServer(mapJson);
    try {
      const [bareUrl, mapUrl] = [`${bare.baseUrl}/world`, `${server.baseUrl}/api/v1/map/${mapId}`];
      // Both warmed up first (JIT, the map's JSON serialised once), so p99 compares steady states.
      for (const url of [bareUrl, mapUrl]) await load(url, 2);
      const baseline = await load(bareUrl, seconds);
      const measured = await load(mapUrl, seconds);
      const echo = (i: number) =>
        fetch(`${bare.baseUrl}/echo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mapID: mapId, points: moveOne(i) }),
        });
      const { baseline: moveBaseline, measured: moveMeasured } = await pairedRoundTrips(moves, echo, (i) => update(moveOne(i)));
      return { points: POINTS, bytes: mapJson.length, get: { baseline, measured }, move: { count: moves, baseline: moveBaseline, measured: moveMeasured } };
    } finally {
      await bare.app.close();
    }
  } finally {
    await server.close();
  }
};
