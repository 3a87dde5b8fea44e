import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { isPendingInvitation, type InvitationView } from '@lorewright/domain/worlds/worldView';
import { Link } from 'react-router';
import { DashboardPage } from '../../../components/DashboardPage';
import { Loaded } from '../../../components/Loaded';
import { UserAvatar } from '../../../components/UserAvatar';
import { worldPath } from '../../../components/WorldCard';
import { formatDate } from '../../../lib/formatDate';
import { InvitationAnswer } from './InvitationAnswer';
import { useUserInvitations } from './invitationsApi';
import { useAnswerInvitation } from './useAnswerInvitation';
import styles from './Members.module.css';

/** Pending invitations first; within each group the server's order (newest first) stays. */
export const pendingFirst = (invitations: InvitationView[]) => [...invitations].sort((a, b) => Number(isPendingInvitation(b)) - Number(isPendingInvitation(a)));

/** /dashboard/invitations: the world invitations sent to the user's e-mail address. */
export function InvitationsPage() {
  const invitations = useUserInvitations();

  return (
    <DashboardPage title="Invitations" intro="Invitations to join other authors' worlds. Members can read a world's private elements.">
      <Loaded query={invitations}>
        {(received) =>
          received.length === 0 ? (
            <section className="panel-card" aria-label="World invitations">
              <p className={styles.empty}>{m.noInvitations}</p>
            </section>
          ) : (
            <ul className={styles.invitationList} aria-label="World invitations">
              {pendingFirst(received).map((invitation) => (
                <InvitationItem key={invitation._id} invitation={invitation} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </DashboardPage>
  );
}

function InvitationItem({ invitation }: { invitation: InvitationView }) {
  const { answer, busy } = useAnswerInvitation();
  const pending = isPendingInvitation(invitation);

  return (
    <li className={`panel-card ${styles.invitationItem}`}>
      <UserAvatar user={invitation.author} size={44} />
      <div className={styles.invitationText}>
        <p>
          <Link to={`/user/${encodeURIComponent(invitation.author._id)}`} className={styles.strong}>
            {invitation.author.name}
          </Link>{' '}
          invited you to {/* Until accepted, a private world is not the user's to open. */}
          {invitation.acceptedOn ? (
            <Link to={worldPath(invitation.worldID)} className={styles.strong}>
              {invitation.world.name}
            </Link>
          ) : (
            <span className={styles.strong}>{invitation.world.name}</span>
          )}
        </p>
        <time className={styles.meta} dateTime={invitation.date}>
          {formatDate(invitation.date)}
        </time>
      </div>
      <div className={styles.invitationActions}>
        <InvitationAnswer invitation={invitation} busy={busy} onAnswer={(decision) => answer(invitation, decision)} />
        {pending && (
          <Link to={`/invitation/${encodeURIComponent(invitation._id)}`} className={styles.view}>
            View invitation
          </Link>
        )}
      </div>
    </li>
  );
}
