import { NOTIFICATION_HISTORY_PAGE_SIZE, notificationMessages as m } from '@lorewright/domain/notifications/notificationMessages';
import type { NotificationView } from '@lorewright/domain/notifications/notificationView';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '../../components/DashboardPage';
import { Loaded } from '../../components/Loaded';
import { Pagination } from '../../components/Pagination';
import { formatDateTime } from '../../lib/formatDate';
import { useNotificationHistory, useReadAllNotifications, useReadNotification } from '../notifications/api';
import styles from './NotificationHistoryPage.module.css';
import { NotificationBadge } from '../../components/NotificationBadge';

/**
 * /dashboard/notification-history: every notification of the user, read or not, newest first,
 * twenty a page (product.md §2.7). Read and unread differ by a word and a mark, not colour alone;
 * following one marks it read, and 'Mark all as read' clears them all.
 */
export function NotificationHistoryPage() {
  const [page, setPage] = useState(0);
  const history = useNotificationHistory(page);
  const readAll = useReadAllNotifications();
  const listTop = useRef<HTMLHeadingElement>(null);
  const pageCount = Math.ceil((history.data?.total ?? 0) / NOTIFICATION_HISTORY_PAGE_SIZE);
  const unread = history.data?.unread ?? 0;

  // Never past the last page (the list only grows, but a stale page number may outlive it).
  useEffect(() => {
    if (history.isSuccess && !history.isPlaceholderData && page > 0 && page >= pageCount) setPage(Math.max(0, pageCount - 1));
  }, [history.isSuccess, history.isPlaceholderData, page, pageCount]);

  const turnTo = (next: number) => {
    setPage(next);
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <DashboardPage title="Notification History" intro="Every notification you have received, newest first. Open one to go where it points.">
      <section className="panel-card" aria-labelledby="notification-history-list" aria-busy={history.isFetching}>
        <div className={styles.head}>
          <h2 id="notification-history-list" className={styles.heading} ref={listTop}>
            {history.data ? `${history.data.total} ${history.data.total === 1 ? 'notification' : 'notifications'}, ${unread} unread` : 'Notifications'}
          </h2>
          {unread > 0 && (
            <button type="button" className="button button-secondary" onClick={() => readAll.mutate()} disabled={readAll.isPending}>
              Mark all as read
            </button>
          )}
        </div>
        <Loaded query={history}>
          {(found) =>
            found.notifications.length === 0 ? (
              <p className="empty-note">{m.empty}</p>
            ) : (
              <>
                <ul className={history.isPlaceholderData ? `${styles.list} ${styles.turning}` : styles.list} aria-label="Notifications">
                  {found.notifications.map((notification) => (
                    <HistoryItem key={notification._id} notification={notification} />
                  ))}
                </ul>
                <Pagination page={page} pageCount={pageCount} onChange={turnTo} label="Notification pages" />
              </>
            )
          }
        </Loaded>
      </section>
    </DashboardPage>
  );
}

function HistoryItem({ notification }: { notification: NotificationView }) {
  const { mutate: markRead } = useReadNotification();
  const state = notification.read ? 'Read' : 'Unread';
  return (
    <li className={styles.item} data-read={notification.read}>
      <NotificationBadge icon={notification.icon} />
      <div className={styles.text}>
        <Link to={notification.link} className={styles.title} onClick={() => !notification.read && markRead(notification._id)}>
          {notification.title}
        </Link>
        <span className={styles.subtitle}>{notification.subtitle}</span>
        <span className={styles.meta}>
          <span className={styles.state}>
            {!notification.read && <span className={styles.dot} aria-hidden="true" />}
            {state}
          </span>
          <span aria-hidden="true"> · </span>
          <time dateTime={notification.date}>{formatDateTime(notification.date)}</time>
        </span>
      </div>
    </li>
  );
}
