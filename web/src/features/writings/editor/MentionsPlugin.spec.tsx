import { fireEvent, screen, waitFor } from '@testing-library/react';
import { $createTextNode, $getRoot, type LexicalEditor, type ParagraphNode, type TextNode } from 'lexical';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZERO_WIDTH_SPACE } from '@lorewright/domain/writings/sceneText';
import { mockApiPerTest } from '../../../testing/perTest';
import { clickFollows, edit, renderSceneEditor, textbox } from './testing/sceneEditorTesting';

const ashvale = { _id: 'wiki-1', type: 'wiki', title: 'Ashvale', preview: 'A town of ash and embers.' };
const ashford = { _id: 'map-2', type: 'map', title: 'Ashford Roads', preview: '' };
const ashLink = { type: 'wiki', id: 'wiki-1', mention: true };
const SEARCH_WAIT = { timeout: 3000 };

// Typing in jsdom cannot reach Lexical (it listens to beforeinput): the text goes in as an edit
// with the caret after it, which is what the typeahead reads.
function type(editor: LexicalEditor, text: string) {
  edit(editor, () => {
    const paragraph = $getRoot().getFirstChildOrThrow<ParagraphNode>();
    const node = $createTextNode(text);
    paragraph.append(node);
    node.select(text.length, text.length);
  });
}

const key = (name: string) => fireEvent.keyDown(textbox(), { key: name });

describe('@mentions in the word processor', () => {
  beforeAll(() => {
    // jsdom lays nothing out; the menu asks where the caret is.
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  });
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  const api = mockApiPerTest({
    'POST elementSearch': (body) => ({
      status: 200,
      body: { results: (body as { text: string }).text.toLowerCase().startsWith('ash') ? [ashvale, ashford] : [] },
    }),
    'GET link/wiki/wiki-1': { status: 200, body: { title: 'Ashvale', type: 'wiki', id: 'wiki-1', preview: 'A town of ash and embers, rebuilt.' } },
  });

  it('typing @Ash offers Ashvale, and Enter stores a mention of it', async () => {
    const { editor, lastContent } = renderSceneEditor();
    type(editor, ' and @Ash');
    const option = await screen.findByRole('option', { name: /Ashvale/ }, SEARCH_WAIT);
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(
      api()
        .callsTo('POST elementSearch')
        .map((call) => call.body),
    ).toEqual([{ text: 'Ash', worldID: 'world-1' }]);
    key('Enter');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(lastContent()).toEqual([
      { content: 'Once upon a time and ', style: '' },
      { content: 'Ashvale', style: '', link: ashLink },
      { content: ' ', style: '' },
    ]);
    const mention = screen.getByRole('link', { name: 'Ashvale' });
    expect(mention).toHaveAttribute('href', expect.stringContaining('wiki-1'));
    // Its card has the first lines GET link answered.
    fireEvent.focus(mention);
    expect(screen.getByRole('tooltip')).toHaveTextContent('AshvaleWikiA town of ash and embers, rebuilt.');
  });

  it('an @ at the start of a new scene, which holds only a zero-width space, offers elements too', async () => {
    const { editor } = renderSceneEditor({ content: [{ content: ZERO_WIDTH_SPACE, style: '' }] });
    type(editor, '@Ash');
    expect(await screen.findByRole('option', { name: /Ashvale/ }, SEARCH_WAIT)).toBeInTheDocument();
  });

  it('arrow keys move through the list and Tab chooses', async () => {
    const { editor, lastContent } = renderSceneEditor();
    type(editor, ' @ash');
    await screen.findByRole('option', { name: /Ashford Roads/ }, SEARCH_WAIT);
    key('ArrowDown');
    expect(screen.getByRole('option', { name: /Ashford Roads/ })).toHaveAttribute('aria-selected', 'true');
    expect(textbox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Ashford Roads/ }).id);
    key('ArrowDown');
    key('ArrowUp');
    key('Tab');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(lastContent()?.[1]).toEqual({ content: 'Ashford Roads', style: '', link: { type: 'map', id: 'map-2', mention: true } });
  });

  it('Escape closes the list and leaves the text as typed', async () => {
    const { editor, lastContent } = renderSceneEditor();
    type(editor, ' @Ash');
    await screen.findByRole('option', { name: /Ashvale/ }, SEARCH_WAIT);
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // Typing on after the same @ does not bring it back.
    edit(editor, () => $getRoot().getLastDescendant<TextNode>()!.select().insertText('v'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(lastContent()).toEqual([{ content: 'Once upon a time @Ashv', style: '' }]);
  });

  it('says when nothing matches', async () => {
    const { editor } = renderSceneEditor();
    type(editor, ' @Zz');
    expect(await screen.findByText('No elements found.', {}, SEARCH_WAIT)).toBeInTheDocument();
  });
});

