import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useQueryClient } from '@tanstack/react-query';
import { $getNodeByKey } from 'lexical';
import { useEffect } from 'react';
import { $isElementLinkNode, ElementLinkNode } from './ElementLinkNode';
import { elementTypeLabel, fetchLinkedElement, LINKED_ELEMENT_GONE } from '../../../lib/elementLinks';

/**
 * Gives every link to an element a tooltip with the element's type and title, resolved with
 * GET link/{element}/{id}. The tooltip lives on the anchor only, never in the document, so
 * resolving titles is neither an edit nor an undo step. A link whose element is gone (or not
 * visible to this reader) is marked, and styled as such.
 */
export function ElementLinkTitlesPlugin() {
  const [editor] = useLexicalComposerContext();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      editor.registerMutationListener(ElementLinkNode, (mutations) => {
        for (const [key, mutation] of mutations) {
          if (mutation === 'destroyed') continue;
          const anchor = editor.getElementByKey(key);
          const link = editor.getEditorState().read(
            () => {
              const node = $getNodeByKey(key);
              return $isElementLinkNode(node) ? node.getElementLink() : null;
            },
            { editor },
          );
          if (!anchor || !link) continue;
          // The anchor may lead elsewhere by the time the answer comes.
          const stillLinked = () => anchor.dataset.elementId === link.id;
          fetchLinkedElement(queryClient, link).then(
            (element) => {
              if (!stillLinked()) return;
              anchor.title = `${elementTypeLabel(link.type)}: ${element.title}`;
              delete anchor.dataset.missing;
            },
            () => {
              if (!stillLinked()) return;
              anchor.title = LINKED_ELEMENT_GONE;
              anchor.dataset.missing = 'true';
            },
          );
        }
      }),
    [editor, queryClient],
  );

  return null;
}
