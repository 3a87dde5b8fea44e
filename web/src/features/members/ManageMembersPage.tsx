import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { Link, Navigate } from 'react-router-dom';
import { selectIsSignedIn } from '../../app/sessionSlice';
import { useAppSelector } from '../../app/store';
import { AlertMessage } from '../../components/Alerts';
import { PageLoading } from '../../components/PageLoading';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';
import { formatDate } from '../dashboard/formatDate';
import { useMe } from '../session/api';
import { useMembersWorld, useWorldMembers } from './api';
import { InviteForm } from './InviteForm';
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
          <p className={styles.lead}>Members can read everything in this world, private elements included. Only you, the author, can change it.</p>
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
        <div className={styles.columns}>
          <section className={styles.panel} aria-labelledby="members-title">
            <h2 id="members-title" className={styles.panelTitle}>
              Members
            </h2>
            <MemberList author={members.data.author} members={members.data.members} />
            {members.data.members.length === 0 && <p className={styles.empty}>{m.onlyMember}</p>}
          </section>

          <div className={styles.stack}>
            {isAuthor && (
              <section className={styles.panel} aria-labelledby="invite-title">
                <h2 id="invite-title" className={styles.panelTitle}>
                  Invite a member
                </h2>
                <p className={styles.panelText}>We will e-mail them a link to accept or reject the invitation.</p>
                <InviteForm worldID={worldID} />
              </section>
            )}
            <section className={styles.panel} aria-labelledby="pending-title">
              <h2 id="pending-title" className={styles.panelTitle}>
                Pending invitations
              </h2>
              {members.data.invitations.length === 0 ? (
                <p className={styles.empty}>{m.noPendingInvitations}</p>
              ) : (
                <ul className={styles.rows} aria-labelledby="pending-title">
                  {members.data.invitations.map((invitation) => (
                    <li key={invitation._id} className={styles.row}>
                      <span className={styles.address}>{invitation.invitedMemberEmail}</span>
                      <time className={styles.meta} dateTime={invitation.date}>
                        {formatDate(invitation.date)}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
