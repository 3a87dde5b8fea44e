import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { SEARCH_TEXT_MAX } from '@lorewright/domain/community/communityLimits';
import { useState } from 'react';
import { usePostSearch } from './api';
import { FeedList } from './FeedList';
import styles from './Feed.module.css';

/** The posts search box; the text is sent when submitted. */
export function PostSearchBox({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      aria-label="Posts"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') onSearch(text.trim());
      }}
    >
      <input
        type="search"
        className={styles.searchInput}
        aria-label="Search posts"
        placeholder="Search posts"
        maxLength={SEARCH_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button-secondary">
        Search
      </button>
    </form>
  );
}

/** The posts found for `text`, best first, or 'No results found.'; Back returns to the feed. */
export function PostSearchResults({ text, onBack }: { text: string; onBack: () => void }) {
  const found = usePostSearch(text);
  return (
    <section className={styles.section} aria-labelledby="post-results-title">
      <div className={styles.resultsHead}>
        <h2 id="post-results-title" className={styles.sectionTitle}>
          Results for “{text}”
        </h2>
        <button type="button" className="button button-secondary" onClick={onBack}>
          Back
        </button>
      </div>
      <FeedList query={found} label="Posts found" empty={m.noResults} />
    </section>
  );
}
