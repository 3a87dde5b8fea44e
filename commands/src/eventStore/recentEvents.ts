import { isDeepFrozen } from '@lorewright/domain/shared/deepFreeze';
import { metadataOf } from './eventRow';
import type { NewEvent, RecordedEvent } from './eventStore';

// The events this process appended last, as it appended them, so its own subscribers (every
// projection and reactor reads each append at once) take them from memory instead of reading
// the rows back and parsing the same JSON once per subscriber. A saved 50,000-word writing is a
// 0.4 MB payload; read back it cost an SQLite read and a JSON.parse per subscriber.
//
// Only a run of consecutive positions is kept: an append by another process in between leaves
// a gap, and the run starts again after it. A read is answered here only when the run holds
// every position it covers up to the log's head, so it returns exactly what the log would;
// otherwise the caller reads the log.
//
// A payload deeply frozen by the event registry (deepFreeze.ts) is handed out as it is, since no
// reader can change it; any other payload is kept as its JSON text and parsed per read, so every
// reader still gets an object of its own. Metadata is parsed once, frozen and shared: thirty
// subscribers reading a save of 20,000 events parsed it 600,000 times (eventRow.ts metadataOf:
// the events of one command share one object).
interface Kept {
  id: string;
  stream: string;
  revision: number;
  type: string;
  data: { frozen: unknown } | { json: string };
  metadata: string | RecordedEvent['metadata'];
  bytes: number;
}

export interface RecentEventsLimits {
  maxEvents: number;
  // JSON characters of the payloads kept, a bound on the memory held.
  maxBytes: number;
}

// The largest whole-list save (a lexicon of 20,000 words, 10,000 map or timeline points) fits,
// so no subscriber reads it back from the log.
export const DEFAULT_RECENT_LIMITS: RecentEventsLimits = { maxEvents: 25_000, maxBytes: 16 * 1024 * 1024 };

// Dropped entries are cleared in place and the array compacted once they are half of it:
// shift() moved all 25,000 entries left at every append once the bounds were reached.
const COMPACT_AT = 1_024;

export class RecentEvents {
  // kept[dropped + i] is the event at position first + i; the entries before `dropped` are gone.
  #kept: (Kept | undefined)[] = [];
  #dropped = 0;
  #first = 0;
  #bytes = 0;

  constructor(private readonly limits: RecentEventsLimits = DEFAULT_RECENT_LIMITS) {}

  get #count() {
    return this.#kept.length - this.#dropped;
  }

  // After the append committed: `position` is the event's global position, `dataJson` and
  // `metadataJson` the text that was stored.
  add(position: number, event: NewEvent, stream: string, revision: number, dataJson: string, metadataJson: string): void {
    if (position !== this.#first + this.#count) this.#restartAt(position);
    const data = isDeepFrozen(event.data) ? { frozen: event.data } : { json: dataJson };
    this.#kept.push({ id: event.id, stream, revision, type: event.type, data, metadata: metadataJson, bytes: dataJson.length });
    this.#bytes += dataJson.length;
    while (this.#count > 1 && (this.#count > this.limits.maxEvents || this.#bytes > this.limits.maxBytes)) {
      this.#bytes -= this.#kept[this.#dropped]!.bytes;
      this.#kept[this.#dropped] = undefined;
      this.#dropped += 1;
      this.#first += 1;
    }
    if (this.#dropped >= COMPACT_AT && this.#dropped * 2 >= this.#kept.length) {
      this.#kept = this.#kept.slice(this.#dropped);
      this.#dropped = 0;
    }
  }

  // The events after `fromPosition` up to `head` (the log's last position), at most `maxCount`
  // of them (negative: no limit), only `types` when given; null when they are not all here.
  read(fromPosition: number, head: number, maxCount: number, types?: ReadonlySet<string>): RecordedEvent[] | null {
    if (fromPosition >= head) return [];
    const last = this.#first + this.#count - 1;
    if (this.#count === 0 || fromPosition + 1 < this.#first || head > last) return null;
    const events: RecordedEvent[] = [];
    const limit = maxCount < 0 ? Number.POSITIVE_INFINITY : maxCount;
    for (let position = fromPosition + 1; position <= head && events.length < limit; position++) {
      const kept = this.#kept[this.#dropped + position - this.#first]!;
      if (!types || types.has(kept.type)) events.push(this.#recorded(position, kept));
    }
    return events;
  }

  #recorded(position: number, kept: Kept): RecordedEvent {
    if (typeof kept.metadata === 'string') kept.metadata = metadataOf(kept.metadata);
    const { id, stream, revision, type, data, metadata } = kept;
    return { id, stream, revision, position, type, data: 'frozen' in data ? data.frozen : JSON.parse(data.json), metadata };
  }

  #restartAt(position: number): void {
    this.#kept = [];
    this.#dropped = 0;
    this.#first = position;
    this.#bytes = 0;
  }
}
