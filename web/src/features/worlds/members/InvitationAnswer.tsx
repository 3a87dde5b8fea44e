import { isPendingInvitation, type InvitationView } from '@lorewright/domain/worlds/worldView';
import { formatDate } from '../../../lib/formatDate';
import type { InvitationDecision } from './invitationsApi';
import styles from './Members.module.css';

/** Accept and Reject for a pending invitation; an answered one shows its state instead. */
export function InvitationAnswer({
  invitation,
  busy,
  onAnswer,
}: {
  invitation: InvitationView;
  busy: boolean;
  onAnswer: (decision: InvitationDecision) => void;
}) {
  if (!isPendingInvitation(invitation)) return <InvitationState invitation={invitation} />;
  return (
    <div className="button-row">
      <button type="button" className="button button-primary" disabled={busy} onClick={() => onAnswer('accept')}>
        Accept
      </button>
      <button type="button" className="button button-secondary" disabled={busy} onClick={() => onAnswer('reject')}>
        Reject
      </button>
    </div>
  );
}

export function InvitationState({ invitation }: { invitation: InvitationView }) {
  if (invitation.acceptedOn) {
    return (
      <p className={`${styles.state} ${styles.accepted}`}>
        Accepted on <time dateTime={invitation.acceptedOn}>{formatDate(invitation.acceptedOn)}</time>
      </p>
    );
  }
  if (invitation.rejectedOn) {
    return (
      <p className={`${styles.state} ${styles.rejected}`}>
        Rejected on <time dateTime={invitation.rejectedOn}>{formatDate(invitation.rejectedOn)}</time>
      </p>
    );
  }
  return null;
}
