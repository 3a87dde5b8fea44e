import type { NotificationView } from '@lorewright/domain/notifications/notificationView';
import { notificationMessages as m } from '@lorewright/domain/notifications/notificationMessages';
import { Link } from 'react-router';
import { Icon } from '../../components/icons/Icon';
import { useDropdown } from '../../lib/useDropdown';
import { useNotifications, useReadNotification } from './api';
import styles from './NotificationsMenu.module.css';
import { NotificationBadge } from '../../components/NotificationBadge';

const countLabel = (count: number) => (count > 99 ? '99+' : String(count));

/** The unread notifications; read ones leave the dropdown (their history is its own page). */
export function useUnreadNotifications(): NotificationView[] {
  return useNotifications().filter((notification) => !notification.read);
}

/**
 * The top navigation's notifications dropdown (product.md §2, §4): a bell with the unread count and
 * the unread notifications; OK marks one read, and so does following its link. Inside the
 * mobile menu the bell becomes a row and the list opens below it.
 */
export function NotificationsMenu({ onSelect }: { onSelect: () => void }) {
  const unread = useUnreadNotifications();
  const { mutate: markRead } = useReadNotification();
  const { open, close, ref, panelId, trigger } = useDropdown<HTMLLIElement>();

  const follow = (id: string) => {
    markRead(id);
    close();
    onSelect();
  };

  return (
    <li className="nav-dropdown" ref={ref}>
      {/* The name holds the count as the badge shows it (label in name); a count in parentheses is not matched. */}
      <button
        type="button"
        className={styles.trigger}
        {...trigger}
        aria-label={unread.length ? `Notifications, ${countLabel(unread.length)} unread` : 'Notifications'}
      >
        <Icon name="bell" size={20} />
        <span className={styles.label}>Notifications</span>
        {unread.length > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {countLabel(unread.length)}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className={styles.panel} aria-label="Notifications">
          {unread.length === 0 ? (
            <p className={styles.empty}>{m.empty}</p>
          ) : (
            <ul className={styles.list}>
              {unread.map((notification) => (
                <li key={notification._id} className={styles.entry}>
                  <Link to={notification.link} className={styles.open} onClick={() => follow(notification._id)}>
                    <NotificationBadge icon={notification.icon} />
                    <span className={styles.text}>
                      <span className={styles.title}>{notification.title}</span> <span className={styles.subtitle}>{notification.subtitle}</span>
                    </span>
                  </Link>
                  <button type="button" className={`button button-secondary ${styles.ok}`} onClick={() => markRead(notification._id)}>
                    OK
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </li>
  );
}

/** The unread count on the mobile Menu toggle, so it shows while the menu is closed. */
export function UnreadBadge({ className }: { className?: string }) {
  const count = useUnreadNotifications().length;
  if (count === 0) return null;
  return (
    <span className={`${styles.badge} ${className ?? ''}`} aria-hidden="true">
      {countLabel(count)}
    </span>
  );
}
