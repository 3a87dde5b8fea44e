// What the mixed benchmark's requests took, by kind and by route, and what went wrong.
//
// Kinds: a read changes nothing (GETs, and the reads the client sends over POST: the community
// pages, search, the feed, a world's writings and timelines); a save changes something; an
// upload is a save carrying an image; a job is the import or the export running beside the users.

export type RequestKind = 'read' | 'save' | 'upload' | 'job';
export const REQUEST_KINDS: readonly RequestKind[] = ['read', 'save', 'upload', 'job'];

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface Failure {
  // 'PUT creation/updateWriting → 500', or '… → timeout'.
  what: string;
  count: number;
  // The first answer's body (or the network error's message), cut short.
  first: string;
  // Seconds into the window of the first one.
  firstAt: number;
}

export const latencyOf = (samples: number[]): Latency => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN };
};

export const createRecorder = (startedAt = performance.now()) => {
  const byKind = new Map<RequestKind, number[]>(REQUEST_KINDS.map((kind) => [kind, []]));
  const byRoute = new Map<string, number[]>();
  const failures = new Map<string, Failure>();
  return {
    took(kind: RequestKind, route: string, ms: number) {
      byKind.get(kind)!.push(ms);
      if (!byRoute.has(route)) byRoute.set(route, []);
      byRoute.get(route)!.push(ms);
    },
    failed(route: string, status: number | string, body: string) {
      const what = `${route} → ${status}`;
      const known = failures.get(what);
      if (known) known.count++;
      else failures.set(what, { what, count: 1, first: body.slice(0, 300), firstAt: (performance.now() - startedAt) / 1000 });
    },
    result() {
      return {
        kinds: Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, latencyOf(byKind.get(kind)!)])) as Record<RequestKind, Latency>,
        routes: [...byRoute].map(([route, samples]) => ({ route, ...latencyOf(samples) })).sort((a, b) => b.p99 - a.p99),
        failures: [...failures.values()].sort((a, b) => b.count - a.count),
      };
    },
  };
};

export type Recorder = ReturnType<typeof createRecorder>;
export type RecorderResult = ReturnType<Recorder['result']>;
