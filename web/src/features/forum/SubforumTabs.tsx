import { SUBFORUMS } from '@lorewright/domain/community/subforums';
import { NavLink } from 'react-router';
import styles from './Forum.module.css';

/** The four sub-forums (product.md §4), the current one marked. */
export function SubforumTabs() {
  return (
    <nav aria-label="Sub-forums" className={styles.tabs}>
      {SUBFORUMS.map((subforum) => (
        <NavLink
          key={subforum.slug}
          to={`/community/forum/${subforum.slug}`}
          className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
        >
          {subforum.name}
        </NavLink>
      ))}
    </nav>
  );
}
