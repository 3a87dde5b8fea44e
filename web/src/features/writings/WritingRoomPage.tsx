import { useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useWriting } from './api';
import { demoWritingFor } from './demoWriting';
import { FolderNotice } from './FolderNotice';
import { ElementRefused } from '../../components/ElementRefused';
import { WritingRoom } from './WritingRoom';
import { isFolder } from './writingTree';

/** /writing/{id}: the writing room; the demo ids show bundled writings without a fetch. */
export function WritingRoomPage() {
  const { id = '' } = useParams();
  const demo = demoWritingFor(id);
  const writing = useWriting(id, { enabled: !demo });

  if (demo) return <WritingRoom key={id} writing={demo} isDemo />;
  // The room edits what it loads: it starts only from an answer fetched now, never from an
  // older copy in the cache, so its first save names the newest revision.
  if (writing.isError) return <ElementRefused noun="Writing" screen="Writing Room" error={writing.error} onRetry={() => void writing.refetch()} />;
  if (!writing.data || !writing.isFetchedAfterMount) return <PageLoading title="Writing Room" />;
  if (isFolder(writing.data)) return <FolderNotice room="Writing Room" title={writing.data.title} />;
  return <WritingRoom key={id} writing={writing.data} />;
}
