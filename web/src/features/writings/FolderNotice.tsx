import { Link } from 'react-router-dom';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';

/** A folder opened as if it were a document: it has no scenes to show. */
export function FolderNotice({ room, title }: { room: string; title: string }) {
  return (
    <StatusCard badge={room} title={title}>
      <StatusText>This is a folder. Open one of the documents inside it.</StatusText>
      <StatusActions>
        <Link to="/creation" className="button button-primary">
          Go to Creation
        </Link>
      </StatusActions>
    </StatusCard>
  );
}
