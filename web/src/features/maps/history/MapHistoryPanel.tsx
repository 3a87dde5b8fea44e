import type { MapView } from '@lorewright/domain/maps/mapView';
import { useQueryClient } from '@tanstack/react-query';
import HistoryPanel from '../../../components/history/HistoryPanel';
import type { VersionRenderer } from '../../../components/history/versionRenderer';
import { mapKeys } from '../api';
import { MapVersion } from './MapVersion';

// A map version as the server answers it: the map page's view, with when it was.
type MapVersionView = MapView & { revision: number; at: string };

// A map as it was: the whole map at once (it has no parts to compare).
const mapVersions: VersionRenderer<MapVersionView> = {
  kind: 'map',
  answerKey: 'map',
  titleOf: (version) => version.title,
  atOf: (version) => version.at,
  partsOf: () => [],
  render: (version) => <MapVersion map={version} />,
  restores: 'The title and the points',
};

/** The map page's History panel. */
export default function MapHistoryPanel({ map, onClose, onRestored }: { map: MapView; onClose: () => void; onRestored: () => void }) {
  const queryClient = useQueryClient();
  return (
    <HistoryPanel
      elementId={map._id}
      renderer={mapVersions}
      onClose={onClose}
      onRestored={(current: MapView) => {
        queryClient.setQueryData(mapKeys.one(map._id), current);
        onRestored();
      }}
    />
  );
}
