import { $createParagraphNode, $createTextNode, $getRoot, createEditor, type LexicalEditor } from 'lexical';
import { describe, expect, it } from 'vitest';
import { $createElementLinkNode, $isElementLinkNode } from './ElementLinkNode';
import { sceneEditorNodes } from './editorNodes';

const $linkInDocument = () => {
  const link = $getRoot().getAllTextNodes()[0].getParent();
  if (!$isElementLinkNode(link)) throw new Error('no element link');
  return link;
};
const linkOf = (editor: LexicalEditor) => editor.getEditorState().read(() => $linkInDocument().getElementLink());

describe('ElementLinkNode', () => {
  it('keeps its element through later edits, serialization and parsing', () => {
    const editor = createEditor({
      nodes: sceneEditorNodes,
      onError: (error) => {
        throw error;
      },
    });
    const element = { type: 'wiki', category: 'places', id: 'w1' } as const;
    editor.update(() => void $getRoot().append($createParagraphNode().append($createElementLinkNode(element).append($createTextNode('the harbour')))), {
      discrete: true,
    });
    // A later edit of the link makes Lexical copy the node.
    editor.update(() => void $linkInDocument().append($createTextNode(' town')), { discrete: true });
    expect(linkOf(editor)).toEqual(element);

    const json = editor.getEditorState().toJSON();
    expect((json.root.children[0] as unknown as { children: object[] }).children[0]).toMatchObject({
      type: 'element-link',
      elementType: 'wiki',
      elementId: 'w1',
      category: 'places',
      url: '/wiki/w1',
    });
    editor.setEditorState(editor.parseEditorState(json));
    expect(linkOf(editor)).toEqual(element);
  });

  it('has no category when it was given none', () => {
    const editor = createEditor({
      nodes: sceneEditorNodes,
      onError: (error) => {
        throw error;
      },
    });
    editor.update(
      () => void $getRoot().append($createParagraphNode().append($createElementLinkNode({ type: 'writing', id: 'd1' }).append($createTextNode('x')))),
      { discrete: true },
    );
    expect(linkOf(editor)).toStrictEqual({ type: 'writing', id: 'd1' });
  });
});
