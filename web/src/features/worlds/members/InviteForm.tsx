import { InviteMemberBody } from '@lorewright/domain/worlds/world.commands';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useBodyForm } from '../../../lib/forms/useBodyForm';
import { useAppDispatch } from '../../../lib/state/store';
import { alertShown } from '../../../lib/state/uiSlice';
import { useLoadingFlag } from '../../../lib/useLoadingFlag';
import { useInviteMember } from './invitationsApi';
import styles from './Members.module.css';

// The body of world/inviteMember without the world, which the form adds: the one e-mail rule.
const InviteFields = InviteMemberBody.pick({ invitedMemberEmail: true });

/** Invite by e-mail (product.md §5: the button stays disabled while the field is empty). */
export function InviteForm({ worldID }: { worldID: string }) {
  const dispatch = useAppDispatch();
  const invite = useInviteMember(worldID);
  const busy = useLoadingFlag(invite.isPending);
  const form = useBodyForm(InviteFields, { invitedMemberEmail: '' });
  const typed = useWatch({ control: form.control, name: 'invitedMemberEmail' });
  const fieldId = useId();
  const blank = typed.trim() === '';

  const submit = form.submitWith(({ invitedMemberEmail }) => {
    if (busy) return;
    invite.mutate(invitedMemberEmail, {
      onSuccess: ({ message }) => {
        dispatch(alertShown({ kind: 'success', text: message || m.invitationSent }));
        form.reset();
      },
      // The server's own words: already a member, already invited…
      onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
    });
  });

  return (
    <form className={styles.invite} onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={fieldId} className="form-label">
        Email address
      </label>
      <div className={styles.inviteRow}>
        <input
          id={fieldId}
          type="email"
          autoComplete="off"
          className={styles.input}
          placeholder="friend@example.com"
          {...form.register('invitedMemberEmail')}
        />
        <button type="submit" className={`button button-primary ${styles.inviteButton}`} disabled={blank || busy}>
          Invite
        </button>
      </div>
    </form>
  );
}
