import { coTypingBench, type Delivery } from './coTypingBench';
import type { ServerMemory } from './coTypingProtocol';

// The co-typing benchmark's rows in `npm run bench`'s table (run.ts).
export const CO_TYPING_TARGET_MS = 100;

const k = (n: number) => Math.round(n).toLocaleString('en-US');
const latency = ({ p50, p95, p99, max, peersBusy, idle }: Delivery) =>
  `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(0)} ms (peers' process ${Math.round(100 * peersBusy)}% busy, machine ${Math.round(100 * idle)}% idle)`;
const pairs = (d: Delivery) => `${k(d.keystrokes)} keystrokes at ${k(d.issuedPerSecond)}/s, ${k(d.delivered)}/${k(d.expected)} deliveries`;
const ratio = (measured: Delivery, bare: Delivery) => `${(measured.p99 / Math.max(0.1, bare.p99)).toFixed(2)}× bare p99`;
const held = (m: ServerMemory) => m.heapMb + m.externalMb;
const within = (d: Delivery) => d.p99 < CO_TYPING_TARGET_MS && d.delivered === d.expected;

export const coTypingRows = async (dir: string): Promise<string[][]> => {
  const r = await coTypingBench(dir);
  const { editors, perSecond, seconds, rooms, roomPerSecond, words } = r.options;
  const scene = `${k(words)} words, ${k(r.seedBytes / 1024)} KB`;
  const { measured, bare } = r.rooms;
  const memory = measured.memory;
  const mb = (n: number) => `${n.toFixed(1)} MB`;
  const memoryRow = memory
    ? [
        `co-typing: server memory with ${k(measured.served)} scenes open (${k(2 * rooms)} sockets)`,
        `${k(2 * rooms)} sockets signed in, no room: heap ${mb(memory.signedIn.heapMb)}, RSS ${mb(memory.signedIn.rssMb)} (before them: heap ${mb(memory.before.heapMb)}, RSS ${mb(memory.before.rssMb)})`,
        `rooms open: heap +${mb(memory.open.heapMb - memory.signedIn.heapMb)}, external +${mb(memory.open.externalMb - memory.signedIn.externalMb)}, RSS +${mb(memory.open.rssMb - memory.signedIn.rssMb)} (${(
          (1024 * (memory.open.heapMb - memory.signedIn.heapMb)) /
          rooms
        ).toFixed(0)} KB heap per room); after the typing: heap ${mb(memory.typed.heapMb)}, RSS ${mb(memory.typed.rssMb)}`,
        // Heap and external, not RSS: RSS moves with when the collector gives pages back.
        `${((1024 * (held(memory.open) - held(memory.before))) / rooms).toFixed(0)} KB heap + external per room, its 2 sockets included`,
        'reported',
        '',
      ]
    : [];
  return [
    [
      `co-typing: ${editors} editors in one scene (${scene}), ${perSecond} keystrokes/s each for ${seconds} s, delay to each of the other ${editors - 1} (${pairs(r.scene.measured)})`,
      `bare ws relay, same frames: ${latency(r.scene.bare)}`,
      latency(r.scene.measured),
      ratio(r.scene.measured, r.scene.bare),
      `p99 < ${CO_TYPING_TARGET_MS} ms`,
      within(r.scene.measured) ? 'yes' : 'NO',
    ],
    [
      `co-typing: ${k(measured.served)}/${k(rooms)} scenes open (2 editors each, ${scene}), ${roomPerSecond} keystroke/s per scene for ${seconds} s (${pairs(measured.delivery)})`,
      `bare ws relay, same frames: ${latency(bare.delivery)}`,
      latency(measured.delivery),
      ratio(measured.delivery, bare.delivery),
      `all served, p99 < ${CO_TYPING_TARGET_MS} ms`,
      within(measured.delivery) && measured.served === rooms ? 'yes' : 'NO',
    ],
    ...(memory ? [memoryRow] : []),
  ];
};
