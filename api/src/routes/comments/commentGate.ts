import type { CommentElement } from '@lorewright/domain/comments/comment.events';
import { commentMessages as m } from '@lorewright/domain/comments/commentMessages';
import { notFound } from '@lorewright/domain/shared/errors';
import { wikiForViewer } from '@lorewright/domain/wikis/wikiForViewer';
import { requireViewableWriting } from '@lorewright/domain/writings/writingForViewer';
import { editGateOf, type EditGatePorts } from '../elements/editGate';
import type { QueriesOf } from '../routeTypes';

export type CommentGatePorts = QueriesOf<'comments' | 'wikis' | 'writings'> & EditGatePorts;

// The gate before any comment is read or written: whoever may not see the element is answered as
// its own page answers them (404, or 403 when it is private to them); whoever may see but not edit
// it (a reader, a member whose access is 'read') hears that comments are for its editors.
export const commentGateOf = (ports: CommentGatePorts) => {
  const gates = new Map<CommentElement, (elementId: string, userId: string) => Promise<void>>([
    ['writing', editGateOf(ports, { kind: 'writing', head: ports.queries.writings.summaryById, forViewer: requireViewableWriting, onlyAuthor: m.onlyEditors })],
    ['wiki', editGateOf(ports, { kind: 'wiki', head: ports.queries.wikis.wikiById, forViewer: wikiForViewer, onlyAuthor: m.onlyEditors })],
  ]);
  const onElement = (element: CommentElement, elementId: string, userId: string) => gates.get(element)!(elementId, userId);

  return {
    onElement,
    // The gate of the element a comment (or the thread of that id) is on; a comment no one
    // knows is not found.
    onComment: async (commentId: string, userId: string, missing: string) => {
      const place = await ports.queries.comments.placeOf(commentId);
      if (!place) throw notFound(missing);
      await onElement(place.element, place.elementID, userId);
    },
  };
};
