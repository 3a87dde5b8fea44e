import type { Calendar } from '../calendars/calendar';
import type { Permissions } from '../accounts/permissions';
import type { PointAddress, PointDates } from '../calendars/datePoints';
import type { WorldPeriod } from '../calendars/worldDate';
import type { Visibility } from '../worlds/world.events';
import type { ElementWorldFacts } from '../worlds/worldAccess';
import type { MapLink, MapPoint } from './mapView';

// A point as PUT map/updatePoints sends it (its image and links have calls of their own). With a
// revision it is an edit of the point as the client saw it at that revision; without one it is
// new, or a blind overwrite of an existing point. Sent without `secret` it keeps its mark (a new
// one is not secret); sent without `period` it keeps its period, and null or `{}` takes it off.
export type SentMapPoint = Pick<MapPoint, '_id' | 'x' | 'y' | 'icon' | 'color' | 'name' | 'description'> & {
  secret?: boolean | undefined;
  period?: WorldPeriod | null | undefined;
  revision?: number | undefined;
};

// What every command an actor sends carries: who, the map's world, its owner's plan, when.
export type MapCommandBase = { actorId: string; world: ElementWorldFacts; permissions: Permissions; now: string };

export type MapCommand =
  | (MapCommandBase & { type: 'CreateMap'; mapId: string; title: string; description: string; image: string; mediaId: string })
  | (MapCommandBase & { type: 'RenameMap'; title: string })
  | (MapCommandBase & { type: 'ChangeMapVisibility'; visibility: Visibility })
  | (MapCommandBase & { type: 'DeleteMap' })
  // `calendar`: the world's, read when the points carry periods; the periods set anew are checked on it.
  | (MapCommandBase & { type: 'UpdateMapPoints'; points: SentMapPoint[]; removedPointIds: string[]; calendar?: Calendar })
  | (MapCommandBase & { type: 'SetPointImage'; pointId: string; image: { name: string; mediaId: string } })
  | (MapCommandBase & { type: 'RemovePointImage'; pointId: string })
  | (MapCommandBase & { type: 'AddPointLink'; pointId: string; link: MapLink })
  | (MapCommandBase & { type: 'RemovePointLink'; pointId: string; linkId: string })
  // A timeline point moved: the points whose periods take a date from it take its new dates
  // (mapDatePoints.ts). No actor decides it, so it carries no actor's facts.
  | { type: 'FollowDatePoint'; address: PointAddress; dates: PointDates };
