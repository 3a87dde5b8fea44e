import { ElementFetchFailed } from '../../components/ElementFetchFailed';
import { LanguageBackButton } from './LanguageBackButton';

// As the map page says it (product.md §8 gives no language text).
export const LANGUAGE_FETCH_FAILED = 'Problem fetching language data.';

/** GET language/{id} did not answer 200: the server's reason (404, 403), and Try again unless refused. */
export function LanguageFetchFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return <ElementFetchFailed error={error} kind="Language" title={LANGUAGE_FETCH_FAILED} back={<LanguageBackButton />} onRetry={onRetry} />;
}
