import { roleIn } from '@lorewright/domain/worlds/worldAccess';
import type { WorldAuthor, WorldView } from '@lorewright/domain/worlds/worldView';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar';
import { useDropdown } from '../../lib/useDropdown';
import { useWorldMembers } from './api';
import { ROLE_LABELS } from './members/roleLabels';
import styles from './MembersDropdown.module.css';

/** The hub's Members dropdown: the owner and members with their avatars and roles, and Manage Members. */
export function MembersDropdown({ world }: { world: WorldView }) {
  const { open, close, ref, panelId, trigger } = useDropdown<HTMLDivElement>();
  // Loaded when first opened: most visits to the hub never look at the members.
  const [wanted, setWanted] = useState(false);
  const members = useWorldMembers(world._id, { enabled: wanted });
  const count = world.members.length + 1;

  return (
    <div className={styles.area} ref={ref}>
      <button
        type="button"
        className={`button button-secondary ${styles.trigger}`}
        {...trigger}
        onClick={() => {
          setWanted(true);
          trigger.onClick();
        }}
      >
        Members <span className={styles.count}>{count}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {members.isPending ? (
          <p className={styles.note}>Loading members…</p>
        ) : members.isError ? (
          <p className={styles.note}>{members.error.message}</p>
        ) : (
          <ul className={styles.list} aria-label="Members">
            <Member person={members.data.author} role={ROLE_LABELS.owner} />
            {members.data.members.map((member) => (
              <Member key={member._id} person={member} role={ROLE_LABELS[roleIn(world, member._id) ?? 'reader']} />
            ))}
          </ul>
        )}
        <Link to="/manage-members" className={`button button-primary ${styles.manage}`} onClick={close}>
          Manage Members
        </Link>
      </div>
    </div>
  );
}

function Member({ person, role }: { person: WorldAuthor; role: string }) {
  return (
    <li>
      <Link to={`/user/${encodeURIComponent(person._id)}`} className={styles.member}>
        <UserAvatar user={person} size={32} />
        <span className={styles.memberName}>{person.name}</span>
        <span className={styles.role}>{role}</span>
      </Link>
    </li>
  );
}
