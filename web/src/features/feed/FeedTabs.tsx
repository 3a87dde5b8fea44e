import type { FeedTab } from './api';
import styles from './Feed.module.css';

const TABS: Array<{ tab: FeedTab; label: string }> = [
  { tab: 'discover', label: 'Discover' },
  { tab: 'following', label: 'Following' },
];

export const feedPanelId = 'feed-panel';

/** Discover and Following, as tabs over one panel. */
export function FeedTabs({ tab, onChange }: { tab: FeedTab; onChange: (tab: FeedTab) => void }) {
  return (
    <div role="tablist" aria-label="Feeds" className={styles.tabs}>
      {TABS.map((each) => (
        <button
          key={each.tab}
          type="button"
          role="tab"
          aria-selected={each.tab === tab}
          aria-controls={feedPanelId}
          className={each.tab === tab ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          onClick={() => onChange(each.tab)}
        >
          {each.label}
        </button>
      ))}
    </div>
  );
}
