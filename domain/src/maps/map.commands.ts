import type { Permissions } from '../accounts/permissions';
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

type Base = { actorId: string; world: ElementWorldFacts; permissions: Permissions; now: string };

export type MapCommand =
  | (Base & { type: 'CreateMap'; mapId: string; title: string; description: string; image: string; mediaId: string })
  | (Base & { type: 'RenameMap'; title: string })
  | (Base & { type: 'ChangeMapVisibility'; visibility: Visibility })
  | (Base & { type: 'DeleteMap' })
  | (Base & { type: 'UpdateMapPoints'; points: SentMapPoint[]; removedPointIds: string[] })
  | (Base & { type: 'SetPointImage'; pointId: string; image: { name: string; mediaId: string } })
  | (Base & { type: 'RemovePointImage'; pointId: string })
  | (Base & { type: 'AddPointLink'; pointId: string; link: MapLink })
  | (Base & { type: 'RemovePointLink'; pointId: string; linkId: string });
