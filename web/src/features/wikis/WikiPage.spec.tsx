import { DEMO_LANGUAGE } from '@lorewright/domain/languages/demoLanguage';
import { languageListItemOf } from '@lorewright/domain/languages/languageView';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { DEFAULT_HEADER_FIELD, DEFAULT_WIKI_IMAGE, type WikiView } from '@lorewright/domain/wikis/wikiView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWiki, wikiAnswer } from '../../testing/wikiFixtures';
import { CONFLICT_PAUSED } from './WikiDisplay';

const SHOW_IN_RUNES = 'Show in runes';
// The text a rune view draws, read back from its runes' alt texts.
const runeAlts = (root: Element) => [...root.querySelectorAll('img')].map((image) => image.alt).join('');

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
// Saves leave DRAFT_WAIT_MS (500 ms) after the last edit.
const SAVED = { timeout: 3000 };

describe('/wiki/{id}', () => {
  const api = mockApiPerTest();

  const openWiki = async (wiki: WikiView = makeWiki(), token: string | null = 't') => {
    if (token) api().on('POST me', meAnswer(author));
    api().on(`GET creation/wiki/${wiki._id}`, wikiAnswer(wiki));
    api().on('GET link/wiki/k2', { status: 200, body: { title: 'Hollowmere', type: 'wiki', id: 'k2' } });
    const view = renderRoute(`/wiki/${wiki._id}`, { token });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    return view;
  };
  const answerUpdates = () =>
    api().on('PUT creation/updateWiki/k1', (body) => ({ status: 200, body: { message: m.updated, wiki: { ...makeWiki(), ...(body as object) } } }));
  const sentUpdates = () =>
    api()
      .callsTo('PUT creation/updateWiki/k1')
      .map((call) => call.body);

  it('shows a reader everything read-only, without navigation, with element links as chips', async () => {
    const wiki = makeWiki({ visibility: 'public', sections: [{ _id: 's1', title: 'Home', content: 'She lives in [[wiki:k2]] still.', revision: 1 }] });
    await openWiki(wiki, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Isolde Varn' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Age')).toBeInTheDocument();
    expect(screen.getByText('Hollowmere', { selector: 'dd' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Hollowmere' })).toHaveAttribute('href', '/wiki/k2');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the first uploaded picture readers see large, not the default silhouette', async () => {
    const images = [
      { _id: 'i1', name: DEFAULT_WIKI_IMAGE, visibility: 'public' as const, mediaId: null },
      { _id: 'i2', name: 'm2.png', visibility: 'private' as const, mediaId: 'm2' },
      { _id: 'i3', name: 'm3.png', visibility: 'public' as const, mediaId: 'm3' },
    ];
    const { unmount } = await openWiki(makeWiki({ images }));
    expect(screen.getByRole('img', { name: 'Isolde Varn, image 3' })).toHaveAttribute('src', '/media/wikis/u1/m3.png');
    unmount();
    // A reader never receives the private one.
    await openWiki(makeWiki({ visibility: 'public', images: [images[0], images[2]] }), null);
    expect(screen.getByRole('img', { name: 'Isolde Varn, image 2' })).toHaveAttribute('src', '/media/wikis/u1/m3.png');
  });

  it("hides the untouched 'Field / Value' placeholder from readers, not from the author", async () => {
    const headerFields = [{ _id: 'h0', ...DEFAULT_HEADER_FIELD }, ...makeWiki().headerFields];
    const { unmount } = await openWiki(makeWiki({ visibility: 'public', headerFields }), null);
    expect(screen.getByText('Age')).toBeInTheDocument();
    expect(screen.queryByText('Field')).not.toBeInTheDocument();
    expect(screen.queryByText('Value')).not.toBeInTheDocument();
    unmount();
    await openWiki(makeWiki({ headerFields }));
    expect(screen.getByRole('textbox', { name: 'Field 1' })).toHaveValue('Field');
  });

  it('shows every section in the chosen language’s runes, the author’s read-only, and Off gives the editors back', async () => {
    // The bundled demo language (a–z) stands in for one of the world's: it loads without a call.
    api().on('GET myLanguages?worldID=w1', { status: 200, body: { languages: [languageListItemOf(DEMO_LANGUAGE)] } });
    await openWiki(makeWiki({ sections: [{ _id: 's1', title: 'Home', content: 'The [[wiki:k2]] sea.', revision: 1 }, makeWiki().sections[1]] }));
    expect(screen.getByRole('button', { name: 'Add Section' })).toBeInTheDocument();
    fireEvent.change(await screen.findByRole('combobox', { name: SHOW_IN_RUNES }), { target: { value: DEMO_LANGUAGE._id } });
    await waitFor(() => expect(screen.getAllByTestId('rune-text')).toHaveLength(2));
    // Element links are not words of the text.
    expect(runeAlts(screen.getAllByTestId('rune-text')[0])).toBe('Thesea');
    expect(screen.queryByRole('button', { name: 'Add Section' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: SHOW_IN_RUNES }), { target: { value: '' } });
    expect(screen.queryByTestId('rune-text')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Section' })).toBeInTheDocument();
  });

  it('sends only the changed title and the changed section, with its revision', async () => {
    answerUpdates();
    await openWiki();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Isolde the Lantern-keeper' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Text of section 2' }), { target: { value: 'She keeps it lit, always.' } });
    await waitFor(() => expect(sentUpdates()).toHaveLength(1), SAVED);
    expect(sentUpdates()[0]).toEqual({
      title: 'Isolde the Lantern-keeper',
      sections: [{ _id: 's2', title: 'The Lantern', content: 'She keeps it lit, always.', revision: 5 }],
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('saves at once, without the typing pause, when the tab is hidden right after typing', async () => {
    answerUpdates();
    await openWiki();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Isolde, before the tab closed' } });
    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')!;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      // Sent in the same turn, well before the 500 ms pause would end.
      await waitFor(() => expect(sentUpdates()).toEqual([{ title: 'Isolde, before the tab closed' }]), { timeout: 200 });
    } finally {
      Object.defineProperty(document, 'visibilityState', visibility);
    }
  });

  it('sends a new order as the whole list, a new section without revision, and removed header fields', async () => {
    answerUpdates();
    await openWiki();
    fireEvent.click(screen.getByRole('button', { name: 'Move section 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Section' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove field 1' }));
    await waitFor(() => expect(sentUpdates()).toHaveLength(1), SAVED);
    const sent = sentUpdates()[0] as { sections: { _id: string; revision?: number }[]; removedHeaderFieldIDs: string[] };
    expect(sent.sections.map((section) => section._id).slice(0, 2)).toEqual(['s2', 's1']);
    expect(sent.sections.slice(0, 2).map((section) => section.revision)).toEqual([5, 2]);
    expect(sent.sections[2]).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/) as string, title: 'New Section', content: '' });
    expect(sent.removedHeaderFieldIDs).toEqual(['h1']);
    expect(Object.keys(sent).sort()).toEqual(['removedHeaderFieldIDs', 'sections']);
  });

  it('shows a conflict, keeps the text, and reloads on request', async () => {
    api().on('PUT creation/updateWiki/k1', { status: 409, body: { error: m.sectionConflict } });
    await openWiki();
    const text = screen.getByRole('textbox', { name: 'Text of section 1' });
    fireEvent.change(text, { target: { value: 'Born by the river, in winter.' } });
    // The server's text is raised as an alert too; the bar with Reload stays.
    const reload = await screen.findByRole('button', { name: 'Reload' }, SAVED);
    expect(screen.getAllByText(m.sectionConflict).length).toBeGreaterThan(0);
    expect(screen.getByText(CONFLICT_PAUSED)).toBeInTheDocument();
    expect(text).toHaveValue('Born by the river, in winter.');

    api().on('GET creation/wiki/k1', wikiAnswer(makeWiki({ sections: [{ _id: 's1', title: 'Early Life', content: 'Changed elsewhere.', revision: 3 }] })));
    fireEvent.click(reload);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text of section 1' })).toHaveValue('Changed elsewhere.'));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it("toggles an image's visibility after the confirm dialog, sending every image's", async () => {
    answerUpdates();
    await openWiki();
    fireEvent.click(screen.getByRole('button', { name: 'Make Image 2 public' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Make "Image 2" public?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sentUpdates()).toHaveLength(1));
    expect(sentUpdates()[0]).toEqual({
      images: [
        { _id: 'i1', visibility: 'public' },
        { _id: 'i2', visibility: 'public' },
      ],
    });
  });

  it('keeps a typed background only when it is a web address', async () => {
    answerUpdates();
    await openWiki();
    fireEvent.click(screen.getByRole('button', { name: 'Background' }));
    const field = screen.getByRole('textbox', { name: 'Background image' });
    fireEvent.change(field, { target: { value: 'ftp://example.com/a.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    fireEvent.change(field, { target: { value: 'https://example.com/sky.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(sentUpdates()).toEqual([{ backgroundImage: 'https://example.com/sky.jpg' }]));
  });
});
