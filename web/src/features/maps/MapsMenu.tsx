import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapListItem } from '@lorewright/domain/maps/mapView';
import { canEditWorld } from '@lorewright/domain/worlds/worldAccess';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { Link } from 'react-router-dom';
import { AlertMessage } from '../../components/Alerts';
import { ElementMenuConfirm } from '../../components/ElementMenuConfirm';
import { EditToggle } from '../../components/EditToggle';
import { useCurrentUser } from '../../lib/session/api';
import { useMenuEditMode } from '../../lib/useMenuEditMode';
import { useMaps } from './api';
import { MapRow } from './MapRow';
import { useMapActions } from './useMapActions';
import styles from './MapsMenu.module.css';

/**
 * The Maps tab of the creation hub (spec §2, §4): New Map, Generate Map and the world's maps. In
 * edit mode the author changes a row's visibility, renames one row at a time, or deletes.
 */
export function MapsMenu({ world }: { world: WorldView }) {
  const user = useCurrentUser();
  const canEdit = canEditWorld(world, user?._id);
  const maps = useMaps(world._id);
  const actions = useMapActions(world._id);
  const edit = useMenuEditMode<MapListItem>();
  const editMode = canEdit && edit.editMode;

  return (
    <div className={styles.menu}>
      <div className={styles.head}>
        <h2 className={styles.title}>Maps</h2>
        {canEdit && (
          <div className={styles.actions}>
            <Link to="/new-map" className="button button-primary">
              New Map
            </Link>
            <Link to="/generate-map" className="button button-secondary">
              Generate Map
            </Link>
            <EditToggle pressed={edit.editMode} onToggle={edit.toggle} />
          </div>
        )}
      </div>

      {maps.isPending ? (
        <p className={styles.empty}>Loading maps…</p>
      ) : maps.isError ? (
        <AlertMessage kind="error" inline>
          {maps.error.message}
        </AlertMessage>
      ) : maps.data.length === 0 ? (
        <p className={styles.empty}>{m.emptyMenu}</p>
      ) : (
        <ul className={styles.list}>
          {maps.data.map((map) => (
            <li key={map._id}>
              <MapRow
                map={map}
                editMode={editMode}
                renaming={edit.renamingId === map._id}
                renameBusy={actions.renameBusy}
                {...edit.rowHandlers(map, actions.rename)}
              />
            </li>
          ))}
        </ul>
      )}

      <ElementMenuConfirm
        asking={edit.asking}
        titleOf={(map) => map.title}
        deleteTitle={m.deleteTitle}
        deleteWarning={() => m.deleteWarning}
        onConfirm={() => edit.confirm(actions)}
        onCancel={edit.cancel}
      />
    </div>
  );
}
