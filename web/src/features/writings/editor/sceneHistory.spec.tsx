import { UNDO_HISTORY } from '@lorewright/domain/writings/writingView';
import { fireEvent, screen } from '@testing-library/react';
import { HISTORY_PUSH_TAG } from 'lexical';
import { describe, expect, it } from 'vitest';
import { mockApiPerTest } from '../../../testing/perTest';
import { $texts, edit, renderSceneEditor, textbox } from './testing/sceneEditorTesting';

const undo = () => screen.getByRole('button', { name: 'Undo' });
const redo = () => screen.getByRole('button', { name: 'Redo' });

// Each edit its own undo step, as if typed with pauses in between.
function typeVersions(editor: Parameters<typeof edit>[0], count: number) {
  for (let version = 1; version <= count; version++) {
    edit(editor, () => $texts()[0].setTextContent(`Draft ${version}`), HISTORY_PUSH_TAG);
  }
}

describe('undo and redo', () => {
  mockApiPerTest();

  it('are off until there is something to undo or redo', () => {
    renderSceneEditor();
    expect(undo()).toBeDisabled();
    expect(redo()).toBeDisabled();
  });

  it('undo an edit and redo it, sending the text each time', () => {
    const { editor, lastContent } = renderSceneEditor({ content: [{ content: 'Draft 0', style: '' }] });
    typeVersions(editor, 2);
    fireEvent.click(undo());
    expect(lastContent()).toEqual([{ content: 'Draft 1', style: '' }]);
    expect(redo()).toBeEnabled();
    fireEvent.click(undo());
    expect(lastContent()).toEqual([{ content: 'Draft 0', style: '' }]);
    expect(undo()).toBeDisabled();
    fireEvent.click(redo());
    fireEvent.click(redo());
    expect(lastContent()).toEqual([{ content: 'Draft 2', style: '' }]);
    expect(redo()).toBeDisabled();
  });

  it(`keep the last ${UNDO_HISTORY} steps`, () => {
    expect(UNDO_HISTORY).toBe(10);
    const { editor, lastContent } = renderSceneEditor({ content: [{ content: 'Draft 0', style: '' }] });
    typeVersions(editor, 15);
    let undone = 0;
    while (!undo().hasAttribute('disabled') && undone < 50) {
      fireEvent.click(undo());
      lastContent();
      undone++;
    }
    expect(undone).toBe(UNDO_HISTORY);
    // The oldest steps are gone: Draft 5 is as far back as it goes.
    expect(textbox()).toHaveTextContent('Draft 5');
    expect(lastContent()).toEqual([{ content: 'Draft 5', style: '' }]);
  });

  it('work from the keyboard: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y', () => {
    const { editor, lastContent } = renderSceneEditor({ content: [{ content: 'Draft 0', style: '' }] });
    typeVersions(editor, 2);
    fireEvent.keyDown(textbox(), { key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(lastContent()).toEqual([{ content: 'Draft 1', style: '' }]);
    fireEvent.keyDown(textbox(), { key: 'z', code: 'KeyZ', ctrlKey: true });
    fireEvent.keyDown(textbox(), { key: 'Z', code: 'KeyZ', ctrlKey: true, shiftKey: true });
    expect(lastContent()).toEqual([{ content: 'Draft 1', style: '' }]);
    fireEvent.keyDown(textbox(), { key: 'y', code: 'KeyY', ctrlKey: true });
    expect(lastContent()).toEqual([{ content: 'Draft 2', style: '' }]);
  });

  it('start again with content from outside: undo never brings back another scene', () => {
    const { editor, rerender, lastContent } = renderSceneEditor({ content: [{ content: 'Draft 0', style: '' }] });
    typeVersions(editor, 3);
    rerender({ content: [{ content: 'Another scene', style: '' }] });
    expect(undo()).toBeDisabled();
    edit(editor, () => $texts()[0].setTextContent('Another scene, edited'));
    fireEvent.click(undo());
    expect(lastContent()).toEqual([{ content: 'Another scene', style: '' }]);
    expect(undo()).toBeDisabled();
  });
});
