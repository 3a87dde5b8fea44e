import type { WorldAuthor } from '@lorewright/domain/worlds/worldView';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar';
import type { WorldMembers } from '../api';
import { roleOf, rolesGivenBy, type WorldRole } from './memberManagement';
import styles from './Members.module.css';
import { RoleSelect } from './RoleSelect';
import { ROLE_LABELS } from './roleLabels';

interface MemberListProps {
  worldID: string;
  people: WorldMembers;
  // The viewer's own place in the world: it decides which rows they may change.
  viewer: WorldRole | null;
}

/** The owner, then every member, each with their avatar, a link to their profile and their role. */
export function MemberList({ worldID, people, viewer }: MemberListProps) {
  return (
    <ul className={styles.rows} aria-label="World members">
      <MemberRow person={people.author}>
        <RoleTag role="owner" />
      </MemberRow>
      {people.members.map((member) => {
        // Every listed member has a role; a reader when the answer predates roles.
        const role = roleOf(people, member._id);
        const memberRole = role === 'owner' || role === null ? 'reader' : role;
        const choices = rolesGivenBy(viewer, memberRole);
        return (
          <MemberRow key={member._id} person={member}>
            {choices.length > 0 ? <RoleSelect worldID={worldID} member={member} role={memberRole} choices={choices} /> : <RoleTag role={memberRole} />}
          </MemberRow>
        );
      })}
    </ul>
  );
}

function MemberRow({ person, children }: { person: WorldAuthor; children: ReactNode }) {
  return (
    <li className={styles.row}>
      <Link to={`/user/${encodeURIComponent(person._id)}`} className={styles.person}>
        <UserAvatar user={person} size={36} />
        <span className={styles.personName}>{person.name}</span>
      </Link>
      {children}
    </li>
  );
}

// The role in words; the colour only repeats it.
const TAG_CLASSES: Record<WorldRole, string> = {
  owner: `${styles.tag} ${styles.tagOwner}`,
  'co-owner': `${styles.tag} ${styles.tagCoOwner}`,
  editor: `${styles.tag} ${styles.tagEditor}`,
  reader: styles.tag,
};

function RoleTag({ role }: { role: WorldRole }) {
  return <span className={TAG_CLASSES[role]}>{ROLE_LABELS[role]}</span>;
}
