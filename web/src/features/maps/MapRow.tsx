import { MAP_TITLE_MAX } from '@lorewright/domain/maps/mapLimits';
import type { MapListItem } from '@lorewright/domain/maps/mapView';
import type { ElementMenuRowState } from '../../components/ElementMenu';
import { ElementMenuRow } from '../../components/ElementMenuRow';
import { mapPath } from './mapPaths';

const pointCount = (count: number) => (count === 1 ? '1 point' : `${count} points`);

/** One map of the menu, opening the map; in edit mode also its visibility, Rename and Delete. */
export function MapRow({ map, ...row }: ElementMenuRowState & { map: MapListItem }) {
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
