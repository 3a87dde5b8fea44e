import { startBareServer, startBenchServer } from './benchServer';

// architecture.md §6: a command's round trip over HTTP, including the wait for its read models
// (read-your-writes), has p99 < 30 ms. One client, one request at a time, like a person saving.

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const summary = (times: number[]) => {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
};

const timed = async (send: () => Promise<Response>, what: string): Promise<number> => {
  const started = performance.now();
  const res = await send();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${what}: ${res.status}`);
  return performance.now() - started;
};

// Each series' round trips taken in turns, one of each: a pause of the machine (another process,
// a disk flush) then falls on every series alike, where one series after the other left it to
// whichever ran at that moment, and the ratio of their p99s swung between runs.
export const roundTripsInTurns = async <Name extends string>(count: number, series: Record<Name, (i: number) => Promise<Response>>) => {
  const names = Object.keys(series) as Name[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  for (let i = 0; i < count; i++) for (const name of names) times[name].push(await timed(() => series[name](i), `${name} round trip ${i}`));
  return Object.fromEntries(names.map((name) => [name, summary(times[name])])) as Record<Name, { p50: number; p99: number }>;
};

// A baseline's round trips and the measured ones, in turns.
export const pairedRoundTrips = (count: number, baseline: (i: number) => Promise<Response>, measured: (i: number) => Promise<Response>) =>
  roundTripsInTurns(count, { baseline, measured });

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
    const { baseline, measured } = await pairedRoundTrips(
      count,
      (i) => post(`${bare.baseUrl}/echo`, { worldID: server.worldId, description: `Revision ${i}` }),
      (i) =>
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
