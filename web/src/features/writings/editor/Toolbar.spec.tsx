import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { URL_REQUIRED_MESSAGE } from '../../../components/InputModal';
import { mockApiPerTest } from '../../../testing/perTest';
import { placeCaret, renderSceneEditor, selectWord, textbox } from './testing/sceneEditorTesting';
import { URL_LINK_REFUSED } from './urlLinks';

const line: SceneContent = [{ content: 'The dragon slept', style: '' }];
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const keyDown = (init: KeyboardEventInit) => act(() => void fireEvent.keyDown(textbox(), init));

describe('Toolbar', () => {
  const api = mockApiPerTest({ 'GET link/writing/doc-7': { status: 200, body: { title: 'Dragon Lore', type: 'writing', id: 'doc-7' } } });

  it('names every control and its shortcut', () => {
    renderSceneEditor({ content: line });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Link', 'Remove link', 'Undo', 'Redo', 'Remove colour']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('combobox', { name: 'Text style' })).toBeInTheDocument();
    expect(within(toolbar).getByLabelText('Text colour')).toHaveAttribute('type', 'color');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('title', 'Bold (Ctrl+B)');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('title', 'Link (Ctrl+K)');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('title', 'Undo (Ctrl+Z)');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('title', 'Redo (Ctrl+Shift+Z or Ctrl+Y)');
    expect(screen.getByRole('combobox', { name: 'Text style' })).toHaveAttribute(
      'title',
      'Text style: Normal (Ctrl+Alt+0), Title (Ctrl+Alt+1), Subtitle (Ctrl+Alt+2)',
    );
  });

  it('bolds the selection', () => {
    const { editor, lastContent } = renderSceneEditor({ content: line });
    selectWord(editor, 'dragon');
    press('Bold');
    expect(lastContent()).toEqual([
      { content: 'The ', style: '' },
      { content: 'dragon', style: 'bold' },
      { content: ' slept', style: '' },
    ]);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('bolds with Ctrl+B and ignores formats a scene cannot keep (Ctrl+I)', () => {
    const { editor, onChange, lastContent } = renderSceneEditor({ content: line });
    selectWord(editor, 'slept');
    keyDown({ key: 'i', code: 'KeyI', ctrlKey: true });
    expect(onChange).not.toHaveBeenCalled();
    keyDown({ key: 'b', code: 'KeyB', ctrlKey: true });
    expect(lastContent()).toEqual([
      { content: 'The dragon ', style: '' },
      { content: 'slept', style: 'bold' },
    ]);
  });

  it('makes the line a title, a subtitle or normal again, from the select and the keyboard', () => {
    const { editor, lastContent } = renderSceneEditor({ content: line });
    selectWord(editor, 'dragon');
    const select = screen.getByRole('combobox', { name: 'Text style' });
    fireEvent.change(select, { target: { value: 'title' } });
    expect(lastContent()).toEqual([{ content: 'The dragon slept', style: 'title' }]);
    expect(select).toHaveValue('title');

    keyDown({ key: '2', code: 'Digit2', ctrlKey: true, altKey: true });
    expect(lastContent()).toEqual([{ content: 'The dragon slept', style: 'subtitle' }]);
    keyDown({ key: '0', code: 'Digit0', ctrlKey: true, altKey: true });
    expect(lastContent()).toEqual([{ content: 'The dragon slept', style: '' }]);
    keyDown({ key: '1', code: 'Digit1', ctrlKey: true, altKey: true });
    expect(lastContent()).toEqual([{ content: 'The dragon slept', style: 'title' }]);
  });

  it('keeps bold out of titles: a bold word loses it, and Bold is off there', () => {
    const { editor, lastContent } = renderSceneEditor({
      content: [
        { content: 'The ', style: '' },
        { content: 'dragon', style: 'bold' },
      ],
    });
    selectWord(editor, 'dragon');
    fireEvent.change(screen.getByRole('combobox', { name: 'Text style' }), { target: { value: 'title' } });
    expect(lastContent()).toEqual([{ content: 'The dragon', style: 'title' }]);
    expect(screen.getByText('dragon', { exact: false }).closest('strong')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });

  it('colours the selection and takes the colour off again', () => {
    const { editor, lastContent } = renderSceneEditor({ content: line });
    selectWord(editor, 'dragon');
    fireEvent.change(screen.getByLabelText('Text colour'), { target: { value: '#ff0000' } });
    expect(lastContent()).toEqual([
      { content: 'The ', style: '' },
      { content: 'dragon', style: '', color: '#ff0000' },
      { content: ' slept', style: '' },
    ]);
    expect(screen.getByLabelText('Text colour')).toHaveValue('#ff0000');
    press('Remove colour');
    expect(lastContent()).toEqual(line);
  });

  describe('links', () => {
    it('links the selection to a web page, after asking for a usable address', () => {
      const { editor, lastContent } = renderSceneEditor({ content: line });
      selectWord(editor, 'dragon');
      press('Link');
      fireEvent.click(screen.getByRole('menuitem', { name: 'Link to a URL' }));
      const dialog = screen.getByRole('dialog', { name: 'Link to a URL' });
      const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));

      submit();
      expect(within(dialog).getByRole('alert')).toHaveTextContent(URL_REQUIRED_MESSAGE);
      fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'javascript:alert(1)' } });
      submit();
      expect(within(dialog).getByRole('alert')).toHaveTextContent(URL_LINK_REFUSED);

      fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'dragons.example/lore' } });
      submit();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(lastContent()).toEqual([
        { content: 'The ', style: '' },
        { content: 'dragon', style: '', link: { url: 'https://dragons.example/lore' } },
        { content: ' slept', style: '' },
      ]);
      // The caret is in the link now: the toolbar says where it leads.
      expect(screen.getByRole('link', { name: 'dragons.example/lore' })).toHaveAttribute('href', 'https://dragons.example/lore');
    });

    it('opens the link menu with Ctrl+K', () => {
      const { editor } = renderSceneEditor({ content: line });
      selectWord(editor, 'dragon');
      keyDown({ key: 'k', code: 'KeyK', ctrlKey: true });
      expect(screen.getByRole('menu', { name: 'Link' })).toBeInTheDocument();
      expect(screen.getByRole('menuitem', { name: 'Link to a URL' })).toHaveFocus();
    });

    it('links the selection to an element found by title', async () => {
      api().on('POST elementSearch', {
        status: 200,
        body: { results: [{ _id: 'doc-7', type: 'writing', title: 'Dragon Lore', preview: 'Dragons sleep on gold...' }] },
      });
      const { editor, lastContent } = renderSceneEditor({ content: line });
      selectWord(editor, 'dragon');
      press('Link');
      fireEvent.click(screen.getByRole('menuitem', { name: 'Link to an element' }));
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search elements' }), { target: { value: 'Drag' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Dragon Lore' }, { timeout: 3000 }));

      expect(lastContent()).toEqual([
        { content: 'The ', style: '' },
        { content: 'dragon', style: '', link: { type: 'writing', id: 'doc-7' } },
        { content: ' slept', style: '' },
      ]);
      expect(await screen.findByText('Writing: Dragon Lore', { selector: '[role="status"]' })).toBeInTheDocument();
    });

    it('turns the web link at the caret into a link to an element', async () => {
      api().on('POST elementSearch', { status: 200, body: { results: [{ _id: 'doc-7', type: 'writing', title: 'Dragon Lore', preview: '' }] } });
      const { editor, lastContent } = renderSceneEditor({
        content: [
          { content: 'The ', style: '' },
          { content: 'dragon', style: 'bold', link: { url: 'https://dragons.example' } },
        ],
      });
      placeCaret(editor, 'dragon', 2);
      expect(screen.getByRole('link', { name: 'dragons.example' })).toBeInTheDocument();
      press('Link');
      fireEvent.click(screen.getByRole('menuitem', { name: 'Link to an element' }));
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search elements' }), { target: { value: 'lore' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Dragon Lore' }, { timeout: 3000 }));
      expect(lastContent()).toEqual([
        { content: 'The ', style: '' },
        { content: 'dragon', style: 'bold', link: { type: 'writing', id: 'doc-7' } },
      ]);
    });

    it('offers no element links without a world', () => {
      renderSceneEditor({ content: line, worldID: null });
      press('Link');
      expect(screen.getByRole('menuitem', { name: 'Link to an element' })).toBeDisabled();
    });

    it('removes the link around the caret', () => {
      const { editor, lastContent } = renderSceneEditor({
        content: [
          { content: 'The ', style: '' },
          { content: 'dragon', style: '', link: { url: 'https://dragons.example' } },
          { content: ' slept', style: '' },
        ],
      });
      expect(screen.getByRole('button', { name: 'Remove link' })).toBeDisabled();
      placeCaret(editor, 'dragon', 3);
      expect(screen.getByRole('button', { name: 'Remove link' })).toBeEnabled();
      press('Remove link');
      expect(lastContent()).toEqual(line);
    });

    it('types the address as a new link when nothing is selected', () => {
      const { editor, lastContent } = renderSceneEditor({ content: line });
      placeCaret(editor, 'The');
      press('Link');
      fireEvent.click(screen.getByRole('menuitem', { name: 'Link to a URL' }));
      fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://a.example' } });
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Link' }));
      expect(lastContent()).toEqual([
        { content: 'https://a.example', style: '', link: { url: 'https://a.example' } },
        { content: 'The dragon slept', style: '' },
      ]);
    });
  });
});
