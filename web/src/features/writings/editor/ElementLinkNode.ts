import { LinkNode } from '@lexical/link';
import { type ElementLink } from '@lorewright/domain/writings/sceneContent';
import { ELEMENT_LINK_TYPES } from '@lorewright/domain/writings/sceneText';
import { $applyNodeReplacement, enumValue, nodeSchema, nullable, stringValue, withField, type EditorConfig, type LexicalNode } from 'lexical';
import { readerLinkPath } from '../../../lib/writingPaths';

// A link from a run of text to another element of the world (a writing, wiki, map or
// timeline): a LinkNode, so it wraps the author's own words and behaves like any link while
// editing, that also carries {type, id, category?}. Its href is where a reader would open the
// element, so a middle click or "open in new tab" works; a plain click in the read-only view
// is handed to the room (onOpenLink), which opens it in place.

export const ELEMENT_LINK_NODE_TYPE = 'element-link';

// Lexical reads, writes and clones these fields through the schema.
const elementLinkSchema = nodeSchema<ElementLinkNode>()({
  elementType: withField(enumValue(ELEMENT_LINK_TYPES), { field: '__elementType' }),
  elementId: withField(stringValue(), { field: '__elementId' }),
  category: withField(nullable(stringValue(), { defaultAsNull: true }), { field: '__category' }),
});

export class ElementLinkNode extends LinkNode {
  /** @internal */
  __elementType: ElementLink['type'];
  /** @internal */
  __elementId: string;
  /** @internal */
  __category: string | null;

  override $config() {
    return this.config(ELEMENT_LINK_NODE_TYPE, { extends: LinkNode, json: elementLinkSchema });
  }

  constructor(link: ElementLink = { type: 'writing', id: '' }, key?: string) {
    super(readerLinkPath(link), {}, key);
    this.__elementType = link.type;
    this.__elementId = link.id;
    this.__category = link.category ?? null;
  }

  getElementLink(): ElementLink {
    const self = this.getLatest();
    return self.__category === null
      ? { type: self.__elementType, id: self.__elementId }
      : { type: self.__elementType, category: self.__category, id: self.__elementId };
  }

  override createDOM(config: EditorConfig) {
    const anchor = super.createDOM(config);
    this.markAnchor(anchor);
    return anchor;
  }

  override updateDOM(prevNode: this, anchor: HTMLAnchorElement | HTMLSpanElement, config: EditorConfig): boolean {
    this.markAnchor(anchor);
    return super.updateDOM(prevNode, anchor, config);
  }

  // Which element the anchor leads to, for styling and for the tooltip that names it.
  private markAnchor(anchor: HTMLElement): void {
    anchor.dataset.elementLink = this.__elementType;
    anchor.dataset.elementId = this.__elementId;
  }

  // Two neighbouring links to the same element are one link.
  override shouldMergeAdjacentLink(otherLink: LinkNode): boolean {
    return (
      otherLink instanceof ElementLinkNode &&
      otherLink.__elementType === this.__elementType &&
      otherLink.__elementId === this.__elementId &&
      otherLink.__category === this.__category
    );
  }
}

export function $createElementLinkNode(link: ElementLink): ElementLinkNode {
  return $applyNodeReplacement(new ElementLinkNode(link));
}

export function $isElementLinkNode(node: LexicalNode | null | undefined): node is ElementLinkNode {
  return node instanceof ElementLinkNode;
}
