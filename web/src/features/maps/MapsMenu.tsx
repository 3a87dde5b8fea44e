import { MAP_TITLE_MAX } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapListItem } from '@lorewright/domain/maps/mapView';
import { canEditWorld } from '@lorewright/domain/worlds/worldAccess';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { Link } from 'react-router';
import { ElementMenu } from '../../components/ElementMenu';
import { useCurrentUser } from '../../lib/session/api';
import { useMenuEditMode } from '../../lib/useMenuEditMode';
import { useElementMenuActions } from '../elements/api';
import { mapApi, useMaps } from './api';
import { AzgaarImportButton } from './import/AzgaarImportButton';
import { MapRow } from './MapRow';

/**
 * The Maps tab of the creation hub (product.md §2, §4): New Map, Generate Map and the world's maps. In
 * edit mode the author changes a row's visibility, renames one row at a time, or deletes.
 */
export function MapsMenu({ world }: { world: WorldView }) {
  const user = useCurrentUser();
  return (
    <ElementMenu
      title="Maps"
      canEdit={canEditWorld(world, user?._id)}
      buttons={
        <>
          <Link to="/new-map" className="button button-primary">
            New Map
          </Link>
          <Link to="/generate-map" className="button button-secondary">
            Generate Map
          </Link>
          <AzgaarImportButton worldID={world._id} />
        </>
      }
      items={useMaps(world._id)}
      texts={{ loading: 'Loading maps…', empty: m.emptyMenu, deleteTitle: m.deleteTitle, deleteWarning: m.deleteWarning }}
      edit={useMenuEditMode<MapListItem>()}
      actions={useElementMenuActions(mapApi, world._id, { titleMax: MAP_TITLE_MAX, texts: m })}
      row={(map, state) => <MapRow map={map} {...state} />}
    />
  );
}
