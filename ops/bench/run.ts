import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable } from '../src/table';
import { appendBench } from './appendBench';
import { rebuildBench } from './rebuildBench';

// `npm run bench`: measures against a baseline taken in the same run on the same machine and
// prints ratios, so the numbers mean the same on a fast or a slow machine.
// Targets (shared/DESIGN.md §6): append within 2× of raw inserts; rebuild ≥ 50,000 events/s.
const main = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-bench-'));
  const appendCount = Number(process.env.BENCH_APPEND_EVENTS ?? 20_000);
  const rebuildCount = Number(process.env.BENCH_REBUILD_EVENTS ?? 200_000);
  try {
    const appends = [await appendBench(dir, appendCount, 1), await appendBench(dir, appendCount * 5, 100)];
    const rebuild = await rebuildBench(dir, rebuildCount);
    const k = (n: number) => Math.round(n).toLocaleString('en-US');
    console.log(
      formatTable(
        ['benchmark', 'baseline', 'measured', 'ratio', 'target', 'ok'],
        [
          ...appends.map((a) => [
            `sqlite append, ${a.perTransaction} event(s)/append, ${k(a.count)} events`,
            `${k(a.rawPerSecond)} raw inserts/s`,
            `${k(a.adapterPerSecond)} events/s`,
            `${a.ratio.toFixed(2)}× raw time`,
            '≤ 2.00×',
            a.ratio <= 2 ? 'yes' : 'NO',
          ]),
          [
            `rebuild visitors projection, ${k(rebuild.events)} events → ${k(rebuild.docs)} docs`,
            '50,000 events/s',
            `${k(rebuild.perSecond)} events/s (${rebuild.seconds.toFixed(2)} s)`,
            `${(rebuild.perSecond / 50_000).toFixed(2)}× target`,
            '≥ 1.00×',
            rebuild.perSecond >= 50_000 ? 'yes' : 'NO',
          ],
        ],
      ),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

void main();
