import type { Permissions } from '@lorewright/domain/accounts/permissions';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { EventStore } from '../eventStore/eventStore';
import type { MediaCommands } from '../media/mediaCommands';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';
import type { WorldCalendarLookup } from '../worlds/worldCalendarLookup';
import type { WorldReader } from '../worlds/worldReader';

// Where a map sits, as the read side knows it (projections/src/maps/mapQueries.ts). A map never
// changes world or author, so a read that lags cannot point at the wrong one.
export interface MapPlace {
  _id: string;
  worldID: string;
  authorID: string;
}

// The world an element lives in, for a link's target (null: no such element).
type ElementWorld = (elementId: string) => Promise<{ worldID: string } | null>;

export interface MapLookups extends WorldCalendarLookup {
  mapPlace: (mapId: string) => Promise<MapPlace | null>;
  writingPlace: ElementWorld;
  wikiPlace: ElementWorld;
  timelinePlace: ElementWorld;
}

// Who acts: their id and their paid features, as the users read model holds them.
export interface MapActor {
  id: string;
  permissions: Permissions;
}

export interface MapPorts {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
  lookups: MapLookups;
  media: Pick<MediaCommands, 'upload' | 'fillSlot' | 'clearSlot' | 'setSlots' | 'clearScope' | 'slotHolder'>;
  // The paid features the users read model holds for one user: a paid element is changed on its
  // world owner's plan, whoever changes it.
  permissionsOf: (userId: string) => Promise<Permissions>;
}

export interface MapDeps extends MapPorts {
  readWorld: WorldReader;
}
