import { $createLinkNode } from '@lexical/link';
import { $createHeadingNode, $isHeadingNode } from '@lexical/rich-text';
import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { $createParagraphNode, $createTextNode, $getRoot, $isElementNode, createEditor, HISTORIC_TAG, IS_BOLD } from 'lexical';
import { describe, expect, it } from 'vitest';
import { $createElementLinkNode } from './ElementLinkNode';
import { sceneEditorNodes } from './editorNodes';
import { lexicalToScene } from './lexicalToScene';
import { createLiveScene } from './liveScene';
import { sceneToLexical } from './sceneToLexical';

// The line cache must always give what a full conversion gives.
function liveAndFull(start: SceneContent) {
  const editor = createEditor({
    nodes: sceneEditorNodes,
    onError: (error) => {
      throw error;
    },
  });
  editor.setEditorState(editor.parseEditorState(sceneToLexical(start)), { tag: HISTORIC_TAG });
  const live = createLiveScene();
  const results: { live: SceneContent; full: SceneContent }[] = [];
  editor.registerUpdateListener(({ editorState, dirtyElements, tags }) => {
    results.push({
      live: editorState.read(() => live.$read(dirtyElements, tags.has(HISTORIC_TAG))),
      full: lexicalToScene(editorState.toJSON()),
    });
  });
  const update = (change: () => void) => editor.update(change, { discrete: true });
  return { editor, update, results };
}

const lines = (count: number): SceneContent =>
  Array.from({ length: count }, (_, index) => [
    ...(index > 0 ? [{ content: '\n', style: '' as const }] : []),
    { content: `Line ${index} `, style: '' as const },
    { content: 'bold', style: 'bold' as const },
  ]).flat();

describe('createLiveScene', () => {
  it('matches a full conversion through edits, new and removed lines, styles and links', () => {
    const { editor, update, results } = liveAndFull(lines(6));
    const block = (index: number) => {
      const node = $getRoot().getChildAtIndex(index);
      if (!$isElementNode(node)) throw new Error(`No block ${index}`);
      return node;
    };
    update(() => block(1).getAllTextNodes()[0].setTextContent('Changed line '));
    update(() => block(2).insertAfter($createHeadingNode('h1').append($createTextNode('New title'))));
    update(() => block(4).remove());
    update(() => void block(0).replace($createHeadingNode('h2'), true));
    update(() => {
      const text = block(5).getFirstDescendant()!;
      const link = $createElementLinkNode({ type: 'wiki', category: 'places', id: 'w9' });
      text.insertBefore(link);
      link.append(text);
    });
    update(() => {
      const heading = block(3);
      if ($isHeadingNode(heading)) heading.setTag('h2');
      heading.getFirstDescendant()!.replace($createLinkNode('https://x.example').append($createTextNode('web').setFormat(IS_BOLD)));
    });
    update(() => $getRoot().append($createParagraphNode()));
    editor.setEditorState(editor.parseEditorState(sceneToLexical(lines(2))), { tag: HISTORIC_TAG });

    expect(results).toHaveLength(8);
    for (const { live, full } of results) expect(live).toEqual(full);
    expect(results.at(-1)!.live).toEqual(lines(2));
  });
});
