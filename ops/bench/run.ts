import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable } from '../src/table';
import { appendBench } from './appendBench';
import { asOfBench } from './asOfBench';
import { CALENDAR_TARGET_PER_SECOND, calendarBench } from './calendarBench';
import type { getAgainstBare } from './getBench';
import { rebuildBench } from './rebuildBench';
import { backlinksBench } from './backlinksBench';
import { GRAPH_TARGET_MS, relationsGraphBench } from './relationsGraphBench';
import { elementsBench } from './elementsBench';
import { elementPagesBench, FIRST_RENDER_TARGET_MS, FRAME_TARGET_MS } from './elementPagesBench';
import { commandRoundTripBench } from './commandRoundTripBench';
import { CONTINUITY_TARGET_MS, continuityBench } from './continuityBench';
import { coTypingRows } from './coTypingReport';
import { LANDING_BUDGET_KB, landingBundleBench } from './landingBundleBench';
import { languageBench } from './languageBench';
import { RUNE_TEXT_TARGET_MS, runeTextBench } from './runeTextBench';
import { mapBench } from './mapBench';
import { mapGeneratorBench } from './mapGeneratorBench';
import { mixedBench } from './mixedBench';
import { mixedRows, printMixedDetails } from './mixedReport';
import { scaleBench } from './scaleBench';
import { socketBench } from './socketBench';
import { timelineBench } from './timelineBench';
import { worldPageBench } from './worldPageBench';
import { writingBench, type Latency } from './writingBench';

// `npm run bench [-- <name>…]`: measures against a baseline taken in the same run on the same
// machine and prints ratios, so the numbers mean the same on a fast or a slow machine. Names:
// append, rebuild, writing, worldPage, command, landing, scale, socket, maps, timelines, languages, elements, backlinks, graph,
// pages, mixed, coTyping, asOf, continuity; none runs them all.
// Targets (architecture.md §6): append within 2× of raw inserts; rebuild of 1,000,000 events
// ≥ 100,000 events/s;
// the world page p99 < 10 ms at 1,000 requests/s and within 2× of a bare route; a command's
// round trip with read-your-writes p99 < 30 ms; the landing page's JS ≤ 150 KB gzipped; the
// calendar engine ≥ 1,000,000 date → day → date round trips/s.
// The writing benchmark reports latency and its ratio to a bare JSON + SQLite write and read of
// the same document; saving it is due within 5× at p50.
type Row = string[];
const k = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = ({ p50, p99 }: Latency) => `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`;

// The rows of an element read against a bare route at each rate (getBench.ts getAgainstBare).
const getRows = (label: string, runs: Awaited<ReturnType<typeof getAgainstBare>>[]): Row[] =>
  runs.map(({ rate, baseline, measured }) => {
    const ratio = measured.p99 / Math.max(1, baseline.p99);
    return [
      `${label}, at ${k(rate)} requests/s (${k(measured.rps)} served/s, ${measured.errors} errors)`,
      `bare Fastify, same JSON: p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`,
      `p50 ${measured.p50} ms, p99 ${measured.p99} ms`,
      `${ratio.toFixed(2)}× bare p99`,
      '≤ 2×',
      ratio <= 2 && measured.errors === 0 ? 'yes' : 'NO',
    ];
  });

