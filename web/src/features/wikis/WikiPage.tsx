import { useParams } from 'react-router';
import { ElementRefused } from '../../components/ElementRefused';
import { PageLoading } from '../../components/PageLoading';
import { useWiki } from './api';
import { WikiDisplay } from './WikiDisplay';

/** /wiki/{id} (product.md §2): the wiki, edited in place by its author and read by everyone else. */
export function WikiPage() {
  const { id = '' } = useParams();
  const wiki = useWiki(id);

  if (wiki.isError) return <ElementRefused noun="Wiki" screen="Wiki" error={wiki.error} onRetry={() => void wiki.refetch()} />;
  // The page edits what it loads: it starts only from an answer fetched now, so its first save
  // names the newest section revisions.
  if (!wiki.data || !wiki.isFetchedAfterMount) return <PageLoading title="Wiki" />;
  return <WikiDisplay key={id} wiki={wiki.data} />;
}
