import autocannon from 'autocannon';
import { startBareServer, startBenchServer } from './benchServer';

// architecture.md §6: the world page's query at 1,000 requests/s has p99 < 10 ms and stays within 2× of
// a bare Fastify route serving the same JSON from memory (measured in the same run).

export const load = async (url: string, seconds: number, rate = 1000) => {
  const result = await autocannon({ url, connections: 10, duration: seconds, overallRate: rate });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
};

export const worldPageBench = async (dir: string, seconds: number) => {
  const server = await startBenchServer(dir);
  const bare = await startBareServer(server.worldJson);
  try {
    const baseline = await load(`${bare.baseUrl}/world`, seconds);
    const measured = await load(`${server.baseUrl}/api/v1/world/${server.worldId}`, seconds);
    return { baseline, measured };
  } finally {
    await bare.app.close();
    await server.close();
  }
};
