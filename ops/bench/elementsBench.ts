import { benchSender, startBareServer } from './benchServer';
import { roundTripsInTurns } from './commandRoundTripBench';
import { startDurableBareServer } from './durableBareServer';
import { languageCases, mapCase, timelineCase, type ElementCase, type JsonRequest } from './elementCases';
import { getAgainstBare } from './getBench';
import { startElementServer, type ElementServer } from './elementServerProcess';
import { healthDuring, type HealthLatency } from './healthDuring';

// Each paid element kind at its largest (elementCases.ts), on a server of its own, in a process
// of its own (elementServer.ts), so the client's work never counts as the server's:
// - its whole list replaced in one request, with /health probed from another process meanwhile;
// - one item changed, one request at a time, against a bare Fastify POST of the same body and the
//   same POST keeping its body in one synced SQLite row (durableBareServer.ts), in turns;
// - the element read, against a bare Fastify route serving the same JSON (100 requests/s: the
//   answers are megabytes).

interface Latency {
  p50: number;
  p99: number;
}

export interface ElementResult {
  element: ElementCase;
  replaceMs: number;
  health: HealthLatency;
  change: { count: number; baseline: Latency; durable: Latency; measured: Latency };
  read: Awaited<ReturnType<typeof getAgainstBare>>;
  bytes: number;
}

const request = (server: ElementServer, { method, url, body }: JsonRequest) =>
  fetch(`${server.baseUrl}/api/v1/${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    body: JSON.stringify(body),
  });

const measure = async (dir: string, server: ElementServer, element: ElementCase, seconds: number, changes: number): Promise<ElementResult> => {
  const { result: replaceMs, health } = await healthDuring(server.baseUrl, async () => {
    const started = performance.now();
    const res = await request(server, element.replace);
    if (!res.ok) throw new Error(`${element.replace.url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
    return performance.now() - started;
  });
  const { change, readUrl } = await element.prepare();
  const bare = await startBareServer('{}');
  const durable = await startDurableBareServer(dir);
  try {
    const post = (url: string) => (i: number) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change(i).body) });
    const {
      baseline,
      durable: kept,
      measured,
    } = await roundTripsInTurns(changes, {
      baseline: post(`${bare.baseUrl}/echo`),
      durable: post(`${durable.baseUrl}/durable`),
      measured: (i) => request(server, change(i)),
    });
    const url = `${server.baseUrl}/api/v1/${readUrl}`;
    await benchSender(server)('POST', 'updateElementVisibility', visibilityOf(readUrl, server.worldId));
    const json = await (await fetch(url)).text();
    const read = await getAgainstBare(url, json, seconds, 100);
    return { element, replaceMs, health, change: { count: changes, baseline, durable: kept, measured }, read, bytes: json.length };
  } finally {
    await bare.app.close();
    await durable.close();
  }
};

// Made public, so the read is the anonymous one a public world's readers make.
const visibilityOf = (readUrl: string, worldID: string) => {
  const [element, elementID] = readUrl.split('/');
  return { element, elementID, worldID, visibility: 'public' };
};

// BENCH_ELEMENTS=maps,languages: only those kinds (all three by default).
const KINDS = { maps: mapCase, timelines: timelineCase, languages: languageCases };
const kindsChosen = () => {
  const chosen = process.env.BENCH_ELEMENTS?.split(',').map((name) => name.trim()) ?? Object.keys(KINDS);
  return Object.entries(KINDS).flatMap(([name, cases]) => (chosen.includes(name) ? [cases] : []));
};

export const elementsBench = async (dir: string, seconds: number, changes: number): Promise<ElementResult[]> => {
  const results: ElementResult[] = [];
  for (const cases of kindsChosen()) {
    const server = await startElementServer(dir);
    try {
      const made = await cases(server);
      for (const element of Array.isArray(made) ? made : [made]) results.push(await measure(dir, server, element, seconds, changes));
    } finally {
      await server.close();
    }
  }
  return results;
};
