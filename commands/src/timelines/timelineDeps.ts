import type { MapActor, MapLookups, MapPlace, MapPorts } from '../maps/mapDeps';
import type { WorldReader } from '../worlds/worldReader';

// Where a timeline sits, as the read side knows it (projections/src/timelines/timelineQueries.ts).
// A timeline never changes world or author, so a lagging read cannot point at the wrong one.
export type TimelinePlace = MapPlace;
// The signed-in author, with their paid features (as maps).
export type TimelineActor = MapActor;

// The same lookups as maps (every element a point may link to), the timeline's place in full.
export type TimelineLookups = Omit<MapLookups, 'timelinePlace'> & { timelinePlace: (timelineId: string) => Promise<TimelinePlace | null> };

export type TimelinePorts = Omit<MapPorts, 'lookups'> & { lookups: TimelineLookups };

export interface TimelineDeps extends TimelinePorts {
  readWorld: WorldReader;
}
