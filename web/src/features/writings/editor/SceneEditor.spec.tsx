import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { emptySceneContent } from '@lorewright/domain/writings/sceneText';
import { screen } from '@testing-library/react';
import { $getRoot, $getSelection, $isRangeSelection } from 'lexical';
import { describe, expect, it } from 'vitest';
import { mockApiPerTest } from '../../../testing/perTest';
import { $texts, clickFollows, edit, renderSceneEditor, selectWord, textbox } from './testing/sceneEditorTesting';

const story: SceneContent = [
  { content: 'The Ember Crown', style: 'title' },
  { content: '\n', style: '' },
  { content: 'Part one', style: 'subtitle' },
  { content: '\n', style: '' },
  { content: 'Mira lit the ', style: '' },
  { content: 'last', style: 'bold' },
  { content: ' lamp', style: '', color: '#ff8800' },
  { content: ' near ', style: '' },
  { content: 'the tower', style: '', link: { type: 'writing', id: 'doc-2' } },
  { content: ' (see ', style: '' },
  { content: 'the atlas', style: '', link: { url: 'https://example.com/atlas' } },
  { content: ').', style: '' },
];

describe('SceneEditor', () => {
  const api = mockApiPerTest({ 'GET link/writing/doc-2': { status: 200, body: { title: 'The Tower', type: 'writing', id: 'doc-2' } } });

  it('shows the stored text: title, subtitle, bold, colour and both kinds of link', () => {
    renderSceneEditor({ content: story });
    expect(screen.getByRole('heading', { level: 1, name: 'The Ember Crown' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Part one' })).toBeInTheDocument();
    expect(screen.getByText('last').closest('strong')).not.toBeNull();
    expect(screen.getByText('lamp', { exact: false })).toHaveStyle({ color: '#ff8800' });
    const web = screen.getByRole('link', { name: 'the atlas' });
    expect(web).toHaveAttribute('href', 'https://example.com/atlas');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'the tower' })).toHaveAttribute('href', '/reading-room/doc-2');
  });

  it('gives a link to an element the element’s title as its tooltip', async () => {
    renderSceneEditor({ content: story });
    const link = screen.getByRole('link', { name: 'the tower' });
    await expect.poll(() => link.getAttribute('title')).toBe('Writing: The Tower');
  });

  it('asks nothing about the links of bundled sample text, which belongs to no world', async () => {
    renderSceneEditor({ content: story, worldID: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api().callsTo('GET link/writing/doc-2')).toEqual([]);
    expect(screen.getByRole('link', { name: 'the tower' })).not.toHaveAttribute('data-missing');
  });

  it('sends every edit as stored scene text', () => {
    const { editor, onChange, lastContent } = renderSceneEditor();
    expect(onChange).not.toHaveBeenCalled();
    edit(editor, () => $texts()[0].setTextContent('Once upon a midnight'));
    expect(lastContent()).toEqual([{ content: 'Once upon a midnight', style: '' }]);
    edit(editor, () => $getRoot().getLastChildOrThrow().selectEnd().insertParagraph());
    expect(lastContent()).toEqual([
      { content: 'Once upon a midnight', style: '' },
      { content: '\n', style: '' },
    ]);
  });

  it('does not send a selection move', () => {
    const { editor, onChange } = renderSceneEditor();
    selectWord(editor, 'upon');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows new content from outside, and ignores the echo of its own edit', () => {
    const { editor, rerender, lastContent } = renderSceneEditor();
    edit(editor, () => $texts()[0].setTextContent('Once upon a tide'));
    selectWord(editor, 'tide');
    // The room hands back what the editor sent: nothing moves.
    rerender({ content: lastContent()! });
    expect(textbox()).toHaveTextContent('Once upon a tide');
    expect(
      editor.read(() => {
        const selection = $getSelection();
        return $isRangeSelection(selection) ? selection.getTextContent() : null;
      }),
    ).toBe('tide');

    // Another scene: shown at once.
    rerender({ content: [{ content: 'Elsewhere', style: 'title' }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Elsewhere' })).toBeInTheDocument();
    expect(textbox()).not.toHaveTextContent('tide');
  });

  it('starts a new document with its zero-width space and sends it back unchanged until edited', () => {
    const { editor, onChange, lastContent } = renderSceneEditor({ content: emptySceneContent() });
    expect(onChange).not.toHaveBeenCalled();
    edit(editor, () => $texts()[0].select(1, 1).insertText('Hello'));
    expect(lastContent()).toEqual([{ content: '\u200BHello', style: '' }]);
  });

  describe('read-only', () => {
    it('has no toolbar and cannot be edited', () => {
      renderSceneEditor({ content: story, readOnly: true });
      expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Bold' })).not.toBeInTheDocument();
      expect(textbox()).toHaveAttribute('contenteditable', 'false');
    });

    it('opens a link to an element through the room, and leaves web links to the browser', () => {
      const { onOpenLink } = renderSceneEditor({ content: story, readOnly: true });
      const tower = screen.getByRole('link', { name: 'the tower' });
      expect(clickFollows(tower)).toBe(false);
      expect(onOpenLink).toHaveBeenCalledWith({ type: 'writing', id: 'doc-2' });

      onOpenLink.mockClear();
      expect(clickFollows(screen.getByRole('link', { name: 'the atlas' }))).toBe(true);
      expect(onOpenLink).not.toHaveBeenCalled();
    });

    it('becomes editable with a toolbar when readOnly turns off', () => {
      const { rerender, onOpenLink } = renderSceneEditor({ content: story, readOnly: true });
      rerender({ content: story, readOnly: false });
      expect(textbox()).toHaveAttribute('contenteditable', 'true');
      expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
      // While editing, a click on a link only places the caret.
      clickFollows(screen.getByRole('link', { name: 'the tower' }));
      expect(onOpenLink).not.toHaveBeenCalled();
    });
  });
});
