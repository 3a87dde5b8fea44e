import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { InvitationView } from '@lorewright/domain/worlds/worldView';
import { formatDate } from '../../../lib/formatDate';
import { InviteForm } from './InviteForm';
import styles from './Members.module.css';

/** The managers' side of /manage-members (owner and co-owners): invite by e-mail, and the invitations still pending. */
export function ManagerPanels({ worldID, invitations }: { worldID: string; invitations: InvitationView[] }) {
  return (
    <div className="page-stack">
      <section className="panel-card" aria-labelledby="invite-title">
        <h2 id="invite-title" className="panel-title">
          Invite a member
        </h2>
        <p className="panel-text">We will e-mail them a link to accept or reject the invitation.</p>
        <InviteForm worldID={worldID} />
      </section>
      <section className="panel-card" aria-labelledby="pending-title">
        <h2 id="pending-title" className="panel-title">
          Pending invitations
        </h2>
        {invitations.length === 0 ? (
          <p className={styles.empty}>{m.noPendingInvitations}</p>
        ) : (
          <ul className={styles.rows} aria-labelledby="pending-title">
            {invitations.map((invitation) => (
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
  );
}
