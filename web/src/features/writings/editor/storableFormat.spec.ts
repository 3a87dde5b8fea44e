import { $createLinkNode } from '@lexical/link';
import { $createHeadingNode } from '@lexical/rich-text';
import { $createParagraphNode, $createTextNode, $getRoot, createEditor, FORMAT_TEXT_COMMAND, INSERT_LINE_BREAK_COMMAND, IS_BOLD, IS_ITALIC } from 'lexical';
import { describe, expect, it } from 'vitest';
import { sceneEditorNodes } from './editorNodes';
import { lexicalToScene } from './lexicalToScene';
import { registerStorableFormat } from './storableFormat';

// What lands in the editor from elsewhere (a paste) is brought into the stored format at once,
// so the page never shows what would not be saved.
function editorWithGuard() {
  const editor = createEditor({
    nodes: sceneEditorNodes,
    onError: (error) => {
      throw error;
    },
  });
  registerStorableFormat(editor);
  const update = (change: () => void) => editor.update(change, { discrete: true });
  const tree = () => editor.getEditorState().toJSON();
  return { editor, update, tree };
}

describe('registerStorableFormat', () => {
  it('takes formats but bold off text, and bold off headings', () => {
    const { update, tree } = editorWithGuard();
    update(() => {
      const italicBold = $createTextNode('kept bold').setFormat(IS_BOLD | IS_ITALIC);
      const heading = $createHeadingNode('h1').append($createTextNode('Title').setFormat(IS_BOLD));
      $getRoot().append($createParagraphNode().append(italicBold), heading);
    });
    const [paragraph, heading] = tree().root.children as unknown as { children: { format: number }[] }[];
    expect(paragraph.children[0].format).toBe(IS_BOLD);
    expect(heading.children[0].format).toBe(0);
  });

  it('keeps only the colour of a style, written #rrggbb', () => {
    const { update, tree } = editorWithGuard();
    update(() => $getRoot().append($createParagraphNode().append($createTextNode('x').setStyle('font-size: 30px; color: rgb(255, 0, 0)'))));
    const [paragraph] = tree().root.children as unknown as { children: { style: string }[] }[];
    expect(paragraph.children[0].style).toBe('color: #ff0000;');
  });

  it('makes smaller headings subtitles and unwraps links that are not to web pages', () => {
    const { update, tree } = editorWithGuard();
    update(() =>
      $getRoot().append(
        $createHeadingNode('h3').append($createTextNode('Small')),
        $createParagraphNode().append($createLinkNode('mailto:a@b.c').append($createTextNode('mail'))),
      ),
    );
    expect(lexicalToScene(tree())).toEqual([
      { content: 'Small', style: 'subtitle' },
      { content: '\n', style: '' },
      { content: 'mail', style: '' },
    ]);
  });

  it('refuses formats other than bold and turns a soft line break into a new line', () => {
    const { editor, update, tree } = editorWithGuard();
    update(() => $getRoot().append($createParagraphNode().append($createTextNode('onetwo'))));
    update(() => $getRoot().getAllTextNodes()[0].select(3, 3));
    expect(editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')).toBe(true);
    update(() => void editor.dispatchCommand(INSERT_LINE_BREAK_COMMAND, false));
    expect(lexicalToScene(tree())).toEqual([
      { content: 'one', style: '' },
      { content: '\n', style: '' },
      { content: 'two', style: '' },
    ]);
    expect(tree().root.children).toHaveLength(2);
  });
});
