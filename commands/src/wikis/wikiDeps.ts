import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import type { EventStore } from '../eventStore/eventStore';
import type { MediaCommands } from '../media/mediaCommands';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';
import type { WorldCalendarLookup } from '../worlds/worldCalendarLookup';
import type { WorldReader } from '../worlds/worldReader';

// Where a wiki sits, as the read side knows it (projections/src/wikis/wikiQueries.ts). A wiki
// never changes world or author, so a read that lags cannot point at the wrong one.
export interface WikiPlace {
  _id: string;
  worldID: string;
  authorID: string;
}

export interface WikiLookups extends WorldCalendarLookup {
  wikiPlace(wikiId: string): Promise<WikiPlace | null>;
  // An item of a media library, to show one of the author's images as a background.
  mediaItem(mediaId: string): Promise<MediaItemView | null>;
}

export interface WikiPorts {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
  lookups: WikiLookups;
  media: Pick<MediaCommands, 'upload' | 'fillSlot' | 'clearSlot' | 'clearScope' | 'slotHolder'>;
}

export interface WikiDeps extends WikiPorts {
  readWorld: WorldReader;
}
