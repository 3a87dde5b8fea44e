import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../lib/state/store';
import { alertShown } from '../../../lib/state/uiSlice';
import { useLoadingFlag } from '../../../lib/useLoadingFlag';
import { useInviteMember } from './invitationsApi';
import styles from './Members.module.css';

/** Invite by e-mail (product.md §5: the button stays disabled while the field is empty). */
export function InviteForm({ worldID }: { worldID: string }) {
  const dispatch = useAppDispatch();
  const invite = useInviteMember(worldID);
  const busy = useLoadingFlag(invite.isPending);
  const [email, setEmail] = useState('');
  const fieldId = useId();
  const blank = email.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    invite.mutate(email.trim(), {
      onSuccess: ({ message }) => {
        dispatch(alertShown({ kind: 'success', text: message || m.invitationSent }));
        setEmail('');
      },
      // The server's own words: not a valid address, already a member, already invited…
      onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
    });
  };

  return (
    <form className={styles.invite} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="form-label">
        Email address
      </label>
      <div className={styles.inviteRow}>
        <input
          id={fieldId}
          type="email"
          name="invitedMemberEmail"
          autoComplete="off"
          className={styles.input}
          placeholder="friend@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={`button button-primary ${styles.inviteButton}`} disabled={blank || busy}>
          Invite
        </button>
      </div>
    </form>
  );
}
