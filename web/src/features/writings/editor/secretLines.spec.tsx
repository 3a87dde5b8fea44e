import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { act, fireEvent, screen } from '@testing-library/react';
import { $createRangeSelection, $setSelection } from 'lexical';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApiPerTest } from '../../../testing/perTest';
import { $texts, edit, renderSceneEditor, selectWord, textbox } from './testing/sceneEditorTesting';

const br = { content: '\n', style: '' } as const;
const lines: SceneContent = [{ content: 'Snow fell', style: '' }, br, { content: 'The heir lives', style: '' }];
const toggle = () => screen.getByRole('button', { name: 'Secret paragraph' });
const keyDown = (init: KeyboardEventInit) => act(() => void fireEvent.keyDown(textbox(), init));
const blocks = () => [...textbox().children] as HTMLElement[];

describe('secret paragraphs in the word processor', () => {
  mockApiPerTest({});
  // jsdom has no layout: Lexical measures the caret's range to keep it in view.
  beforeAll(() => {
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  });

  it('marks the paragraph of the caret secret from the toolbar, pressed while it is, and unmarks it', () => {
    const { editor, lastContent } = renderSceneEditor({ content: lines });
    selectWord(editor, 'heir');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(toggle()).toHaveAttribute('aria-keyshortcuts', 'Control+Alt+S Meta+Alt+S');
    fireEvent.click(toggle());
    expect(lastContent()).toEqual([{ content: 'Snow fell', style: '' }, br, { content: 'The heir lives', style: '', secret: true }]);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(blocks().map((block) => block.hasAttribute('data-secret'))).toEqual([false, true]);
    // jsdom's own selection does not follow the editor's; a browser's stays on the word.
    selectWord(editor, 'heir');
    fireEvent.click(toggle());
    expect(lastContent()).toEqual(lines);
    expect(blocks().some((block) => block.hasAttribute('data-secret'))).toBe(false);
  });

  it('marks every paragraph a selection spans with Ctrl+Alt+S', () => {
    const { editor, lastContent } = renderSceneEditor({ content: lines });
    edit(editor, () => {
      const [first, second] = $texts();
      const selection = $createRangeSelection();
      selection.anchor.set(first.getKey(), 2, 'text');
      selection.focus.set(second.getKey(), 4, 'text');
      $setSelection(selection);
    });
    // AltGr+S typing a letter (Polish ś) is no shortcut.
    keyDown({ key: 'ś', code: 'KeyS', ctrlKey: true, altKey: true, modifierAltGraph: true });
    expect(lastContent()).toBeUndefined();
    keyDown({ key: 's', code: 'KeyS', ctrlKey: true, altKey: true });
    expect(lastContent()).toEqual([{ content: 'Snow fell', style: '', secret: true }, br, { content: 'The heir lives', style: '', secret: true }]);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a loaded secret line marked, and keeps the mark when the line becomes a title', () => {
    const { editor, lastContent } = renderSceneEditor({ content: [{ content: 'Hidden', style: '', secret: true }] });
    expect(blocks()[0]).toHaveAttribute('data-secret');
    selectWord(editor, 'Hidden');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Text style' }), { target: { value: 'title' } });
    expect(lastContent()).toEqual([{ content: 'Hidden', style: 'title', secret: true }]);
    expect(blocks()[0].tagName).toBe('H1');
    expect(blocks()[0]).toHaveAttribute('data-secret');
  });
});
