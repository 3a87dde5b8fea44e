import type { ThreadListItem } from '@lorewright/domain/community/postView';
import { Link } from 'react-router';
import { relativeTime } from '../../components/community/relativeTime';
import { formatDateTime } from '../../lib/formatDate';
import styles from './Forum.module.css';

/** A sub-forum's threads: title, poster, posts, views and last activity. */
export function ThreadTable({ caption, threads }: { caption: string; threads: ThreadListItem[] }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Thread</th>
            <th scope="col">Poster</th>
            <th scope="col">Posts</th>
            <th scope="col">Views</th>
            <th scope="col">Last Active</th>
          </tr>
        </thead>
        <tbody>
          {threads.map((thread) => (
            <tr key={thread._id}>
              <th scope="row" data-label="Thread">
                <Link to={`/community/forum/${thread.subforum}/${encodeURIComponent(thread._id)}`}>{thread.title}</Link>
              </th>
              <td data-label="Poster">
                <Link to={`/user/${encodeURIComponent(thread.originalPosterID)}`}>{thread.posterName}</Link>
              </td>
              <td data-label="Posts">{thread.numPosts}</td>
              <td data-label="Views">{thread.views}</td>
              <td data-label="Last Active">
                <time dateTime={thread.lastUpdated} title={formatDateTime(thread.lastUpdated)}>
                  {relativeTime(thread.lastUpdated)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
