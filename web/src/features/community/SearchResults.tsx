import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { AlertMessage } from '../../components/Alerts';
import { PageLoading } from '../../components/PageLoading';
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
      {search.isPending ? (
        <PageLoading />
      ) : search.isError ? (
        <AlertMessage kind="error" inline>
          {search.error.message}
        </AlertMessage>
      ) : search.data.length === 0 ? (
        <p className={styles.empty}>{m.noResults}</p>
      ) : (
        <WorldCardList worlds={search.data} label="Search results" />
      )}
    </section>
  );
}
