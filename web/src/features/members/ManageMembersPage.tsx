import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { Link, Navigate } from 'react-router-dom';
import { selectIsSignedIn } from '../../app/sessionSlice';
import { useAppSelector } from '../../app/store';
import { AlertMessage } from '../../components/Alerts';
import { PageLoading } from '../../components/PageLoading';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';
import { useMe } from '../session/api';
import { useMembersWorld, useWorldMembers } from './api';
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
    return (
      <StatusCard badge="Members" title="Could not load your account">
        <StatusText>{me.error.message}</StatusText>
        <StatusActions>
          <button type="button" className="button button-primary" onClick={() => void me.refetch()}>
            Try again
          </button>
        </StatusActions>
      </StatusCard>
    );
  }
  const { currentWorldID, _id: userID } = me.data.user;
  // Members belong to a world: without one selected, the creation hub explains what to do.
  if (!currentWorldID) return <Navigate to="/creation" replace />;
  return <WorldMembersView worldID={currentWorldID} userID={userID} />;
}

function WorldMembersView({ worldID, userID }: { worldID: string; userID: string }) {
  const members = useWorldMembers(worldID);
  const world = useMembersWorld(worldID);
  const isAuthor = members.data?.author._id === userID;

  return (
    <div className={styles.page}>
      <title>Manage Members · Lorewright</title>
      <header className={styles.header}>
        <div className={styles.headerText}>
          {world.data && <p className="eyebrow">{world.data.name}</p>}
          <h1 className={styles.title}>Manage Members</h1>
          <p className={styles.lead}>
            Members can read everything in this world, private elements included. {isAuthor ? 'Only you, the author, can change it.' : 'Only its author changes it.'}
          </p>
        </div>
        <Link to="/creation" className="button button-secondary">
          Back
        </Link>
      </header>

      {members.isPending ? (
        <PageLoading />
      ) : members.isError ? (
        <AlertMessage kind="error" inline>
          {members.error.message}
        </AlertMessage>
      ) : (
        <div className={isAuthor ? styles.columns : undefined}>
          <section className={styles.panel} aria-labelledby="members-title">
            <h2 id="members-title" className={styles.panelTitle}>
              Members
            </h2>
            <MemberList author={members.data.author} members={members.data.members} />
            {members.data.members.length === 0 && <p className={styles.empty}>{m.onlyMember}</p>}
          </section>

          {/* Inviting, and the invited addresses, are the author's alone (members see members). */}
          {isAuthor && <AuthorPanels worldID={worldID} invitations={members.data.invitations ?? []} />}
        </div>
      )}
    </div>
  );
}
