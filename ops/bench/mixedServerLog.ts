import fs from 'node:fs';
import { REQUEST_ID_PREFIX, routeOf } from './mixedClient';
import { latencyOf, REQUEST_KINDS, type Latency, type RequestKind } from './mixedRecorder';

// What the mixed benchmark's server wrote to its JSON request log (pino, one object a line): how
// many lines were errors (level 50 and above), how many answers were 5xx, the error messages, most
// frequent first; and how long the server itself took over each kind and route of the people's
// requests (Fastify's responseTime, from the request read to the answer sent), against which the
// time the people waited shows what the machine (a busy event loop, the scheduler) added.

interface LogLine {
  level?: number;
  reqId?: string;
  responseTime?: number;
  msg?: string;
  req?: { method: string; url: string };
  err?: { type?: string; message?: string };
  res?: { statusCode?: number };
}

export const readServerLog = (file: string) => {
  let errors = 0;
  let answers5xx = 0;
  const messages = new Map<string, number>();
  const took = new Map<RequestKind, number[]>(REQUEST_KINDS.map((kind) => [kind, []]));
  const byRoute = new Map<string, number[]>();
  const routes = new Map<string, string>();
  const kindOf = new RegExp(`^${REQUEST_ID_PREFIX}-(${REQUEST_KINDS.join('|')})-`);
  for (const text of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!text.startsWith('{')) continue;
    const line = JSON.parse(text) as LogLine;
    if ((line.res?.statusCode ?? 0) >= 500) answers5xx++;
    const kind = kindOf.exec(line.reqId ?? '')?.[1] as RequestKind | undefined;
    if (kind && line.req) routes.set(line.reqId!, routeOf(line.req.method, line.req.url));
    if (kind && line.responseTime !== undefined) {
      took.get(kind)!.push(line.responseTime);
      const route = routes.get(line.reqId!) ?? '?';
      if (!byRoute.has(route)) byRoute.set(route, []);
      byRoute.get(route)!.push(line.responseTime);
    }
    if ((line.level ?? 0) < 50) continue;
    errors++;
    const message = `${line.msg ?? ''}${line.err ? `: ${line.err.type ?? ''} ${line.err.message ?? ''}` : ''}`.slice(0, 300);
    messages.set(message, (messages.get(message) ?? 0) + 1);
  }
  return {
    errors,
    answers5xx,
    messages: [...messages].map(([message, count]) => ({ message, count })).sort((a, b) => b.count - a.count),
    serverSide: Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, latencyOf(took.get(kind)!)])) as Record<RequestKind, Latency>,
    serverSideRoutes: new Map([...byRoute].map(([route, samples]) => [route, latencyOf(samples)])),
  };
};

export type ServerLog = ReturnType<typeof readServerLog>;
