import { MAP_TITLE_MAX } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { Link } from 'react-router';
import { ElementMenu } from '../../components/ElementMenu';
import { useElementMenuActions } from '../elements/api';
import { mapApi, useMaps } from './api';
import { AzgaarImportButton } from './import/AzgaarImportButton';
import { MapRow } from './MapRow';

/**
 * The Maps tab of the creation hub (product.md §2, §4): New Map, Generate Map and the world's maps. In
 * edit mode the author changes a row's visibility, renames one row at a time, or deletes.
 */
export function MapsMenu({ world }: { world: WorldView }) {
  return (
    <ElementMenu
      kind="maps"
      world={world}
      moreButtons={
        <>
          <Link to="/generate-map" className="button button-secondary">
            Generate Map
          </Link>
          <AzgaarImportButton worldID={world._id} />
        </>
      }
      items={useMaps(world._id)}
      messages={m}
      actions={useElementMenuActions(mapApi, world._id, { titleMax: MAP_TITLE_MAX, texts: m })}
      row={(map, state) => <MapRow map={map} {...state} />}
    />
  );
}
