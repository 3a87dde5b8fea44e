import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NotificationsMenu, UnreadBadge } from '../../features/notifications/NotificationsMenu';
import { blogUrl } from '../../lib/config';
import { selectIsSignedIn } from '../../lib/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../lib/state/store';
import { menuClosed, menuToggled, selectMenuOpen } from '../../lib/state/uiSlice';
import { UserMenu } from './UserMenu';
import styles from './TopNav.module.css';

const MENU_ID = 'top-nav-menu';

// The site's own pages in the menu, in order; Feedback, the blog and the account come after them.
const pageLinks: { to: string; label: string; signedOutOnly?: boolean }[] = [
  { to: '/creation', label: 'Create' },
  { to: '/community', label: 'Community' },
  { to: '/world/example', label: 'Demo', signedOutOnly: true },
  { to: '/pricing', label: 'Pricing', signedOutOnly: true },
  { to: '/help/faq', label: 'FAQ' },
];

/** Top navigation (product.md §2.4): below 800 px the links collapse behind a Menu toggle. */
export function TopNav() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const open = useAppSelector(selectMenuOpen);
  const { pathname } = useLocation();
  const blog = blogUrl();

  // Back/forward navigation also closes the menu, not only a click on one of its links.
  useEffect(() => {
    dispatch(menuClosed());
  }, [pathname, dispatch]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(menuClosed());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, dispatch]);

  const close = () => dispatch(menuClosed());

  return (
    <>
      <header className={styles.header}>
        <nav className={styles.nav} aria-label="Main">
          <Link to="/" className={styles.logo} onClick={close}>
            <span className={styles.mark} aria-hidden="true" />
            Lorewright
          </Link>
          <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={MENU_ID} onClick={() => dispatch(menuToggled())}>
            <span className={styles.burger} aria-hidden="true" data-open={open} />
            Menu
            {signedIn && <UnreadBadge />}
          </button>
          <ul id={MENU_ID} className={styles.links} data-open={open}>
            {pageLinks
              .filter((link) => !(signedIn && link.signedOutOnly))
              .map(({ to, label }) => (
                <NavItem key={to} to={to} onSelect={close}>
                  {label}
                </NavItem>
              ))}
            {blog && (
              <li>
                <a className={styles.link} href={blog} target="_blank" rel="noopener noreferrer" onClick={close}>
                  Blog
                  <span className={styles.external} aria-hidden="true">
                    ↗
                  </span>
                </a>
              </li>
            )}
            {signedIn ? (
              <>
                <NavItem to="/support" onSelect={close}>
                  Feedback
                </NavItem>
                <UserMenu onSelect={close} />
                <NotificationsMenu onSelect={close} />
              </>
            ) : (
              <li className={styles.loginItem}>
                <NavLink to="/login" className={`button button-primary ${styles.login}`} onClick={close}>
                  Login
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </header>
      {/* Outside the header: its backdrop-filter would otherwise pin a fixed scrim to it. */}
      {open && <div className={styles.scrim} aria-hidden="true" onClick={close} />}
    </>
  );
}

function NavItem({ to, onSelect, children }: { to: string; onSelect: () => void; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)} onClick={onSelect}>
        {children}
      </NavLink>
    </li>
  );
}
