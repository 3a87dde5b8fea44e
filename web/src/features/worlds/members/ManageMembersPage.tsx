import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { Link, Navigate } from 'react-router';
import { Loaded } from '../../../components/Loaded';
import { PageLoading } from '../../../components/PageLoading';
import { LoadFailedCard } from '../../../components/StatusCard';
import { useMe } from '../../../lib/session/api';
import { selectIsSignedIn } from '../../../lib/session/sessionSlice';
import { useAppSelector } from '../../../lib/state/store';
import { useWorld, useWorldMembers } from '../api';
import { ElementAccessPanel } from './ElementAccessPanel';
import { ManagerPanels } from './ManagerPanels';
import { managesMembers, roleOf } from './memberManagement';
import { MemberList } from './MemberList';
import styles from './Members.module.css';
import { roleInSentence } from './roleLabels';

/** /manage-members: the members, their roles and the pending invitations of the user's current world. */
export function ManageMembersPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const me = useMe();

  if (!isSignedIn) return <Navigate to="/login" replace />;
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return <LoadFailedCard badge="Members" title="Could not load your account" error={me.error} onRetry={() => void me.refetch()} />;
  }
  const { currentWorldID, _id: userID } = me.data.user;
  // Members belong to a world: without one selected, the creation hub explains what to do.
  if (!currentWorldID) return <Navigate to="/creation" replace />;
  return <WorldMembersView worldID={currentWorldID} userID={userID} />;
}

function WorldMembersView({ worldID, userID }: { worldID: string; userID: string }) {
  const members = useWorldMembers(worldID);
  const world = useWorld(worldID);
  const viewer = members.data ? roleOf(members.data, userID) : null;
  const manages = managesMembers(viewer);

  return (
    <div className={styles.page}>
      <title>Manage Members · Lorewright</title>
      <header className="page-header">
        <div className="page-heading">
          {world.data && <p className="eyebrow">{world.data.name}</p>}
          <h1 className="app-page-title">Manage Members</h1>
          <p className="page-intro">
            Readers read everything in this world, private elements included. Editors also create and edit its elements; co-owners also manage its members. Only
            the owner deletes the world.{' '}
            {manages ? 'You can change who belongs and what each member may do.' : viewer && `You are ${roleInSentence(viewer)} here.`}
          </p>
        </div>
        <Link to="/creation" className="button button-secondary">
          Back
        </Link>
      </header>

      <Loaded query={members}>
        {(people) => (
          <>
            <div className={manages ? 'two-columns' : undefined}>
              <section className="panel-card" aria-labelledby="members-title">
                <h2 id="members-title" className="panel-title">
                  Members
                </h2>
                <MemberList worldID={worldID} people={people} viewer={viewer} />
                {people.members.length === 0 && <p className={styles.empty}>{m.onlyMember}</p>}
              </section>

              {/* Inviting, and the invited addresses, are the managers' (members see members). */}
              {manages && <ManagerPanels worldID={worldID} invitations={people.invitations ?? []} />}
            </div>
            {manages && <ElementAccessPanel worldID={worldID} world={world.data} people={people} viewer={viewer} />}
          </>
        )}
      </Loaded>
    </div>
  );
}
