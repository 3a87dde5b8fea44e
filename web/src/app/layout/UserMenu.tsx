import { Link } from 'react-router';
import { TutorialHint } from '../../components/TutorialHint';
import { DefaultAvatar, UserAvatar } from '../../components/UserAvatar';
import { isStaff } from '../../features/staff/isStaff';
import { useCurrentUser, useLogout } from '../../lib/session/api';
import { useDropdown } from '../../lib/useDropdown';
import styles from './UserMenu.module.css';

// product.md §2.4: the navigation's tutorial hint, the last of the eight steps.
export const NAV_HINT = "When you're done exploring the world page, click here to go to your dashboard.";

/**
 * The signed-in user's menu in the top navigation: avatar and name (to the public profile),
 * Dashboard and Logout. A dropdown on wide screens; inside the mobile menu its entries are
 * listed directly.
 */
export function UserMenu({ onSelect }: { onSelect: () => void }) {
  const user = useCurrentUser();
  const { logout } = useLogout();
  const { open, close, ref, panelId, trigger } = useDropdown<HTMLLIElement>();

  const choose = () => {
    close();
    onSelect();
  };

  return (
    <li className="nav-dropdown" ref={ref}>
      <button type="button" className={styles.trigger} {...trigger} aria-label={user ? `Account menu for ${user.name}` : 'Account menu'}>
        {user ? <UserAvatar user={user} size={30} /> : <DefaultAvatar size={30} />}
        <span className={styles.name}>{user?.name ?? 'Account'}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={panelId} className={styles.panel} data-open={open}>
        {user && (
          <li>
            <Link to={`/user/${user._id}`} className={styles.profile} onClick={choose}>
              <UserAvatar user={user} size={40} />
              <span className={styles.profileText}>
                <span className={styles.profileName}>{user.name}</span>
                <span className={styles.profileHint}>View profile</span>
              </span>
            </Link>
          </li>
        )}
        <li>
          <Link to="/dashboard" className={styles.entry} onClick={choose}>
            Dashboard
          </Link>
        </li>
        {isStaff(user) && (
          <li>
            <Link to="/staff" className={styles.entry} onClick={choose}>
              Staff
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className={styles.entry}
            onClick={() => {
              choose();
              logout();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
      <TutorialHint step={8} text={NAV_HINT} className={styles.hint} />
    </li>
  );
}
