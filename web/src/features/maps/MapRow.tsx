import { MAP_TITLE_MAX } from '@lorewright/domain/maps/mapLimits';
import type { MapListItem } from '@lorewright/domain/maps/mapView';
import { ElementMenuRow, type ElementRowHandlers } from '../../components/ElementMenuRow';
import { mapPath } from './mapPaths';

export interface MapRowProps extends ElementRowHandlers {
  map: MapListItem;
  editMode: boolean;
  renaming: boolean;
  renameBusy: boolean;
}

const pointCount = (count: number) => (count === 1 ? '1 point' : `${count} points`);

/** One map of the menu, opening the map; in edit mode also its visibility, Rename and Delete. */
export function MapRow({ map, ...row }: MapRowProps) {
  return (
    <ElementMenuRow
      title={map.title}
      detail={map.description || pointCount(map.num_points)}
      to={mapPath(map._id)}
      visibility={map.visibility}
      lastUpdated={map.lastUpdated}
      titleMax={MAP_TITLE_MAX}
      {...row}
    />
  );
}