describe('a stored mention', () => {
  const content = [
    { content: 'We rode to ', style: '' as const },
    { content: 'Ashvale', style: '' as const, link: { type: 'wiki' as const, id: 'wiki-1', mention: true } },
  ];

  describe('of an element since renamed', () => {
    mockApiPerTest({ 'GET link/wiki/wiki-1': { status: 200, body: { title: 'Ashvale-by-the-Sea', type: 'wiki', id: 'wiki-1' } } });

    it('reads as the current title, and its card names title and type on focus', async () => {
      renderSceneEditor({ content, readOnly: true });
      const link = await screen.findByRole('link', { name: 'Ashvale-by-the-Sea' });
      fireEvent.focus(link);
      expect(screen.getByRole('tooltip')).toHaveTextContent('Ashvale-by-the-SeaWiki');
      expect(link).toHaveAccessibleDescription('Ashvale-by-the-SeaWiki');
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(screen.queryByRole('tooltip')).toBeNull();
    });

    it('opens the element when clicked in the read-only view', async () => {
      const { onOpenLink } = renderSceneEditor({ content, readOnly: true });
      const link = await screen.findByRole('link', { name: 'Ashvale-by-the-Sea' });
      expect(clickFollows(link)).toBe(false);
      expect(onOpenLink).toHaveBeenCalledWith({ type: 'wiki', id: 'wiki-1', mention: true });
    });

    it('is saved unchanged by an edit elsewhere', () => {
      const { editor, lastContent } = renderSceneEditor({ content });
      type(editor, '.');
      expect(lastContent()).toEqual([...content, { content: '.', style: '' }]);
    });
  });

  describe('of an element with a picture, a subtitle and text', () => {
    const card = { subtitle: 'A town of ash', picture: '/media/wikis/author-1/ash.png', preview: 'Rebuilt after the fire.' };
    mockApiPerTest({ 'GET link/wiki/wiki-1': { status: 200, body: { title: 'Ashvale', type: 'wiki', id: 'wiki-1', ...card } } });

    it('shows them on hover in the reading view, until the pointer leaves or Escape', async () => {
      renderSceneEditor({ content, readOnly: true });
      const link = await screen.findByRole('link', { name: 'Ashvale' });
      fireEvent.mouseEnter(link);
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip).toHaveTextContent('AshvaleWikiA town of ashRebuilt after the fire.');
      expect(tooltip.querySelector('img')).toHaveAttribute('src', card.picture);
      expect(link).toHaveAccessibleDescription('AshvaleWikiA town of ashRebuilt after the fire.');
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(screen.queryByRole('tooltip')).toBeNull();
      fireEvent.mouseLeave(link, { relatedTarget: document.body });
      fireEvent.mouseEnter(link);
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      fireEvent.mouseLeave(link, { relatedTarget: document.body });
      expect(screen.queryByRole('tooltip')).toBeNull();
    });
  });

  describe('of an element this reader may not see', () => {
    mockApiPerTest({ 'GET link/wiki/wiki-1': { status: 404, body: { error: 'Not found.' } } });

    it('reads as plain text, without a link', async () => {
      renderSceneEditor({ content, readOnly: true });
      await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
      expect(textbox()).toHaveTextContent('We rode to Ashvale');
    });
  });
});
