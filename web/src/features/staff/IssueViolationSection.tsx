import { useIssueViolation } from './api';
import { ReasonForm } from './ReasonForm';
import { Section } from './Section';
import { useActionFeedback } from './useActionFeedback';

/** Records a violation of the content policy against the person; they are told and may appeal. */
export function IssueViolationSection({ userId }: { userId: string }) {
  const issue = useIssueViolation(userId);
  const feedback = useActionFeedback();
  return (
    <Section title="Issue Violation">
      <ReasonForm
        label="Reason for the violation"
        submitLabel="Issue Violation"
        busy={issue.isPending}
        onSend={(reason, done) => issue.mutate(reason, feedback(done))}
      />
    </Section>
  );
}
