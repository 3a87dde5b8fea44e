import { useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useLanguage } from './api';
import { LanguageFetchFailed } from './LanguageFetchFailed';
import { LanguageScreen } from './LanguageScreen';

/** /language/{id} (product.md §2): the language, edited by its author and read by everyone else; 'example' is the bundled demo. */
export function LanguagePage() {
  const { id = '' } = useParams();
  const language = useLanguage(id);

  // A failed re-read (Reload after a conflict) keeps the page: only a first read fails it.
  if (language.isError && !language.data) return <LanguageFetchFailed error={language.error} onRetry={() => void language.refetch()} />;
  // Changes send the revision the page shows: it starts only from an answer fetched now.
  if (!language.data || !language.isFetchedAfterMount) return <PageLoading title="Language" />;
  return <LanguageScreen key={id} language={language.data} />;
}
