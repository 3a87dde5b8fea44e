import type { MapView } from '@lorewright/domain/maps/mapView';
import { elementHistoryPanel, wholeVersions } from '../../../components/history/elementHistoryPanel';
import { mapKeys } from '../api';
import { MapVersion } from './MapVersion';

// A map version as the server answers it: the map page's view, with when it was.
type MapVersionView = MapView & { revision: number; at: string };

/** The map page's History panel: a map as it was, whole (it has no parts to compare). */
const MapHistoryPanel = elementHistoryPanel(
  wholeVersions<MapVersionView>('map', 'The title and the points', (version) => <MapVersion map={version} />),
  (queryClient, current: MapView) => queryClient.setQueryData(mapKeys.one(current._id), current),
);
export default MapHistoryPanel;
