import { CreationNotice } from './CreationNotice';

/** A folder opened as if it were a document: it has no scenes to show. */
export function FolderNotice({ room, title }: { room: string; title: string }) {
  return (
    <CreationNotice badge={room} title={title}>
      This is a folder. Open one of the documents inside it.
    </CreationNotice>
  );
}
