import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { Loaded } from '../../components/Loaded';
import { WorldCardList } from '../../components/WorldCard';
import { useWorldSearch } from './api';
import styles from './Community.module.css';

/** Public worlds matching the search text, or 'No results found.'; Back returns to the tab. */
export function SearchResults({ text, onBack }: { text: string; onBack: () => void }) {
  const search = useWorldSearch(text);

  return (
    <section className={styles.section} aria-labelledby="search-title">
      <title>Search · Lorewright</title>
      <header className="spread-row">
        <h1 id="search-title" className={styles.title}>
          Results for “{text}”
        </h1>
        <button type="button" className="button button-secondary" onClick={onBack}>
          Back
        </button>
      </header>
      <Loaded query={search}>
        {(results) => (results.length === 0 ? <p className={styles.empty}>{m.noResults}</p> : <WorldCardList worlds={results} label="Search results" />)}
      </Loaded>
    </section>
  );
}
