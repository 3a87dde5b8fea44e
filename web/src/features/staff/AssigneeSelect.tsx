import { useId } from 'react';
import { useStaffMembers } from './api';

/** Whom a ticket or report is assigned to: a staff member or nobody. */
export function AssigneeSelect({ value, busy, onChange }: { value: string | null; busy: boolean; onChange: (assigneeId: string | null) => void }) {
  const id = useId();
  const members = useStaffMembers();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        Assigned to
      </label>
      <select id={id} className="text-input" value={value ?? ''} disabled={busy || !members.data} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">Nobody</option>
        {(members.data ?? []).map((member) => (
          <option key={member._id} value={member._id}>
            {member.name}
          </option>
        ))}
      </select>
    </div>
  );
}
