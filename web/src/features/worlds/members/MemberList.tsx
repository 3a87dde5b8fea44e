import type { WorldAuthor } from '@lorewright/domain/worlds/worldView';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/UserAvatar';
import styles from './Members.module.css';

/** The author, then every member, each with their avatar and a link to their profile. */
export function MemberList({ author, members }: { author: WorldAuthor; members: WorldAuthor[] }) {
  return (
    <ul className={styles.rows} aria-label="World members">
      <MemberRow person={author} role="Author" />
      {members.map((member) => (
        <MemberRow key={member._id} person={member} role="Member" />
      ))}
    </ul>
  );
}

function MemberRow({ person, role }: { person: WorldAuthor; role: string }) {
  return (
    <li className={styles.row}>
      <Link to={`/user/${encodeURIComponent(person._id)}`} className={styles.person}>
        <UserAvatar user={person} size={36} />
        <span className={styles.personName}>{person.name}</span>
      </Link>
      <span className={role === 'Author' ? `${styles.tag} ${styles.tagAuthor}` : styles.tag}>{role}</span>
    </li>
  );
}
