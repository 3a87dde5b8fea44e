import { normalizeEmail } from '@lorewright/domain/accounts/credentialRules';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { isPendingInvitation, type InvitationView } from '@lorewright/domain/worlds/worldView';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/PageLoading';
import { StatusActions, StatusCard, StatusText } from '../../../components/StatusCard';
import { UserAvatar } from '../../../components/UserAvatar';
import { WorldCard, worldPath } from '../../../components/WorldCard';
import { useCurrentUser } from '../../../lib/session/api';
import { selectIsSignedIn } from '../../../lib/session/sessionSlice';
import { useAppSelector } from '../../../lib/state/store';
import { InvitationAnswer } from './InvitationAnswer';
import { useInvitation } from './invitationsApi';
import { useAnswerInvitation } from './useAnswerInvitation';
import styles from './Members.module.css';

/** /invitation/{id}: who invites the user to which world, with Accept and Reject. */
export function InvitationPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return <InvitationLoader />;
}

function InvitationLoader() {
  const { id = '' } = useParams();
  const invitation = useInvitation(id);

  if (invitation.isPending) return <PageLoading />;
  if (invitation.isError) {
    return (
      <StatusCard badge="Invitation" title="Could not open this invitation">
        <StatusText>{invitation.error.message || m.invitationNotFound}</StatusText>
        <StatusActions>
          <Link to="/dashboard/invitations" className="button button-primary">
            Your invitations
          </Link>
        </StatusActions>
      </StatusCard>
    );
  }
  return <InvitationDetails invitation={invitation.data} />;
}

function InvitationDetails({ invitation }: { invitation: InvitationView }) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { answer, busy } = useAnswerInvitation((decision) => {
    if (decision === 'accept') void navigate(worldPath(invitation.worldID));
  });
  // Only the address it was sent to may answer (the author may open it too, to look).
  const addressedToUser = !user || normalizeEmail(user.email) === normalizeEmail(invitation.invitedMemberEmail);
  const world = { ...invitation.world, authorID: invitation.authorID, author: invitation.author };

  return (
    <div className={styles.invitationPage}>
      <title>{`Invitation to ${invitation.world.name} · Lorewright`}</title>
      <section className={styles.invitation} aria-labelledby="invitation-title">
        {/* The name in the title is the same link, for keyboards and screen readers. */}
        <Link to={`/user/${encodeURIComponent(invitation.author._id)}`} className={styles.inviter} tabIndex={-1} aria-hidden="true">
          <UserAvatar user={invitation.author} size={72} />
        </Link>
        <h1 id="invitation-title" className={styles.invitationTitle}>
          <Link to={`/user/${encodeURIComponent(invitation.author._id)}`}>{invitation.author.name}</Link> {m.invitingYou}
        </h1>
        <div className={styles.preview}>
          <WorldCard world={world} />
        </div>
        {addressedToUser || !isPendingInvitation(invitation) ? (
          <InvitationAnswer invitation={invitation} busy={busy} onAnswer={(decision) => answer(invitation, decision)} />
        ) : (
          <p className="panel-text">{m.invitationNotYours}</p>
        )}
      </section>
    </div>
  );
}
