import { NavLink } from 'react-router';
import styles from './Staff.module.css';

// The console's three places: people, support tickets, content reports.
const PLACES = [
  { to: '/staff', label: 'People', end: true },
  { to: '/staff/tickets', label: 'Support Tickets', end: false },
  { to: '/staff/reports', label: 'Content Reports', end: false },
];

/** The staff console's navigation, on each of its pages. */
export function StaffNav() {
  return (
    <nav className={styles.nav} aria-label="Staff console">
      {PLACES.map(({ to, label, end }) => (
        <NavLink key={to} to={to} end={end} className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink)}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
