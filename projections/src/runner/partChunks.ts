import type { CollectionReader, CollectionWriter, IndexDeclaration } from '../readStore/readStore';
import type { HeldWrites, ProjectionStore } from './projection';
import { CHANGES_READ, type GonePart, type PartReads, type PartsChanged, type StoredPart } from './partsJsonCache';

// A large element's parts (a timeline's 10,000 points) kept in at most PART_CHUNKS documents,
// each part in the chunk its id hashes to, serialised as the view shows it. A document per part
// cost every part a row with its index entries (~45 µs a point, 450 ms for a timeline's 10,000),
// and reading the element back a parse and a serialisation of each; a chunk of ~40 points is
// written once per slice of events however many of them change, and read back as text. One edit
// reads its chunk, writes it and reads it again for the changes-since answer: at 64 chunks (~150
// points, 33 KB for a map) that was a quarter of a map point's move; 256 took 23% off its CPU
// time, and an element's whole read or replace costs the same in four times as many rows.
// Changing the number moves every part to another chunk: the projections that keep chunks
// (maps, timelines) must then be rebuilt (a new version).
//
// A chunk also keeps the marks of its parts deleted (the newest GONE_KEPT), so a reader holding
// an older revision learns what went; one that may have missed a dropped mark reads the whole
// element again.

export const PART_CHUNKS = 256;
const GONE_KEPT = 256;
// Parts a bulk add's handler serialises between two looks at the slice's time (breathe).
export const PARTS_PER_BREATH = 256;
// Chunks read in the first look for an edit's changes (an edit changes one or two).
const FIRST_CHUNKS = 4;

export interface ChunkedPart {
  id: string;
  group: string;
  order: number | string;
  // The stream revision that last wrote it.
  rev: number;
  // The part as the view shows it, serialised.
  json: string;
}

export interface PartChunkRecord {
  // `{elementId}/{n}`
  _id: string;
  elementID: string;
  worldID: string;
  // The newest revision that wrote a part or a mark of it.
  rev: number;
  parts: ChunkedPart[];
  gone: GonePart[];
  // Marks of deletions at or before this revision were dropped (0: none).
  goneFrom: number;
}

export const PART_CHUNK_INDEXES: readonly IndexDeclaration[] = [{ fields: ['elementID', '-rev'] }, { fields: ['worldID'] }];

const chunkId = (elementId: string, n: number) => `${elementId}/${n}`;

// FNV-1a: a part's chunk, the same in every process and build.
export const chunkOf = (partId: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < partId.length; i++) hash = Math.imul(hash ^ partId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % PART_CHUNKS;
};

interface OpenChunk {
  parts: Map<string, ChunkedPart>;
  gone: Map<string, GonePart>;
  rev: number;
  goneFrom: number;
  dirty: boolean;
}

const opened = (record: PartChunkRecord | null): OpenChunk => ({
  parts: new Map(record?.parts.map((part) => [part.id, part])),
  gone: new Map(record?.gone.map((mark) => [mark.id, mark])),
  rev: record?.rev ?? 0,
  goneFrom: record?.goneFrom ?? 0,
  dirty: false,
});

// One element's chunks as a projection's handlers change them, for the rest of a slice.
export class PartChunkWriter implements HeldWrites {
  readonly #chunks = new Map<number, OpenChunk>();
  #allOpen = false;

  constructor(
    private readonly collection: CollectionWriter,
    readonly elementId: string,
    readonly worldId: string,
    // A turn between chunks written (ProjectionStore.breathe): 64 of them are ~100 ms of work.
    private readonly breathe: () => Promise<void> = async () => {},
  ) {}

