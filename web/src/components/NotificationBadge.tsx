import { Icon, isIconName } from './icons/Icon';
import styles from './NotificationBadge.module.css';

/** A notification's icon as the menu and the history show it. */
export function NotificationBadge({ icon }: { icon: string }) {
  return (
    <span className={styles.badge} data-icon={icon}>
      <Icon name={isIconName(icon) ? icon : 'info'} size={20} />
    </span>
  );
}
