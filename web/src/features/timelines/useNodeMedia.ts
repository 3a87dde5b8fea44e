import { usePointMedia } from '../../lib/usePointMedia';
import { addNodeLink, deleteNodeImage, removeNodeLink, uploadNodeImage } from './api';
import type { DraftNode } from './timelineDraft';
import type { TimelineEditor } from './useTimelineEditor';

/** A timeline point's picture and links, addressed by its line and its id. */
export function useNodeMedia(editor: Pick<TimelineEditor, 'timeline' | 'save' | 'refresh'>, node: DraftNode) {
  const timelineID = editor.timeline._id;
  const address = { lineID: node.lineId, nodeID: node._id };
  const isSaved = () => editor.timeline.lines.some((line) => line.nodes.some((saved) => saved._id === node._id));
  return usePointMedia(
    { isSaved, save: editor.save, refresh: editor.refresh },
    {
      uploadImage: (file) => uploadNodeImage(timelineID, address, file),
      deleteImage: () => deleteNodeImage(timelineID, address),
      addLink: (link) => addNodeLink(timelineID, address, link),
      removeLink: (linkID) => removeNodeLink(timelineID, address, linkID),
    },
  );
}