  async get(id: string): Promise<ChunkedPart | undefined> {
    return (await this.#open(chunkOf(id))).parts.get(id);
  }

  async set(part: ChunkedPart): Promise<void> {
    this.#put(await this.#open(chunkOf(part.id)), part);
  }

  // Many parts (a bulk add): each chunk opened once, the parts put without a turn each.
  async setAll(parts: readonly ChunkedPart[]): Promise<void> {
    const chunks = parts.map((part) => chunkOf(part.id));
    for (const n of new Set(chunks)) await this.#open(n);
    parts.forEach((part, i) => this.#put(this.#chunks.get(chunks[i])!, part));
  }

  // Deletes a part, leaving its mark; the part as it was, if there was one.
  async remove(id: string, rev: number): Promise<ChunkedPart | undefined> {
    const chunk = await this.#open(chunkOf(id));
    const part = chunk.parts.get(id);
    if (!part) return undefined;
    chunk.parts.delete(id);
    chunk.gone.set(id, { id, group: part.group, rev });
    if (chunk.gone.size > GONE_KEPT) {
      const oldest = chunk.gone.values().next().value!;
      chunk.gone.delete(oldest.id);
      chunk.goneFrom = Math.max(chunk.goneFrom, oldest.rev);
    }
    this.#touch(chunk, rev);
    return part;
  }

  // Deletes the parts of whole groups without marks (their readers drop groups the element no
  // longer has); how many went.
  async removeGroup(group: string): Promise<number> {
    await this.#openAll();
    let removed = 0;
    for (const chunk of this.#chunks.values()) {
      for (const part of chunk.parts.values()) {
        if (part.group !== group) continue;
        chunk.parts.delete(part.id);
        chunk.dirty = true;
        removed += 1;
      }
    }
    return removed;
  }

  async flush(): Promise<void> {
    for (const [n, chunk] of this.#chunks) {
      if (!chunk.dirty) continue;
      chunk.dirty = false;
      const _id = chunkId(this.elementId, n);
      if (chunk.parts.size === 0 && chunk.gone.size === 0 && chunk.goneFrom === 0) {
        await this.collection.delete(_id);
        continue;
      }
      const record: PartChunkRecord = {
        _id,
        elementID: this.elementId,
        worldID: this.worldId,
        rev: chunk.rev,
        parts: [...chunk.parts.values()],
        gone: [...chunk.gone.values()],
        goneFrom: chunk.goneFrom,
      };
      await this.collection.put({ ...record });
      await this.breathe();
    }
  }

  #put(chunk: OpenChunk, part: ChunkedPart) {
    chunk.parts.set(part.id, part);
    chunk.gone.delete(part.id);
    this.#touch(chunk, part.rev);
  }

  #touch(chunk: OpenChunk, rev: number) {
    chunk.rev = Math.max(chunk.rev, rev);
    chunk.dirty = true;
  }

  async #open(n: number): Promise<OpenChunk> {
    let chunk = this.#chunks.get(n);
    if (!chunk) {
      chunk = opened((await this.collection.get(chunkId(this.elementId, n))) as PartChunkRecord | null);
      this.#chunks.set(n, chunk);
    }
    return chunk;
  }

  async #openAll(): Promise<void> {
    if (this.#allOpen) return;
    for (let n = 0; n < PART_CHUNKS; n++) await this.#open(n);
    this.#allOpen = true;
  }
}

// The element's chunks as this slice of events holds them.
export const heldChunks = (db: ProjectionStore, collection: string, elementId: string, worldId: string): PartChunkWriter =>
  db.held(`${collection}/${elementId}`, () => new PartChunkWriter(db.collection(collection), elementId, worldId, () => db.breathe()));

const storedOf = ({ id, group, order, rev, json }: ChunkedPart): StoredPart => ({ id, group, order, rev, json });

// All of an element's parts at once (an export, a version of its history), in no set order.
export const allParts = async (reads: PartReads, elementId: string): Promise<StoredPart[]> => {
  const parts: StoredPart[] = [];
  for await (const page of reads.pages(elementId, Infinity)) parts.push(...page);
  return parts;
};

// One part of an element, read from the one chunk its id hashes to; null when it has none.
export const chunkedPart = async (chunks: CollectionReader, elementId: string, partId: string): Promise<StoredPart | null> => {
  const record = (await chunks.get(chunkId(elementId, chunkOf(partId)))) as PartChunkRecord | null;
  const part = record?.parts.find((stored) => stored.id === partId);
  return part ? storedOf(part) : null;
};

// An element's part reads from its chunks (see partsJsonCache.ts).
export const chunkedPartReads = (chunks: CollectionReader): PartReads => {
  const changedChunks = async (elementId: string, revision: number, limit = 0) =>
    (await chunks.find({ elementID: elementId, rev: { $gt: revision } }, { sort: { rev: -1 }, limit })) as unknown as PartChunkRecord[];

  // The parts and marks newer than `revision` in these chunks, or null when that may be more
  // than CHANGES_READ of either, or a mark newer than it was dropped.
  const changesIn = (records: readonly PartChunkRecord[], revision: number): PartsChanged | null => {
    const written: StoredPart[] = [];
    const gone: GonePart[] = [];
    for (const record of records) {
      if (record.goneFrom > revision) return null;
      for (const part of record.parts) if (part.rev > revision) written.push(storedOf(part));
      for (const mark of record.gone) if (mark.rev > revision) gone.push(mark);
      if (written.length > CHANGES_READ || gone.length > CHANGES_READ) return null;
    }
    return { written: written.sort((a, b) => a.rev - b.rev), gone: gone.sort((a, b) => a.rev - b.rev) };
  };

  return {
    // Chunk by chunk, a page once it holds `size` parts.
    pages: async function* (elementId, size) {
      let page: StoredPart[] = [];
      for (let n = 0; n < PART_CHUNKS; n++) {
        const record = (await chunks.get(chunkId(elementId, n))) as PartChunkRecord | null;
        if (record) for (const part of record.parts) page.push(storedOf(part));
        if (page.length >= size) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },
    changedSince: async (elementId, revision) => {
      const first = await changedChunks(elementId, revision, FIRST_CHUNKS);
      const changes = changesIn(first, revision);
      if (first.length < FIRST_CHUNKS || changes === null) return changes;
      return changesIn(await changedChunks(elementId, revision), revision);
    },
  };
};