const benchmarks: Record<string, (dir: string) => Promise<Row[]>> = {
  worldPage: async (dir) => {
    const { baseline, measured } = await worldPageBench(dir, Number(process.env.BENCH_HTTP_SECONDS ?? 10));
    const within = measured.p99 <= Math.max(10, 2 * baseline.p99);
    return [
      [
        `GET world/:id at 1,000 requests/s (${k(measured.rps)} served/s, ${measured.errors} errors)`,
        `bare Fastify, same JSON: p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`,
        `p50 ${measured.p50} ms, p99 ${measured.p99} ms`,
        `${(measured.p99 / Math.max(1, baseline.p99)).toFixed(2)}× bare p99`,
        'p99 < 10 ms, ≤ 2×',
        measured.p99 < 10 && within && measured.errors === 0 ? 'yes' : 'NO',
      ],
    ];
  },
  // The map generator prints its own line first; then a 1,000-point map read and edited.
  maps: async (dir) => {
    await mapGeneratorBench();
    const m = await mapBench(dir, Number(process.env.BENCH_HTTP_SECONDS ?? 10), Number(process.env.BENCH_MAP_MOVES ?? 300));
    const { baseline, measured } = m.get;
    const ratio = measured.p99 / Math.max(1, baseline.p99);
    return [
      [
        `GET map/:id, ${k(m.points)} points (${k(m.bytes / 1024)} KB), at 1,000 requests/s (${k(measured.rps)} served/s, ${measured.errors} errors)`,
        `bare Fastify, same JSON: p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`,
        `p50 ${measured.p50} ms, p99 ${measured.p99} ms`,
        `${ratio.toFixed(2)}× bare p99`,
        '≤ 2×',
        ratio <= 2 && measured.errors === 0 ? 'yes' : 'NO',
      ],
      [
        `PUT map/updatePoints moving 1 of ${k(m.points)} points, round trip with read-your-writes, ${m.move.count}×`,
        `bare Fastify POST: ${ms(m.move.baseline)}`,
        ms(m.move.measured),
        `${(m.move.measured.p99 / m.move.baseline.p99).toFixed(2)}× bare p99`,
        'p99 < 30 ms',
        m.move.measured.p99 < 30 ? 'yes' : 'NO',
      ],
    ];
  },
  // Timelines: the calendar engine every timeline date goes through (domain/src/calendars), and
  // a 5,000-point timeline read.
  timelines: async (dir) => {
    const c = await calendarBench();
    const g = await timelineBench(dir, Number(process.env.BENCH_HTTP_SECONDS ?? 10));
    return [
      [
        `calendar engine: date → day number → date, ${k(c.roundTrips)} random dates of 2 calendars (${c.wrong} wrong)`,
        `${k(CALENDAR_TARGET_PER_SECOND)} round trips/s`,
        `${k(c.perSecond)} round trips/s`,
        `${(c.perSecond / CALENDAR_TARGET_PER_SECOND).toFixed(2)}× target`,
        '≥ 1.00×',
        c.perSecond >= CALENDAR_TARGET_PER_SECOND && c.wrong === 0 ? 'yes' : 'NO',
      ],
      ...getRows(`GET timeline/:id, ${k(g.points)} points (${k(g.bytes / 1024)} KB)`, g.runs),
    ];
  },
  // Languages: a 300-key, 5,000-word language read, and one key's rune changed.
  languages: async (dir) => {
    const l = await languageBench(dir, Number(process.env.BENCH_HTTP_SECONDS ?? 10), Number(process.env.BENCH_LANGUAGE_CHANGES ?? 300));
    const r = await runeTextBench();
    const size = `${k(l.keys)} keys, ${k(l.words)} words (${k(l.bytes / 1024)} KB)`;
    return [
      ...getRows(`GET language/:id, ${size}`, l.runs),
      [
        `PUT language/updateKeyMap changing 1 key's rune of ${size}, round trip with read-your-writes, ${l.change.count}×`,
        `bare Fastify POST: ${ms(l.change.baseline)}`,
        ms(l.change.measured),
        `${(l.change.measured.p99 / l.change.baseline.p99).toFixed(2)}× bare p99`,
        'p99 < 30 ms',
        l.change.measured.p99 < 30 ? 'yes' : 'NO',
      ],
      [
        `a 5,000-word scene shown in runes (${k(r.runes)} rune pictures), first render`,
        `plain <p> text: ${r.baselineMs.toFixed(2)} ms`,
        `${r.medianMs.toFixed(1)} ms (all at once ${r.wholeMs.toFixed(1)} ms)`,
        `${r.ratio.toFixed(1)}×`,
        `< ${RUNE_TEXT_TARGET_MS} ms`,
        r.medianMs < RUNE_TEXT_TARGET_MS ? 'yes' : 'NO',
      ],
    ];
  },
  // A wiki of dated facts read as of a date of its world, against its plain read.
  asOf: async (dir) => {
    const a = await asOfBench(dir, Number(process.env.BENCH_HTTP_SECONDS ?? 10), Number(process.env.BENCH_AS_OF_RATE ?? 500));
    const ratio = a.measured.p99 / Math.max(1, a.baseline.p99);
    return [
      [
        `GET creation/wiki/:id?asOf=1175, ${a.fields} dated header fields, ${a.sections} dated sections (${k(a.plainBytes / 1024)} KB whole, ${k(a.asOfBytes / 1024)} KB as of), at ${k(a.rate)} requests/s (${k(a.measured.rps)} served/s, ${a.measured.errors} errors)`,
        `plain read of the same wiki: p50 ${a.baseline.p50} ms, p99 ${a.baseline.p99} ms`,
        `p50 ${a.measured.p50} ms, p99 ${a.measured.p99} ms`,
        `${ratio.toFixed(2)}× plain p99`,
        '≤ 2×',
        ratio <= 2 && a.measured.errors === 0 && a.baseline.errors === 0 ? 'yes' : 'NO',
      ],
    ];
  },
  // Continuity warnings of a world of 2,000 wikis and 500 dated scenes: from an edit until the
  // warnings it makes or clears are listed.
  continuity: async (dir) => {
    const c = await continuityBench(dir, Number(process.env.BENCH_CONTINUITY_EDITS ?? 50));
    const row = (label: string, { p50, p99 }: Latency) => [
      `${label}, ${c.edits}× (${k(c.wikis)} wikis, ${k(c.scenes)} dated scenes)`,
      `GET world/:id/continuity alone: ${ms(c.read)}`,
      `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
      `${(p99 / CONTINUITY_TARGET_MS).toFixed(2)}× target`,
      `p99 < ${CONTINUITY_TARGET_MS} ms`,
      p99 < CONTINUITY_TARGET_MS ? 'yes' : 'NO',
    ];
    return [
      row('a lifespan change of a wiki 20 scenes link to, until its 20 warnings are listed or gone', c.lifespan),
      row("a scene's date moved out of and back into a linked wiki's life, until its warning is listed or gone", c.sceneDate),
    ];
  },
  // An element linked from 10,000 places: its first page of backlinks.
  backlinks: async (dir) => {
    const b = await backlinksBench(dir, Number(process.env.BENCH_HTTP_SECONDS ?? 10));
    return getRows(`GET backlinks/wiki/:id of a wiki linked from ${k(b.links)} map points (first page, ${k(b.bytes)} bytes)`, b.runs);
  },
  // The world relations graph of 2,000 wikis in headless Chromium (needs `npm run build:web`).
  graph: async (dir) => {
    const g = await relationsGraphBench(dir);
    return [
      [
        `world relations graph of ${k(g.wikis)} wikis, ${k(g.relations)} relations: 'World graph' pressed to every wiki drawn`,
        `${k(GRAPH_TARGET_MS)} ms`,
        `${k(Math.round(g.firstRenderMs))} ms`,
        `${(g.firstRenderMs / GRAPH_TARGET_MS).toFixed(2)}× target`,
        `< ${k(GRAPH_TARGET_MS)} ms`,
        g.firstRenderMs < GRAPH_TARGET_MS ? 'yes' : 'NO',
      ],
    ];
  },
  // Maps, timelines and languages at the largest sizes allowed: a whole list replaced (and
  // /health meanwhile), one item changed, the element read.
  elements: async (dir) => {
    const results = await elementsBench(dir, Number(process.env.BENCH_HTTP_SECONDS ?? 10), Number(process.env.BENCH_ELEMENT_CHANGES ?? 1_000));
    return results.flatMap(({ element, replaceMs, health, change, read, bytes }) => {
      const changeRatio = change.measured.p99 / Math.max(0.001, change.baseline.p99);
      const durableRatio = change.measured.p99 / Math.max(0.001, change.durable.p99);
      const readRatio = read.measured.p99 / Math.max(1, read.baseline.p99);
      return [
        [
          `${element.label}: ${element.changeLabel}, round trip with read-your-writes, ${change.count}×`,
          `bare Fastify POST, same body: ${ms(change.baseline)}`,
          ms(change.measured),
          `${changeRatio.toFixed(2)}× bare p99`,
          'p99 < 30 ms, ≤ 3×',
          change.measured.p99 < 30 && changeRatio <= 3 ? 'yes' : 'NO',
        ],
        [
          `${element.label}: the same, against a bare POST that keeps its body in one synced SQLite row (as durable as an append)`,
          `bare durable POST, same body: ${ms(change.durable)}`,
          ms(change.measured),
          `${durableRatio.toFixed(2)}× durable p99`,
          '≤ 3×',
          durableRatio <= 3 ? 'yes' : 'NO',
        ],
        [
          `${element.label}: ${element.replaceLabel}`,
          '1 s',
          `${replaceMs.toFixed(0)} ms`,
          `${(replaceMs / 1000).toFixed(2)}× target`,
          '< 1 s',
          replaceMs < 1000 ? 'yes' : 'NO',
        ],
        [
          `${element.label}: GET /health while it is replaced (${health.count} probes)`,
          '50 ms',
          `p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms, max ${health.max.toFixed(0)} ms`,
          `${(health.p99 / 50).toFixed(2)}× target`,
          'p99 < 50 ms',
          health.p99 < 50 ? 'yes' : 'NO',
        ],
        [
          `${element.label}: GET ${element.label.split(' ')[0]}/:id (${k(bytes / 1024)} KB) at 100 requests/s (${read.measured.errors} errors)`,
          `bare Fastify, same JSON: p50 ${read.baseline.p50} ms, p99 ${read.baseline.p99} ms`,
          `p50 ${read.measured.p50} ms, p99 ${read.measured.p99} ms`,
          `${readRatio.toFixed(2)}× bare p99`,
          '≤ 2×',
          readRatio <= 2 && read.measured.errors === 0 ? 'yes' : 'NO',
        ],
      ];
    });
  },
  // The map, timeline and lexicon pages at their largest in headless Chromium (needs `npm run build:web`).
  pages: async (dir) =>
    (await elementPagesBench(dir)).flatMap(({ label, firstRenderMs, longestFrameMs, frames, longFrames }) => [
      [
        `${label}: page opened to the first one drawn`,
        `${k(FIRST_RENDER_TARGET_MS)} ms`,
        `${k(firstRenderMs)} ms`,
        `${(firstRenderMs / FIRST_RENDER_TARGET_MS).toFixed(2)}× target`,
        `< ${k(FIRST_RENDER_TARGET_MS)} ms`,
        firstRenderMs < FIRST_RENDER_TARGET_MS ? 'yes' : 'NO',
      ],
      [
        `${label}: longest frame while dragged, zoomed or scrolled (${k(frames)} frames, ${longFrames} long animation frames)`,
        `${FRAME_TARGET_MS} ms`,
        `${longestFrameMs.toFixed(0)} ms`,
        `${(longestFrameMs / FRAME_TARGET_MS).toFixed(2)}× target`,
        `≤ ${FRAME_TARGET_MS} ms`,
        longestFrameMs <= FRAME_TARGET_MS ? 'yes' : 'NO',
      ],
    ]),
  command: async (dir) => {
    const { count, baseline, measured } = await commandRoundTripBench(dir, Number(process.env.BENCH_COMMANDS ?? 500));
    return [
      [
        `POST world/updateDescription round trip with read-your-writes, ${count}×`,
        `bare Fastify POST: ${ms(baseline)}`,
        ms(measured),
        `${(measured.p99 / baseline.p99).toFixed(2)}× bare p99`,
        'p99 < 30 ms',
        measured.p99 < 30 ? 'yes' : 'NO',
      ],
    ];
  },
  landing: async () => {
    const { files, kb } = landingBundleBench(path.resolve(import.meta.dirname, '../../web/dist'));
    return [
      [
        `landing page JS (${files} files, gzipped)`,
        `${LANDING_BUDGET_KB} KB budget`,
        `${kb.toFixed(1)} KB`,
        `${(kb / LANDING_BUDGET_KB).toFixed(2)}× budget`,
        '≤ 1.00×',
        kb <= LANDING_BUDGET_KB ? 'yes' : 'NO',
      ],
    ];
  },
  append: async (dir) => {
    const count = Number(process.env.BENCH_APPEND_EVENTS ?? 20_000);
    const appends = [await appendBench(dir, count, 1), await appendBench(dir, count * 5, 100)];
    return appends.map((a) => [
      `sqlite append, ${a.perTransaction} event(s)/append, ${k(a.count)} events`,
      `${k(a.rawPerSecond)} raw inserts/s`,
      `${k(a.adapterPerSecond)} events/s`,
      `${a.ratio.toFixed(2)}× raw time`,
      '≤ 2.00×',
      a.ratio <= 2 ? 'yes' : 'NO',
    ]);
  },
  rebuild: async (dir) => {
    const rebuild = await rebuildBench(dir, Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000));
    return [
      [
        `rebuild visitors projection, ${k(rebuild.events)} events → ${k(rebuild.docs)} docs`,
        '100,000 events/s',
        `${k(rebuild.perSecond)} events/s (${rebuild.seconds.toFixed(2)} s)`,
        `${(rebuild.perSecond / 100_000).toFixed(2)}× target`,
        '≥ 1.00×',
        rebuild.perSecond >= 100_000 ? 'yes' : 'NO',
      ],
    ];
  },
  scale: async (dir) => {
    const small = Number(process.env.BENCH_SCALE_SMALL ?? 1_000);
    const large = Number(process.env.BENCH_SCALE_LARGE ?? 100_000);
    const result = await scaleBench(dir, small, large, Number(process.env.BENCH_SCALE_SAMPLES ?? 1_000));
    const flat = (row: (typeof result.rows)[number]) => row.large.p99 <= Math.max(1.5 * row.small.p99, 1) && row.large.p99 < 20;
    return [
      ...result.rows.map((row) => [
        `${row.label} at ${k(large)} public worlds`,
        `at ${k(small)}: ${ms(row.small)}`,
        ms(row.large),
        `${(row.large.p99 / row.small.p99).toFixed(2)}× p99`,
        'p99 ≤ 1.5×, < 20 ms',
        flat(row) ? 'yes' : 'NO',
      ]),
      [
        `server memory with ${k(large)} public worlds (seeded in ${result.seeding.appendSeconds.toFixed(1)} s + ${result.seeding.projectSeconds.toFixed(1)} s projecting)`,
        '300 MB',
        `RSS ${result.memory.rssMb.toFixed(0)} MB (peak ${result.memory.peakMb.toFixed(0)} MB)`,
        `${(result.memory.rssMb / 300).toFixed(2)}× budget`,
        '< 1.00×',
        result.memory.rssMb < 300 ? 'yes' : 'NO',
      ],
    ];
  },
  // The product's mixed workload: 200 authors and readers for 5 minutes, one import and one
  // export running, the server in a process of its own (mixedBench.ts).
  mixed: async (dir) => {
    const m = await mixedBench(dir, { seconds: Number(process.env.BENCH_MIXED_SECONDS ?? 300), users: Number(process.env.BENCH_MIXED_USERS ?? 200) });
    printMixedDetails(m);
    return mixedRows(m);
  },
  socket: async (dir) => {
    const s = await socketBench(dir);
    const f = s.failures;
    const failed = f.connect + f.send + f.undelivered + f.misdirected + f.dropped;
    const fd = s.fdLimit && !s.fdLimit.enough ? `, ulimit -n ${s.fdLimit.soft} < ${s.fdLimit.needed}` : '';
    return [
      [
        `notification socket: ${k(s.connected)}/${k(s.clients)} clients signed in in ${s.connectSeconds.toFixed(1)} s, one push each at ${k(s.issuedPerSecond)}/s (${k(s.delivered)} delivered, ${failed} failures${fd})`,
        '200 ms',
        `p50 ${s.latencyMs.p50.toFixed(1)} ms, p99 ${s.latencyMs.p99.toFixed(1)} ms, max ${s.latencyMs.max.toFixed(1)} ms`,
        `${(s.latencyMs.p99 / 200).toFixed(2)}× target`,
        'p99 ≤ 1.00×',
        s.latencyMs.p99 < 200 && failed === 0 && s.connected === s.clients ? 'yes' : 'NO',
      ],
    ];
  },
  // Co-typing over the notification socket: 20 editors in one scene, and 200 scenes open at once
  // (coTypingBench.ts), against a bare ws relay of the same frames.
  coTyping: coTypingRows,
  writing: async (dir) => {
    const w = await writingBench(dir, Number(process.env.BENCH_WRITING_ITERATIONS ?? 30), Number(process.env.BENCH_WRITING_AUTOSAVES ?? 200));
    const size = `${k(w.words)} words, ${(w.bytes / 1_048_576).toFixed(2)} MB JSON, ${w.iterations}×`;
    const ratio = (measured: Latency, base: Latency) => `${(measured.p50 / base.p50).toFixed(1)}× at p50`;
    return [
      // The target: the whole save path within 5× the least any storage must do.
      [
        `save a writing (${size})`,
        `JSON + SQLite row: ${ms(w.base.save)}`,
        ms(w.save),
        ratio(w.save, w.base.save),
        'p50 ≤ 5×',
        w.save.p50 <= 5 * w.base.save.p50 ? 'yes' : 'NO',
      ],
      [`load it back (GET creation/writing)`, `SQLite row + JSON.parse: ${ms(w.base.load)}`, ms(w.load), ratio(w.load, w.base.load), '—', ''],
      [
        `autosave a few typed words into it, ${w.autosaves}× (its stream: ${k(w.streamEvents)} events, ${(w.streamBytes / 1_048_576).toFixed(2)} MB)`,
        `JSON + SQLite row: ${ms(w.base.save)}`,
        ms(w.autosave),
        ratio(w.autosave, w.base.save),
        '—',
        '',
      ],
    ];
  },
};

const main = async (names: string[]) => {
  // Names come from the command line: own entries only (`constructor` is no benchmark).
  const unknown = names.filter((name) => !Object.hasOwn(benchmarks, name));
  if (unknown.length > 0) throw new Error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benchmarks).join(', ')}.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-bench-'));
  try {
    const rows: Row[] = [];
    for (const name of names.length > 0 ? names : Object.keys(benchmarks)) rows.push(...(await benchmarks[name](dir)));
    console.log(formatTable(['benchmark', 'baseline', 'measured', 'ratio', 'target', 'ok'], rows));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
