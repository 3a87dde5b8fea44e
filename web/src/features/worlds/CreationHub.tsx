import { canCreateElements, canEditWorldDetails } from '@lorewright/domain/worlds/worldAccess';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { VisibilityBadge } from '../../components/icons/Icon';
import { useCurrentUser } from '../../lib/session/api';
import { ElementTabs } from './ElementTabs';
import { HeaderImageButton } from './HeaderImageButton';
import { MembersDropdown } from './MembersDropdown';
import { ContinuityButton } from '../continuity/ContinuityButton';
import { CalendarSelect } from './CalendarSelect';
import { VisibilitySelect } from './VisibilitySelect';
import { WorldBanner } from './WorldBanner';
import { WorldDetails } from './WorldDetails';
import styles from './CreationHub.module.css';
import { OpenedHistory } from '../../components/history/OpenedHistory';

// Loaded when the author opens it.
const WorldHistoryPanel = lazy(() => import('./history/WorldHistoryPanel'));

/** The current world's hub: header, visibility, Preview, Manage Worlds, Members and the element tabs. */
export function CreationHub({ world }: { world: WorldView }) {
  const user = useCurrentUser();
  const canEdit = canEditWorldDetails(world, user?._id);
  const [showHistory, setShowHistory] = useState(false);

  return (
    <div className={styles.page}>
      <title>{`Creation · ${world.name} · Lorewright`}</title>
      <WorldBanner world={world} actions={canEdit && <HeaderImageButton worldId={world._id} />}>
        <WorldDetails world={world} canEdit={canEdit} />
      </WorldBanner>

      <div className={styles.toolbar}>
        {canEdit ? (
          <div className={styles.settings}>
            <VisibilitySelect world={world} />
            <CalendarSelect world={world} />
          </div>
        ) : (
          <VisibilityBadge visibility={world.visibility} labelled className={styles.visibility} />
        )}
        <div className={styles.toolbarActions}>
          <Link to={`/world/${encodeURIComponent(world._id)}`} className="button button-secondary">
            Preview
          </Link>
          <Link to="/manage-worlds" className="button button-secondary">
            Manage Worlds
          </Link>
          <MembersDropdown world={world} />
          {/* Warnings are for those who may edit the world's elements. */}
          {canCreateElements(world, user?._id) && <ContinuityButton worldId={world._id} />}
          {canEdit && (
            <button type="button" className="button button-secondary" aria-pressed={showHistory} onClick={() => setShowHistory(true)}>
              History
            </button>
          )}
        </div>
      </div>

      <ElementTabs world={world} />

      {showHistory && <OpenedHistory panel={WorldHistoryPanel} elementId={world._id} onClose={() => setShowHistory(false)} />}
    </div>
  );
}
