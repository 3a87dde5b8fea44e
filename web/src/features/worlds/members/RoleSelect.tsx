import type { MemberRole } from '@lorewright/domain/worlds/memberRoles';
import type { WorldAuthor } from '@lorewright/domain/worlds/worldView';
import { useAppDispatch } from '../../../lib/state/store';
import { alertShown } from '../../../lib/state/uiSlice';
import { useSetMemberRole } from '../api';
import styles from './Members.module.css';
import { ROLE_LABELS, roleInSentence } from './roleLabels';

interface RoleSelectProps {
  worldID: string;
  member: WorldAuthor;
  role: MemberRole;
  // The roles the viewer may give this member (memberManagement.ts).
  choices: readonly MemberRole[];
}

/** A member's role, saved as soon as it is changed; the answer refreshes the whole page. */
export function RoleSelect({ worldID, member, role, choices }: RoleSelectProps) {
  const dispatch = useAppDispatch();
  const setRole = useSetMemberRole(worldID);

  const change = (next: MemberRole) =>
    setRole.mutate(
      { memberID: member._id, role: next },
      {
        onSuccess: ({ message }) => dispatch(alertShown({ kind: 'success', text: `${message} ${member.name} is now ${roleInSentence(next)}.` })),
        onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
      },
    );

  return (
    <select
      className={styles.select}
      aria-label={`Role of ${member.name}`}
      value={role}
      // Busy, not disabled: a disabled select drops the keyboard focus; a change made while the
      // last one saves is let go, and the select shows the saved role.
      aria-busy={setRole.isPending}
      onChange={(event) => !setRole.isPending && change(event.target.value as MemberRole)}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {ROLE_LABELS[choice]}
        </option>
      ))}
    </select>
  );
}
