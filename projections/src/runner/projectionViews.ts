import { nextTurn, type Precedence } from './precedence';
import type { Projection } from './projection';
import { PROJECTIONS_COLLECTION, buildTag, physicalCollection, type ProjectionState } from './projectionState';
import type { CollectionReader, ReadStore } from '../readStore/readStore';

// Query-side access to a projection's collections by logical name. Reads go to the projection's
// active build, which changes when a rebuild switches over; other API instances learn of a
// switch within `cacheMs`, and the old build stays readable for the runner's grace period.
export class ProjectionViews {
  private readonly tags = new Map<string, { tag: string; at: number }>();
  private readonly versions: Map<string, number>;

  constructor(
    private readonly readStore: ReadStore,
    projections: readonly Projection[],
    private readonly cacheMs = 500,
    private readonly precedence?: Precedence,
  ) {
    this.versions = new Map(projections.map((p) => [p.name, p.version]));
  }

  collection(projection: string, logical: string): CollectionReader {
    if (!this.versions.has(projection)) throw new Error(`Unknown projection ${projection}.`);
    const reader = async () => this.readStore.collection(physicalCollection(`${projection}__${logical}`, await this.activeTag(projection)));
    return {
      get: async (id, options) => (await reader()).get(id, options),
      find: async (filter, options) => (await reader()).find(filter, options),
      count: async (filter) => (await reader()).count(filter),
      search: async (text, filter, options) => (await reader()).search(text, filter, options),
    };
  }

  // A read answering a request, before the background work of this process's workers
  // (Precedence.readFirst), taking its turns through `turn`.
  readFirst<T>(read: (turn: () => Promise<void>) => Promise<T>): Promise<T> {
    return this.precedence ? this.precedence.readFirst(read) : read(nextTurn);
  }

  // Forget the cached build of a projection (the local runner just switched it).
  invalidate(projection: string): void {
    this.tags.delete(projection);
  }

  private async activeTag(projection: string): Promise<string> {
    const cached = this.tags.get(projection);
    if (cached && Date.now() - cached.at < this.cacheMs) return cached.tag;
    const state = (await this.readStore.collection(PROJECTIONS_COLLECTION).get(projection)) as ProjectionState | null;
    const tag = buildTag(state?.active ?? { version: this.versions.get(projection)!, build: 1 });
    this.tags.set(projection, { tag, at: Date.now() });
    return tag;
  }
}
