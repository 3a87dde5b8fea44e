import { useBlockUser, useUnblockUser } from './api';
import { ConfirmButton } from './ConfirmButton';
import { ReasonForm } from './ReasonForm';
import { Section } from './Section';
import { useActionFeedback } from './useActionFeedback';

/** Blocking needs a reason and a second thought; unblocking only the second thought. */
export function BlockSection({ userId, blocked }: { userId: string; blocked: boolean }) {
  const block = useBlockUser(userId);
  const unblock = useUnblockUser(userId);
  const feedback = useActionFeedback();
  return (
    <Section title="Account Access">
      {blocked ? (
        <div className="button-row">
          <ConfirmButton
            label="Unblock"
            question="Unblock this account?"
            className="button button-primary"
            disabled={unblock.isPending}
            onConfirm={() => unblock.mutate(undefined, feedback())}
          />
        </div>
      ) : (
        <ReasonForm
          label="Reason for blocking"
          submitLabel="Block"
          busy={block.isPending}
          confirmQuestion="Block this account?"
          onSend={(reason, done) => block.mutate(reason, feedback(done))}
        />
      )}
    </Section>
  );
}
