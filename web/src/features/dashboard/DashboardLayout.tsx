import { Suspense, useEffect, useRef } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { LoadFailedCard } from '../../components/StatusCard';
import { UserAvatar } from '../../components/UserAvatar';
import { useMe } from '../../lib/session/api';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppSelector } from '../../lib/state/store';
import styles from './Dashboard.module.css';

const sections = [
  { to: '/dashboard', label: 'Home', end: true },
  { to: '/dashboard/settings', label: 'Account Settings' },
  { to: '/dashboard/login-history', label: 'Login History' },
  { to: '/dashboard/following', label: 'Following' },
  { to: '/dashboard/invitations', label: 'Invitations' },
  { to: '/dashboard/notification-history', label: 'Notification History' },
  { to: '/dashboard/manage-subscription', label: 'Manage Subscription' },
  { to: '/dashboard/violations', label: 'Violations' },
  { to: '/dashboard/media', label: 'Media' },
];

// product.md §6.6: a blocked account sees its notice and the violations page only.
const blockedSections = new Set(['/dashboard', '/dashboard/violations']);

/** The dashboard: signed-in users only (others go to /login), a side menu and the chosen page. */
export function DashboardLayout() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const me = useMe();
  const { pathname } = useLocation();
  const menuRef = useRef<HTMLElement>(null);

  // On narrow screens the menu is a scrolling row: keep the current page's entry in view.
  useEffect(() => {
    menuRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, me.isSuccess]);

  if (!isSignedIn) return <Navigate to="/login" replace />;
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return <LoadFailedCard badge="Dashboard" title="Could not load your account" error={me.error} onRetry={() => void me.refetch()} />;
  }

  const user = me.data.user;
  const blocked = user.accountStatus === 'blocked';
  const current = pathname.replace(/\/+$/, '');
  if (blocked && !blockedSections.has(current)) return <Navigate to="/dashboard" replace />;
  const visible = blocked ? sections.filter((section) => blockedSections.has(section.to)) : sections;

  return (
    <div className={styles.layout}>
      <aside className={styles.side}>
        <div className={styles.who}>
          <UserAvatar user={user} size={40} />
          <div className={styles.whoText}>
            <span className={styles.whoName}>{user.name}</span>
            <span className={styles.whoClass}>{user.userClass ?? 'Member'}</span>
          </div>
        </div>
        <nav aria-label="Dashboard" ref={menuRef}>
          <ul className={styles.menu}>
            {visible.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) => (isActive ? `${styles.menuLink} ${styles.menuActive}` : styles.menuLink)}
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
