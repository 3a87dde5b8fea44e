import type { NodeLink, SceneContent } from '@lorewright/domain/writings/sceneContent';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { $getRoot, $isTextNode, type LexicalEditor, type TextNode } from 'lexical';
import { vi } from 'vitest';
import { createQueryClient } from '../../../../lib/queryClient';
import { SceneEditor, type SceneEditorProps } from '../SceneEditor';

// Mounts the editor as the room does and gives tests its Lexical instance, for the edits that
// typing in jsdom cannot make (Lexical listens to beforeinput, which jsdom does not send).

export function renderSceneEditor(props: Partial<SceneEditorProps> = {}) {
  const onChange = vi.fn<(content: SceneContent) => void>();
  const onOpenLink = vi.fn<(link: NodeLink) => void>();
  const queryClient = createQueryClient();
  const all = (overrides: Partial<SceneEditorProps>): SceneEditorProps => ({
    content: [{ content: 'Once upon a time', style: '' }],
    readOnly: false,
    worldID: 'world-1',
    onChange,
    onOpenLink,
    ...props,
    ...overrides,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SceneEditor {...all({})} />
    </QueryClientProvider>,
  );
  const rerender = (overrides: Partial<SceneEditorProps>) =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <SceneEditor {...all(overrides)} />
      </QueryClientProvider>,
    );
  const editor = editorOf(textbox());
  // Toolbar actions and commands update the editor on a microtask; a read commits them first.
  const lastContent = () => {
    act(() => editor.read(() => undefined));
    return onChange.mock.lastCall?.[0];
  };
  return { ...view, rerender, onChange, onOpenLink, editor, lastContent };
}

export const textbox = () => screen.getByRole('textbox', { name: 'Scene text' });

/** Lexical keeps its editor on the root element it renders into. */
export const editorOf = (root: HTMLElement): LexicalEditor => (root as HTMLElement & { __lexicalEditor: LexicalEditor }).__lexicalEditor;

/** Runs an edit to completion, as one update (one undo step unless merged). */
export function edit(editor: LexicalEditor, change: () => void, tag?: string): void {
  act(() => editor.update(change, { discrete: true, tag }));
}

/** The text nodes of the document, in order. */
export const $texts = (): TextNode[] => $getRoot().getAllTextNodes().filter($isTextNode);

/** Selects `word` in the first text node that holds it. */
export function selectWord(editor: LexicalEditor, word: string): void {
  edit(editor, () => {
    const [node, start] = $find(word);
    node.select(start, start + word.length);
  });
}

/** Puts the caret `offset` characters into `word` (nothing selected). */
export function placeCaret(editor: LexicalEditor, word: string, offset = 0): void {
  edit(editor, () => {
    const [node, start] = $find(word);
    node.select(start + offset, start + offset);
  });
}

function $find(word: string): [TextNode, number] {
  const node = $texts().find((text) => text.getTextContent().includes(word));
  if (!node) throw new Error(`No text "${word}"`);
  return [node, node.getTextContent().indexOf(word)];
}

/**
 * Clicks, and tells whether the browser would have followed the click (jsdom cannot navigate,
 * so the default action is cancelled once the page has had its say).
 */
export function clickFollows(element: HTMLElement): boolean {
  let followed = false;
  const settle = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', settle);
  fireEvent.click(element);
  window.removeEventListener('click', settle);
  return followed;
}
