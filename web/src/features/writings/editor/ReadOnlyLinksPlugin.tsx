import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { $getNearestNodeFromDOMNode } from 'lexical';
import { useEffect, useRef } from 'react';
import { $isElementLinkNode } from './ElementLinkNode';
import { $isMentionNode } from './MentionNode';
import { $linkAround } from './linkOfNode';

/**
 * In the read-only view a click on a link to an element goes to the room (onOpenLink), which
 * opens the element in place. Links to web pages need nothing: their anchors open a new tab
 * (target _blank, rel noopener). While editing, a click only places the caret.
 */
export function ReadOnlyLinksPlugin({ onOpenLink }: { onOpenLink?: (link: ElementLink) => void }) {
  const [editor] = useLexicalComposerContext();
  const open = useRef(onOpenLink);
  open.current = onOpenLink;

  useEffect(
    () =>
      editor.registerRootListener((root) => {
        const onClick = (event: MouseEvent) => {
          // Modified clicks keep the browser's meaning (new tab, new window).
          if (editor.isEditable() || !open.current || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          const anchor = event.target instanceof Element ? event.target.closest('a') : null;
          if (!anchor) return;
          const link = editor.read(() => {
            const node = $getNearestNodeFromDOMNode(anchor);
            if ($isMentionNode(node)) return node.getElementLink();
            const linkNode = node && $linkAround(node);
            return $isElementLinkNode(linkNode) ? linkNode.getElementLink() : null;
          });
          if (!link) return;
          event.preventDefault();
          open.current(link);
        };
        root?.addEventListener('click', onClick);
        return () => root?.removeEventListener('click', onClick);
      }),
    [editor],
  );

  return null;
}
