import type { StaffViolation } from '@lorewright/domain/staff/staffViews';
import { formatDate } from '../../lib/formatDate';
import { useRejectAppeal, useRepealViolation } from './api';
import { ConfirmButton } from './ConfirmButton';
import { DataTable } from './DataTable';
import { Section } from './Section';
import { AppealCell } from './AppealCell';
import { appealStateOf } from './staffWords';
import { useActionFeedback } from './useActionFeedback';

/** Every violation, repealed ones included (the person no longer sees those), with its appeal. */
export function ViolationsSection({ userId, violations }: { userId: string; violations: StaffViolation[] }) {
  return (
    <Section title="Violations">
      {violations.length === 0 ? (
        <p className="empty-note">No violations.</p>
      ) : (
        <DataTable caption="Violations" columns={['Date', 'Reason', 'Issued by', 'Appeal', 'Actions']}>
          {violations.map((violation) => (
            <ViolationRow key={violation.violationId} userId={userId} violation={violation} />
          ))}
        </DataTable>
      )}
    </Section>
  );
}

function ViolationRow({ userId, violation }: { userId: string; violation: StaffViolation }) {
  const reject = useRejectAppeal(userId);
  const repeal = useRepealViolation(userId);
  const feedback = useActionFeedback();
  const state = appealStateOf(violation);
  const busy = reject.isPending || repeal.isPending;
  return (
    <tr>
      <td>{formatDate(violation.date)}</td>
      <td data-wrap>{violation.reason}</td>
      <td>{violation.issuedBy.name}</td>
      <td data-wrap>
        <AppealCell violation={violation} state={state} />
      </td>
      <td>
        <div className="button-row">
          {state === 'pending' && (
            <ConfirmButton
              label="Reject Appeal"
              question="Reject this appeal?"
              text={violation.appealReason ?? undefined}
              disabled={busy}
              onConfirm={() => reject.mutate(violation.violationId, feedback())}
            />
          )}
          {state !== 'repealed' && (
            <ConfirmButton
              label="Repeal"
              question="Repeal this violation?"
              text={violation.reason}
              disabled={busy}
              onConfirm={() => repeal.mutate(violation.violationId, feedback())}
            />
          )}
        </div>
      </td>
    </tr>
  );
}
