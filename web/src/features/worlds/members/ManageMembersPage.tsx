import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { Link, Navigate } from 'react-router';
import { Loaded } from '../../../components/Loaded';
import { PageLoading } from '../../../components/PageLoading';
import { LoadFailedCard } from '../../../components/StatusCard';
import { useMe } from '../../../lib/session/api';
import { selectIsSignedIn } from '../../../lib/session/sessionSlice';
import { useAppSelector } from '../../../lib/state/store';
import { useWorld, useWorldMembers } from '../api';
import { AuthorPanels } from './AuthorPanels';
import { MemberList } from './MemberList';
import styles from './Members.module.css';

/** /manage-members: the members and pending invitations of the user's current world. */
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
  const isAuthor = members.data?.author._id === userID;

  return (
    <div className={styles.page}>
      <title>Manage Members · Lorewright</title>
      <header className="page-header">
        <div className="page-heading">
          {world.data && <p className="eyebrow">{world.data.name}</p>}
          <h1 className="app-page-title">Manage Members</h1>
          <p className="page-intro">
            Members can read everything in this world, private elements included.{' '}
            {isAuthor ? 'Only you, the author, can change it.' : 'Only its author changes it.'}
          </p>
        </div>
        <Link to="/creation" className="button button-secondary">
          Back
        </Link>
      </header>

      <Loaded query={members}>
        {(people) => (
          <div className={isAuthor ? 'two-columns' : undefined}>
            <section className="panel-card" aria-labelledby="members-title">
              <h2 id="members-title" className="panel-title">
                Members
              </h2>
              <MemberList author={people.author} members={people.members} />
              {people.members.length === 0 && <p className={styles.empty}>{m.onlyMember}</p>}
            </section>

            {/* Inviting, and the invited addresses, are the author's alone (members see members). */}
            {isAuthor && <AuthorPanels worldID={worldID} invitations={people.invitations ?? []} />}
          </div>
        )}
      </Loaded>
    </div>
  );
}
