import { Link } from 'react-router';
import { formatDateTime } from '../../lib/formatDate';
import { UserAvatar } from '../UserAvatar';
import { relativeTime } from './relativeTime';
import styles from './Post.module.css';

/** Who wrote a post or reply, linking to their profile, and how long ago. */
export function Byline({ authorID, userName, avatarImage, datePosted }: { authorID: string; userName: string; avatarImage: string; datePosted: string }) {
  return (
    <div className={styles.byline}>
      <UserAvatar user={{ _id: authorID, avatarImage }} size={36} />
      <Link className={styles.author} to={`/user/${encodeURIComponent(authorID)}`}>
        {userName}
      </Link>
      <time className={styles.time} dateTime={datePosted} title={formatDateTime(datePosted)}>
        {relativeTime(datePosted)}
      </time>
    </div>
  );
}
