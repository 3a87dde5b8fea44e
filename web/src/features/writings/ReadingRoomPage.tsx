import { useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useWriting } from './api';
import { demoWritingFor } from './demoWriting';
import { FolderNotice } from './FolderNotice';
import { ReadingRoom } from './ReadingRoom';
import { ElementRefused } from '../../components/ElementRefused';
import { isFolder } from './writingTree';

/** /reading-room/{id}: a writing as its readers see it; the demo ids are bundled. */
export function ReadingRoomPage() {
  const { id = '' } = useParams();
  const demo = demoWritingFor(id);
  const writing = useWriting(id, { enabled: !demo });

  if (demo) return <ReadingRoom key={id} writing={demo} isDemo />;
  if (writing.isError) return <ElementRefused noun="Writing" screen="Reading Room" error={writing.error} onRetry={() => void writing.refetch()} />;
  if (writing.isPending) return <PageLoading title="Reading Room" />;
  if (isFolder(writing.data)) return <FolderNotice room="Reading Room" title={writing.data.title} />;
  return <ReadingRoom key={id} writing={writing.data} />;
}
