import { startBareServer } from './benchServer';
import { load } from './worldPageBench';

// GET `url` of the real server against a bare Fastify route serving the same JSON from memory,
// p99 at `rate` requests/s; both warmed up first (JIT, the element's JSON serialised once), so
// p99 compares steady states.
export const getAgainstBare = async (url: string, json: string, seconds: number, rate = 1000) => {
  const bare = await startBareServer(json);
  try {
    const bareUrl = `${bare.baseUrl}/world`;
    for (const warm of [bareUrl, url]) await load(warm, 2);
    return { rate, baseline: await load(bareUrl, seconds, rate), measured: await load(url, seconds, rate) };
  } finally {
    await bare.app.close();
  }
};
