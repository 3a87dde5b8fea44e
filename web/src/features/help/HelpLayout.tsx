import { NavLink, Outlet } from 'react-router';
import styles from './Help.module.css';
import { helpTopics } from './helpTopics';

/** The help child routes: the help menu beside the chosen page (product.md §2). */
export function HelpLayout() {
  return (
    <div className={`${styles.page} ${styles.split}`}>
      <nav className={styles.menu} aria-label="Help">
        <NavLink to="/help" end className={styles.menuTitle}>
          Help
        </NavLink>
        <ul className={styles.menuList}>
          {helpTopics.map((topic) => (
            <li key={topic.path}>
              <NavLink to={`/help/${topic.path}`} className={({ isActive }) => (isActive ? `${styles.menuLink} ${styles.menuLinkActive}` : styles.menuLink)}>
                {topic.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
