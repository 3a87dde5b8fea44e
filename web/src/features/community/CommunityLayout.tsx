import { Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Icon } from '../../components/icons/Icon';
import { PageLoading } from '../../components/PageLoading';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { SearchResults } from './SearchResults';
import styles from './Community.module.css';

// product.md §9.2: the search waits until typing has paused for 500 ms.
export const SEARCH_DEBOUNCE_MS = 500;

const tabs = [
  { to: '/community/worlds', label: 'Worlds' },
  { to: '/community/posts', label: 'Posts' },
  { to: '/community/forum', label: 'Forum' },
];

/** The community area: tabs for worlds, posts and the forum, and a world search that replaces the tab while it has text. */
export function CommunityLayout() {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Clearing the field (or Back) shows the tab again at once, without waiting for the debounce.
  const searching = settled !== '' && text.trim() !== '';

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <nav aria-label="Community" className={styles.tabs}>
          {tabs.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              className={({ isActive }) => (isActive && !searching ? `${styles.tab} ${styles.tabActive}` : styles.tab)}
              onClick={() => setText('')}
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <Icon name="search" strokeWidth={2} className={styles.searchIcon} />
          <input
            type="search"
            className={styles.searchInput}
            aria-label="Search worlds"
            placeholder="Search worlds by name or description"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      </div>
      {searching ? (
        <SearchResults text={settled} onBack={() => setText('')} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      )}
    </div>
  );
}
