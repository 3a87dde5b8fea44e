import { startBareServer, startBenchServer } from './benchServer';

// architecture.md §6: a command's round trip over HTTP, including the wait for its read models
// (read-your-writes), has p99 < 30 ms. One client, one request at a time, like a person saving.

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export const roundTrips = async (count: number, send: (i: number) => Promise<Response>) => {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await send(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`round trip ${i}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
};

export const commandRoundTripBench = async (dir: string, count: number) => {
  const server = await startBenchServer(dir);
  const bare = await startBareServer(server.worldJson);
  const post = (url: string, body: object, token?: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  try {
    const baseline = await roundTrips(count, (i) => post(`${bare.baseUrl}/echo`, { worldID: server.worldId, description: `Revision ${i}` }));
    const measured = await roundTrips(count, (i) =>
      post(
        `${server.baseUrl}/api/v1/world/updateDescription`,
        { worldID: server.worldId, description: `Revision ${i} of a world read a great many times.` },
        server.token,
      ),
    );
    return { count, baseline, measured };
  } finally {
    await bare.app.close();
    await server.close();
  }
};
