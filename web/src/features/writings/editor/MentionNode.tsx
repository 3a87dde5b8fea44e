import type { ElementLink } from '@lorewright/domain/writings/sceneContent';
import { ELEMENT_LINK_TYPES } from '@lorewright/domain/writings/sceneText';
import {
  $applyNodeReplacement,
  DecoratorNode,
  enumValue,
  IS_BOLD,
  nodeSchema,
  nullable,
  numberValue,
  stringValue,
  withField,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalNode,
} from 'lexical';
import type { JSX } from 'react';
import { Mention } from './Mention';
import type { SceneTreeNode } from './lexicalToScene';
import { colorOfStyle } from './styleColor';
import { MENTION_NODE_TYPE } from './mentionLink';

// An @mention of an element: stored as a run of text linked to the element with `mention: true`,
// whose text is the title it had when mentioned. In the editor it is one inline unit drawn by
// React (Mention), so it can read as the element's current title without editing the document.

const mentionSchema = nodeSchema<MentionNode>()({
  elementType: withField(enumValue(ELEMENT_LINK_TYPES), { field: '__elementType' }),
  elementId: withField(stringValue(), { field: '__elementId' }),
  category: withField(nullable(stringValue(), { defaultAsNull: true }), { field: '__category' }),
  // The stored text, and the run's bold (format) and colour (style) as a text node has them.
  text: withField(stringValue(), { field: '__text' }),
  format: withField(numberValue(), { field: '__format' }),
  style: withField(stringValue(), { field: '__style' }),
});

export interface MentionFields {
  link: ElementLink;
  text: string;
  format?: number;
  style?: string;
}

export class MentionNode extends DecoratorNode<JSX.Element> {
  /** @internal */
  __elementType: ElementLink['type'];
  /** @internal */
  __elementId: string;
  /** @internal */
  __category: string | null;
  /** @internal */
  __text: string;
  /** @internal */
  __format: number;
  /** @internal */
  __style: string;

  override $config() {
    return this.config(MENTION_NODE_TYPE, { extends: DecoratorNode, json: mentionSchema });
  }

  constructor({ link, text, format = 0, style = '' }: MentionFields = { link: { type: 'writing', id: '' }, text: '' }, key?: string) {
    super(key);
    this.__elementType = link.type;
    this.__elementId = link.id;
    this.__category = link.category ?? null;
    this.__text = text;
    this.__format = format;
    this.__style = style;
  }

  getElementLink(): ElementLink & { mention: true } {
    const self = this.getLatest();
    const link = { type: self.__elementType, id: self.__elementId };
    return self.__category === null ? { ...link, mention: true } : { ...link, category: self.__category, mention: true };
  }

  /** The node in the shape lexicalToScene reads. */
  toSceneTree(): SceneTreeNode {
    const self = this.getLatest();
    return {
      type: MENTION_NODE_TYPE,
      text: self.__text,
      format: self.__format,
      style: self.__style,
      elementType: self.__elementType,
      elementId: self.__elementId,
      category: self.__category,
    };
  }

  override getTextContent(): string {
    return this.getLatest().__text;
  }

  override isInline(): true {
    return true;
  }

  override createDOM(_config: EditorConfig): HTMLElement {
    const span = document.createElement('span');
    span.dataset.mention = 'true';
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  // Copied out of the editor (HTML), a mention is its text.
  override exportDOM(): DOMExportOutput {
    const span = document.createElement('span');
    span.textContent = this.getLatest().__text;
    return { element: span };
  }

  override decorate(): JSX.Element {
    const self = this.getLatest();
    return (
      <Mention
        link={{ type: self.__elementType, id: self.__elementId, ...(self.__category === null ? {} : { category: self.__category }) }}
        text={self.__text}
        bold={(self.__format & IS_BOLD) !== 0}
        color={colorOfStyle(self.__style)}
      />
    );
  }
}

export function $createMentionNode(fields: MentionFields): MentionNode {
  return $applyNodeReplacement(new MentionNode(fields));
}

export function $isMentionNode(node: LexicalNode | null | undefined): node is MentionNode {
  return node instanceof MentionNode;
}
