import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { EventStore } from '../eventStore/eventStore';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';
import type { WorldCalendarLookup } from '../worlds/worldCalendarLookup';
import type { WorldReader } from '../worlds/worldReader';

// Where a writing sits, as the read side knows it (projections/src/writings/writingQueries.ts):
// the world a save belongs to, the folder a new writing goes into, the tree a folder's delete
// walks. A writing never changes world, so a read that lags cannot point at the wrong one.
export interface WritingPlace {
  _id: string;
  worldID: string;
  parentID: string | null;
  isFolder: boolean;
}

export interface WritingLookups extends WorldCalendarLookup {
  writingPlace(writingId: string): Promise<WritingPlace | null>;
  writingPlacesOfWorld(worldId: string): Promise<WritingPlace[]>;
}

export interface WritingPorts {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
  lookups: WritingLookups;
}

export interface WritingDeps extends WritingPorts {
  readWorld: WorldReader;
}
