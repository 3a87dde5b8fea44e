import os from 'node:os';
import { formatTable } from '../src/table';
import { RSS_GROWTH_MAX, type MixedResult } from './mixedBench';

// How the mixed benchmark reports. First its detail, printed above the summary table: every
// route's latency as the people waited and as the server took it (slowest p99 first), every kind
// of failure with its first answer, and the errors the server logged.
export const printMixedDetails = ({ requests, serverLog }: MixedResult) => {
  const ms = (n: number) => n.toFixed(1);
  const rows = requests.routes.map(({ route, count, p50, p99, max }) => {
    const server = serverLog.serverSideRoutes.get(route);
    return [route, count, ms(p50), ms(p99), ms(max), server ? `${ms(server.p50)} / ${ms(server.p99)}` : ''];
  });
  console.log(formatTable(['route', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'in the server: p50 / p99 ms'], rows));
  for (const { what, count, firstAt, first } of requests.failures) console.log(`failed: ${what}, ${count}× (first at ${firstAt.toFixed(0)} s): ${first}`);
  for (const { message, count } of serverLog.messages) console.log(`server logged: ${count}× ${message}`);
};

const k = (n: number) => Math.round(n).toLocaleString('en-US');
const p = (l: { p50: number; p99: number }) => `p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms`;
const within = (l: { p99: number }, target: number) => [`${(l.p99 / target).toFixed(2)}× target`, `p99 < ${target} ms`, l.p99 < target ? 'yes' : 'NO'];
const job = (j: MixedResult['exports']) => `${j.count} done, ${j.failed} failed: p50 ${(j.p50 / 1000).toFixed(1)} s, max ${(j.max / 1000).toFixed(1)} s`;

// The rows of the benchmark table (run.ts): the product's targets, and beside them what tells
// the machine's part (the server's and the generator's CPU, the server's event loop).
export const mixedRows = (m: MixedResult): string[][] => {
  const { read, save, upload } = m.requests.kinds;
  const { serverSide } = m.serverLog;
  const perSecond = m.served / m.seconds;
  const { rss, serverLog } = m;
  const errors = m.errors + serverLog.errors;
  return [
    [
      `mixed, ${m.authors} authors and ${m.readers} readers for ${k(m.seconds)} s: reads (${k(read.count)}; in the server ${p(serverSide.read)})`,
      '100 ms',
      p(read),
      ...within(read, 100),
    ],
    [`mixed: saves (${k(save.count)}; in the server ${p(serverSide.save)})`, '200 ms', p(save), ...within(save, 200)],
    [`mixed: picture uploads, saves too (${k(upload.count)}; in the server ${p(serverSide.upload)})`, '200 ms', p(upload), ...within(upload, 200)],
    [`mixed: the export, again and again`, 'all along', job(m.exports), '', 'none failed', m.exports.count > 0 && m.exports.failed === 0 ? 'yes' : 'NO'],
    [
      `mixed: the import of a ${(m.imports.zipBytes / 1_048_576).toFixed(1)} MB export, again and again`,
      'all along',
      job(m.imports),
      '',
      'none failed',
      m.imports.count > 0 && m.imports.failed === 0 ? 'yes' : 'NO',
    ],
    [
      `mixed: requests served (cores kept busy: the server ${m.serverCores.toFixed(2)}, the load generator ${m.generatorCores.toFixed(2)}, whose loop ran late p99 ${m.generatorDelayP99Ms.toFixed(0)} ms; load average ${m.loadAverage.toFixed(1)} on ${os.cpus().length} cores)`,
      '100–300/s',
      `${k(m.served)}, ${k(perSecond)}/s`,
      '',
      '≥ 100/s',
      perSecond >= 100 ? 'yes' : 'NO',
    ],
    [
      `mixed: the server's event loop, how late it ran (a stall holds every request)`,
      '—',
      `busy ${(100 * m.serverLoopDelay.utilization).toFixed(0)}% of the time; late p50 ${m.serverLoopDelay.p50.toFixed(1)} ms, p99 ${m.serverLoopDelay.p99.toFixed(1)} ms, max ${k(m.serverLoopDelay.max)} ms`,
      '',
      '—',
      '',
    ],
    [
      `mixed: errors (answers not 2xx, network errors, timeouts; and errors in the server's log: ${serverLog.errors}, ${serverLog.answers5xx} 5xx)`,
      '0',
      `${k(m.errors)} + ${k(serverLog.errors)} logged`,
      '',
      '0',
      errors === 0 ? 'yes' : 'NO',
    ],
    [
      `mixed: server RSS at ${k(rss.markSeconds)} s / at the end / most after ${k(rss.markSeconds)} s (${k(rss.startMb)} MB at the start)`,
      `${k(rss.atMarkMb)} MB`,
      `${k(rss.atMarkMb)} / ${k(rss.endMb)} / ${k(rss.maxAfterMarkMb)} MB`,
      `${(rss.endMb / rss.atMarkMb).toFixed(2)}× at ${k(rss.markSeconds)} s`,
      `end ≤ ${RSS_GROWTH_MAX.toFixed(2)}×`,
      rss.endMb <= RSS_GROWTH_MAX * rss.atMarkMb ? 'yes' : 'NO',
    ],
  ];
};
