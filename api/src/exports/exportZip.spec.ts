import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { worldScope } from '@lorewright/domain/media/mediaSlots';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import { emptyWorldContents, type WorldView } from '@lorewright/domain/worlds/worldView';
import type { ExportSources } from './exportContent';
import { writeExportZip } from './exportZip';

// Memory while a world with much media is exported: files are piped one at a time from the
// storage into the ZIP and on to its destination, so the heap stays flat however many MB pass.

const MB = 1024 * 1024;
const FILES = Number(process.env.EXPORT_SPEC_FILES ?? 100);
const world = {
  _id: 'w1',
  name: 'Heavy',
  description: '',
  headerImage: null,
  authorID: 'ada',
  author: { _id: 'ada', name: 'Ada', avatarImage: '' },
  visibility: 'private',
  createdOn: '2026-11-25T00:00:00.000Z',
  lastUpdated: '2026-11-25T00:00:00.000Z',
  ...emptyWorldContents(),
} satisfies WorldView;
const media: MediaItemView[] = Array.from({ length: FILES }, (_, i) => ({
  _id: `m${i}`,
  ownerID: 'ada',
  folder: 'maps',
  type: 'image/png',
  name: `m${i}.png`,
  status: 'active',
  usedBy: [`${worldScope('w1')}map:x${i}:image`],
  uploadedOn: '2026-11-25T00:00:00.000Z',
  metadataAfter: { size: MB },
}));

// 1 MB of bytes made 64 KB at a time, only when read.
const generated = () => {
  let left = MB;
  return new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const chunk = Buffer.alloc(64 * 1024, left % 251);
      left -= chunk.length;
      this.push(chunk);
    },
  });
};

const none = async () => [];
const sources: ExportSources = {
  worlds: { worldById: async () => world, worldsOfAuthor: async () => [world] },
  writings: { writingById: async () => null, writingsOfWorld: none },
  wikis: { wikiById: async () => null, wikisOfWorld: none },
  maps: { mapById: async () => null, mapsOfWorld: none },
  timelines: { timelineById: async () => null, timelinesOfWorld: none },
  languages: { languageById: async () => null, languagesOfWorld: none },
  media: { listOf: async () => media },
  relations: { ofWorld: none },
  files: { get: async () => ({ stream: generated(), size: MB, contentType: 'image/png' }) },
};

describe('writing an export ZIP', () => {
  it(`streams ${FILES} MB of media with a flat heap`, async () => {
    let written = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        // A slow-ish destination: the ZIP must wait for it, not buffer ahead.
        setImmediate(done);
      },
    });
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakBuffers = before.arrayBuffers;
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
    }, 5);
    const progress: number[] = [];
    await writeExportZip(sources, { userId: 'ada', worldId: 'w1', exportedAt: new Date('2026-11-25T00:00:00.000Z') }, sink, (p) => void progress.push(p));
    clearInterval(sample);
    const growth = { heapMB: (peakHeap - before.heapUsed) / MB, arrayBuffersMB: (peakBuffers - before.arrayBuffers) / MB };
    console.info(`export of ${FILES} MB of media: peak heap +${growth.heapMB.toFixed(1)} MB, peak buffers +${growth.arrayBuffersMB.toFixed(1)} MB`);
    expect(written).toBeGreaterThan(FILES * MB);
    expect(growth.heapMB).toBeLessThan(20);
    // Buffers are freed by the garbage collector when it gets to them: some 30 MB lag behind
    // here whether 100 or 400 MB pass (EXPORT_SPEC_FILES=400), which is flat, not accumulation.
    expect(growth.arrayBuffersMB).toBeLessThan(Math.min(50, FILES / 2));
    expect(progress.at(-1)).toBe(99);
  });
});
